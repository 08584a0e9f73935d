import type { ShippingCosts } from '@/domain/model/gift';
import type { GiftFormat } from '@/domain/model/search';

/**
 * The price of a gift (part 2 §9): sell price + shipping + sub-elements + the optional
 * availability upsell. All cents. Shipping exists only for the physical format.
 */

export type { GiftFormat };

/**
 * Shipping of the chosen format to a country, cents: 0 for digital; for physical, the country's
 * shipping cost plus its international fee (the API gives the fee per country relative to the
 * site's point of sale). Null when the physical cost is unknown — the format is then not sellable.
 */
export function giftShippingAmount(format: GiftFormat, costs: ShippingCosts | null, country: string): number | null {
  if (format === 'digital') return 0;
  const cost = costs?.[country];
  return cost ? cost.shippingCost + cost.internationalShippingFee : null;
}

export interface GiftTotalInput {
  sellPrice: number;
  shipping: number;
  subElements: number;
  upsell: number;
}

export function giftTotal(input: GiftTotalInput): number {
  return input.sellPrice + input.shipping + input.subElements + input.upsell;
}
