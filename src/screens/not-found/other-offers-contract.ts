/**
 * What `GET /api/hotel-other-offers?hotelId&locale` answers (not-found page, hash hotelId).
 * Kept free of zod and src/api so the client island can import it.
 */
export interface OtherOfferCard {
  id: number;
  title: string;
  href: string;
  imageUrl: string | null;
  /** Formatted in the site's language ('from €129'). */
  price: string;
}

export type OtherOffersAnswer = { found: false } | { found: true; hotel: string; offers: OtherOfferCard[] };

export const OTHER_OFFERS_PATH = '/api/hotel-other-offers';
