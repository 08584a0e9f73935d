'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { HOTEL_HASH_KEY_ORDER } from '@/state/hash/hotel-hash-codec';
import type { BookingIslandProps } from './booking-island';
import { BookingTeaser, type BookingActivation } from './booking-teaser';

const loadIsland = () => import('./booking-island').then((module) => ({ default: module.BookingIsland }));
const BookingIsland = lazy(loadIsland);

/** The stay keys of the product page's hash: a link that carries one is priced at once. */
const STAY_KEYS = new Set<string>(HOTEL_HASH_KEY_ORDER.filter((key) => ['checkin', 'checkout', 'night', 'a', 'c', 'b', 'id'].includes(key)));

export function hashCarriesStay(hash: string): boolean {
  return [...new URLSearchParams(hash.replace(/^#/, '')).keys()].some((key) => STAY_KEYS.has(key));
}

/**
 * The booking panel's loader: a link with the visitor's stay (dates, guests or an offer in the
 * hash) loads the island at once to price it; otherwise the teaser shows until the visitor reaches
 * for it (its code is fetched on intent, swapped in on use). Keeps the dateless product page's
 * first load light; the island is the same in both cases.
 */
export function BookingLoader(props: BookingIslandProps) {
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
    <BookingTeaser
      locale={props.locale}
      productLabel={props.productLabel}
      fromPrice={props.fromPrice}
      onActivate={setActivation}
      onIntent={() => void loadIsland()}
    />
  );
  if (activation === null) return teaser;
  return (
    <Suspense fallback={teaser}>
      <BookingIsland {...props} open={activation === 'hash' ? undefined : activation} />
    </Suspense>
  );
}
