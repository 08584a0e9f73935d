import type { QuoteOutcome } from '@/domain/model/quote';

/**
 * What the visitor sees of a quote (part 2 §4, §8). The codes and fixed messages are the quote's
 * vocabulary, owned here so that the API client (which builds QuoteOutcome) and the page (which
 * shows it) share one spelling. No texts are produced: the UI words each kind.
 */

export const CHECKIN_IN_THE_PAST = 'CHECKIN_IN_THE_PAST';
export const PACKAGE_NOT_AVAILABLE_AT_CHECKIN = 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN';
export const QUOTE_FETCH_ERROR = 'QUOTE_FETCH_ERROR';
export const NOT_BOOKABLE_MESSAGE = 'The offer is not bookable with these criterias';
export const QUOTE_ERROR_MESSAGE = 'Quote error';

/**
 * The quote's error codes the site words itself, in the visitor's language (the API's messages are
 * English sentences). The spec passes the code or message on (part 2 §8) without naming the codes;
 * these are the ones the travel API answers (docs/decisions.md). Any other code keeps the API's
 * own message.
 */
export const KNOWN_QUOTE_ERROR_CODES = ['MIN_LOS_NOT_REACHED', 'PAX_OVER_CAPACITY', 'ACTIVITY_NOT_IN_OFFER', 'ACTIVITY_DATE_OUT_OF_STAY'] as const;
export type KnownQuoteErrorCode = (typeof KNOWN_QUOTE_ERROR_CODES)[number];

export const isKnownQuoteErrorCode = (code: string | null | undefined): code is KnownQuoteErrorCode =>
  (KNOWN_QUOTE_ERROR_CODES as readonly string[]).includes(code ?? '');

/** A price error with one of these codes is a date problem: the calendar shows it (part 2 §4). */
export function isDatePriceError(code: string | null | undefined): boolean {
  return code === PACKAGE_NOT_AVAILABLE_AT_CHECKIN || code === CHECKIN_IN_THE_PAST;
}

export type QuoteDisplay =
  | { kind: 'quoted' }
  /** The dates cannot be booked: the calendar marks them; `code` says why. */
  | { kind: 'dateProblem'; code: string | null }
  /** 'The offer is not bookable with these criterias'. */
  | { kind: 'notBookable' }
  /** 'Quote error': an answer without a usable price. */
  | { kind: 'quoteError' }
  /** An API error item with a code the site words itself (KNOWN_QUOTE_ERROR_CODES). */
  | { kind: 'known'; code: KnownQuoteErrorCode }
  /** Any other API error item, passed on: its message when it has one, else its code. */
  | { kind: 'passedOn'; code: string | null; message: string | null }
  /** QUOTE_FETCH_ERROR: the call failed; no message is shown. */
  | { kind: 'fetchError' };

export function quoteDisplay(outcome: QuoteOutcome): QuoteDisplay {
  switch (outcome.status) {
    case 'quoted':
      return { kind: 'quoted' };
    case 'fetchError':
      return { kind: 'fetchError' };
    case 'priceError':
      if (outcome.dateProblem || isDatePriceError(outcome.code)) return { kind: 'dateProblem', code: outcome.code };
      if (outcome.code === null && outcome.message === NOT_BOOKABLE_MESSAGE) return { kind: 'notBookable' };
      if (outcome.code === null && outcome.message === QUOTE_ERROR_MESSAGE) return { kind: 'quoteError' };
      if (isKnownQuoteErrorCode(outcome.code)) return { kind: 'known', code: outcome.code };
      return { kind: 'passedOn', code: outcome.code, message: outcome.message };
  }
}

/** A fetch failure counts as a price error too: the page holds QUOTE_FETCH_ERROR as the price's error code. */
export const hasPriceError = (outcome: QuoteOutcome | null): boolean => outcome !== null && outcome.status !== 'quoted';

/**
 * "A product page is bookable when the route is the product page and there is no price error"
 * (part 2 §4). The price error is the product detail's own (dates asked in the URL that cannot be
 * booked) or the last quote's; no quote yet (no dates) is no error.
 */
export function isProductPageBookable(input: {
  onProductPage: boolean;
  productPriceError: { code: string | null; message: string | null } | null;
  quote: QuoteOutcome | null;
}): boolean {
  return input.onProductPage && input.productPriceError === null && !hasPriceError(input.quote);
}
