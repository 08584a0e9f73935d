/**
 * Calendar days as ISO strings ('yyyy-MM-dd') and months as 'yyyy-MM', the shapes the API and the
 * hash use. Arithmetic runs on UTC epoch days, so it never depends on the machine's time zone:
 * a calendar day is a label, not an instant.
 */
export type IsoDay = string;
export type YearMonth = string;

const MS_PER_DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** A real calendar day written 'yyyy-MM-dd' ('2026-02-30' is not one). */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  return fromEpochDay(toEpochDay(value)) === value;
}

export function isYearMonth(value: unknown): value is YearMonth {
  if (typeof value !== 'string') return false;
  const match = YEAR_MONTH.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

function toEpochDay(day: IsoDay): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): IsoDay {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return fromEpochDay(toEpochDay(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier): the nights of a stay. */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** 0 = Sunday … 6 = Saturday, like Date#getDay. */
export function dayOfWeek(day: IsoDay): number {
  return new Date(toEpochDay(day) * MS_PER_DAY).getUTCDay();
}

export function monthOf(day: IsoDay): YearMonth {
  return day.slice(0, 7);
}

export function addMonths(month: YearMonth, months: number): YearMonth {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  const [fy = 0, fm = 1] = from.split('-').map(Number);
  const [ty = 0, tm = 1] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

export function firstDayOfMonth(month: YearMonth): IsoDay {
  return `${month}-01`;
}

export function lastDayOfMonth(month: YearMonth): IsoDay {
  return addDays(firstDayOfMonth(addMonths(month, 1)), -1);
}

/** Every day of a month, in order. */
export function daysOfMonth(month: YearMonth): IsoDay[] {
  const first = firstDayOfMonth(month);
  const count = daysBetween(first, firstDayOfMonth(addMonths(month, 1)));
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}
