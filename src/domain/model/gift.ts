/** Gift and payment extras (part 2 §3): instalment methods, custom sub-elements, shipping costs. Cents. */

export type PaymentMethodType = '3x' | '4x' | 'later';

export interface PaymentMethod {
  type: PaymentMethodType | string;
  eligible: boolean;
  paymentFee: number;
  installments: Array<{ date: string; amount: number }>;
}

export interface CustomSubElement {
  id: number;
  name: string;
  imageUrl: string | null;
  categoryId: number;
  price: number;
  recommendedByWed: boolean;
}

export interface CustomSubElementCategory {
  id: number;
  description: string | null;
  names: Record<string, string>;
  singleSelection: boolean;
  elements: CustomSubElement[];
}

export interface ShippingCost {
  shippingCost: number;
  internationalShippingFee: number;
}

export type ShippingCosts = Record<string, ShippingCost>;

/** One line of a gift voucher's price list: the price of a stay of `nights` nights (the API's `los`). Cents. */
export interface GiftPriceListEntry {
  nights: number;
  sellPrice: number;
  /** Price per bucket, index bucket − 1; null when the voucher has a single price. */
  sellPrices: readonly number[] | null;
  /** What the availability upsell adds to this length of stay; null or 0 when not offered. */
  extraUpsellAvailabilityAmount: number | null;
}

/**
 * A stay offered as a gift (single voucher, part 2 §3 "Gift voucher"): its price list by night
 * count and bucket, and whether a physical (boxed) version of the voucher exists.
 */
export interface GiftVoucher {
  isGiftable: boolean;
  hasPhysicalVersion: boolean;
  /** Ascending by nights, one entry per night count. */
  priceList: GiftPriceListEntry[];
}
