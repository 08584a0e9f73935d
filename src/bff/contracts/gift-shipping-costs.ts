import { bffGetContract } from '../contract';
import type { ShippingCosts } from '@/domain/model/gift';
import type { Locale, PointOfSale } from '@/domain/model/locale';

/**
 * Shipping costs of a physical gift: GET /api/gift/shipping-costs?locale&kind → the costs per
 * country, the site's country being `pointOfSale`. A failure (502) disables the physical format
 * (part 1 §4, §8). Prices: never cached.
 */
export const GIFT_SHIPPING_KINDS = ['single-voucher', 'box'] as const;
export type GiftShippingKind = (typeof GIFT_SHIPPING_KINDS)[number];

export interface GiftShippingCostsQuery {
  locale: Locale;
  kind: GiftShippingKind;
}

export interface GiftShippingCostsAnswer {
  pointOfSale: PointOfSale;
  shippingCosts: ShippingCosts;
}

export const giftShippingCostsContract = bffGetContract<GiftShippingCostsQuery, GiftShippingCostsAnswer>('/api/gift/shipping-costs');
