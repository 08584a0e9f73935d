import type { IntlShape } from 'react-intl/server';
import { CmsLink } from '@/components/blocks';
import type { HomepageFlow } from '@/domain/model/cms';
import { homeMessages as m } from './messages';
import styles from './home.module.css';

/** The optional footer content of a flow's home page (the site footer itself belongs to the shell). */
export function HomeFooter({ footer, intl }: { footer: NonNullable<HomepageFlow['footer']>; intl: IntlShape }) {
  if (!footer.text && footer.links.length === 0) return null;
  return (
    <section className={styles.footer} aria-label={intl.formatMessage(m.footerLabel)}>
      {footer.text ? <p className={styles.footerText}>{footer.text}</p> : null}
      {footer.links.length > 0 ? (
        <ul className={styles.footerLinks}>
          {footer.links.map((link, index) => (
            <li key={`${link.url}-${index}`}>
              <CmsLink url={link.url} intl={intl}>
                {link.label}
              </CmsLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
