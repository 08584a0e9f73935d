'use client';

import dynamic from 'next/dynamic';
import { useState, type RefObject } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { BookingStatus, FoundBooking } from '@/domain/booking-lookup/booking';
import type { Locale } from '@/domain/model/locale';
import { formatDay, formatPrice } from '@/i18n/format';
import { foundBookingMessages as m } from './form-messages';
import { modifyDatesMessages } from './modify-dates-messages';
import controls from '@/components/ui/form-controls.module.css';
import styles from './booking-lookup.module.css';

/** The change of dates loads when asked for (most lookups only look). */
const ModifyDates = dynamic(() => import('./modify-dates').then((module) => module.ModifyDates));

export interface BookingModificationProps {
  locale: Locale;
  /** The e-mail the booking was found with. */
  email: string;
  onModified: (booking: FoundBooking) => void;
  /** The booking was just modified (nothing was due): say so. */
  modified: boolean;
}

const STATUS_TEXT = {
  confirmed: m.confirmed,
  'awaiting-payment': m.awaitingPayment,
  cancelled: m.cancelled,
  completed: m.completed,
  processing: m.processing,
} as const satisfies Record<BookingStatus, unknown>;

/** Hotel days (ISO, no time) in the site's words, whatever the visitor's time zone. */
const longDay = (intl: IntlShape, day: string) => formatDay(intl, day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "2 adults, 1 child and 1 baby": the kinds present, in the site's list style. */
export function guestsText(intl: IntlShape, guests: FoundBooking['guests']): string {
  const parts = [intl.formatMessage(m.adults, { count: guests.adult })];
  if (guests.child > 0) parts.push(intl.formatMessage(m.children, { count: guests.child }));
  if (guests.baby > 0) parts.push(intl.formatMessage(m.babies, { count: guests.baby }));
  return intl.formatList(parts, { type: 'conjunction' });
}

/**
 * The booking found: its stay (offer, hotel), dates, guests, status and total. The heading takes
 * the focus when it appears (headingRef), so keyboard and screen-reader users land on it. A booking
 * the API says is modifiable offers "Change the dates" (modify-dates.tsx) when `modification` is given.
 */
export function FoundBookingCard({
  booking,
  headingRef,
  modification,
}: {
  booking: FoundBooking;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  modification?: BookingModificationProps;
}) {
  const intl = useIntl();
  const [modifying, setModifying] = useState(false);
  return (
    <section className={styles.booking} aria-labelledby="found-booking-title" data-testid="found-booking" data-reference={booking.reference} data-status={booking.status}>
      <h2 id="found-booking-title" className={styles.bookingTitle} tabIndex={-1} ref={headingRef}>
        {intl.formatMessage(m.title, { reference: booking.reference })}
      </h2>
      <p className={styles.status} data-status={booking.status}>
        <span className={styles.statusLabel}>{intl.formatMessage(m.status)}</span>{' '}
        <strong data-testid="found-booking-status">{intl.formatMessage(STATUS_TEXT[booking.status])}</strong>
      </p>
      <dl className={styles.facts}>
        {booking.label ? (
          <div>
            <dt>{intl.formatMessage(m.offer)}</dt>
            <dd data-testid="found-booking-offer">{booking.label}</dd>
          </div>
        ) : null}
        {booking.hotel ? (
          <div>
            <dt>{intl.formatMessage(m.hotel)}</dt>
            <dd data-testid="found-booking-hotel">{booking.hotel.city ? `${booking.hotel.label}, ${booking.hotel.city}` : booking.hotel.label}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(m.checkin)}</dt>
          <dd data-testid="found-booking-checkin">
            <time dateTime={booking.checkin}>{longDay(intl, booking.checkin)}</time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.checkout)}</dt>
          <dd data-testid="found-booking-checkout">
            <time dateTime={booking.checkout}>{longDay(intl, booking.checkout)}</time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.length)}</dt>
          <dd data-testid="found-booking-nights">{intl.formatMessage(m.nights, { nights: booking.nights })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.guests)}</dt>
          <dd data-testid="found-booking-guests">{guestsText(intl, booking.guests)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.total)}</dt>
          <dd data-testid="found-booking-total">{formatPrice(intl, booking.totalPrice, booking.currency)}</dd>
        </div>
      </dl>
      {modification?.modified ? (
        <p className={styles.done} role="status" data-testid="modify-done">
          {intl.formatMessage(modifyDatesMessages.done)}
        </p>
      ) : null}
      {modification && booking.modifiable ? (
        modifying ? (
          <ModifyDates locale={modification.locale} booking={booking} email={modification.email} onModified={modification.onModified} onClose={() => setModifying(false)} />
        ) : (
          <button type="button" className={`${controls.primaryButton} ${styles.modifyOpen}`} onClick={() => setModifying(true)} data-testid="modify-dates-open">
            {intl.formatMessage(modifyDatesMessages.open)}
          </button>
        )
      ) : null}
    </section>
  );
}
