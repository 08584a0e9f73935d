import { IntentLink as Link } from '@/components/ui/intent-link';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href, type Screen } from '@/routing';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { islandMessages } from '../client-messages';
import { shellMessages as m } from '../messages';
import { BackButton } from './back-button';
import { Logo } from './logo';
import styles from './header.module.css';

/**
 * Simplified pages (checkout and booking routes): a back arrow and the logo, nothing to leave by
 * (part 2 §2). A page that knows where back leads (the booking summary: the product page it came
 * from, with its stay) gives `backHref` and the arrow is a plain link; otherwise the arrow follows
 * the shell's rule at click time (rules/back.ts).
 */
export function SimplifiedHeader({ locale, screen, backHref }: { locale: Locale; screen: Screen | null; backHref?: string }) {
  const intl = getIntl(locale);
  return (
    <header className={styles.header} data-testid="simplified-header">
      <div className={styles.bar}>
        {backHref ? (
          <Link href={backHref} className={styles.action} aria-label={intl.formatMessage(islandMessages.back)} data-analytics-action="header-back" data-testid="back-button">
            <ArrowLeftIcon />
          </Link>
        ) : (
          <BackButton locale={locale} screen={screen} homeHref={href.home(locale)} />
        )}
        <Link href={href.home(locale)} className={styles.logo} aria-label={intl.formatMessage(m.home)} data-analytics-action="header-logo">
          <Logo />
        </Link>
      </div>
    </header>
  );
}
