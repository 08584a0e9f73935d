import type { PackageEntry } from './indexes';
import type { Priced } from './pricing';

/**
 * Orders of part 1 §9. Every order is a numeric key (smaller first) plus the card id as a tie
 * breaker, so the order is total and stable across pages.
 */
export const ORDERS = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const;
export type OrderBy = (typeof ORDERS)[number];

export interface Match {
  entry: PackageEntry;
  /** Card id: the package id, or the single voucher's id in a gift search. */
  id: number;
  priced: Priced;
  distance: number | null;
  /** Sort key for the requested order. */
  key: number;
  hasMoreOffers: boolean;
}

/**
 * Price-quality score in [0, 1], higher is better (docs/api/search.md, "Orders"):
 * 45% review average, 20% stars, 15% promo (capped at 50%), 20% cheapness of a night
 * (100 € a night scores 0.5, free would score 1).
 */
export function priceQualityScore(entry: PackageEntry, priced: Priced): number {
  const perNightEuros = priced.sellPrice / Math.max(1, priced.nights) / 100;
  return (
    0.45 * (entry.hotel.reviewAverage / 10) +
    0.2 * (entry.hotel.stars / 5) +
    0.15 * (Math.min(priced.promo, 50) / 50) +
    0.2 * (100 / (100 + perNightEuros))
  );
}

export interface SortInputs {
  order: OrderBy;
  /** Single-voucher price (bucket 1) used by the svPrice orders; undefined = no gift version. */
  giftPrice: (entry: PackageEntry) => number | undefined;
}

export function sortKey(inputs: SortInputs, entry: PackageEntry, priced: Priced, distance: number | null): number {
  switch (inputs.order) {
    case 'distance':
      // Without a reference point distance means nothing: fall back to the default order.
      return distance ?? -priceQualityScore(entry, priced);
    case 'promo':
      return -priced.promo;
    case 'priceAsc':
      return priced.sellPrice;
    case 'popularity':
      return -entry.hotel.popularity;
    case 'svPriceDesc': {
      const price = inputs.giftPrice(entry);
      return price === undefined ? Number.POSITIVE_INFINITY : -price;
    }
    case 'svPriceAsc':
      return inputs.giftPrice(entry) ?? Number.POSITIVE_INFINITY;
    case 'priceQuality':
    default:
      return -priceQualityScore(entry, priced);
  }
}

export function compareMatches(a: Match, b: Match): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id;
}

/**
 * The first `count` matches in order. When only a small head is needed (first pages of a big
 * result set) a bounded insertion keeps the cost near O(n log count) instead of sorting all.
 */
export function firstInOrder(matches: readonly Match[], count: number): Match[] {
  if (count <= 0) return [];
  if (count * 4 >= matches.length) return [...matches].sort(compareMatches).slice(0, count);
  const head: Match[] = [];
  for (const match of matches) {
    if (head.length === count && compareMatches(match, head[count - 1] as Match) >= 0) continue;
    let low = 0;
    let high = head.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compareMatches(head[mid] as Match, match) <= 0) low = mid + 1;
      else high = mid;
    }
    head.splice(low, 0, match);
    if (head.length > count) head.pop();
  }
  return head;
}
