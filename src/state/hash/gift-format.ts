import type { GiftFormat } from '@/domain/model/search';
import { oneOf } from './value-decoders';

/**
 * The gift format a hash carries (part 1 §4): the product and hotel pages' hash has it too, so it
 * lives apart from the other gift values (./gift-values.ts), whose price list those pages' first
 * load does not need.
 */
export const GIFT_FORMATS = ['digital', 'physical'] as const satisfies readonly GiftFormat[];
export type HashGiftFormat = GiftFormat;
/** Digital by default (part 1 §4). */
export const DEFAULT_GIFT_FORMAT: HashGiftFormat = 'digital';

export const decodeGiftFormat = oneOf(GIFT_FORMATS);
