'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { availabilityPageLoader, checkoutNightsLoader } from '@/components/calendar/bff-loaders';
import { DatesField } from '@/components/calendar/dates-field';
import { useAvailabilityPages } from '@/components/calendar/use-availability-pages';
import { QueryProvider } from '@/components/providers/query-provider';
import { GuestsPopover } from '@/components/search-box/guests-popover';
import { useMounted } from '@/components/ui/use-mounted';
import { siteClockFor, type DateSelection } from '@/domain/calendar';
import type { Pax } from '@/domain/guests/pax';
import type { PartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import { activitySelectionList, chooseActivityDate, choicesForActivities, quoteDisplay, type ActivityDateChoice } from '@/domain/product';
import { href } from '@/routing/href';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { useScreenType } from '@/state/screen-type';
import { ActivityDates, type DatedActivity } from './activity-dates';
import { Instalments } from './instalments';
import { InsuranceList } from './insurance-list';
import { bookingMessages as m } from './messages';
import { OfferList } from './offer-list';
import { publishQuotedStay } from './quoted-stay';
import { PriceUpdate } from './price-update';
import { QuoteSummary, quoteProblemText } from './quote-summary';
import { bookingCancellationTerms } from '@/domain/booking/cancellation-terms';
import { bookingStayOf, stayDays, stayKeyOf } from '@/domain/booking/stay';
import { StickyBookingBar } from './sticky-booking-bar';
import { StickyPrice } from './sticky-price';
import { SuggestedStay } from './suggested-stay';
import { useBook } from './use-book';
import { useOfferActivities, usePaymentEligibility, useProductOffers, useProductQuote } from './use-booking-calls';
import styles from './booking.module.css';

export interface BookingIslandProps {
  locale: Locale;
  productId: number;
  productLabel: string;
  /** The activities the guest dates (singleDay) of the product itself, in its order; another offer's come from its own detail. */
  datedActivities: readonly DatedActivity[];
  /** The from-price the server showed, for the sticky bar before a quote. */
  fromPrice: number | null;
  /** Leaves for the booking page (the browser's navigation; tests observe it). */
  navigate?(path: string): void;
  /** The field the visitor used in the teaser before the island loaded: it opens once mounted. */
  open?: 'dates' | 'guests';
  /** Set when the island books an offer of the hotel page (its offer detail): the booking page returns there. */
  hotelId?: number;
  /** The partner minisite the visitor came from (its context, src/domain/minisite): offers, quote and checkout nights carry it. */
  minisite?: PartnerMinisite;
}

/**
 * The product page's booking island (part 1 §2–§5; part 2 §4): dates and guests in the hash,
 * offers, activity dates, insurance, the real-time quote on every change, instalments and Book.
 * The server renders it dateless (the hash never reaches the server); the visitor's stay arrives
 * after hydration.
 */
export function BookingIsland(props: BookingIslandProps) {
  return (
    <QueryProvider>
      <BookingPanel {...props} />
    </QueryProvider>
  );
}

function BookingPanel({ locale, productId, productLabel, datedActivities, fromPrice, navigate, open, hotelId, minisite }: BookingIslandProps) {
  const intl = useIntl();
  const hash = hotelHashStore.useHashValue();
  const hydrated = hotelHashStore.useHashHydrated();
  const screen = useScreenType();
  const mounted = useMounted();
  const now = useMemo(() => (mounted ? new Date() : null), [mounted]);
  const today = now ? siteClockFor(now, locale).today : null;
  const datesFieldId = `booking-dates-${productId}`;
  const guestsRef = useRef<HTMLDivElement>(null);
  // The teaser's field the visitor used opens once the island has replaced it and knows the
  // screen (a dropdown on desktop, a full-screen calendar on mobile).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || open === undefined || screen === 'unknown') return;
    opened.current = true;
    if (open === 'dates') document.getElementById(datesFieldId)?.click();
    else guestsRef.current?.querySelector<HTMLButtonElement>('[data-testid="guests-field"]')?.click();
  }, [open, screen, datesFieldId]);
  const bookAreaRef = useRef<HTMLDivElement>(null);

  const pax: Pax = useMemo(() => ({ adults: hash.adults, children: hash.children, babies: hash.babies }), [hash.adults, hash.children, hash.babies]);
  const stay = useMemo(() => bookingStayOf(hash), [hash]);
  const dates: DateSelection = { checkin: stay?.checkin ?? hash.checkin ?? null, checkout: stay?.checkout ?? null };

  const offersCall = useProductOffers({ locale, productId, stay, pax, enabled: hydrated, minisite });
  const offers = offersCall.data ?? [];
  // The hash's offer when it is one of this product's; the product itself otherwise.
  const offerId = offersCall.data && hash.id !== undefined && !offersCall.data.some((offer) => offer.weekendId === hash.id) ? productId : (hash.id ?? productId);
  // The activities to date are the chosen offer's own (another offer of the hotel has its own
  // programme); null while they load.
  const offerActivitiesCall = useOfferActivities({ locale, offerId: offerId === productId ? null : offerId, pax });
  const activities: readonly DatedActivity[] | null = offerId === productId ? datedActivities : (offerActivitiesCall.data ?? null);

  // Activity dates belong to one stay: another check-in or length starts them over. Across offers
  // they are kept, but only the chosen offer's own activities' dates count (shown, quoted, booked):
  // a date for an activity the offer lacks is never sent with it, and going back to an offer finds
  // its dates again.
  const stayKey = stayKeyOf(stay);
  const [chosen, setChosen] = useState<{ stayKey: string; choices: ActivityDateChoice[] }>({ stayKey: '', choices: [] });
  const stayChoices = chosen.stayKey === stayKey ? chosen.choices : [];
  const choices = choicesForActivities(stayChoices, activities ?? []);
  const [missing, setMissing] = useState<number[]>([]);
  const [insuranceId, setInsuranceId] = useState<string | null>(null);

  const selectionList = activitySelectionList(choices);
  // Without the chosen offer's activities, no quote yet: its choices are not known to be its own.
  const quoteCall = useProductQuote({ locale, offerId, stay: hydrated && activities !== null ? stay : null, pax, activitySelectionList: selectionList, minisite });
  // The offers list failed or is empty for the stay: the spec's booking options error
  // ('No more availabilities…') is the panel's one state — no price, no cover, no Book (docs/decisions.md).
  const optionsError = stay !== null && (offersCall.isError || (offersCall.isSuccess && offers.length === 0));
  // The quote and the stay's insurance offers, in one answer.
  const outcome = stay && !optionsError ? quoteCall.outcome : null;
  const display = outcome ? quoteDisplay(outcome) : null;
  const quote = outcome?.status === 'quoted' ? outcome.quote : null;
  const insuranceOffers = outcome?.insuranceOffers ?? [];
  const insurance = insuranceOffers.find((offer) => offer.id === insuranceId) ?? insuranceOffers[0] ?? null;
  const total = quote ? quote.sellPrice + (insurance?.sellPrice ?? 0) : null;
  // What the stay's cancellation is with the chosen cover: the header, the dialog and the payment
  // eligibility all read this one decision.
  const cancellation = quote && stay ? bookingCancellationTerms({ checkin: stay.checkin, policy: quote.cancellationPolicy, cover: insurance }) : null;
  const policy = cancellation?.policy ?? null;
  const eligibility = usePaymentEligibility({
    locale,
    amount: total,
    checkinDate: stay?.checkin ?? null,
    cancellationPolicyType: policy?.type ?? null,
    cancellableUntil: policy?.cancellable ? policy.deadline : null,
  });

  // The header shows the final price of the quoted stay (and the from-price again without one).
  const people = pax.adults + pax.children + pax.babies;
  useEffect(() => {
    publishQuotedStay(
      quote && stay
        ? {
            sellPrice: quote.sellPrice,
            refPrice: quote.refPrice,
            promo: quote.promo,
            nights: quote.nights,
            people,
            checkin: stay.checkin,
            cancellation: cancellation?.headline ?? null,
          }
        : null,
    );
  }, [quote, stay, people, cancellation]);
  useEffect(() => () => publishQuotedStay(null), []);

  const availability = useAvailabilityPages({
    locale,
    load: useMemo(() => availabilityPageLoader({ locale, id: productId, pax }), [locale, productId, pax]),
    device: screen === 'desktop' ? 'desktop' : 'mobile',
    now,
    resetKey: `${pax.adults}-${pax.children}-${pax.babies}-${screen}`,
  });
  const loadCheckoutNights = useMemo(() => checkoutNightsLoader({ locale, id: productId, pax, minisite }), [locale, productId, pax, minisite]);

  const setDates = useCallback((next: DateSelection) => {
    hotelHashStore.set((current) => ({
      ...current,
      checkin: next.checkin ?? undefined,
      checkout: next.checkin ? (next.checkout ?? undefined) : undefined,
      night: undefined,
    }));
  }, []);
  const setPax = useCallback((next: Pax) => hotelHashStore.set((current) => ({ ...current, ...next })), []);
  const selectOffer = useCallback((id: number) => hotelHashStore.set((current) => ({ ...current, id })), []);
  const chooseDay = (choice: ActivityDateChoice) => {
    setChosen({ stayKey, choices: chooseActivityDate(stayChoices, choice) });
    setMissing((current) => current.filter((id) => id !== choice.activityId));
  };

  const book = useBook({
    locale,
    productId,
    productLabel,
    offerId,
    stay,
    pax,
    choices,
    selectionList,
    activities,
    optionsError,
    outcome,
    insurance,
    total,
    bookArea: bookAreaRef,
    hotelId,
    onMissingActivities: setMissing,
    navigate,
  });

  const problem = display ? quoteProblemText(intl, display) : null;
  const datesProblem = display?.kind === 'dateProblem' ? problem : null;
  const quoting = stay !== null && quoteCall.updating;
  const quoteFailed = display?.kind === 'fetchError';
  // Without dates, the call to action opens the calendar (scrolled into view first: from the sticky bar it is off screen).
  const openCalendar = () => {
    const field = document.getElementById(datesFieldId);
    field?.scrollIntoView({ block: 'center' });
    field?.click();
  };

  return (
    <section className={styles.panel} aria-labelledby="booking-title" data-testid="booking-panel" data-hydrated={hydrated ? 'true' : undefined}>
      <h2 id="booking-title" className={styles.title}>
        {intl.formatMessage(m.title)}
      </h2>
      <div className={styles.criteria}>
        <DatesField
          id={datesFieldId}
          locale={locale}
          value={dates}
          onChange={setDates}
          presentation={screen === 'desktop' ? 'popover' : 'modal'}
          error={datesProblem}
          calendar={{ ...availability, loadCheckoutNights, modalLayout: 'month' }}
        />
        <div ref={guestsRef}>
          <GuestsPopover guests={pax} onCommit={setPax} flow="booking" />
        </div>
      </div>
      {stay === null ? (
        <div className={styles.dateless}>
          <p className={styles.muted}>{intl.formatMessage(m.chooseDates)}</p>
          <a className={styles.inlineLink} href={href.giftCard(locale)} data-testid="booking-giftcard-link">
            {intl.formatMessage(m.giftcardPrompt)}
          </a>
        </div>
      ) : null}
      {optionsError ? (
        <div className={styles.optionsError}>
          <p className={styles.error} role="alert" data-testid="booking-no-availability">
            {intl.formatMessage(m.noAvailability)}
          </p>
          {/* A failed call, not an empty answer: asking again may find the offers. */}
          {offersCall.isError ? (
            <button type="button" className={styles.secondaryButton} onClick={() => void offersCall.refetch()} disabled={offersCall.isFetching} aria-busy={offersCall.isFetching} data-testid="booking-offers-retry">
              {intl.formatMessage(m.retry)}
            </button>
          ) : null}
        </div>
      ) : null}
      {offersCall.isPending && hydrated ? <p className={styles.muted}>{intl.formatMessage(m.offersLoading)}</p> : null}
      {offers.length > 1 ? <OfferList offers={offers} selectedId={offerId} nights={stay?.nights ?? 1} productLabel={productLabel} onSelect={selectOffer} /> : null}
      {stay && activities === null && offerActivitiesCall.isPending ? <p className={styles.muted}>{intl.formatMessage(m.offerLoading)}</p> : null}
      {stay && activities === null && offerActivitiesCall.isError ? (
        <div className={styles.optionsError}>
          <p className={styles.error} role="alert" data-testid="booking-offer-error">
            {intl.formatMessage(m.offerError)}
          </p>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => void offerActivitiesCall.refetch()}
            disabled={offerActivitiesCall.isFetching}
            aria-busy={offerActivitiesCall.isFetching}
            data-testid="booking-offer-retry"
          >
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : null}
      {stay && !optionsError && activities && activities.length > 0 ? (
        <ActivityDates activities={activities} days={stayDays(stay)} choices={choices} missing={missing} onChoose={chooseDay} />
      ) : null}
      {stay && insuranceOffers.length > 0 ? <InsuranceList offers={insuranceOffers} checkin={stay.checkin} selectedId={insurance?.id ?? null} onSelect={setInsuranceId} /> : null}
      {stay && !quote && quoting ? <p className={styles.muted}>{intl.formatMessage(m.quoteLoading)}</p> : null}
      {problem ? (
        <p className={styles.error} role="alert" data-testid="booking-quote-error">
          {problem}
        </p>
      ) : null}
      <SuggestedStay outcome={outcome} onApply={setDates} />
      {/* QUOTE_FETCH_ERROR shows no message (part 2 §8), but the traveller can ask again. */}
      {quoteFailed ? (
        <button type="button" className={styles.secondaryButton} onClick={quoteCall.retry} disabled={quoteCall.retrying} aria-busy={quoteCall.retrying} data-testid="booking-quote-retry">
          {intl.formatMessage(m.retry)}
        </button>
      ) : null}
      {stay && quote && total !== null && cancellation ? (
        <>
          <QuoteSummary quote={quote} cancellation={cancellation} insuranceAmount={insurance?.sellPrice ?? 0} total={total} updating={quoting} showRoomsMessage={offers.length <= 1} />
          <Instalments
            locale={locale}
            total={total}
            checkin={stay.checkin}
            today={today}
            cancellationDeadline={policy?.cancellable ? policy.deadline : null}
            methods={eligibility.data?.paymentMethods ?? null}
          />
        </>
      ) : null}
      <div ref={bookAreaRef} className={styles.bookArea}>
        {book.error ? (
          <p className={styles.error} role="alert" data-testid="booking-init-error">
            {intl.formatMessage(m.initError)}
          </p>
        ) : null}
        <button
          type="button"
          className={styles.bookButton}
          onClick={stay ? book.onBook : openCalendar}
          disabled={book.busy || optionsError}
          aria-busy={book.busy}
          data-testid="book-button"
        >
          {intl.formatMessage(book.busy ? m.booking : stay ? m.book : m.stickyChooseDates)}
        </button>
      </div>
      {book.priceChange ? (
        <PriceUpdate
          change={book.priceChange}
          item={{ id: offerId, name: productLabel }}
          onContinue={book.acceptPriceChange}
          onBack={book.dismissPriceChange}
        />
      ) : null}
      <StickyBookingBar
        target={bookAreaRef}
        label={productLabel}
        price={<StickyPrice intl={intl} price={total ?? fromPrice} final={total !== null} />}
        actionLabel={intl.formatMessage(stay ? m.book : m.stickyChooseDates)}
        onAction={stay ? book.onBook : openCalendar}
        actionDisabled={optionsError}
      />
    </section>
  );
}
