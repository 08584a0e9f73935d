import { MAX_STAY_NIGHTS, MIN_STAY_NIGHTS } from '@/domain/booking/stay-nights';
import { GIFT_BUCKETS, UPSELL_CHOICES, type GiftBucketNumber, type GiftUpsell } from '@/domain/product/gift-price-list';
import { integerIn, oneOf } from './value-decoders';

/**
 * Gift values shared by the search hash and the gift setup hash (part 1 §2 and §4, part 2 §3).
 */

export { DEFAULT_GIFT_FORMAT, GIFT_FORMATS, decodeGiftFormat, type HashGiftFormat } from './gift-format';

/** 1 Essential, 2 Serenity, 3 Liberty (part 1 §9) and the upsell choices: the domain's lists. */
export { GIFT_BUCKETS, UPSELL_CHOICES };
export { DEFAULT_UPSELL } from '@/domain/product/gift-price-list';
export type GiftBucket = GiftBucketNumber;
export type UpsellChoice = GiftUpsell;

export const decodeUpsell = oneOf(UPSELL_CHOICES);
/** Gift nights are nights of a single voucher's stay: the stay bound, 1 to 14. */
export const decodeGiftNights = integerIn(MIN_STAY_NIGHTS, MAX_STAY_NIGHTS);

const bucketNumber = integerIn(1, 3);
export const decodeBucket = (raw: string | undefined): GiftBucket | undefined => {
  const value = bucketNumber(raw);
  return value === 1 || value === 2 || value === 3 ? value : undefined;
};

/**
 * Chosen custom sub-elements (greeting card, extras) by id: `subElements[]=11&subElements[]=21`.
 * Ids are positive integers; duplicates go, the list is kept ascending (one hash per choice) and
 * capped — whether an id is still offered is the sub-elements call's business, not the hash's.
 */
export const MAX_SUB_ELEMENTS = 20;
const subElementId = integerIn(1, 999_999_999);
export function decodeSubElements(raw: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const value of raw) {
    const id = subElementId(value);
    if (id !== undefined) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b).slice(0, MAX_SUB_ELEMENTS);
}
