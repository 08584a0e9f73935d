import { hasPromoBadge } from '@/domain/cards/promo';
import type { DeliveryFee } from '@/domain/product/gift-terms';
import type { GiftFormat } from '@/domain/model/search';

/**
 * A box's price as shown and summed (part 2 §9): the discount is the rounded percent difference
 * between the reference and the sell price; the physical format adds its delivery fee (a
 * surcharge, free unless stated). Cents.
 */

/** The discount badge's percent, 0 when there is no higher reference price. */
export function boxDiscountPercent(sellPrice: number, referencePrice: number | null): number {
  if (referencePrice === null || referencePrice <= sellPrice || referencePrice <= 0) return 0;
  return Math.round(((referencePrice - sellPrice) / referencePrice) * 100);
}

export interface BoxPriceDisplay {
  sellPrice: number;
  /** Struck through; null when it is not above the sell price (nothing to strike). */
  referencePrice: number | null;
  /** Badge percent; 0 = no badge. */
  promo: number;
}

export function boxPriceDisplay(sellPrice: number, referencePrice: number | null): BoxPriceDisplay {
  const promo = boxDiscountPercent(sellPrice, referencePrice);
  return { sellPrice, referencePrice: hasPromoBadge(promo) ? referencePrice : null, promo };
}

export interface BoxSummaryLines {
  box: number;
  /** null for the digital format (no delivery line); a fee (free or surcharge) for physical. */
  shipping: DeliveryFee | null;
  total: number;
}

/** The Offer dialog's summary: the box, its delivery for the physical format, and the total. */
export function boxSummaryLines(sellPrice: number, format: GiftFormat, physicalFee: DeliveryFee | null): BoxSummaryLines {
  const shipping = format === 'physical' ? (physicalFee ?? { kind: 'free' }) : null;
  const surcharge = shipping?.kind === 'surcharge' ? shipping.amount : 0;
  return { box: sellPrice, shipping, total: sellPrice + surcharge };
}
