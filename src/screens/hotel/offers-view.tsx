import type { IntlShape } from 'react-intl/server';
import { hotelOffersStateMessages as states } from '@/components/hotel-offers/offers-state-messages';
import type { BookingStay } from '@/domain/booking/stay';
import type { HotelOffersState } from '@/domain/hotel/room-offers';
import { formatDay } from '@/i18n/format';
import type { Stay } from '@/state/hash/stay-hash';
import { hotelOffersMessages as m } from './offers-messages';
import { RoomCardView } from './room-card';
import styles from './offers.module.css';

export interface OffersViewProps {
  intl: IntlShape;
  state: HotelOffersState;
  /** The hash's stay the rooms are priced for, or null (the dateless rooms). */
  stay: BookingStay | null;
  /** What the offers' links hand on (./room-card.tsx). */
  linkStay: Stay | null;
  /** The island's answers to its own states (error: Try again; no availability: See all offers). */
  retry?(): void;
  seeAllOffers?(): void;
}

/**
 * The Offers section's content in each of its states (part 2 §8), markup only: the server draws the
 * dateless rooms or the no-offers notice; the island (./dated-offers.tsx) draws the states of a stay.
 */
export function OffersView({ intl, state, stay, linkStay, retry, seeAllOffers }: OffersViewProps) {
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
              <RoomCardView intl={intl} room={room} linkStay={linkStay} />
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
          <button type="button" className={styles.secondary} onClick={retry}>
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
