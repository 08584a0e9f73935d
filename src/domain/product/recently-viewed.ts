import type { Locale } from '@/domain/model/locale';

/**
 * Recently viewed products, kept in the browser (part 2 §3 item fields, §4 "most recent first, no
 * duplicates, capped by a constant"). Pure functions over the list; the storage adapter lives with
 * the UI state. Stored values are read as untrusted: another release, another tab or the visitor
 * may have written them, and a bad value must cost the carousel, never the page.
 */

/**
 * The spec leaves the cap open. 12: a full carousel page count whether it scrolls 3 or 4 items at
 * a time, enough for an evening of browsing, and small enough to keep the stored JSON a few KB.
 */
export const RECENTLY_VIEWED_MAX = 12;

export const RECENTLY_VIEWED_TYPES = ['STAY', 'ACTIVITY'] as const;
export type RecentlyViewedType = (typeof RECENTLY_VIEWED_TYPES)[number];

export interface RecentlyViewedItem {
  id: number;
  type: RecentlyViewedType;
  label: string;
  imageUrl: string | null;
  uri: string | null;
  /** Cents. */
  price: { sellPrice: number; refPrice: number | null; promo: number; nights: number | null } | null;
  hotel: {
    id: number;
    label: string;
    stars: number | null;
    locationLabel: string | null;
    review: { count: number; average: number } | null;
  } | null;
  dataFlowMode: string | null;
}

/** One list per site: labels and prices are the site's. */
export function recentlyViewedKey(locale: Locale): string {
  return `escapade.recently-viewed.${locale}`;
}

const sameItem = (a: Pick<RecentlyViewedItem, 'id' | 'type'>, b: Pick<RecentlyViewedItem, 'id' | 'type'>): boolean => a.id === b.id && a.type === b.type;

/** Newest first; a product seen again moves to the front; at most `max` items. */
export function addRecentlyViewed(list: readonly RecentlyViewedItem[], item: RecentlyViewedItem, max = RECENTLY_VIEWED_MAX): RecentlyViewedItem[] {
  return [item, ...list.filter((kept) => !sameItem(kept, item))].slice(0, Math.max(0, max));
}

/** What a carousel on a product's own page shows: everything but that product. */
export function recentlyViewedExcept(list: readonly RecentlyViewedItem[], current: Pick<RecentlyViewedItem, 'id' | 'type'>): RecentlyViewedItem[] {
  return list.filter((item) => !sameItem(item, current));
}

// Hand-written checks rather than zod: this runs in the browser, where every kilobyte counts.
const MAX_TEXT = 500;
type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= MAX_TEXT;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const textOrNull = (value: unknown): string | null => (isText(value) ? value : null);
const amountOrNull = (value: unknown): number | null => (isAmount(value) ? value : null);

function toPrice(value: unknown): RecentlyViewedItem['price'] {
  if (!isObject(value) || !isAmount(value.sellPrice)) return null;
  const nights = value.nights;
  return {
    sellPrice: value.sellPrice,
    refPrice: amountOrNull(value.refPrice),
    promo: isAmount(value.promo) && value.promo <= 100 ? value.promo : 0,
    nights: typeof nights === 'number' && Number.isInteger(nights) && nights >= 1 ? nights : null,
  };
}

function toHotel(value: unknown): RecentlyViewedItem['hotel'] {
  if (!isObject(value) || !isId(value.id) || !isText(value.label)) return null;
  const review = isObject(value.review) && isAmount(value.review.count) && isAmount(value.review.average) ? { count: value.review.count, average: value.review.average } : null;
  const stars = amountOrNull(value.stars);
  return { id: value.id, label: value.label, stars: stars !== null && stars <= 5 ? stars : null, locationLabel: textOrNull(value.locationLabel), review };
}

/** One stored entry → an item, or null when its identity (id, type, label) cannot be read. */
export function toRecentlyViewedItem(value: unknown): RecentlyViewedItem | null {
  if (!isObject(value) || !isId(value.id) || !isText(value.label)) return null;
  const type = RECENTLY_VIEWED_TYPES.find((known) => known === value.type);
  if (!type) return null;
  return {
    id: value.id,
    type,
    label: value.label,
    imageUrl: textOrNull(value.imageUrl),
    uri: textOrNull(value.uri),
    price: toPrice(value.price),
    hotel: toHotel(value.hotel),
    dataFlowMode: textOrNull(value.dataFlowMode),
  };
}

/** What was stored → the list: unreadable storage is an empty list, unreadable items are dropped, never thrown. */
export function parseRecentlyViewed(raw: string | null | undefined, max = RECENTLY_VIEWED_MAX): RecentlyViewedItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const list: RecentlyViewedItem[] = [];
  for (const entry of value) {
    if (list.length >= max) break;
    const item = toRecentlyViewedItem(entry);
    if (item && !list.some((kept) => sameItem(kept, item))) list.push(item);
  }
  return list;
}
