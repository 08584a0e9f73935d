import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl/server';
import { DatesFieldTeaser } from '@/components/calendar/dates-field-teaser';
import calendarStyles from '@/components/calendar/calendar.module.css';
import { guestsFieldMessages } from '@/components/search-box/guests-field-messages';
import { DEFAULT_PAX } from '@/domain/guests/pax';
import { StickyPrice } from './sticky-price';
import { teaserMessages as m } from './teaser-messages';
import styles from './booking.module.css';

/** What the server draws of the teaser: the panel's content, and its sticky bar's price and action. */
export interface ServerTeaser {
  content: ReactNode;
  stickyPrice: ReactNode;
  stickyAction: string;
}

export function bookingTeaser({ intl, giftCardHref, fromPrice }: { intl: IntlShape; giftCardHref: string; fromPrice: number | null }): ServerTeaser {
  return {
    content: <BookingTeaser intl={intl} giftCardHref={giftCardHref} />,
    stickyPrice: <StickyPrice intl={intl} price={fromPrice} final={false} />,
    stickyAction: intl.formatMessage(m.stickyChooseDates),
  };
}

/**
 * The booking panel's content before its island has loaded (a visitor without a stay in the link),
 * drawn by the server: the same fields, in the same places, as buttons. The panel around it
 * (./teaser-panel.tsx) fetches the island on intent and swaps it in on use, opening the field used
 * (part 1 §2 calendar, guests). Dateless visitors who never book download none of these texts, the
 * calendar, the guests popover or the quote machinery. One teaser per page: its ids are fixed.
 */
export function BookingTeaser({ intl, giftCardHref }: { intl: IntlShape; giftCardHref: string }) {
  return (
    <>
      <h2 id="booking-title" className={styles.title}>
        {intl.formatMessage(m.title)}
      </h2>
      <div className={styles.criteria}>
        <DatesFieldTeaser intl={intl} id="booking-teaser-dates" />
        <div className={calendarStyles.fieldWrap}>
          <span id="booking-teaser-guests" className={calendarStyles.fieldLabel}>
            {intl.formatMessage(guestsFieldMessages.guestsLabel)}
          </span>
          <button type="button" className={calendarStyles.field} aria-haspopup="dialog" aria-expanded={false} aria-labelledby="booking-teaser-guests booking-teaser-guests-value" data-testid="guests-field" data-activate="guests">
            <span id="booking-teaser-guests-value" className={calendarStyles.fieldValue}>
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
      {/* The panel's sticky bar watches this area and scrolls back to it (teaser-panel.tsx). */}
      <div className={styles.bookArea} data-book-area="">
        <button type="button" className={styles.bookButton} data-testid="book-button" data-activate="dates">
          {intl.formatMessage(m.stickyChooseDates)}
        </button>
      </div>
    </>
  );
}
