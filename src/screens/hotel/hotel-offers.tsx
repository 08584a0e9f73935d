'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { paxQueryOf } from '@/bff/contracts/pax';
import { offerSelectionAction } from '@/domain/hotel/hotel-dates';
import { HOTEL_SECTION_IDS } from '@/domain/hotel/hotel-sections';
import { hotelOffersState, type RoomCard } from '@/domain/hotel/room-offers';
import type { Pax } from '@/domain/guests/pax';
import type { Locale } from '@/domain/model/locale';
import { formatDay } from '@/i18n/format';
import { bookingStayOf } from '@/domain/booking/stay';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { openHotelCalendar, openOfferDetail } from './hotel-page-store';
import { hotelOffersStateMessages as states } from '@/components/hotel-offers/offers-state-messages';
import { hotelOffersMessages as m } from './offers-messages';
import { RoomCardView } from './room-card';
import { useDatedRooms } from './use-dated-rooms';
import { screenNow, scrollToSection } from './search-bar/scroll-to-section';
import styles from './offers.module.css';

/** The offers section's id: the 'Offers' tab and `#anchor=products` lead here (part 2 §2: anchor key getaways). */
const OFFERS_ANCHOR = HOTEL_SECTION_IDS.offers;

export interface HotelOffersProps {
  locale: Locale;
  hotelId: number;
  /** The rooms at their from prices, as the server rendered them. */
  rooms: RoomCard[];
}

/**
 * The hotel's rooms and offers (part 2 §2, §4, §8). The server renders them without dates; once
 * the hash carries a stay, the rooms priced for it replace them (only the bookable offers), or the
 * section says there is no availability on those dates, with 'See all offers' clearing the dates.
 * Choosing an offer opens the calendar for it without dates, its detail with them.
 */
export function HotelOffers({ locale, hotelId, rooms }: HotelOffersProps) {
  const intl = useIntl();
  const hash = hotelHashStore.useHashValue();
  const hydrated = hotelHashStore.useHashHydrated();
  const stay = hydrated ? bookingStayOf(hash) : null;
  const pax: Pax = useMemo(() => ({ adults: hash.adults, children: hash.children, babies: hash.babies }), [hash.adults, hash.children, hash.babies]);
  const query = stay ? { locale, hotelId, checkin: stay.checkin, nights: stay.nights, ...paxQueryOf(pax) } : null;
  const dated = useDatedRooms(query);
  const state = hotelOffersState({ datelessRooms: rooms, hasDates: stay !== null, datedRooms: dated.rooms });

  // `#anchor=products` (part 2 §2): once the hotel is there — it is server-rendered — the page
  // scrolls to the offers, under the bar (part 2 §9 offsets), once per page load.
  const anchored = useRef(false);
  useEffect(() => {
    if (!hydrated || anchored.current || hash.anchor !== 'products') return;
    anchored.current = true;
    scrollToSection(OFFERS_ANCHOR, screenNow());
  }, [hydrated, hash.anchor]);

  // Part 2 §4 "Offer selection": the calendar for that offer without dates, its detail with them.
  const choose = (offerId: number) => {
    hotelHashStore.set((current) => ({ ...current, id: offerId }));
    const action = offerSelectionAction({ checkin: stay?.checkin ?? null, checkout: stay?.checkout ?? null }, offerId);
    if (action.open === 'detail') openOfferDetail(offerId);
    else openHotelCalendar({ for: 'offer', offerId });
  };
  const seeAllOffers = () => hotelHashStore.set((current) => ({ ...current, checkin: undefined, checkout: undefined, night: undefined }));

  return (
    <div className={styles.offers} data-testid="hotel-offers" data-state={state.kind} aria-busy={state.kind === 'loading'}>
      {stay && state.kind !== 'noOffers' ? (
        <p className={styles.dates} data-testid="hotel-offers-dates">
          {intl.formatMessage(m.datesSummary, {
            checkin: formatDay(intl, stay.checkin, { day: 'numeric', month: 'long' }),
            checkout: formatDay(intl, stay.checkout, { day: 'numeric', month: 'long', year: 'numeric' }),
          })}
        </p>
      ) : null}
      {state.kind === 'rooms' ? (
        <ul className={styles.rooms} data-testid="hotel-rooms">
          {state.rooms.map((room) => (
            <li key={room.key}>
              <RoomCardView locale={locale} room={room} stay={stay} pax={pax} onChoose={choose} />
            </li>
          ))}
        </ul>
      ) : null}
      {state.kind === 'loading' ? (
        <p role="status" className={styles.notice}>
          {intl.formatMessage(m.loading)}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <div role="alert" className={styles.notice} data-testid="hotel-offers-error">
          <p>{intl.formatMessage(states.error)}</p>
          <button type="button" className={styles.secondary} onClick={dated.retry}>
            {intl.formatMessage(states.retry)}
          </button>
        </div>
      ) : null}
      {state.kind === 'noAvailability' ? (
        <div className={styles.notice} data-testid="hotel-no-availability">
          <p className={styles.noticeTitle}>{intl.formatMessage(states.noAvailability)}</p>
          <button type="button" className={styles.primary} onClick={seeAllOffers}>
            {intl.formatMessage(states.seeAllOffers)}
          </button>
        </div>
      ) : null}
      {state.kind === 'noOffers' ? (
        <div className={styles.notice} data-testid="hotel-no-offers">
          <p className={styles.noticeTitle}>{intl.formatMessage(states.empty)}</p>
          <p>{intl.formatMessage(states.emptyHint)}</p>
        </div>
      ) : null}
    </div>
  );
}
