import { bffGetContract } from '../contract';
import type { IsoDay } from '@/domain/calendar';
import type { PartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import type { ProductOffer } from '@/domain/model/product';
import type { PaxQuery } from './pax';

/**
 * The product page's offers (its hotel's room and programme variants): GET /api/product/offers
 * ?locale&productId[&checkin&nights]&adult&child&baby[&minisite] → `{ offers }`. With a check-in only the
 * bookable offers, priced for those dates; without it every offer at its from price. The product
 * itself comes first. Prices: never cached.
 */
export interface ProductOffersQuery extends PaxQuery {
  locale: Locale;
  productId: number;
  checkin?: IsoDay;
  /** 1 to 14 (the stay a hash can carry). */
  nights?: number;
  /** The partner minisite the visitor books through (part 2 §7 offers call). */
  minisite?: PartnerMinisite;
}

export interface ProductOffersAnswer {
  offers: ProductOffer[];
}

export const productOffersContract = bffGetContract<ProductOffersQuery, ProductOffersAnswer>('/api/product/offers');
