import type { IncompleteClosePolicy } from '../calendar/date-selection';
import type { IsoDay } from '../calendar/iso-day';
import { isComplete, nightsOf, type DateSelection } from '../calendar/stay-selection';

/**
 * The hotel page's dates (part 2 §4 "Hotel page dates"). The calendar's own rules do the clicks
 * (`pickDay`: first click check-in, a later one checkout, any other click restarts) and Validate
 * (`canValidate`: both dates); what is the hotel page's own is here:
 *
 * - the hash follows the calendar's draft, not its Validate: the click that completes the stay
 *   writes checkin, checkout and nights at once, and Clear empties the hash at once;
 * - closing without both dates clears them (not back to the URL's, as the search and product
 *   calendars do);
 * - the bar's confirm button scrolls to the offers once the dates are complete, otherwise it
 *   opens the calendar;
 * - an offer chosen without dates opens the calendar priced for it, with dates its detail.
 */

/** Closing the hotel calendar with a check-in only clears it (the shared calendar's 'clear' policy). */
export const HOTEL_INCOMPLETE_CLOSE: IncompleteClosePolicy = 'clear';

/** The dates part of the hotel hash: all three, or none. */
export type HotelHashDates = { checkin: IsoDay; checkout: IsoDay; night: number } | { checkin: undefined; checkout: undefined; night: undefined };

const NO_HASH_DATES: HotelHashDates = { checkin: undefined, checkout: undefined, night: undefined };

/** The hash's dates for a selection: a whole stay with its nights, or nothing. */
export function hotelHashDates(selection: DateSelection): HotelHashDates {
  if (!isComplete(selection)) return NO_HASH_DATES;
  return { checkin: selection.checkin, checkout: selection.checkout, night: nightsOf(selection) ?? 0 };
}

/**
 * What a change of the open calendar's draft does to the hash: the second click (a whole stay)
 * writes it; Clear (nothing picked) empties it; a check-in alone (a first click, or a click that
 * restarted the selection) leaves the hash as it is until the calendar closes.
 */
export type DraftHashWrite = { write: true; dates: HotelHashDates } | { write: false };

export function hashWriteForDraft(draft: DateSelection): DraftHashWrite {
  if (isComplete(draft)) return { write: true, dates: hotelHashDates(draft) };
  if (draft.checkin === null) return { write: true, dates: NO_HASH_DATES };
  return { write: false };
}

/** The bar's confirm button: to the offers with a whole stay, otherwise the calendar. */
export type ConfirmAction = 'scroll-to-offers' | 'open-calendar';

export function confirmAction(dates: DateSelection): ConfirmAction {
  return isComplete(dates) ? 'scroll-to-offers' : 'open-calendar';
}

/** An offer chosen on the page (part 2 §4 "Offer selection"). */
export type OfferSelectionAction = { open: 'calendar'; offerId: number } | { open: 'detail'; offerId: number };

export function offerSelectionAction(dates: DateSelection, offerId: number): OfferSelectionAction {
  return isComplete(dates) ? { open: 'detail', offerId } : { open: 'calendar', offerId };
}

/**
 * The calendar opened for one offer has closed: with a whole stay (Validate, or closing once both
 * dates are picked, which keeps them) the offer's detail opens; without, nothing more happens (the
 * dates were cleared).
 */
export function offerDetailAfterCalendar(offerId: number, closedWithWholeStay: boolean): number | null {
  return closedWithWholeStay ? offerId : null;
}
