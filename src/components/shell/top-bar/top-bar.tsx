import Link from 'next/link';
import type { Menu } from '@/api/menu';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import { shellMessages as m } from '../messages';
import { MegaMenu } from './mega-menu';
import styles from './top-bar.module.css';

/**
 * The desktop top bar (below the header): the 'Inspirations' mega-menu and the gift shortcuts.
 * Below the desktop breakpoint the burger holds the same menu; CSS hides the bar there.
 */
export function TopBar({ locale, menu }: { locale: Locale; menu: Menu | null }) {
  const intl = getIntl(locale);
  return (
    <nav className={styles.topBar} aria-label={intl.formatMessage(m.mainNavigation)} data-testid="top-bar">
      <div className={styles.inner}>
        {menu ? <MegaMenu items={menu.items} themesPanel={menu.themesPanel} /> : null}
        <ul className={styles.links}>
          <li>
            <Link href={href.ideas(locale)} className={styles.link} data-analytics-action="top-bar-ideas">
              {intl.formatMessage(m.ideas)}
            </Link>
          </li>
          <li>
            <Link href={href.boxes(locale)} className={styles.link} data-analytics-action="top-bar-gift-boxes">
              {intl.formatMessage(m.giftBoxes)}
            </Link>
          </li>
          <li>
            <Link href={href.giftCard(locale)} className={styles.link} data-analytics-action="top-bar-gift-card">
              {intl.formatMessage(m.giftCard)}
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
