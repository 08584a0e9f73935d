import { withoutUndefined } from '../records';
import { integerIn } from './value-decoders';

/**
 * The dates of a stay in a hash: checkin, checkout (ISO days) and night. The rules keep only
 * dates a search or a quote can use, so a stale or hand-edited link shows the dateless page
 * instead of an error (docs/decisions.md, "Hash dates").
 */

export interface StayDates {
  checkin?: string;
  checkout?: string;
  night?: number;
}

/** The search API accepts 1 to 14 nights (docs/api/search.md); longer stays answer 400. */
export const MIN_NIGHTS = 1;
export const MAX_NIGHTS = 14;

/** The sites' days are the hotels' days: today is the calendar day in Paris (as for the quote). */
export const STAY_TIME_ZONE = 'Europe/Paris';

const parisDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's ISO day in Paris, or undefined for an invalid clock (the date window is then not applied). */
export function parisDay(now: Date): string | undefined {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return undefined;
  const day = parisDayFormat.format(now);
  return isIsoDay(day) ? day : undefined;
}

const ISO_DAY = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DAY_MS = 86_400_000;

const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((toUtc(checkout) - toUtc(checkin)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last check-in the calendar can offer: the end of the month one year ahead (its maximum month,
 * part 2 §9), so a link to any day of that month still works.
 */
export function latestCheckin(today: string): string {
  const date = new Date(toUtc(today));
  const endOfMonth = new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth() + 1, 0));
  return endOfMonth.toISOString().slice(0, 10);
}

const decodeNight = integerIn(MIN_NIGHTS, MAX_NIGHTS);

/**
 * - checkin: a real day; with a known today, not before it and not after the latest check-in —
 *   otherwise both dates go (a checkout alone means nothing).
 * - checkout: a real day 1 to 14 nights after checkin, otherwise it alone goes.
 * - night: 1 to 14; with both dates it is their distance, whatever the hash said, so the three
 *   never disagree.
 */
export function decodeStayDates(
  raw: { checkin: string | undefined; checkout: string | undefined; night: string | undefined },
  today: string | undefined,
): StayDates {
  const night = decodeNight(raw.night);
  const checkin = raw.checkin !== undefined && isCheckinAllowed(raw.checkin, today) ? raw.checkin : undefined;
  if (checkin === undefined) return withoutUndefined({ night });
  const checkout = raw.checkout !== undefined && isCheckoutAllowed(checkin, raw.checkout) ? raw.checkout : undefined;
  if (checkout === undefined) return withoutUndefined({ checkin, night });
  return { checkin, checkout, night: nightsBetween(checkin, checkout) };
}

function isCheckinAllowed(checkin: string, today: string | undefined): boolean {
  if (!isIsoDay(checkin)) return false;
  if (today === undefined) return true;
  return checkin >= today && checkin <= latestCheckin(today);
}

function isCheckoutAllowed(checkin: string, checkout: string): boolean {
  if (!isIsoDay(checkout)) return false;
  const nights = nightsBetween(checkin, checkout);
  return nights >= MIN_NIGHTS && nights <= MAX_NIGHTS;
}

/** The checkin, checkout and night entries of a printed hash. */
export function stayDateEntries(dates: StayDates): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (dates.checkin !== undefined) entries.push(['checkin', dates.checkin]);
  if (dates.checkout !== undefined) entries.push(['checkout', dates.checkout]);
  if (dates.night !== undefined) entries.push(['night', String(dates.night)]);
  return entries;
}
