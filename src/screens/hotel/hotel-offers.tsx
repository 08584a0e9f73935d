'use client';

import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { HOTEL_SECTION_IDS } from '@/domain/hotel/hotel-sections';
import type { RoomCard } from '@/domain/hotel/room-offers';
import type { Locale } from '@/domain/model/locale';
import { hashCarriesStay } from '@/state/hash/hash-carries-stay';
import { useLocationHash } from '@/state/hash/location-hash';
import { chosenOfferOf } from './choose-button';
import { screenNow, scrollToSection } from './search-bar/scroll-to-section';

const DatedOffers = lazy(() => import('./dated-offers').then((module) => ({ default: module.DatedOffers })));

/** The offers section's id: the 'Offers' tab and `#anchor=products` lead here (part 2 §2: anchor key getaways). */
const OFFERS_ANCHOR = HOTEL_SECTION_IDS.offers;

/** Keeps the offers' layout as if the wrapper were not there: it only listens to their clicks. */
const WRAPPER_STYLE = { display: 'contents' } as const;

/** Part 2 §2: the hash's `anchor=products` brings the offers into view. */
const asksForOffers = (hash: string): boolean => new URLSearchParams(hash.replace(/^#/, '')).get('anchor')?.trim() === 'products';

export interface HotelOffersProps {
  locale: Locale;
  hotelId: number;
  /** The rooms at their from prices, as the server rendered them. */
  rooms: RoomCard[];
  /** Those rooms drawn by the server (./offers-view.tsx, no stay): what a visitor without one sees. */
  serverRooms: ReactNode;
}

/**
 * The hotel's rooms and offers (part 2 §2, §4, §8). Without a stay in the hash, the server's cards,
 * with plain links; once the hash carries one (dates, guests or a chosen offer), the island that
 * prices the rooms for it and hands it on in the links (./dated-offers.tsx) takes their place, its
 * code loaded then. Choosing an offer (./choose-offer.ts, loaded with the first choice) opens the
 * calendar for it without dates, its detail with them, whichever drew the card. The page's first
 * load carries neither the hash's codec nor its store.
 */
export function HotelOffers({ locale, hotelId, rooms, serverRooms }: HotelOffersProps) {
  const hash = useLocationHash();
  const personal = hashCarriesStay(hash);

  // `#anchor=products` (part 2 §2): once the hotel is there — it is server-rendered — the page
  // scrolls to the offers, under the bar (part 2 §9 offsets), once per page load.
  const anchored = useRef(false);
  const anchor = asksForOffers(hash);
  useEffect(() => {
    if (anchored.current || !anchor) return;
    anchored.current = true;
    scrollToSection(OFFERS_ANCHOR, screenNow());
  }, [anchor]);

  return (
    <div
      style={WRAPPER_STYLE}
      onClick={(event) => {
        const offerId = chosenOfferOf(event.target);
        if (offerId !== null) void import('./choose-offer').then((module) => module.chooseOffer(offerId));
      }}
    >
      {personal ? (
        <Suspense fallback={serverRooms}>
          <DatedOffers locale={locale} hotelId={hotelId} rooms={rooms} />
        </Suspense>
      ) : (
        serverRooms
      )}
    </div>
  );
}
