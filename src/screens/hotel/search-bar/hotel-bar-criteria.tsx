'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DatesField } from '@/components/calendar/dates-field';
import { GuestsPopover } from '@/components/search-box/guests-popover';
import type { TeaserActivation } from '@/components/ui/teaser-activation';
import { useMounted } from '@/components/ui/use-mounted';
import type { DateSelection } from '@/domain/calendar';
import type { Pax } from '@/domain/guests/pax';
import { confirmAction, hashWriteForDraft, HOTEL_INCOMPLETE_CLOSE, HOTEL_SECTION_IDS, hotelHashDates, offerDetailAfterCalendar } from '@/domain/hotel';
import type { Locale } from '@/domain/model/locale';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { useScreenType } from '@/state/screen-type';
import { calendarHandled, openOfferDetail, useHotelPage, type CalendarRequest } from '../hotel-page-store';
import { hotelSearchBarMessages as m } from './messages';
import { screenNow, scrollToSection } from './scroll-to-section';
import { HOTEL_TARGET, useBarCalendar } from './use-bar-calendar';
import styles from './search-bar.module.css';

export interface HotelBarCriteriaProps {
  locale: Locale;
  hotelId: number;
  /** The teaser's field the visitor used (./hotel-bar-teaser.tsx): it opens once the criteria replace the teaser. */
  open?: TeaserActivation;
}

/** The bar's dates field; offer calendars open on it too (anchored to it on desktop). */
export const HOTEL_DATES_FIELD_ID = 'hotel-bar-dates';

const writeDates = (dates: DateSelection) => hotelHashStore.set((current) => ({ ...current, ...hotelHashDates(dates) }));
const writeGuests = (pax: Pax) => hotelHashStore.set((current) => ({ ...current, ...pax }));

/** Opens the bar's calendar (a click on its field, as the visitor would), unless it is open already. */
function openDatesField(): void {
  const field = document.getElementById(HOTEL_DATES_FIELD_ID);
  if (!field || field.getAttribute('aria-expanded') === 'true') return;
  // On desktop the dropdown hangs under the field: the bar must be on screen.
  field.scrollIntoView({ block: 'nearest' });
  field.click();
}

/**
 * The hotel search bar's criteria (part 2 §2, §4, §9), loaded by the bar (./hotel-search-bar.tsx)
 * in place of the server's teaser: the dates (a two-month dropdown on desktop, the full-screen
 * calendar on mobile), the guests and the confirm button.
 *
 * The stay lives in the hash: the click that completes the dates writes them (with the nights),
 * Clear empties them, closing without both dates clears them, guests are written when committed.
 * Confirm scrolls to the offers with complete dates and opens the calendar otherwise. Other
 * islands ask for the calendar through the page store: for the hotel, or priced for one offer,
 * whose detail opens once that calendar closes with both dates.
 */
export function HotelBarCriteria({ locale, hotelId, open }: HotelBarCriteriaProps) {
  const intl = useIntl();
  const hash = hotelHashStore.useHashValue();
  const screen = useScreenType();
  const mounted = useMounted();
  const now = useMemo(() => (mounted ? new Date() : null), [mounted]);
  const pax: Pax = useMemo(() => ({ adults: hash.adults, children: hash.children, babies: hash.babies }), [hash.adults, hash.children, hash.babies]);
  const dates: DateSelection = { checkin: hash.checkin ?? null, checkout: hash.checkout ?? null };
  const device = screen === 'desktop' ? 'desktop' : 'mobile';
  const { target, setTarget, calendar } = useBarCalendar({ locale, hotelId, pax, device, now });

  // A calendar asked for opens once its target is rendered into the field's calendar.
  const [openRequests, setOpenRequests] = useState(0);
  const askCalendar = useCallback(
    (next: typeof target) => {
      setTarget(next);
      setOpenRequests((count) => count + 1);
    },
    [setTarget],
  );
  useEffect(() => {
    if (openRequests > 0) openDatesField();
  }, [openRequests]);

  // Requests from the other islands, taken once the screen is known (dropdown or full-screen):
  // the target is set while rendering (React's "adjust state when a prop changes"), the store is
  // told after.
  const request = useHotelPage((state) => state.calendar);
  const [taken, setTaken] = useState<CalendarRequest | null>(null);
  if (request !== null && request !== taken && screen !== 'unknown') {
    setTaken(request);
    askCalendar(request.for === 'offer' ? { for: 'offer', offerId: request.offerId } : HOTEL_TARGET);
  }
  useEffect(() => {
    if (taken !== null) calendarHandled();
  }, [taken]);

  const onDraftChange = useCallback((draft: DateSelection) => {
    const write = hashWriteForDraft(draft);
    if (write.write) hotelHashStore.set((current) => ({ ...current, ...write.dates }));
  }, []);
  const onClose = (complete: boolean) => {
    if (target.for === 'offer') {
      const detail = offerDetailAfterCalendar(target.offerId, complete);
      if (detail !== null) openOfferDetail(detail);
    }
    setTarget(HOTEL_TARGET);
  };
  const confirm = () => {
    if (confirmAction(dates) === 'scroll-to-offers') scrollToSection(HOTEL_SECTION_IDS.offers, screenNow(), { focus: true });
    else askCalendar(HOTEL_TARGET);
  };
  const complete = confirmAction(dates) === 'scroll-to-offers';

  // The teaser's field the visitor used opens once the screen is known (dropdown or full-screen).
  const guestsRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || open === undefined || screen === 'unknown') return;
    opened.current = true;
    if (open === 'dates') openDatesField();
    else guestsRef.current?.querySelector<HTMLButtonElement>('[data-testid="guests-field"]')?.click();
  }, [open, screen]);

  return (
    <div className={styles.criteria}>
      <div className={styles.dates}>
        <DatesField
          id={HOTEL_DATES_FIELD_ID}
          locale={locale}
          value={dates}
          onChange={writeDates}
          onDraftChange={onDraftChange}
          onClose={onClose}
          presentation={screen === 'desktop' ? 'popover' : 'modal'}
          incompleteClose={HOTEL_INCOMPLETE_CLOSE}
          calendar={calendar}
        />
      </div>
      <div ref={guestsRef} className={styles.guests}>
        <GuestsPopover guests={pax} onCommit={writeGuests} flow="booking" />
      </div>
      <button type="button" className={styles.confirm} onClick={confirm} data-testid="hotel-search-confirm">
        {intl.formatMessage(complete ? m.seeOffers : m.chooseDates)}
      </button>
    </div>
  );
}
