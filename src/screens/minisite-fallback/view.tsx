import { Shell } from '@/components/shell/shell';
import { IntentLink as Link } from '@/components/ui/intent-link';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { fallbackMessages as m } from './messages';
import styles from './minisite-fallback.module.css';

export function MinisiteFallbackView({ route, context }: { route: RouteOf<'minisite-fallback'>; context: ScreenContext }) {
  return (
    <Shell route={route} context={context}>
      <FallbackBody locale={route.locale} />
    </Shell>
  );
}

/**
 * The page of a minisite address that is no partner's (part 2 §2 "otherwise a fallback page"): a
 * real page in the site's shell, status 200 and not indexed, that sends the visitor on to the main
 * site. The slug is never shown (nothing of the address reaches the page).
 */
export function FallbackBody({ locale }: { locale: Locale }) {
  const intl = getIntl(locale);
  return (
    <main id="main" className={styles.page} data-testid="minisite-fallback">
      <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.text}>{intl.formatMessage(m.text)}</p>
      <nav aria-label={intl.formatMessage(m.links)}>
        <ul className={styles.links}>
          <li>
            <Link className={styles.primary} href={href.home(locale)} data-testid="minisite-fallback-home">
              {intl.formatMessage(m.home)}
            </Link>
          </li>
          <li>
            <Link className={styles.secondary} href={href.search(locale)} data-testid="minisite-fallback-search">
              {intl.formatMessage(m.search)}
            </Link>
          </li>
          <li>
            <Link className={styles.secondary} href={href.home(locale, { flow: 'gifting' })} data-testid="minisite-fallback-gifts">
              {intl.formatMessage(m.gifts)}
            </Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
