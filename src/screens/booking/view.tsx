import { Shell } from '@/components/shell/shell';
import { getShellSettings } from '@/components/shell/settings';
import { telHref } from '@/components/shell/rules/support-phone';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import buttonStyles from '@/components/ui/button-link.module.css';
import type { ScreenContext } from '../screen-module';
import { CheckoutPriceCheck } from './islands';
import type { BookingData } from './load';
import { bookingMessages as m } from './messages';
import { ActivitiesSummary, CancellationSummary, InsuranceSummary, PriceSummary, StaySummary } from './summary';
import { VoucherBookingSummary } from '../beneficiary/voucher-booking-summary';
import styles from '@/components/booking/checkout-summary.module.css';

type Found = Extract<BookingData, { kind: 'found' }>;

/**
 * Payment is a later screen: the button is shown, disabled, with why and what to do instead
 * (call the travel agents with the booking reference), rather than a promise of a next step
 * that does not exist yet (docs/decisions.md).
 */
function PaymentSection({ data, locale }: { data: Found; locale: RouteOf<'booking'>['locale'] }) {
  const intl = getIntl(locale);
  const phone = getShellSettings().links.supportPhone[locale];
  return (
    <section className={`${styles.card} ${styles.payment}`} aria-labelledby="booking-payment" data-testid="booking-payment">
      <h2 id="booking-payment" className={styles.cardTitle}>
        {intl.formatMessage(m.paymentTitle)}
      </h2>
      <button type="button" className={styles.payButton} disabled aria-describedby="booking-payment-note">
        {intl.formatMessage(m.paymentContinue)}
      </button>
      <div id="booking-payment-note" className={styles.notice}>
        <p>{intl.formatMessage(m.paymentNotOpen)}</p>
        <p>
          {intl.formatMessage(m.paymentByPhone)}{' '}
          <a href={telHref(phone)} className={styles.phone} data-testid="booking-phone">
            {phone}
          </a>
        </p>
        <p className={styles.muted}>{intl.formatMessage(m.paymentHours)}</p>
      </div>
      <p className={styles.reference} data-testid="booking-reference">
        {intl.formatMessage(m.reference, { reference: data.checkout.bookingReference ?? data.checkout.id })}
      </p>
      {data.checkout.bookingReference ? (
        <p className={styles.reference} data-testid="booking-reference-later">
          {intl.formatMessage(m.referenceLater)}{' '}
          <a href={href.bookingLookup(locale, data.checkout.bookingReference)}>{intl.formatMessage(m.referenceLookup)}</a>
        </p>
      ) : null}
    </section>
  );
}

function Summary({ data, route }: { data: Found; route: RouteOf<'booking'> }) {
  const intl = getIntl(route.locale);
  const { checkout } = data;
  return (
    <>
      <div>
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      </div>
      {data.noLongerBookable ? (
        <div className={styles.notice} role="alert" data-testid="booking-no-longer-bookable">
          <p>{intl.formatMessage(m.noLongerBookable)}</p>
          <p>
            <a href={data.startHref}>{intl.formatMessage(m.noLongerBookableBack)}</a>
          </p>
        </div>
      ) : null}
      <StaySummary checkout={checkout} intl={intl} />
      <ActivitiesSummary activities={data.activities} intl={intl} />
      <InsuranceSummary checkout={checkout} intl={intl} />
      <PriceSummary price={checkout.price} intl={intl} />
      {checkout.voucher ? <VoucherBookingSummary voucher={checkout.voucher} intl={intl} /> : null}
      <CancellationSummary checkout={checkout} intl={intl} />
      <PaymentSection data={data} locale={route.locale} />
      {data.priceUpdate ? (
        <CheckoutPriceCheck update={data.priceUpdate} backHref={data.startHref} item={{ id: checkout.productId, name: checkout.label ?? checkout.hotel?.label ?? String(checkout.productId) }} />
      ) : null}
    </>
  );
}

/** No checkout to show: say so plainly, with the way on (never an error page). */
function Missing({ data, route }: { data: Extract<BookingData, { kind: 'missing' }>; route: RouteOf<'booking'> }) {
  const intl = getIntl(route.locale);
  const unavailable = data.reason === 'unavailable';
  return (
    <div className={styles.card} data-testid={unavailable ? 'booking-unavailable' : 'booking-missing'}>
      <h1 className={styles.title}>{intl.formatMessage(unavailable ? m.unavailableTitle : m.missingTitle)}</h1>
      <p>{intl.formatMessage(unavailable ? m.unavailableBody : m.missingBody)}</p>
      <div className={styles.actions}>
        {data.retryHref ? (
          <a href={data.retryHref} className={buttonStyles.primary}>
            {intl.formatMessage(m.retry)}
          </a>
        ) : null}
        <a href={href.home(route.locale)} className={unavailable ? undefined : buttonStyles.primary}>
          {intl.formatMessage(m.home)}
        </a>
      </div>
    </div>
  );
}

/**
 * The booking summary (part 2 §2 booking route, §4 "goes to the booking-flow checkout"): a
 * simplified page whose back arrow leads to the product page the booking started from, with its
 * dates and guests. Server-rendered from the checkout; the only island is the price update.
 */
export function BookingView({ route, data, context }: { route: RouteOf<'booking'>; data: BookingData; context: ScreenContext }) {
  return (
    <Shell route={route} context={context} variant="simplified" backHref={data.kind === 'found' ? data.startHref : href.home(route.locale)}>
      <main id="main" className={styles.page} data-testid="booking-page">
        {data.kind === 'found' ? <Summary data={data} route={route} /> : <Missing data={data} route={route} />}
      </main>
    </Shell>
  );
}
