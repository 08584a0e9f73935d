import type { IntlShape } from 'react-intl/server';
import { calendarFieldMessages } from './calendar-field-messages';
import styles from './calendar.module.css';

/**
 * The dates field as the server draws it before its island has loaded (DatesField's closed trigger,
 * without dates): the same label, box and placeholder, a button marked `data-activate="dates"` for
 * the panel around it, which swaps the island in on a click and opens the calendar. `id` prefixes
 * its ids (one teaser of that id per page).
 */
export function DatesFieldTeaser({ intl, id }: { intl: IntlShape; id: string }) {
  return (
    <div className={styles.fieldWrap}>
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {intl.formatMessage(calendarFieldMessages.label)}
      </span>
      <button type="button" className={styles.field} aria-haspopup="dialog" aria-expanded={false} aria-labelledby={`${id}-label ${id}-value`} data-testid="dates-field" data-activate="dates">
        <span id={`${id}-value`} className={styles.fieldPlaceholder}>
          {intl.formatMessage(calendarFieldMessages.placeholder)}
        </span>
      </button>
    </div>
  );
}
