import { addDays, addMonths, daysBetween } from '../catalogue/days';
import type { Catalogue } from '../catalogue/types';
import { BadRequest, intParam } from './http';

/** Months 'yyyy-MM' of the calendars: from the catalogue's current month to 1 year ahead (part 2 §9). */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const monthOf = (day: string): string => day.slice(0, 7);
export const nextMonthOf = (month: string): string => monthOf(addMonths(`${month}-01`, 1));
export const previousMonthOf = (month: string): string => monthOf(addMonths(`${month}-01`, -1));

export function monthBounds(catalogue: Catalogue): { minMonth: string; maxMonth: string } {
  return { minMonth: monthOf(catalogue.today), maxMonth: monthOf(addMonths(catalogue.today, 12)) };
}

/** `month` (default: the current month) and `length` months (default given), as a list. */
export function requestedMonths(query: URLSearchParams, catalogue: Catalogue, defaultLength: number): string[] {
  const raw = query.get('month');
  let month = monthOf(catalogue.today);
  if (raw !== null && raw !== '') {
    if (!MONTH.test(raw)) throw new BadRequest('INVALID_MONTH', 'month must be formatted yyyy-MM');
    month = raw;
  }
  const length = intParam(query, 'length', { min: 1, max: 13, fallback: defaultLength });
  const months = [month];
  while (months.length < length) months.push(nextMonthOf(months[months.length - 1]!));
  return months;
}

/** Days of a month that can still be booked: not before today, not after the availability window. */
export function bookableDaysOf(month: string, catalogue: Catalogue): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) {
    if (daysBetween(catalogue.today, day) >= 0 && daysBetween(day, catalogue.availabilityWindow.to) >= 0) days.push(day);
  }
  return days;
}

/** Paging fields of the availability answers: neighbours of what was asked, within the bounds. */
export function paging(months: string[], catalogue: Catalogue) {
  const { minMonth, maxMonth } = monthBounds(catalogue);
  const previous = previousMonthOf(months[0]!);
  const next = nextMonthOf(months[months.length - 1]!);
  return {
    prevMonth: previous >= minMonth ? previous : null,
    nextMonth: next <= maxMonth ? next : null,
    minMonth,
    maxMonth,
    stepLength: months.length,
    requestedMonths: months,
  };
}
