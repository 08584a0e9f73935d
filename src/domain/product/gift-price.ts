import type { CustomSubElementCategory, GiftVoucher } from '@/domain/model/gift';
import type { GiftFormat } from '@/domain/model/search';
import { giftBucketPrice, giftNightsOptions, giftPriceEntry, giftUpsellAmount, isAvailabilityUpsellOffered, selectedGiftNights, type GiftBucketNumber, type GiftUpsell } from './gift-price-list';
import { subElementsPrice } from './gift-sub-elements';
import { giftTotal } from './gift-total';

/**
 * The price of one gift stay as configured (part 2 §5, §9): the gift setup panel shows it and the
 * gift summary computes it again on the server from the same inputs, so both show the same total.
 * Cents throughout.
 */

/** What the buyer chose (the gift setup hash, or the summary's query). */
export interface GiftChoice {
  giftFormat: GiftFormat;
  giftNights: number;
  bucket: GiftBucketNumber;
  upsell: GiftUpsell;
  subElements: readonly number[];
}

/**
 * Multi-price (a price per bucket, part 2 §5) is on when the voucher prices its buckets: the
 * buyer is then shown three buckets; a voucher with one price per stay has no bucket to choose.
 */
export function isMultiPriceVoucher(voucher: GiftVoucher): boolean {
  return voucher.priceList.some((entry) => entry.sellPrices !== null && entry.sellPrices.length > 0);
}

/**
 * The offered sub-elements among `selected`: ids no category lists go, and a single-selection
 * category keeps only its first pick (a hand-written hash may name two greeting cards).
 */
export function offeredSubElements(selected: readonly number[], categories: readonly Pick<CustomSubElementCategory, 'singleSelection' | 'elements'>[]): number[] {
  const kept: number[] = [];
  for (const category of categories) {
    const ids = category.elements.map((element) => element.id).filter((id) => selected.includes(id));
    kept.push(...(category.singleSelection ? ids.slice(0, 1) : ids));
  }
  return selected.filter((id) => kept.includes(id)).filter((id, index, all) => all.indexOf(id) === index);
}

export interface GiftPriceInput {
  voucher: GiftVoucher;
  choice: GiftChoice;
  /** Whether the physical format can be sold now (physical version, flag, shipping known). */
  physicalAvailable: boolean;
  /** Shipping of the physical format to the site's country, cents; null when unknown. */
  physicalShipping: number | null;
  /** The sub-elements on offer; empty when their call failed (the options are then not shown). */
  categories: readonly CustomSubElementCategory[];
}

export interface PricedGift {
  /** The choice as priced: nights the list has, format that can be sold, upsell only when offered, offered sub-elements. */
  choice: GiftChoice;
  multiPrice: boolean;
  upsellOffered: boolean;
  /** What the availability upsell would add for these nights (0 when not offered). */
  upsellPrice: number;
  sellPrice: number;
  shipping: number;
  subElementsPrice: number;
  upsellAmount: number;
  total: number;
}

/**
 * Prices a choice, correcting what cannot be sold: nights the list lacks fall back (1, else the
 * shortest stay), physical without availability or known shipping falls back to digital, a bucket
 * without multi-price is bucket 1, an upsell not offered is none. Null for a voucher without any
 * priced stay.
 */
export function priceGift(input: GiftPriceInput): PricedGift | null {
  const { voucher, choice } = input;
  const nights = selectedGiftNights(giftNightsOptions(voucher.priceList), choice.giftNights);
  const entry = nights === null ? null : giftPriceEntry(voucher.priceList, nights);
  if (nights === null || entry === null) return null;
  const multiPrice = isMultiPriceVoucher(voucher);
  const bucket: GiftBucketNumber = multiPrice ? choice.bucket : 1;
  const giftFormat: GiftFormat = choice.giftFormat === 'physical' && input.physicalAvailable && input.physicalShipping !== null ? 'physical' : 'digital';
  const upsellOffered = isAvailabilityUpsellOffered(entry);
  const upsell: GiftUpsell = upsellOffered ? choice.upsell : 'none';
  const subElements = offeredSubElements(choice.subElements, input.categories);
  const sellPrice = giftBucketPrice(entry, bucket, { multiPrice });
  const shipping = giftFormat === 'physical' ? (input.physicalShipping ?? 0) : 0;
  const subElementsAmount = subElementsPrice(subElements, input.categories);
  const upsellAmount = giftUpsellAmount(entry, upsell);
  return {
    choice: { giftFormat, giftNights: nights, bucket, upsell, subElements },
    multiPrice,
    upsellOffered,
    upsellPrice: upsellOffered ? (entry.extraUpsellAvailabilityAmount ?? 0) : 0,
    sellPrice,
    shipping,
    subElementsPrice: subElementsAmount,
    upsellAmount,
    total: giftTotal({ sellPrice, shipping, subElements: subElementsAmount, upsell: upsellAmount }),
  };
}

/** Whether the priced gift is exactly what was asked (the summary refuses to silently change a choice). */
export function isSameChoice(asked: GiftChoice, priced: GiftChoice): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
  return (
    asked.giftFormat === priced.giftFormat &&
    asked.giftNights === priced.giftNights &&
    asked.bucket === priced.bucket &&
    asked.upsell === priced.upsell &&
    sorted(asked.subElements) === sorted(priced.subElements)
  );
}
