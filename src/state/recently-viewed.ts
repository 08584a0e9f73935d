import type { Locale } from '@/domain/model/locale';
import { addRecentlyViewed, parseRecentlyViewed, recentlyViewedKey, type RecentlyViewedItem } from '@/domain/product/recently-viewed';

/** Storage a recorder writes to: localStorage in the browser, a map in tests. */
export type RecentlyViewedStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The site's recently viewed products, most recent first (the domain reads bad storage as empty). */
export function readRecentlyViewed(storage: RecentlyViewedStorage, locale: Locale): RecentlyViewedItem[] {
  try {
    return parseRecentlyViewed(storage.getItem(recentlyViewedKey(locale)));
  } catch {
    return [];
  }
}

/** Records a product seen now: first in the list, once, within the cap. Storage refused: nothing kept. */
export function recordRecentlyViewed(storage: RecentlyViewedStorage, locale: Locale, item: RecentlyViewedItem): RecentlyViewedItem[] {
  const list = addRecentlyViewed(readRecentlyViewed(storage, locale), item);
  try {
    storage.setItem(recentlyViewedKey(locale), JSON.stringify(list));
  } catch {
    // Full or blocked storage: the page works the same, the list is simply not remembered.
  }
  return list;
}
