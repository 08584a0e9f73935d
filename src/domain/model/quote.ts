import type { CancellationPolicy } from './product';

/** The real-time quote of a stay before checkout (part 2 §3, §7, §8). Prices in cents. */

export interface ReservationCriteria {
  checkin: string;
  checkout: string | null;
  nights: number;
  adult: number;
  child: number;
  baby: number;
}

export interface Quote {
  weekendId: number | null;
  sellPrice: number;
  refPrice: number | null;
  /** Promo percent after the quote threshold (0 = no badge). */
  promo: number;
  moneySaved: number;
  priceType: string | null;
  nbRooms: number;
  nights: number;
  localTaxTotalAmount: number | null;
  programLines: string[];
  flashDeal: boolean;
  roomsAmountMessage: string | null;
  cancellationPolicy: CancellationPolicy | null;
  reservationCriteria: ReservationCriteria | null;
  modifiedReservationCriteria: ReservationCriteria | null;
}

/**
 * What the product page gets from a quote: a price, a price error (code and/or message from the
 * API or the client's own checks; dateProblem marks errors the calendar should show), or a fetch
 * failure that shows no message (detail is for logs only).
 */
export type QuoteOutcome =
  | { status: 'quoted'; quote: Quote }
  | {
      status: 'priceError';
      code: string | null;
      message: string | null;
      dateProblem: boolean;
      /** The stay the quote suggests instead (its modifiedReservationCriteria: e.g. the check-in day's minimum stay), when it gives one. */
      suggestedStay?: ReservationCriteria;
    }
  | {
      status: 'fetchError';
      code: 'QUOTE_FETCH_ERROR';
      detail: string;
      /** The quote call's own HTTP status when it answered one (404: no such product), for the BFF's answer. */
      upstreamStatus?: number;
    };
