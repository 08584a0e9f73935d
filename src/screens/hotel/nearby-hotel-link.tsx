'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/domain/model/locale';
import { stayHref, type StayTarget } from '@/routing/stay-href';
import { useHotelHash } from '@/state/hotel-hash-store';

/**
 * A nearby hotel's link, handing on this hotel page's stay (its dates and guests, from the hash):
 * the server renders the plain path (the hash never reaches it), the browser adds the stay once the
 * hash is read, and follows its changes.
 */
export function NearbyHotelLink({ locale, hotel, className, children }: { locale: Locale; hotel: StayTarget; className?: string; children: ReactNode }) {
  const stay = useHotelHash();
  return (
    <a href={stayHref(locale, hotel, stay)} className={className} data-testid="nearby-hotel">
      {children}
    </a>
  );
}
