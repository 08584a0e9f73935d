'use client';

import { useIntl } from 'react-intl';
import { daysOfMonth, dayOfWeek, type IsoDay, type YearMonth } from '@/domain/calendar';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { upperFirst } from '@/i18n/format';
import { calendarMessages as m } from './messages';
import styles from './calendar.module.css';

export interface DayView {
  day: IsoDay;
  selectable: boolean;
  checkin: boolean;
  checkout: boolean;
  inRange: boolean;
  /** Formatted price of the day (availabilities), Included or +supplement with a gift, or null. */
  price: string | null;
  /** With a gift value: whether the gift covers the day (part 1 §3), else null. */
  status: 'included' | 'supplement' | null;
  /** 'n nights minimum' on the check-in day. */
  hint: string | null;
}

const utc = (day: IsoDay) => new Date(`${day}T12:00:00Z`);

/** Monday-first week rows of a month; null cells pad the first and last weeks. */
function weeksOf(month: YearMonth): Array<Array<IsoDay | null>> {
  const days = daysOfMonth(month);
  const lead = ((dayOfWeek(days[0] ?? `${month}-01`) + 6) % 7) as number;
  const cells: Array<IsoDay | null> = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<IsoDay | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/**
 * One month as an ARIA grid: a header row of weekdays, then weeks of day buttons. Only the focused
 * day is in the tab order (roving tabindex); the calendar moves focus with the arrow keys.
 */
export function MonthGrid({ month, dayView, focusedDay, onPick }: { month: YearMonth; dayView(day: IsoDay): DayView; focusedDay: IsoDay | null; onPick(day: IsoDay): void }) {
  const intl = useIntl();
  const title = intl.formatDate(utc(`${month}-01`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: seven days from it name the weekdays in the site's language.
  const weekdays = Array.from({ length: 7 }, (_, index) => utc(`2024-01-0${index + 1}`));
  return (
    <div className={styles.month}>
      <h3 className={styles.monthTitle}>{upperFirst(intl, title)}</h3>
      <table role="grid" aria-label={title} className={styles.grid}>
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th key={date.toISOString()} scope="col" abbr={intl.formatDate(date, { weekday: 'long', timeZone: 'UTC' })}>
                {intl.formatDate(date, { weekday: 'narrow', timeZone: 'UTC' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((day, index) => {
                if (day === null) return <td key={`pad-${index}`} role="gridcell" aria-hidden="true" />;
                const view = dayView(day);
                const selected = view.checkin || view.checkout;
                const label = [
                  intl.formatDate(utc(day), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
                  view.checkin ? intl.formatMessage(m.checkinDay) : null,
                  view.checkout ? intl.formatMessage(m.checkoutDay) : null,
                  view.price,
                  view.hint,
                  view.selectable ? null : intl.formatMessage(m.unavailable),
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={day} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      className={[styles.day, selected ? styles.daySelected : '', view.inRange ? styles.dayInRange : '', view.status === 'included' ? styles.dayIncluded : ''].join(' ')}
                      data-day={day}
                      data-status={view.status ?? undefined}
                      tabIndex={focusedDay === day ? 0 : -1}
                      aria-disabled={!view.selectable}
                      onClick={() => view.selectable && onPick(day)}
                    >
                      {/* The name is the full sentence, read once; the visible day, price and hint are its short
                          form (an aria-label would have to contain them word for word: axe label-content-name-mismatch). */}
                      <VisuallyHidden>{label}</VisuallyHidden>
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      {view.price ? (
                        <span className={styles.price} aria-hidden="true" data-testid="day-price">
                          {view.price}
                        </span>
                      ) : null}
                      {view.hint ? (
                        <span className={styles.hint} aria-hidden="true">
                          {view.hint}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
