/**
 * Gift setup of a stay offered as a gift (part 1 §2, §4, §9; part 2 §3, §5, §9): the nights the
 * buyer can offer, the price bucket and the availability upsell, all read from the voucher's price
 * list. Prices are cents. The hash keys giftNights, bucket and upsell carry the choices; their
 * decoding is the hash codec's business, this file only prices a choice.
 */

import type { GiftPriceListEntry } from '@/domain/model/gift';

export type { GiftPriceListEntry };

/** Gift nights default to 1 (part 2 §9). */
export const DEFAULT_GIFT_NIGHTS = 1;

const isNights = (value: number): boolean => Number.isInteger(value) && value >= 1;
const isPrice = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The night counts the buyer can choose: those the price list prices, ascending, once each. */
export function giftNightsOptions(priceList: readonly GiftPriceListEntry[]): number[] {
  const nights = priceList.filter((entry) => isNights(entry.nights) && isPrice(entry.sellPrice)).map((entry) => entry.nights);
  return [...new Set(nights)].sort((a, b) => a - b);
}

/**
 * The nights actually priced: the asked count when the list has it, else 1, else the shortest
 * stay the list has (a voucher sold only from 2 nights still opens on a price). Null for a voucher
 * without any usable price.
 */
export function selectedGiftNights(options: readonly number[], requested?: number | null): number | null {
  if (requested != null && options.includes(requested)) return requested;
  if (options.includes(DEFAULT_GIFT_NIGHTS)) return DEFAULT_GIFT_NIGHTS;
  return options[0] ?? null;
}

export function giftPriceEntry(priceList: readonly GiftPriceListEntry[], nights: number): GiftPriceListEntry | null {
  return priceList.find((entry) => entry.nights === nights && isPrice(entry.sellPrice)) ?? null;
}

/**
 * Buckets (part 1 §9): 1 Essential (the minimum fare), 2 Serenity (about 55 % of weekends in the
 * next 6 months, marked popular), 3 Liberty (about 70 %). `name` is a message key's last word;
 * the UI owns the texts.
 */
export const GIFT_BUCKETS = [1, 2, 3] as const;
export type GiftBucketNumber = (typeof GIFT_BUCKETS)[number];
export const GIFT_BUCKET_OPTIONS: ReadonlyArray<{ bucket: GiftBucketNumber; name: 'essential' | 'serenity' | 'liberty'; popular: boolean }> = [
  { bucket: 1, name: 'essential', popular: false },
  { bucket: 2, name: 'serenity', popular: true },
  { bucket: 3, name: 'liberty', popular: false },
];
export const DEFAULT_GIFT_BUCKET: GiftBucketNumber = 1;

/**
 * The sell price of a stay in a bucket: `sellPrices[bucket − 1]` when the multi-price variation is
 * active (part 2 §5), falling back to `sellPrice` when that bucket has no usable price — a missing
 * bucket must not make the gift free.
 */
export function giftBucketPrice(entry: GiftPriceListEntry, bucket: GiftBucketNumber, options: { multiPrice: boolean }): number {
  if (!options.multiPrice) return entry.sellPrice;
  const bucketPrice = entry.sellPrices?.[bucket - 1];
  return isPrice(bucketPrice) ? bucketPrice : entry.sellPrice;
}

/** The availability upsell (hash `upsell`): none or availability (part 1 §4). */
export const UPSELL_CHOICES = ['none', 'availability'] as const;
export type GiftUpsell = (typeof UPSELL_CHOICES)[number];
export const DEFAULT_UPSELL: GiftUpsell = 'none';
/** The upsell's label as the spec writes it (part 1 §9). */
export const AVAILABILITY_UPSELL_LABEL = '+250 €';

/** The upsell is offered only for a length of stay that prices it. */
export function isAvailabilityUpsellOffered(entry: GiftPriceListEntry): boolean {
  return isPrice(entry.extraUpsellAvailabilityAmount) && entry.extraUpsellAvailabilityAmount > 0;
}

/** What the chosen upsell adds, cents: 0 unless 'availability' is chosen and offered. */
export function giftUpsellAmount(entry: GiftPriceListEntry, upsell: GiftUpsell): number {
  return upsell === 'availability' && isAvailabilityUpsellOffered(entry) ? (entry.extraUpsellAvailabilityAmount ?? 0) : 0;
}
