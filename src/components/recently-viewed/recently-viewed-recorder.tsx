'use client';

import { useEffect } from 'react';
import type { Locale } from '@/domain/model/locale';
import type { RecentlyViewedItem } from '@/domain/product/recently-viewed';
import { recordRecentlyViewed } from '@/state/recently-viewed';

/**
 * Records the product the visitor is looking at in the site's recently viewed list (part 2 §4),
 * for the carousels that show it. Browser only; renders nothing.
 */
export function RecentlyViewedRecorder({ locale, item }: { locale: Locale; item: RecentlyViewedItem }) {
  const key = `${item.type}-${item.id}`;
  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch {
      return;
    }
    recordRecentlyViewed(storage, locale, item);
    // The item is rebuilt on every render; the product's identity decides when to record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, key]);
  return null;
}
