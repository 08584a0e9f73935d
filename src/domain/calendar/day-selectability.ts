import { checkinMinimumNights, type CalendarAvailabilities, type CalendarDay, type NightsRange } from './availability';
import type { DateSelection } from './date-selection';
import { addDays, daysBetween, type IsoDay } from './iso-day';
import { isAfterSameDayCutoff, type SiteClock } from './site-clock';

/** Without availabilities (the search box calendar), a stay ends at most 20 days after check-in. */
export const MAX_NIGHTS_WITHOUT_AVAILABILITIES = 20;

export interface DaySelectabilityContext {
  clock: SiteClock;
  selection: DateSelection;
  /**
   * Availability by day, or null for a calendar that has none (the search box): then every
   * future day may start a stay. An empty record means the product has no availability at all.
   */
  availabilities: CalendarAvailabilities | null;
  /** The checkout-nights range for the current check-in; null when not asked, loading or failed. */
  checkoutNights: NightsRange | null;
  /** Nights already fixed (gift nights): check-in days whose minimum stay is longer are skipped. */
  stayLength?: number | null;
}

export type UnselectableReason =
  | 'past'
  | 'sameDayCutoff'
  | 'checkinDay'
  | 'notAvailable'
  | 'minimumStayTooLong'
  | 'belowMinimumStay'
  | 'outsideCheckoutNights'
  | 'beyondMaximumStay';

/** A selectable day says what a click on it does: start a selection, or end it. */
export type DayVerdict = { selectable: true; as: 'checkin' | 'checkout' } | { selectable: false; reason: UnselectableReason };

const checkinVerdict: DayVerdict = { selectable: true, as: 'checkin' };
const checkoutVerdict: DayVerdict = { selectable: true, as: 'checkout' };
const refuse = (reason: UnselectableReason): DayVerdict => ({ selectable: false, reason });

function startsAStay(day: CalendarDay | undefined, stayLength: number | null | undefined): UnselectableReason | null {
  if (!day) return 'notAvailable';
  if (stayLength && stayLength > 0 && day.minLos > stayLength) return 'minimumStayTooLong';
  return null;
}

/**
 * Day selectability, part 1 §4, in the spec's order:
 * - past days never; today not from 20:00 in the site's time zone;
 * - with a check-in and no checkout, a later day ends the stay: never one that makes the stay
 *   shorter than the check-in day's minimum stay (its minLos, or the range's minimum); only night
 *   counts of the checkout-nights range when there is one; when the range is cleared (not asked, loading or the
 *   call failed) available days stay selectable; without availabilities at most 20 nights;
 *   the check-in day itself is not selectable again;
 * - otherwise (no check-in, a full range, or a day before the check-in, which restarts the
 *   selection) the day starts a stay: it must be in the availabilities when there are any, and
 *   its minimum stay must not exceed a fixed stay length.
 */
export function daySelectability(day: IsoDay, context: DaySelectabilityContext): DayVerdict {
  const { clock, selection, availabilities, checkoutNights, stayLength } = context;
  if (day < clock.today) return refuse('past');
  if (day === clock.today && isAfterSameDayCutoff(clock)) return refuse('sameDayCutoff');

  const { checkin, checkout } = selection;
  if (checkin !== null && checkout === null) {
    if (day === checkin) return refuse('checkinDay');
    if (day > checkin) {
      const nights = daysBetween(checkin, day);
      if (nights < checkinMinimumNights(checkin, availabilities, checkoutNights)) return refuse('belowMinimumStay');
      if (checkoutNights) return nights >= checkoutNights.min && nights <= checkoutNights.max ? checkoutVerdict : refuse('outsideCheckoutNights');
      if (availabilities === null) return nights <= MAX_NIGHTS_WITHOUT_AVAILABILITIES ? checkoutVerdict : refuse('beyondMaximumStay');
      return availabilities[day] ? checkoutVerdict : refuse('notAvailable');
    }
  }

  if (availabilities === null) return checkinVerdict;
  const refusal = startsAStay(availabilities[day], stayLength);
  return refusal === null ? checkinVerdict : refuse(refusal);
}

export function isDaySelectable(day: IsoDay, context: DaySelectabilityContext): boolean {
  return daySelectability(day, context).selectable;
}

/**
 * The last day a checkout can fall on for the current check-in, for keyboard navigation and
 * month loading: the range's maximum, or 20 nights without availabilities; null when unbounded.
 */
export function lastCheckoutDay(context: DaySelectabilityContext): IsoDay | null {
  const { checkin, checkout } = context.selection;
  if (checkin === null || checkout !== null) return null;
  if (context.checkoutNights) return addDays(checkin, context.checkoutNights.max);
  if (context.availabilities === null) return addDays(checkin, MAX_NIGHTS_WITHOUT_AVAILABILITIES);
  return null;
}
