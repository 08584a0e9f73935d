'use client';

import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DatesField } from '@/components/calendar/dates-field';
import { useAvailabilityPages } from '@/components/calendar/use-availability-pages';
import { QueryProvider } from '@/components/providers/query-provider';
import { useMounted } from '@/components/ui/use-mounted';
import { bffPost } from '@/bff/client';
import { sendClientLog } from '@/bff/client-log';
import { beneficiaryCheckoutContract, type BeneficiaryCheckoutRefusal } from '@/bff/contracts/beneficiary-checkout';
import { remainingAmountToPay, voucherCoverage } from '@/domain/beneficiary/redemption';
import type { VoucherType } from '@/domain/beneficiary/voucher';
import { bookingStayOf, stayDays, stayKeyOf } from '@/domain/booking/stay';
import type { DateSelection } from '@/domain/calendar';
import { GIFT_PARTY } from '@/domain/gift/gift-party';
import type { Pax } from '@/domain/guests/pax';
import type { Locale } from '@/domain/model/locale';
import { activitySelectionList, bookingCheck, chooseActivityDate, quoteDisplay, type ActivityDateChoice } from '@/domain/product';
import { formatPrice } from '@/i18n/format';
import { href } from '@/routing/href';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { useScreenType } from '@/state/screen-type';
import type { VoucherHome } from '../../beneficiary/voucher-home';
import { ActivityDates, type DatedActivity } from '../booking/activity-dates';
import { bookingMessages } from '../booking/messages';
import { quoteProblemText } from '../booking/quote-summary';
import { useProductQuote } from '../booking/use-booking-calls';
import { redemptionMessages as m } from './messages';
import { redeemCheckoutNightsLoader, redeemPageLoader } from './redeem-loader';
import { VoucherElsewhere } from './voucher-elsewhere';
import styles from '../booking/booking.module.css';
import own from './redemption.module.css';

/** Gift redemption prices the gift party, two adults (part 1 §7 packageCheckinPrices: adult=2, child=0, baby=0). */
const REDEMPTION_PAX: Pax = GIFT_PARTY;

export interface RedemptionVoucherView {
  /** The box's title (or its code when the box detail failed), or the gift stay's. */
  title: string;
  type: VoucherType;
  /** Cents: what the voucher pays. Display only: the server prices with the voucher it looks up. */
  value: number;
  /** A gift stay's own nights (the only stay length it books); null for a box voucher. */
  nights: number | null;
  /** What the voucher is for (its stay, or its box's stays list): where init-checkout's 'not for this product' leads. */
  home: VoucherHome;
}

export interface RedemptionIslandProps {
  locale: Locale;
  productId: number;
  voucher: RedemptionVoucherView;
  datedActivities: readonly DatedActivity[];
  /** Leaves for the booking page (the browser's navigation; tests observe it). */
  navigate?(path: string): void;
}

/**
 * The product page in redemption mode (part 1 §3, §4, §7): the redeem calendar with the voucher's
 * value as giftPrice marks each day Included or +supplement, the chosen stay is quoted, and the
 * BENEFICIARY price shows what remains to pay; Book makes the checkout with the voucher (the
 * server reads it from its cookie) and hands off to the booking summary.
 */
export function RedemptionIsland(props: RedemptionIslandProps) {
  return (
    <QueryProvider>
      <RedemptionPanel {...props} />
    </QueryProvider>
  );
}

function RedemptionPanel({ locale, productId, voucher, datedActivities, navigate }: RedemptionIslandProps) {
  const intl = useIntl();
  const hash = hotelHashStore.useHashValue();
  const hydrated = hotelHashStore.useHashHydrated();
  const screen = useScreenType();
  const mounted = useMounted();
  const now = useMemo(() => (mounted ? new Date() : null), [mounted]);
  const stay = useMemo(() => bookingStayOf(hash), [hash]);
  const dates: DateSelection = { checkin: stay?.checkin ?? hash.checkin ?? null, checkout: stay?.checkout ?? null };

  const stayKey = stayKeyOf(stay);
  const [chosen, setChosen] = useState<{ stayKey: string; choices: ActivityDateChoice[] }>({ stayKey: '', choices: [] });
  const choices = chosen.stayKey === stayKey ? chosen.choices : [];
  const [missing, setMissing] = useState<number[]>([]);
  const selectionList = activitySelectionList(choices);

  const availability = useAvailabilityPages({
    locale,
    load: useMemo(() => redeemPageLoader(locale, productId), [locale, productId]),
    device: screen === 'desktop' ? 'desktop' : 'mobile',
    now,
    resetKey: screen,
  });
  const giftNights = voucher.nights;
  // A gift stay is for its own nights: the redeem calendar lists only the days such a stay starts on.
  // A box voucher's stay ends on a night count the product's own offer takes (the one it books).
  const loadCheckoutNights = useMemo(
    () => (giftNights !== null ? async () => ({ min: giftNights, max: giftNights }) : redeemCheckoutNightsLoader(locale, productId)),
    [locale, productId, giftNights],
  );
  const setDates = useCallback((next: DateSelection) => {
    hotelHashStore.set((current) => ({ ...current, checkin: next.checkin ?? undefined, checkout: next.checkin ? (next.checkout ?? undefined) : undefined, night: undefined }));
  }, []);

  const quoteCall = useProductQuote({ locale, offerId: productId, stay: hydrated ? stay : null, pax: REDEMPTION_PAX, activitySelectionList: selectionList });
  const outcome = stay ? quoteCall.outcome : null;
  const display = outcome ? quoteDisplay(outcome) : null;
  const quote = outcome?.status === 'quoted' ? outcome.quote : null;
  const problem = display ? quoteProblemText(intl, display) : null;
  const remaining = quote ? remainingAmountToPay(quote.sellPrice, voucher.value) : null;
  const [refusal, setRefusal] = useState<BeneficiaryCheckoutRefusal | null>(null);

  const [busy, setBusy] = useState(false);
  const [bookError, setBookError] = useState(false);
  const onBook = async () => {
    if (busy || stay === null) return;
    const activities = datedActivities.map((activity) => ({ activityId: activity.activityId, singleDay: true }));
    const check = bookingCheck({ activities, choices, quote: outcome });
    if (check.kind === 'missingActivityDates') {
      setMissing(check.activityIds);
      document.querySelector<HTMLElement>(`[data-testid="booking-activity-${check.activityIds[0]}"] button`)?.focus();
      return;
    }
    if (check.kind === 'priceError' || quote === null) {
      void sendClientLog(`Redemption stopped on product ${productId}: no price for the stay`, locale);
      return;
    }
    setBusy(true);
    setBookError(false);
    try {
      const answer = await bffPost(beneficiaryCheckoutContract, { locale, productId, checkin: stay.checkin, checkout: stay.checkout, activitySelectionList: selectionList });
      if (answer.outcome === 'refused') {
        setRefusal(answer.reason);
        setBusy(false);
        return;
      }
      (navigate ?? ((path: string) => window.location.assign(path)))(answer.bookingPath);
    } catch {
      setBookError(true);
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="redemption-title" data-testid="redemption-panel" data-hydrated={hydrated ? 'true' : undefined}>
      <h2 id="redemption-title" className={styles.title}>
        {intl.formatMessage(m.title, { type: voucher.type })}
      </h2>
      <p className={styles.muted} data-testid="redemption-voucher">
        {intl.formatMessage(m.voucher, { box: voucher.title, value: formatPrice(intl, voucher.value) })}
      </p>
      <div className={styles.criteria}>
        <DatesField
          id={`redemption-dates-${productId}`}
          locale={locale}
          value={dates}
          onChange={setDates}
          presentation={screen === 'desktop' ? 'popover' : 'modal'}
          error={display?.kind === 'dateProblem' ? problem : null}
          calendar={{ ...availability, loadCheckoutNights, giftValue: voucher.value, stayLength: giftNights, modalLayout: 'month' }}
        />
      </div>
      {stay === null ? (
        <p className={styles.muted} data-testid="redemption-before-dates">
          {giftNights !== null ? `${intl.formatMessage(m.stayLength, { nights: giftNights })} ` : null}
          {intl.formatMessage(m.beforeDates, { value: formatPrice(intl, voucher.value) })}
        </p>
      ) : null}
      {stay && datedActivities.length > 0 ? (
        <ActivityDates
          activities={datedActivities}
          days={stayDays(stay)}
          choices={choices}
          missing={missing}
          onChoose={(choice) => {
            setChosen({ stayKey, choices: chooseActivityDate(choices, choice) });
            setMissing((current) => current.filter((id) => id !== choice.activityId));
          }}
        />
      ) : null}
      {stay && !quote && quoteCall.updating ? <p className={styles.muted}>{intl.formatMessage(m.quoteLoading)}</p> : null}
      {problem && display?.kind !== 'dateProblem' ? (
        <p className={styles.error} role="alert" data-testid="redemption-quote-error">
          {problem}
        </p>
      ) : null}
      {/* QUOTE_FETCH_ERROR shows no message (part 2 §8), but the beneficiary can ask again. */}
      {display?.kind === 'fetchError' ? (
        <button type="button" className={styles.secondaryButton} onClick={quoteCall.retry} disabled={quoteCall.retrying} aria-busy={quoteCall.retrying} data-testid="redemption-quote-retry">
          {intl.formatMessage(bookingMessages.retry)}
        </button>
      ) : null}
      {quote && remaining !== null ? (
        <dl className={own.summary} data-testid="redemption-summary" data-price-type="BENEFICIARY" aria-busy={quoteCall.updating}>
          <div className={own.line}>
            <dt>{intl.formatMessage(m.stayPrice)}</dt>
            <dd>{formatPrice(intl, quote.sellPrice)}</dd>
          </div>
          <div className={own.line}>
            <dt>{intl.formatMessage(m.covered)}</dt>
            <dd data-testid="redemption-covered">{`-${formatPrice(intl, voucherCoverage(quote.sellPrice, voucher.value))}`}</dd>
          </div>
          <div className={own.total}>
            <dt>{intl.formatMessage(m.leftToPay)}</dt>
            <dd data-testid="redemption-remaining">{formatPrice(intl, remaining)}</dd>
          </div>
          {remaining === 0 ? <dd className={own.note}>{intl.formatMessage(m.nothingToPay)}</dd> : null}
        </dl>
      ) : null}
      <div className={styles.bookArea}>
        {refusal === 'otherProduct' ? (
          // The API knows the voucher is not for this stay: the page's own notice, never an error.
          <div role="alert" data-testid="redemption-refused" data-reason={refusal}>
            <VoucherElsewhere home={voucher.home} intl={intl} />
          </div>
        ) : refusal ? (
          <div role="alert" data-testid="redemption-refused" data-reason={refusal}>
            <p className={styles.error}>{intl.formatMessage(refusal === 'used' ? m.used : refusal === 'expired' ? m.expired : m.codeAgain)}</p>
            <a className={own.link} href={href.beneficiaryLoginPage(locale)}>
              {intl.formatMessage(m.enterCode)}
            </a>
          </div>
        ) : null}
        {bookError ? (
          <p className={styles.error} role="alert" data-testid="redemption-book-error">
            {intl.formatMessage(m.bookError)}
          </p>
        ) : null}
        <button
          type="button"
          className={styles.bookButton}
          onClick={() => (stay ? void onBook() : document.getElementById(`redemption-dates-${productId}`)?.click())}
          disabled={busy || refusal !== null}
          aria-busy={busy}
          data-testid="redemption-book"
        >
          {intl.formatMessage(busy ? m.booking : m.book)}
        </button>
      </div>
    </section>
  );
}
