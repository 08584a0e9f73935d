import type { IntlShape } from 'react-intl/server';
import { DatesFieldTeaser } from '@/components/calendar/dates-field-teaser';
import { GuestsPopoverTeaser } from '@/components/search-box/guests-popover-teaser';
import { hotelSearchBarMessages as m } from './messages';
import styles from './search-bar.module.css';

/**
 * The hotel bar's criteria as the server draws them, before their island has loaded (a visitor
 * without a stay in the link): the dates field, the guests field and the confirm button, in the
 * criteria's places and looks. The bar (./hotel-search-bar.tsx) fetches the criteria when the
 * visitor points at or focuses it, and swaps them in on a click, opening the field used; confirm
 * without dates opens the calendar, as the criteria's own button does. Visitors who never choose
 * dates download neither the calendar's field nor the guests popover.
 */
export function HotelBarTeaser({ intl }: { intl: IntlShape }) {
  return (
    <div className={styles.criteria}>
      <div className={styles.dates}>
        <DatesFieldTeaser intl={intl} id="hotel-bar-teaser-dates" />
      </div>
      <div className={styles.guests}>
        <GuestsPopoverTeaser intl={intl} id="hotel-bar-teaser-guests" />
      </div>
      <button type="button" className={styles.confirm} data-testid="hotel-search-confirm" data-activate="dates">
        {intl.formatMessage(m.chooseDates)}
      </button>
    </div>
  );
}
