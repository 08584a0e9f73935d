import { IntentLink as Link } from '@/components/ui/intent-link';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href, type Screen } from '@/routing';
import { shellMessages as m } from '../messages';
import { BackButton } from './back-button';
import { Logo } from './logo';
import styles from './header.module.css';

/** Simplified pages (checkout and booking routes): a back arrow and the logo, nothing to leave by (part 2 §2). */
export function SimplifiedHeader({ locale, screen }: { locale: Locale; screen: Screen | null }) {
  const intl = getIntl(locale);
  return (
    <header className={styles.header} data-testid="simplified-header">
      <div className={styles.bar}>
        <BackButton locale={locale} screen={screen} homeHref={href.home(locale)} />
        <Link href={href.home(locale)} className={styles.logo} aria-label={intl.formatMessage(m.home)} data-analytics-action="header-logo">
          <Logo />
        </Link>
      </div>
    </header>
  );
}
