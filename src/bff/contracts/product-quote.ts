import { bffGetContract } from '../contract';
import type { IsoDay } from '@/domain/calendar';
import type { InsuranceOffer } from '@/domain/model/checkout';
import type { PartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import type { QuoteOutcome } from '@/domain/model/quote';
import type { PaxQuery } from './pax';

/**
 * The real-time quote of the product page's chosen offer: GET /api/product/quote?locale&productId
 * &checkin&(checkout|nights)&adult&child&baby[&activitySelectionList&minisite] → the QuoteOutcome, with the
 * stay's insurance offers beside it. Prices: never cached.
 *
 * - A price error (past check-in — judged on the request's clock without calling the API —, no
 *   availability, minimum stay, an activity day outside the stay…) is a 200 answer carrying
 *   `{ status: 'priceError', … }`: the page shows it, nothing failed.
 * - Only a failed quote call (QUOTE_FETCH_ERROR) is an error answer, 502 `{ error: { code:
 *   'upstream' } }`; the island turns any BffError into `productQuoteFetchFailed()`, which shows no
 *   message (part 2 §8).
 * - insuranceOffers: the stay's insurance or cancellation offers when quoted (their first one is
 *   the included cover, sellPrice 0); empty otherwise, or when only the insurance call failed.
 */
export interface ProductQuoteQuery extends PaxQuery {
  locale: Locale;
  /** The weekend id to quote: the chosen offer's weekendId (the product's own id before a choice). */
  productId: number;
  checkin: IsoDay;
  /** At least one of checkout and nights (1 to 14); when both are sent they must agree. */
  checkout?: IsoDay;
  nights?: number;
  /** `activityId_dayIndex` items joined by '-' (part 2 §3 activityDates), at most one per activity. */
  activitySelectionList?: string;
  /** The partner minisite the visitor books through (part 2 §7 quote-realtime call). */
  minisite?: PartnerMinisite;
}

export type ProductQuoteAnswer = QuoteOutcome & { insuranceOffers: InsuranceOffer[] };

export const productQuoteContract = bffGetContract<ProductQuoteQuery, ProductQuoteAnswer>('/api/product/quote');

/** What the page holds when the quote route failed (any BffError): QUOTE_FETCH_ERROR, no message. */
export function productQuoteFetchFailed(): Extract<QuoteOutcome, { status: 'fetchError' }> {
  return { status: 'fetchError', code: 'QUOTE_FETCH_ERROR', detail: 'An unexpected error occurred while fetching the quote' };
}
