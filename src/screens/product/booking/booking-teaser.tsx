'use client';

import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { calendarMessages } from '@/components/calendar/messages';
import calendarStyles from '@/components/calendar/calendar.module.css';
import { guestsFieldMessages } from '@/components/search-box/guests-field-messages';
import { useMounted } from '@/components/ui/use-mounted';
import { DEFAULT_PAX } from '@/domain/guests/pax';
import { bookingMessages as m } from './messages';
import { StickyBookingBar } from './sticky-booking-bar';
import styles from './booking.module.css';

/** What the visitor reached for: the loaded island opens it. */
export type BookingActivation = 'dates' | 'guests';

/**
 * The booking panel before its island has loaded (a visitor without a stay in the link): the same
 * fields, in the same places, as buttons. Pointing at or focusing the panel fetches the island;
 * using a field swaps it in and opens that field (part 1 §2 calendar, guests). Dateless visitors
 * who never book do not download the calendar, the guests popover and the quote machinery.
 */
export function BookingTeaser({ productLabel, fromPrice, giftCardHref, onActivate, onIntent }: {
  productLabel: string;
  fromPrice: number | null;
  /** The gift card page, built by the server (the link builders stay out of the teaser's first load). */
  giftCardHref: string;
  onActivate(activation: BookingActivation): void;
  onIntent(): void;
}) {
  const intl = useIntl();
  const id = useId();
  const bookArea = useRef<HTMLDivElement>(null);
  const mounted = useMounted();
  return (
    <section
      className={styles.panel}
      aria-labelledby="booking-title"
      data-testid="booking-panel"
      // Set once React has attached the handlers: a click before that would do nothing.
      data-hydrated={mounted ? 'true' : undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <h2 id="booking-title" className={styles.title}>
        {intl.formatMessage(m.title)}
      </h2>
      <div className={styles.criteria}>
        <div className={calendarStyles.fieldWrap}>
          <span id={`${id}-dates`} className={calendarStyles.fieldLabel}>
            {intl.formatMessage(calendarMessages.label)}
          </span>
          <button type="button" className={calendarStyles.field} aria-haspopup="dialog" aria-expanded={false} aria-labelledby={`${id}-dates ${id}-dates-value`} data-testid="dates-field" onClick={() => onActivate('dates')}>
            <span id={`${id}-dates-value`} className={calendarStyles.fieldPlaceholder}>
              {intl.formatMessage(calendarMessages.placeholder)}
            </span>
          </button>
        </div>
        <div className={calendarStyles.fieldWrap}>
          <span id={`${id}-guests`} className={calendarStyles.fieldLabel}>
            {intl.formatMessage(guestsFieldMessages.guestsLabel)}
          </span>
          <button type="button" className={calendarStyles.field} aria-haspopup="dialog" aria-expanded={false} aria-labelledby={`${id}-guests ${id}-guests-value`} data-testid="guests-field" onClick={() => onActivate('guests')}>
            <span id={`${id}-guests-value`} className={calendarStyles.fieldValue}>
              {intl.formatMessage(guestsFieldMessages.guestsSummary, { ...DEFAULT_PAX })}
            </span>
          </button>
        </div>
      </div>
      <div className={styles.dateless}>
        <p className={styles.muted}>{intl.formatMessage(m.chooseDates)}</p>
        <a className={styles.inlineLink} href={giftCardHref} data-testid="booking-giftcard-link">
          {intl.formatMessage(m.giftcardPrompt)}
        </a>
      </div>
      <div ref={bookArea} className={styles.bookArea}>
        <button type="button" className={styles.bookButton} onClick={() => onActivate('dates')} data-testid="book-button">
          {intl.formatMessage(m.stickyChooseDates)}
        </button>
      </div>
      <StickyBookingBar
        target={bookArea}
        label={productLabel}
        price={fromPrice}
        priceIsFinal={false}
        actionLabel={intl.formatMessage(m.stickyChooseDates)}
        onAction={() => {
          bookArea.current?.scrollIntoView({ block: 'center' });
          onActivate('dates');
        }}
      />
    </section>
  );
}
