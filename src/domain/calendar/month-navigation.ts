import { addMonths, lastDayOfMonth, monthOf, monthsBetween, type IsoDay, type YearMonth } from './iso-day';
import type { SiteClock } from './site-clock';

/** Months shown at once: 2 on desktop, 1 in the product drawer on mobile (part 1 §9). */
export const CALENDAR_MONTHS_DESKTOP = 2;
export const CALENDAR_MONTHS_MOBILE_DRAWER = 1;

/** The maximum month is one year ahead of the current month (part 2 §9). */
export const MAX_MONTHS_AHEAD = 12;

export function currentMonth(clock: SiteClock): YearMonth {
  return monthOf(clock.today);
}

export function maxMonth(clock: SiteClock): YearMonth {
  return addMonths(currentMonth(clock), MAX_MONTHS_AHEAD);
}

/**
 * The last check-in the calendar can offer from `today`: the last day of the maximum month, so a
 * link to any day of that month still works (the hash codecs drop later check-ins).
 */
export function latestCheckin(today: IsoDay): IsoDay {
  return lastDayOfMonth(addMonths(monthOf(today), MAX_MONTHS_AHEAD));
}

/** First month a view may start on, clamped between the current month and the last full view. */
export function clampFirstMonth(first: YearMonth, visibleCount: number, clock: SiteClock): YearMonth {
  const lowest = currentMonth(clock);
  const highest = addMonths(maxMonth(clock), -(Math.max(1, visibleCount) - 1));
  if (monthsBetween(lowest, first) < 0) return lowest;
  if (monthsBetween(first, highest) < 0) return monthsBetween(lowest, highest) < 0 ? lowest : highest;
  return first;
}

export function visibleMonths(first: YearMonth, count: number): YearMonth[] {
  return Array.from({ length: Math.max(1, count) }, (_, index) => addMonths(first, index));
}

export interface MonthNavigation {
  months: YearMonth[];
  /** Previous is disabled at the current month (part 1 §4). */
  previous: YearMonth | null;
  /** Next is disabled once the last shown month is the maximum month. */
  next: YearMonth | null;
}

/** Arrows move one month at a time; null means the arrow is disabled. */
export function monthNavigation(first: YearMonth, visibleCount: number, clock: SiteClock): MonthNavigation {
  const start = clampFirstMonth(first, visibleCount, clock);
  const months = visibleMonths(start, visibleCount);
  const last = months[months.length - 1] ?? start;
  return {
    months,
    previous: monthsBetween(currentMonth(clock), start) > 0 ? addMonths(start, -1) : null,
    next: monthsBetween(last, maxMonth(clock)) > 0 ? addMonths(start, 1) : null,
  };
}
