'use client';

import { useIntl } from 'react-intl';
import type { OfferDetailAnswer } from '@/bff/contracts/offer-detail';
import { hoursLines } from '@/components/hotel-info/hotel-lines';
import { formatDay, formatPrice } from '@/i18n/format';
import type { BookingStay } from '@/domain/booking/stay';
import { offerDetailMessages as m } from './messages';
import styles from './offer-detail.module.css';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * What the offer detail says about the offer (part 2 §3 "Offer detail"): its pictures, the hotel
 * and its hours, the visitor's stay, the programme, the activities, the room and the price of the
 * stay. The offer's label is the dialog's title.
 */
export function OfferDetailContent({ detail, stay }: { detail: OfferDetailAnswer; stay: BookingStay | null }) {
  const intl = useIntl();
  const hours = hoursLines(detail.hotel.checkInOut, intl);
  const { room, price } = detail;
  return (
    <div className={styles.content} data-testid="offer-detail-content">
      {detail.images.length > 0 ? (
        // A strip that scrolls sideways: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable).
        <ul className={styles.pictures} aria-label={intl.formatMessage(m.pictures)} tabIndex={0} data-testid="offer-detail-pictures">
          {detail.images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              {/* A strip of small fixed-size renditions; next/image would add nothing here. */}
              <img className={styles.picture} src={image.url} alt={image.alt} width={640} height={360} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}

      <section className={styles.section} aria-labelledby="offer-detail-stay">
        <h3 id="offer-detail-stay" className={styles.sectionTitle}>
          {intl.formatMessage(m.stayTitle)}
        </h3>
        <p className={styles.hotel} data-testid="offer-detail-hotel">
          {detail.hotel.label}
        </p>
        {hours.length > 0 ? (
          <p className={styles.muted} data-testid="offer-detail-hours">
            {hours.join(' · ')}
          </p>
        ) : null}
        {stay ? (
          <p data-testid="offer-detail-dates">
            {intl.formatMessage(m.stayDates, {
              nights: stay.nights,
              checkin: formatDay(intl, stay.checkin, DAY),
              checkout: formatDay(intl, stay.checkout, DAY),
            })}
          </p>
        ) : null}
      </section>

      {detail.programLines.length > 0 ? (
        <section className={styles.section} aria-labelledby="offer-detail-programme">
          <h3 id="offer-detail-programme" className={styles.sectionTitle}>
            {intl.formatMessage(m.programmeTitle)}
          </h3>
          <ul className={styles.lines} data-testid="offer-detail-programme">
            {detail.programLines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {detail.activities.length > 0 ? (
        <section className={styles.section} aria-labelledby="offer-detail-activities">
          <h3 id="offer-detail-activities" className={styles.sectionTitle}>
            {intl.formatMessage(m.activitiesTitle)}
          </h3>
          <ul className={styles.activities} data-testid="offer-detail-activities">
            {detail.activities.map((activity) => (
              <li key={activity.activityId}>
                <strong>{activity.title}</strong>
                {activity.details.length > 0 ? <span className={styles.muted}> — {activity.details.join(' · ')}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {room ? (
        <section className={styles.section} aria-labelledby="offer-detail-room">
          <h3 id="offer-detail-room" className={styles.sectionTitle}>
            {intl.formatMessage(m.roomTitle)}
          </h3>
          <p data-testid="offer-detail-room">
            <strong>{room.label}</strong>
            <br />
            {intl.formatMessage(m.roomCapacity, { count: room.capacity })}
            {room.maxCapacity > room.capacity ? ` (${intl.formatMessage(m.roomMaxCapacity, { count: room.maxCapacity })})` : null}
            {room.size !== null ? ` · ${intl.formatMessage(m.roomSize, { size: room.size })}` : null}
          </p>
        </section>
      ) : null}

      {price ? (
        <section className={styles.section} aria-labelledby="offer-detail-price">
          <h3 id="offer-detail-price" className={styles.sectionTitle}>
            {intl.formatMessage(m.priceTitle)}
          </h3>
          <p className={styles.price} data-testid="offer-detail-price">
            <strong>{price.final ? formatPrice(intl, price.sellPrice) : intl.formatMessage(m.priceFrom, { price: formatPrice(intl, price.sellPrice) })}</strong>
            {price.nbRooms > 1 ? <span> {intl.formatMessage(m.priceRooms, { count: price.nbRooms })}</span> : null}
          </p>
        </section>
      ) : null}
    </div>
  );
}
