import type { Menu } from '@/api/menu';
import { IntentLink } from '@/components/ui/intent-link';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import { shellMessages as m } from '../messages';
import { isPrefetchable } from '../rules/prefetch';
import { MegaMenuIsland } from './mega-menu-island';
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
        {menu ? <MegaMenuIsland items={menu.items} themesPanel={menu.themesPanel} /> : null}
        <ul className={styles.links}>
          <li>
            <IntentLink href={href.ideas(locale)} prefetchOnIntent={isPrefetchable(href.ideas(locale))} className={styles.link} data-analytics-action="top-bar-ideas">
              {intl.formatMessage(m.ideas)}
            </IntentLink>
          </li>
          <li>
            <IntentLink href={href.boxes(locale)} prefetchOnIntent={isPrefetchable(href.boxes(locale))} className={styles.link} data-analytics-action="top-bar-gift-boxes">
              {intl.formatMessage(m.giftBoxes)}
            </IntentLink>
          </li>
          <li>
            <IntentLink href={href.giftCard(locale)} prefetchOnIntent={isPrefetchable(href.giftCard(locale))} className={styles.link} data-analytics-action="top-bar-gift-card">
              {intl.formatMessage(m.giftCard)}
            </IntentLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
