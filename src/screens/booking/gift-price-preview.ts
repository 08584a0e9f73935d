import { giftTotal } from '@/domain/product/gift-total';
import type { GiftFormSetup } from './booking-form-values';

/**
 * What the API last priced a gift order at (cents): the shipping to one country and the total.
 * At first the checkout's own figures; after a saved delivery, the figures the API answered.
 */
export interface GiftPriced {
  /** The country the shipping was priced for (the saved address's, else the site's). */
  country: string;
  shippingCost: number;
  totalPrice: number;
}

export const initialGiftPriced = (setup: Pick<GiftFormSetup, 'pricedCountry' | 'amounts' | 'totalPrice'>): GiftPriced => ({
  country: setup.pricedCountry,
  shippingCost: setup.amounts.shippingCost,
  totalPrice: setup.totalPrice,
});

/**
 * The shipping and total the booking step shows for the country picked (part 2 §9). For the country
 * the API priced, its own figures, always; for another country of a physical gift, before it is
 * saved, that country's line of the same shipping-costs table the API prices with, totalled by the
 * domain's giftTotal (the gift summary's rule). Saving the delivery makes the API price it: its
 * answer becomes the new GiftPriced, and a total that differs from this preview is shown, never
 * passed over (TravellerForm stops before the payment step).
 */
export function previewGiftPrice(
  setup: Pick<GiftFormSetup, 'format' | 'shippingCosts' | 'amounts'>,
  priced: GiftPriced,
  country: string,
): { shipping: number; total: number } {
  if (setup.format === 'digital' || country === priced.country) return { shipping: priced.shippingCost, total: priced.totalPrice };
  const shipping = setup.shippingCosts?.[country];
  // A country the table does not price: the API's figure stands until the delivery is saved.
  if (shipping === undefined) return { shipping: priced.shippingCost, total: priced.totalPrice };
  const { sellPrice, subElementsPrice, availabilityUpsell } = setup.amounts;
  return { shipping, total: giftTotal({ sellPrice, shipping, subElements: subElementsPrice, upsell: availabilityUpsell }) };
}
