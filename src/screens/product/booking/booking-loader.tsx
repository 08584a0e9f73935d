'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { HOTEL_STAY_KEYS } from '@/state/hash/hotel-hash-keys';
import type { BookingIslandProps } from './booking-island';
import type { BookingActivation, ServerTeaser } from './booking-teaser';
import { TeaserPanel } from './teaser-panel';

const loadIsland = () => import('./booking-island').then((module) => ({ default: module.BookingIsland }));
const BookingIsland = lazy(loadIsland);

const STAY_KEYS = new Set<string>(HOTEL_STAY_KEYS);

export function hashCarriesStay(hash: string): boolean {
  return [...new URLSearchParams(hash.replace(/^#/, '')).keys()].some((key) => STAY_KEYS.has(key));
}

/**
 * The booking panel's loader: a link with the visitor's stay (dates, guests or an offer in the
 * hash) loads the island at once to price it; otherwise the teaser shows until the visitor reaches
 * for it (its code is fetched on intent, swapped in on use). Keeps the dateless product page's
 * first load light; the island is the same in both cases. The teaser's content is the server's
 * (`teaser`: its texts, fields, gift card link and sticky price), keeping them out of that first load.
 */
export function BookingLoader({ teaser: serverTeaser, ...props }: BookingIslandProps & { teaser: ServerTeaser }) {
  const [activation, setActivation] = useState<BookingActivation | 'hash' | null>(null);
  useEffect(() => {
    const fromHash = () => {
      if (hashCarriesStay(window.location.hash)) setActivation((current) => current ?? 'hash');
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);
  const teaser = (
    <TeaserPanel productLabel={props.productLabel} teaser={serverTeaser} onActivate={setActivation} onIntent={() => void loadIsland()} />
  );
  if (activation === null) return teaser;
  return (
    <Suspense fallback={teaser}>
      <BookingIsland {...props} open={activation === 'hash' ? undefined : activation} />
    </Suspense>
  );
}
