'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '@/domain/model/locale';
import { recentlyViewedExcept, type RecentlyViewedItem } from '@/domain/product/recently-viewed';
import { readRecentlyViewed } from '@/state/recently-viewed';

// The carousel's code (the shared carousel, texts, styles) loads only for a visitor with something to
// show: a first visit, the most common one, reads an empty list and downloads none of it (issue 24).
const RecentlyViewedList = lazy(() => import('./recently-viewed-list').then((module) => ({ default: module.RecentlyViewedList })));

export interface RecentlyViewedCarouselProps {
  locale: Locale;
  /** The page's own product: left out of its carousel. */
  current: Pick<RecentlyViewedItem, 'id' | 'type'>;
}

const read = (locale: Locale): RecentlyViewedItem[] => {
  try {
    return readRecentlyViewed(window.localStorage, locale);
  } catch {
    // Storage blocked (private mode, a sandboxed frame): nothing to show.
    return [];
  }
};

/**
 * The stays and activities the visitor saw on this site, most recent first, the current one left
 * out (part 2 §2 "a recently viewed carousel", §4 "Recently viewed list"). The list lives in the
 * browser: the server and the first render show nothing, the list is read after mount, and an
 * empty list renders nothing at all. The shared carousel moves it (arrows, arrow keys, swipe).
 */
export function RecentlyViewedCarousel({ locale, current }: RecentlyViewedCarouselProps) {
  const [items, setItems] = useState<RecentlyViewedItem[]>([]);

  useEffect(() => {
    // Read once mounted (localStorage does not exist on the server); the page's own recorder may
    // write in the same tick, which changes nothing here since the current product is left out.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage is only readable after mount
    setItems(recentlyViewedExcept(read(locale), current));
  }, [locale, current.id, current.type]); // eslint-disable-line react-hooks/exhaustive-deps

  if (items.length === 0) return null;

  return (
    <Suspense fallback={null}>
      <RecentlyViewedList items={items} />
    </Suspense>
  );
}
