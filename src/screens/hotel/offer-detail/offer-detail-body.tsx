'use client';

import dynamic from 'next/dynamic';
import { useIntl } from 'react-intl';
import type { OfferDetailAnswer } from '@/bff/contracts/offer-detail';
import type { Locale } from '@/domain/model/locale';
import type { DatedActivity } from '@/screens/product/booking/activity-dates';
import type { BookingStay } from '@/domain/booking/stay';
import { offerDetailMessages as m } from './messages';
import { OfferDetailContent } from './offer-detail-content';
import styles from './offer-detail.module.css';

/** The product page's booking island, reused as it is: fetched once a detail has loaded. */
const BookingIsland = dynamic(() => import('@/screens/product/booking/booking-island').then((module) => module.BookingIsland));

/** The activities the guest dates (singleDay), for the booking island's activity dates and Book check. */
export const datedActivitiesOf = (detail: OfferDetailAnswer): DatedActivity[] =>
  detail.activities.filter((activity) => activity.singleDay).map(({ activityId, title }) => ({ activityId, title }));

/** What the open detail holds: its offer's answer (or none yet), whether a call failed or runs, and Retry. */
export interface OfferDetailState {
  detail: OfferDetailAnswer | null;
  failed: boolean;
  fetching: boolean;
  retry(): void;
}

/**
 * The open detail's body: the loading state (announced, busy), the error state with Retry, or the
 * offer's content and the way to book it (the booking island, reading the same hash).
 */
export function OfferDetailBody({ locale, hotelId, state, stay }: { locale: Locale; hotelId: number; state: OfferDetailState; stay: BookingStay | null }) {
  const intl = useIntl();
  const { detail } = state;
  if (state.failed && !detail) {
    return (
      <div className={styles.state} role="alert" data-testid="offer-detail-error">
        <p>{intl.formatMessage(m.error)}</p>
        <button type="button" className={styles.retry} onClick={state.retry} data-testid="offer-detail-retry">
          {intl.formatMessage(m.retry)}
        </button>
      </div>
    );
  }
  if (!detail) {
    return (
      <div className={styles.state} aria-busy="true" data-testid="offer-detail-loading">
        <span className={styles.spinner} aria-hidden="true" />
        <p role="status">{intl.formatMessage(m.loading)}</p>
      </div>
    );
  }
  return (
    <div className={styles.layout} aria-busy={state.fetching} data-testid="offer-detail-body" data-offer-id={detail.id}>
      <OfferDetailContent detail={detail} stay={stay} />
      <div className={styles.booking}>
        {/* Keyed by the offer: another offer's activity dates and insurance start over. */}
        <BookingIsland
          key={detail.id}
          locale={locale}
          productId={detail.id}
          productLabel={detail.label}
          datedActivities={datedActivitiesOf(detail)}
          fromPrice={detail.price?.sellPrice ?? null}
          // Booked from here, the booking page's back arrow returns to this hotel with the stay (part 2 §2).
          hotelId={hotelId}
        />
      </div>
    </div>
  );
}
