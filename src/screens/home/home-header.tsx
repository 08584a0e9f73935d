import type { IntlShape } from 'react-intl/server';
import { CmsLink } from '@/components/blocks';
import type { HomepageFlow } from '@/domain/model/cms';
import { homeMessages as m } from './messages';
import styles from './home.module.css';

/** The optional header the CMS gives a flow's home page: a row of highlighted links. */
export function HomeHeader({ header, intl }: { header: NonNullable<HomepageFlow['header']>; intl: IntlShape }) {
  if (header.links.length === 0) return null;
  return (
    <nav className={styles.header} aria-label={intl.formatMessage(m.headerLabel)}>
      <ul className={styles.headerLinks}>
        {header.links.map((link, index) => (
          <li key={`${link.url}-${index}`}>
            <CmsLink url={link.url} intl={intl} className={styles.headerLink}>
              {link.label}
            </CmsLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
