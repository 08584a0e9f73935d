import type { Quote, QuoteOutcome } from '@/domain/model/quote';
import {
  CHECKIN_IN_THE_PAST,
  hasPriceError,
  isDatePriceError,
  isProductPageBookable,
  KNOWN_QUOTE_ERROR_CODES,
  NOT_BOOKABLE_MESSAGE,
  PACKAGE_NOT_AVAILABLE_AT_CHECKIN,
  QUOTE_ERROR_MESSAGE,
  QUOTE_FETCH_ERROR,
  quoteDisplay,
} from '@/domain/product/quote-display';

const quote: Quote = {
  weekendId: 1,
  sellPrice: 25_000,
  refPrice: null,
  promo: 0,
  moneySaved: 0,
  priceType: 'FINAL_PRICE',
  nbRooms: 1,
  nights: 2,
  localTaxTotalAmount: null,
  programLines: [],
  flashDeal: false,
  roomsAmountMessage: null,
  cancellationPolicy: null,
  reservationCriteria: null,
  modifiedReservationCriteria: null,
};
const quoted: QuoteOutcome = { status: 'quoted', quote };
const priceError = (code: string | null, message: string | null, dateProblem = false): QuoteOutcome => ({ status: 'priceError', code, message, dateProblem });
const fetchError: QuoteOutcome = { status: 'fetchError', code: 'QUOTE_FETCH_ERROR', detail: 'An unexpected error occurred while fetching the quote' };

describe('quote vocabulary (part 2 §8)', () => {
  it('keeps the spec codes and messages', () => {
    expect(NOT_BOOKABLE_MESSAGE).toBe('The offer is not bookable with these criterias');
    expect(QUOTE_ERROR_MESSAGE).toBe('Quote error');
    expect(QUOTE_FETCH_ERROR).toBe('QUOTE_FETCH_ERROR');
  });

  it('a date problem is a package-not-available-at-check-in or check-in-in-the-past code', () => {
    expect(isDatePriceError(PACKAGE_NOT_AVAILABLE_AT_CHECKIN)).toBe(true);
    expect(isDatePriceError(CHECKIN_IN_THE_PAST)).toBe(true);
    for (const code of ['MIN_LOS_NOT_REACHED', 'PAX_OVER_CAPACITY', '', null, undefined]) expect(isDatePriceError(code)).toBe(false);
  });
});

describe('what the visitor sees of a quote', () => {
  it('shows the price of a quote', () => {
    expect(quoteDisplay(quoted)).toEqual({ kind: 'quoted' });
  });

  it('marks the dates on a date problem, with its code', () => {
    expect(quoteDisplay(priceError(CHECKIN_IN_THE_PAST, null, true))).toEqual({ kind: 'dateProblem', code: CHECKIN_IN_THE_PAST });
    expect(quoteDisplay(priceError(PACKAGE_NOT_AVAILABLE_AT_CHECKIN, 'Sold out', false))).toEqual({ kind: 'dateProblem', code: PACKAGE_NOT_AVAILABLE_AT_CHECKIN });
  });

  it("says the offer is not bookable with these criterias, or 'Quote error'", () => {
    expect(quoteDisplay(priceError(null, NOT_BOOKABLE_MESSAGE))).toEqual({ kind: 'notBookable' });
    expect(quoteDisplay(priceError(null, QUOTE_ERROR_MESSAGE))).toEqual({ kind: 'quoteError' });
  });

  it('names the codes the site words itself, whatever the English message says', () => {
    expect(KNOWN_QUOTE_ERROR_CODES).toEqual(['MIN_LOS_NOT_REACHED', 'PAX_OVER_CAPACITY', 'ACTIVITY_NOT_IN_OFFER', 'ACTIVITY_DATE_OUT_OF_STAY']);
    expect(quoteDisplay(priceError('MIN_LOS_NOT_REACHED', 'Stay at least 2 nights'))).toEqual({ kind: 'known', code: 'MIN_LOS_NOT_REACHED' });
    expect(quoteDisplay(priceError('PAX_OVER_CAPACITY', null))).toEqual({ kind: 'known', code: 'PAX_OVER_CAPACITY' });
    expect(quoteDisplay(priceError('ACTIVITY_NOT_IN_OFFER', 'Activity 500870 is not part of this offer'))).toEqual({ kind: 'known', code: 'ACTIVITY_NOT_IN_OFFER' });
    expect(quoteDisplay(priceError('ACTIVITY_DATE_OUT_OF_STAY', 'Day 3 of activity 1 is outside the stay'))).toEqual({ kind: 'known', code: 'ACTIVITY_DATE_OUT_OF_STAY' });
  });

  it("passes on the API's code and message when the code is not a known one", () => {
    expect(quoteDisplay(priceError('ROOM_CLOSED', 'Room closed for works'))).toEqual({ kind: 'passedOn', code: 'ROOM_CLOSED', message: 'Room closed for works' });
    expect(quoteDisplay(priceError(null, 'Room closed'))).toEqual({ kind: 'passedOn', code: null, message: 'Room closed' });
    // An error item that carries a code is the API's own, even when its text matches a fixed message.
    expect(quoteDisplay(priceError('NOT_BOOKABLE', NOT_BOOKABLE_MESSAGE))).toEqual({ kind: 'passedOn', code: 'NOT_BOOKABLE', message: NOT_BOOKABLE_MESSAGE });
    expect(quoteDisplay(priceError('ERR', QUOTE_ERROR_MESSAGE))).toEqual({ kind: 'passedOn', code: 'ERR', message: QUOTE_ERROR_MESSAGE });
  });

  it('shows no message on a fetch failure', () => {
    expect(quoteDisplay(fetchError)).toEqual({ kind: 'fetchError' });
  });
});

describe('bookable product page (part 2 §4)', () => {
  it('is bookable on the product page without a price error', () => {
    expect(isProductPageBookable({ onProductPage: true, productPriceError: null, quote: null })).toBe(true);
    expect(isProductPageBookable({ onProductPage: true, productPriceError: null, quote: quoted })).toBe(true);
  });

  it('is not bookable off the product page', () => {
    expect(isProductPageBookable({ onProductPage: false, productPriceError: null, quote: quoted })).toBe(false);
  });

  it("is not bookable with the product's or the quote's price error, a fetch failure included", () => {
    expect(isProductPageBookable({ onProductPage: true, productPriceError: { code: PACKAGE_NOT_AVAILABLE_AT_CHECKIN, message: null }, quote: null })).toBe(false);
    expect(isProductPageBookable({ onProductPage: true, productPriceError: null, quote: priceError(null, NOT_BOOKABLE_MESSAGE) })).toBe(false);
    expect(isProductPageBookable({ onProductPage: true, productPriceError: null, quote: fetchError })).toBe(false);
    expect(hasPriceError(fetchError)).toBe(true);
    expect(hasPriceError(null)).toBe(false);
  });
});
