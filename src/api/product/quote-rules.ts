import type { ApiResult } from '@/api/core';
import type { Quote, QuoteOutcome, ReservationCriteria } from '@/domain/model/quote';
import { hotelDay } from '@/domain/calendar/site-clock';
import { quotePromo } from '@/domain/cards/promo';
import {
  CHECKIN_IN_THE_PAST,
  isDatePriceError,
  NOT_BOOKABLE_MESSAGE,
  PACKAGE_NOT_AVAILABLE_AT_CHECKIN,
  QUOTE_ERROR_MESSAGE,
  QUOTE_FETCH_ERROR,
} from '@/domain/product/quote-display';
import { toCancellationPolicy } from './reshape';
import type { QuoteWire } from './schemas';

/**
 * Answer handling of the quote (part 2 §5, §7, §8). Pure functions: the clock is an argument.
 */

// The quote's codes and fixed messages are domain vocabulary (src/domain/product/quote-display.ts):
// this file builds QuoteOutcome with them, the product page reads it back with them.
export { CHECKIN_IN_THE_PAST, PACKAGE_NOT_AVAILABLE_AT_CHECKIN, QUOTE_FETCH_ERROR, NOT_BOOKABLE_MESSAGE, QUOTE_ERROR_MESSAGE, isDatePriceError };
export const QUOTE_FETCH_FAILURE_DETAIL = 'An unexpected error occurred while fetching the quote';

/**
 * The day cutoff of the past check-in check: the site's days are the hotels' days, so "today" is
 * the calendar day in Europe/Paris at `now` (the domain's hotelDay); a check-in strictly before it
 * is in the past. (Today itself stays quotable: same-day bookings end at 20:00 in the calendar, not
 * here.) An invalid clock decides nothing: the quote call answers for itself.
 */
export function isCheckinInThePast(checkin: string, now: Date): boolean {
  const today = hotelDay(now);
  return today !== undefined && checkin < today;
}

export const pastCheckinOutcome = (): QuoteOutcome => ({ status: 'priceError', code: CHECKIN_IN_THE_PAST, message: null, dateProblem: true });

const criteria = (wire: QuoteWire['reservationCriteria']): ReservationCriteria | null =>
  wire ? { ...wire, checkout: wire.checkout ?? null } : null;

/**
 * In the spec's order: a fetch failure is QUOTE_FETCH_ERROR; an error item's code or message is
 * passed on; not bookable without one gives NOT_BOOKABLE_MESSAGE; a bookable answer without price
 * info gives QUOTE_ERROR_MESSAGE.
 */
export function toQuoteOutcome(result: ApiResult<QuoteWire>): QuoteOutcome {
  if (!result.ok) {
    const upstreamStatus = result.error.kind === 'http' ? result.error.status : undefined;
    return { status: 'fetchError', code: QUOTE_FETCH_ERROR, detail: QUOTE_FETCH_FAILURE_DETAIL, ...(upstreamStatus === undefined ? {} : { upstreamStatus }) };
  }
  const wire = result.data;
  const first = wire.errors?.[0];
  const code = first?.code ?? null;
  const message = first?.message ?? null;
  // A refused stay may come with the one the API would take instead (smartcapacity): the page offers it.
  const suggested = criteria(wire.modifiedReservationCriteria);
  const suggestion = suggested ? { suggestedStay: suggested } : {};
  if (code !== null || message !== null) {
    if (wire.bookable !== true || !wire.priceInfo) return { status: 'priceError', code, message, dateProblem: isDatePriceError(code), ...suggestion };
  }
  if (wire.bookable === false) return { status: 'priceError', code: null, message: NOT_BOOKABLE_MESSAGE, dateProblem: false, ...suggestion };
  if (wire.bookable !== true || !wire.priceInfo) return { status: 'priceError', code: null, message: QUOTE_ERROR_MESSAGE, dateProblem: false };
  return { status: 'quoted', quote: toQuote(wire, wire.priceInfo) };
}

function toQuote(wire: QuoteWire, price: NonNullable<QuoteWire['priceInfo']>): Quote {
  const refPrice = price.refPrice ?? null;
  return {
    weekendId: wire.weekendId ?? null,
    sellPrice: price.sellPrice,
    refPrice,
    promo: quotePromo(price.promoPercentageRounded),
    moneySaved: price.moneySaved ?? Math.max(0, (refPrice ?? price.sellPrice) - price.sellPrice),
    priceType: price.priceType ?? null,
    nbRooms: price.nbRooms ?? 1,
    nights: price.nights ?? wire.reservationCriteria?.nights ?? 1,
    localTaxTotalAmount: wire.localTaxTotalAmount ?? null,
    programLines: wire.programLineList ? [...wire.programLineList] : [],
    flashDeal: wire.flashDeal ?? false,
    roomsAmountMessage: wire.roomsAmountMessage ?? null,
    cancellationPolicy: toCancellationPolicy(wire.cancellationPolicy),
    reservationCriteria: criteria(wire.reservationCriteria),
    modifiedReservationCriteria: criteria(wire.modifiedReservationCriteria),
  };
}
