import { Shell } from '@/components/shell/shell';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { LookupForm } from './islands';
import type { BookingLookupData } from './load';
import { bookingLookupMessages as m } from './messages';
import styles from './booking-lookup.module.css';

/**
 * The booking lookup (part 2 §2 "A booking lookup route with hash r"; the burger's My booking link):
 * a simplified page (back arrow and logo, no footer) whose back arrow goes home (shell rule
 * HOME_BACK_SCREENS: often reached from an e-mail). The form island does the rest.
 */
export function BookingLookupView({ route, context }: { route: RouteOf<'booking-lookup'>; data: BookingLookupData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  return (
    <Shell route={route} context={context} variant="simplified">
      <main id="main" className={styles.page} data-testid="booking-lookup">
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
        <LookupForm locale={route.locale} />
      </main>
    </Shell>
  );
}
