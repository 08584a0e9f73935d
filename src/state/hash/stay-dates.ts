import { daysBetween, isIsoDay } from '@/domain/calendar/iso-day';
import { latestCheckin } from '@/domain/calendar/month-navigation';
import { isStayNights, MAX_STAY_NIGHTS, MIN_STAY_NIGHTS } from '@/domain/booking/stay-nights';
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

/** A stay of 1 to 14 nights, the domain's bound (what the search API accepts). */
const decodeNight = integerIn(MIN_STAY_NIGHTS, MAX_STAY_NIGHTS);

/**
 * - checkin: a real day; with a known today (the Paris day, see hash-codec.ts), not before it and
 *   not after the latest check-in (the domain's latestCheckin, end of the calendar's last month) —
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
  return { checkin, checkout, night: daysBetween(checkin, checkout) };
}

function isCheckinAllowed(checkin: string, today: string | undefined): boolean {
  if (!isIsoDay(checkin)) return false;
  if (today === undefined) return true;
  return checkin >= today && checkin <= latestCheckin(today);
}

function isCheckoutAllowed(checkin: string, checkout: string): boolean {
  if (!isIsoDay(checkout)) return false;
  return isStayNights(daysBetween(checkin, checkout));
}

/** The checkin, checkout and night entries of a printed hash. */
export function stayDateEntries(dates: StayDates): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (dates.checkin !== undefined) entries.push(['checkin', dates.checkin]);
  if (dates.checkout !== undefined) entries.push(['checkout', dates.checkout]);
  if (dates.night !== undefined) entries.push(['night', String(dates.night)]);
  return entries;
}
