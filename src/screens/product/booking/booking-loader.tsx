'use client';

import { lazy, Suspense, useState } from 'react';
import { hashCarriesStay } from '@/state/hash/hash-carries-stay';
import { useLocationHash } from '@/state/hash/location-hash';
import type { BookingIslandProps } from './booking-island';
import type { TeaserActivation } from '@/components/ui/teaser-activation';
import type { ServerTeaser } from './booking-teaser';
import { TeaserPanel } from './teaser-panel';

const loadIsland = () => import('./booking-island').then((module) => ({ default: module.BookingIsland }));
const BookingIsland = lazy(loadIsland);

/**
 * The booking panel's loader: a link with the visitor's stay (dates, guests or an offer in the
 * hash) loads the island at once to price it; otherwise the teaser shows until the visitor reaches
 * for it (its code is fetched on intent, swapped in on use). Keeps the dateless product page's
 * first load light; the island is the same in both cases. The teaser's content is the server's
 * (`teaser`: its texts, fields, gift card link and sticky price), keeping them out of that first load.
 */
export function BookingLoader({ teaser: serverTeaser, ...props }: BookingIslandProps & { teaser: ServerTeaser }) {
  const [activation, setActivation] = useState<TeaserActivation | 'hash' | null>(null);
  // Set while rendering, React's "adjust state when a prop changes": the hash is followed as text.
  const stayInHash = hashCarriesStay(useLocationHash());
  if (stayInHash && activation === null) setActivation('hash');
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
