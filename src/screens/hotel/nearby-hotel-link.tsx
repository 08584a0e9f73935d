'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { hashCarriesStay } from '@/state/hash/hash-carries-stay';
import { useLocationHash } from '@/state/hash/location-hash';

type HrefWithStay = (path: string) => string;

/**
 * A nearby hotel's link, handing on this hotel page's stay (its dates and guests, from the hash):
 * the server renders the plain path it built (the hash never reaches it). Once the hash carries a
 * stay, the code that prints it (./page-stay-href.ts) loads and the same link gets it, following
 * its changes; without one, the plain path is the right link and no hash codec is loaded for it.
 */
export function NearbyHotelLink({ path, className, children }: { path: string; className?: string; children: ReactNode }) {
  // Read on every change of the hash: the href below is printed from it.
  const hash = useLocationHash();
  const carriesStay = hashCarriesStay(hash);
  const [withStay, setWithStay] = useState<HrefWithStay | null>(null);
  useEffect(() => {
    if (!carriesStay || withStay) return;
    let current = true;
    void import('./page-stay-href').then((module) => {
      if (current) setWithStay(() => module.hrefWithPageStay);
    });
    return () => {
      current = false;
    };
  }, [carriesStay, withStay]);
  return (
    <a href={carriesStay && withStay ? withStay(path) : path} className={className} data-testid="nearby-hotel">
      {children}
    </a>
  );
}
