import { DEFAULT_GIFT_BUCKET, DEFAULT_GIFT_NIGHTS } from '@/domain/product/gift-price-list';
import {
  DEFAULT_GIFT_FORMAT,
  DEFAULT_UPSELL,
  decodeBucket,
  decodeGiftFormat,
  decodeGiftNights,
  decodeSubElements,
  decodeUpsell,
  type GiftBucket,
  type HashGiftFormat,
  type UpsellChoice,
} from './gift-values';
import type { HashCodec } from './hash-codec';
import { formatHashParams, readHashParams } from './hash-params';

/**
 * The gift setup panel's hash (part 1 §2 and §4, part 2 §3 gift voucher): format, nights, price
 * bucket and the availability upsell. Every field has a default, so the panel always has a
 * complete choice to price.
 */
export interface GiftSetupHash {
  giftFormat: HashGiftFormat;
  /** 1 by default (part 2 §9). */
  giftNights: number;
  /** 1 Essential by default: the minimum fare, the price the search shows (docs/decisions.md). */
  bucket: GiftBucket;
  upsell: UpsellChoice;
  /** Chosen custom sub-elements by id, ascending; none by default (every sub-element is optional). */
  subElements: number[];
}

export const GIFT_SETUP_HASH_KEY_ORDER = ['giftFormat', 'giftNights', 'bucket', 'upsell', 'subElements'] as const;
const SCALAR_KEYS = ['giftFormat', 'giftNights', 'bucket', 'upsell'] as const;

export { DEFAULT_GIFT_NIGHTS };
export const DEFAULT_BUCKET: GiftBucket = DEFAULT_GIFT_BUCKET;

export function defaultGiftSetup(): GiftSetupHash {
  return { giftFormat: DEFAULT_GIFT_FORMAT, giftNights: DEFAULT_GIFT_NIGHTS, bucket: DEFAULT_BUCKET, upsell: DEFAULT_UPSELL, subElements: [] };
}

function parseGiftSetup(hash: string): GiftSetupHash {
  const { first, list } = readHashParams(hash);
  return {
    giftFormat: decodeGiftFormat(first('giftFormat')) ?? DEFAULT_GIFT_FORMAT,
    giftNights: decodeGiftNights(first('giftNights')) ?? DEFAULT_GIFT_NIGHTS,
    bucket: decodeBucket(first('bucket')) ?? DEFAULT_BUCKET,
    upsell: decodeUpsell(first('upsell')) ?? DEFAULT_UPSELL,
    subElements: decodeSubElements(list('subElements')),
  };
}

function printGiftSetup(value: GiftSetupHash): string {
  const defaults = defaultGiftSetup();
  const scalars = SCALAR_KEYS.filter((key) => value[key] !== defaults[key]).map((key): [string, string] => [key, String(value[key])]);
  const subElements = decodeSubElements(value.subElements.map(String)).map((id): [string, string] => ['subElements[]', String(id)]);
  return formatHashParams([...scalars, ...subElements]);
}

export const giftSetupCodec: HashCodec<GiftSetupHash> = {
  keys: new Set(GIFT_SETUP_HASH_KEY_ORDER),
  defaults: defaultGiftSetup,
  parse: parseGiftSetup,
  print: printGiftSetup,
};
