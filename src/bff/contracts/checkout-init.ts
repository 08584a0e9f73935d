import { bffPostContract } from '../contract';
import type { IsoDay } from '@/domain/calendar';
import type { CheckoutPrice } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import type { PaxQuery } from './pax';

/**
 * Book: POST /api/checkout/init with the chosen offer, dates, guests, activity dates and
 * insurance → the checkout's id, the booking page's path to go to, and the price the checkout
 * was made at (the quote's sellPrice plus the insurance): the island compares it with the quote it
 * showed (price-update modal, part 1 §4). Any failure is a BFF error (400 when the API refused
 * the stay, 502 when it failed; reported to the error service with the location label) and the flow stops
 * (part 2 §8). Never cached.
 */
export interface CheckoutInitBody extends PaxQuery {
  locale: Locale;
  /** The product page's weekend id. */
  productId: number;
  /** The chosen offer's weekendId (the product's own id when no other offer was chosen). */
  offerId: number;
  checkin: IsoDay;
  /** At least one of checkout and nights (1 to 14); when both are sent they must agree. */
  checkout?: IsoDay;
  nights?: number;
  /** `activityId_dayIndex` items joined by '-' (part 2 §3 activityDates), one per activity. */
  activitySelectionList?: string;
  /** The chosen insurance offer's id (from the quote's insuranceOffers); none: the included cover. */
  insuranceOfferId?: string;
  /** The hotel page the offer was booked from: the booking page's way back leads there (part 2 §2). */
  hotelId?: number;
}

export interface CheckoutInitAnswer {
  checkoutId: string;
  /** The booking route with the checkout's id in the query (BOOKING_CHECKOUT_PARAM). */
  bookingPath: string;
  price: CheckoutPrice;
}

/** The booking page reads the checkout's id from this query parameter (src/routing/checkout-steps.ts). */
export { CHECKOUT_ID_PARAM as BOOKING_CHECKOUT_PARAM, START_HOTEL_PARAM as BOOKING_HOTEL_PARAM } from '@/routing/checkout-steps';

export const checkoutInitContract = bffPostContract<CheckoutInitBody, CheckoutInitAnswer>('/api/checkout/init');
