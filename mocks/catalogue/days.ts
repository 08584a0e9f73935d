/**
 * ISO-day arithmetic in plain UTC. The catalogue must not depend on the machine's time zone
 * (a test run in Paris and one in UTC must see the same calendar), so no local Date getters.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds at 00:00 UTC of an ISO day, or NaN when the text is not a real calendar day. */
export function isoToUtcMs(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) return Number.NaN;
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Date.UTC silently rolls 2026-02-30 over to March: reject it instead.
  return utcMsToIso(ms) === day ? ms : Number.NaN;
}

export function isValidIsoDay(day: string): boolean {
  return !Number.isNaN(isoToUtcMs(day));
}

export function utcMsToIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcMsToIso(isoToUtcMs(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((isoToUtcMs(to) - isoToUtcMs(from)) / DAY_MS);
}

/** Same day `months` later, clamped to the month's end (2024-02-29 + 12 months → 2025-02-28). */
export function addMonths(day: string, months: number): string {
  const ms = isoToUtcMs(day);
  const date = new Date(ms);
  const monthIndex = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return utcMsToIso(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

/** 0 = Sunday … 6 = Saturday, like Date#getUTCDay. */
export function weekdayOf(day: string): number {
  return new Date(isoToUtcMs(day)).getUTCDay();
}

/** Today's ISO day in UTC. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export { DAY_MS };
