import type { IntlShape } from 'react-intl/server';
import { CmsLink, cssColor, readableText } from '@/components/blocks';
import type { PromoBar as Bar } from '@/domain/model/cms';
import { shellMessages as m } from '../messages';
import styles from './promo-bar.module.css';

/**
 * The page's promo bar (part 2 §7, promoBars: a bar per page kind and flow): links on the CMS's
 * background; a 'black' link is a dark pill, a 'default' one takes the text colour that reads on
 * the background.
 */
export function PromoBar({ bar, intl }: { bar: Bar; intl: IntlShape }) {
  if (bar.links.length === 0) return null;
  const background = cssColor(bar.colorPalette.background) ?? '#f4f7f8';
  const color = readableText(background);
  return (
    <nav className={styles.promoBar} style={{ background, color }} aria-label={intl.formatMessage(m.promoBarLabel)} data-promo-bar={bar.internalCode}>
      <ul className={styles.promoLinks}>
        {bar.links.map((link, index) => (
          <li key={`${link.url}-${index}`}>
            <CmsLink
              url={link.url}
              newTab={link.newTab}
              intl={intl}
              className={link.variant === 'black' ? `${styles.promoLink} ${styles.promoLinkBlack}` : styles.promoLink}
              campaign={bar.campaign}
              category={bar.category}
            >
              {link.label}
            </CmsLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
