'use client';

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { paxQueryOf } from '@/bff/contracts/pax';
import { bookingStayOf } from '@/domain/booking/stay';
import type { Pax } from '@/domain/guests/pax';
import { hotelOffersState, type RoomCard } from '@/domain/hotel/room-offers';
import type { Locale } from '@/domain/model/locale';
import type { Stay } from '@/state/hash/stay-hash';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { OffersView } from './offers-view';
import { useDatedRooms } from './use-dated-rooms';

export interface DatedOffersProps {
  locale: Locale;
  hotelId: number;
  /** The rooms at their from prices, as the server rendered them. */
  rooms: RoomCard[];
}

/**
 * The Offers section once the hash carries the visitor's stay or party (loaded by ./hotel-offers.tsx):
 * the rooms priced for the stay replace the server's (only the bookable offers), or the section says
 * there is no availability on those dates, with 'See all offers' clearing the dates; a party alone
 * keeps the dateless rooms, whose links then hand it on.
 */
export function DatedOffers({ locale, hotelId, rooms }: DatedOffersProps) {
  const intl = useIntl();
  const hash = hotelHashStore.useHashValue();
  const stay = bookingStayOf(hash);
  const pax: Pax = useMemo(() => ({ adults: hash.adults, children: hash.children, babies: hash.babies }), [hash.adults, hash.children, hash.babies]);
  const query = stay ? { locale, hotelId, checkin: stay.checkin, nights: stay.nights, ...paxQueryOf(pax) } : null;
  const dated = useDatedRooms(query);
  const state = hotelOffersState({ datelessRooms: rooms, hasDates: stay !== null, datedRooms: dated.rooms });
  const linkStay: Stay = { checkin: stay?.checkin, checkout: stay?.checkout, night: stay?.nights, ...pax };
  const seeAllOffers = () => hotelHashStore.set((current) => ({ ...current, checkin: undefined, checkout: undefined, night: undefined }));
  return <OffersView intl={intl} state={state} stay={stay} linkStay={linkStay} retry={dated.retry} seeAllOffers={seeAllOffers} />;
}
