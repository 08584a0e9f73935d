import { bffGetContract } from '../contract';
import type { IsoDay } from '@/domain/calendar';
import type { Pax } from '@/domain/guests/pax';
import type { Locale } from '@/domain/model/locale';
import { paxQueryOf, type PaxQuery } from './pax';

/**
 * The hotel page's offer detail (part 2 §2, §3 "Offer detail"): GET /api/product/offer-detail
 * ?locale&offerId[&checkin&nights]&adult&child&baby → what the detail shows of one offer for the
 * visitor's stay and guests. The stay is priced: never cached. An upstream failure is 502
 * `{ error: { code: 'upstream' } }`, an offer the API does not know 404 `not-found`: the detail
 * shows its error state with Retry.
 */
export interface OfferDetailQuery extends PaxQuery {
  locale: Locale;
  offerId: number;
  /** Both or neither: the stay (1 to 14 nights). */
  checkin?: IsoDay;
  nights?: number;
}

export interface OfferDetailImage {
  /** The 640×360 rendition (the API's own URL when it has no sizes). */
  url: string;
  alt: string;
}

export interface OfferDetailActivity {
  activityId: number;
  title: string;
  /** The short details the API lists (duration, place… as sentences). */
  details: string[];
  /** The guest picks a date for it (the booking island asks). */
  singleDay: boolean;
}

export interface OfferDetailRoom {
  label: string;
  /** Guests the room is sold for, and at most. */
  capacity: number;
  maxCapacity: number;
  /** Square metres, when the API knows. */
  size: number | null;
}

export interface OfferDetailPrice {
  /** Cents, for the whole stay and every room. */
  sellPrice: number;
  refPrice: number | null;
  promo: number;
  nbRooms: number;
  nights: number;
  /** True when the price is the stay's (dates known and bookable); a from-price otherwise. */
  final: boolean;
}

export interface OfferDetailAnswer {
  id: number;
  label: string;
  hotel: { label: string; checkInOut: { checkin: string | null; checkout: string | null } };
  images: OfferDetailImage[];
  programLines: string[];
  activities: OfferDetailActivity[];
  room: OfferDetailRoom | null;
  price: OfferDetailPrice | null;
}

export const offerDetailContract = bffGetContract<OfferDetailQuery, OfferDetailAnswer>('/api/product/offer-detail');

/** The detail's query: the offer, the stay when both its ends are known, and the guests. */
export function offerDetailQueryOf(input: { locale: Locale; offerId: number; stay: { checkin: IsoDay; nights: number } | null; pax: Pax }): OfferDetailQuery {
  const { locale, offerId, stay, pax } = input;
  return { locale, offerId, checkin: stay?.checkin, nights: stay?.nights, ...paxQueryOf(pax) };
}
