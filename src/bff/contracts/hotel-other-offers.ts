import { bffGetContract } from '../contract';
import type { Locale } from '@/domain/model/locale';

/**
 * The not-found page's lookup of a hash hotelId: GET /api/hotel-other-offers?hotelId&locale →
 * whether the hotel still sells, its name and its offers.
 */
export interface HotelOtherOffersQuery {
  hotelId: number;
  locale: Locale;
}

export interface OtherOfferCard {
  id: number;
  title: string;
  href: string;
  imageUrl: string | null;
  /** Formatted in the site's language ('from €129'). */
  price: string;
}

export type OtherOffersAnswer = { found: false } | { found: true; hotel: string; offers: OtherOfferCard[] };

export const hotelOtherOffersContract = bffGetContract<HotelOtherOffersQuery, OtherOffersAnswer>('/api/hotel-other-offers');
