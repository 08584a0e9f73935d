import { MAX_STAY_NIGHTS } from '../booking/stay-nights';
import { addMonths, monthsBetween, type CalendarDay, type NightsRange, type YearMonth } from '../calendar';

/**
 * The hotel calendar's data (part 2 §7 GET /hotels/{hotelId}/availabilities.json, §9 "hotel
 * calendar loads 12 months"). The hotel call answers the cheapest minimum stay per day for the
 * whole hotel (price and minimum nights, no package, no guests): one call covers 12 months from
 * its first month, and the calendar's pages (2 months on desktop, 3 or 4 on mobile) are read
 * from that window; a page past it asks a new window from its own first month.
 */
export const HOTEL_CALENDAR_MONTHS = 12;

/** The months a hotel availability call from `first` covers. */
export interface MonthWindow {
  first: YearMonth;
  length: number;
}

export function hotelCalendarWindow(first: YearMonth): MonthWindow {
  return { first, length: HOTEL_CALENDAR_MONTHS };
}

/** Whether every month of a page lies inside the window. */
export function windowCovers(window: MonthWindow, months: readonly YearMonth[]): boolean {
  return months.every((month) => {
    const offset = monthsBetween(window.first, month);
    return offset >= 0 && offset < window.length;
  });
}

/** The last month of a window (for messages and tests). */
export function windowLastMonth(window: MonthWindow): YearMonth {
  return addMonths(window.first, window.length - 1);
}

/**
 * The checkout nights of the hotel calendar for a check-in day. The hotel answer names no package,
 * so there is no package to ask the checkout-nights call about; the day's own minimum stay (the
 * cheapest package's, which the answer carries) is the first checkout, and any longer stay up to
 * the longest the page can search is allowed (the offers list then shows what fits).
 * Null when the day is not available (no stay starts there).
 */
export function hotelCheckoutNights(day: CalendarDay | undefined): NightsRange | null {
  if (!day) return null;
  const min = Math.max(1, day.minLos);
  // The longest stay is the stay bound: a longer checkout would be dropped from the hash.
  return min > MAX_STAY_NIGHTS ? null : { min, max: MAX_STAY_NIGHTS };
}
