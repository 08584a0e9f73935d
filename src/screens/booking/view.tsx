import { Shell } from '@/components/shell/shell';
import { getIntl } from '@/i18n/server';
import { emptyTravellerForm, TRAVELLER_COUNTRIES, travellerFormOf } from '@/domain/checkout/traveller-details';
import { languageTag, pointOfSale, type Locale } from '@/domain/model/locale';
import { href, type RouteOf } from '@/routing';
import { checkoutStepHref } from '@/routing/checkout-steps';
import { isGiftCheckout, type GiftCheckout } from '@/domain/checkout/checkout-kind';
import { giftDeliveryFormOf } from '@/domain/gift/gift-delivery';
import { CheckoutMissing } from './checkout-missing';
import { GiftSummary } from './gift-summary';
import { giftOrderHeading, giftStepMessages } from './gift-step-messages';
import type { GiftStepData } from './gift-step.server';
import buttonStyles from '@/components/ui/button-link.module.css';
import type { ScreenContext } from '../screen-module';
import { PriceAdjustments } from './islands';
import { CheckoutPriceCheck, TravellerForm } from './islands';
import type { BookingData } from './load';
import { bookingMessages as m } from './messages';
import { activityVoucherMessages } from './activity-voucher-messages';
import { activityConfirmationMessages } from '../payment/activity-confirmation-messages';
import { ActivitiesSummary, ActivityVoucherSummary, CancellationSummary, InsuranceSummary, PriceSummary, StaySummary } from './summary';
import { VoucherBookingSummary } from '../beneficiary/voucher-booking-summary';
import styles from '@/components/booking/checkout-summary.module.css';
import { paymentMessages } from '../payment/messages';
// The stylesheets of what the server draws in the price choices' place: their chunk, and the CSS that comes
// with it, loads on intent (./islands.tsx). Imported here, on the server, they come with the page and add no
// script. The e2e spec server-html-styles checks that every class of a page's server HTML is styled.
import '@/components/ui/button.module.css';
import '@/components/ui/form-controls.module.css';
import '../product/booking/booking.module.css';
import './price-adjustments.module.css';

type Found = Extract<BookingData, { kind: 'found' }>;
type BookingRoute = RouteOf<'booking' | 'box-booking'>;

/** The countries of the form, named in the site's language on the server (the island hydrates the same names). */
function countryOptions(locale: Locale): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([languageTag(locale)], { type: 'region' });
  return TRAVELLER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
}

/** The booking reference, and the lookup that finds the booking with it later. */
function ReferenceNote({ data, locale }: { data: Found; locale: Locale }) {
  const intl = getIntl(locale);
  return (
    <div className={styles.payment}>
      <p className={styles.reference} data-testid="booking-reference">
        {intl.formatMessage(data.gift === null ? m.reference : giftStepMessages.orderReference, { reference: data.checkout.bookingReference ?? data.checkout.id })}
      </p>
      {/* The lookup finds stays: an activity voucher's or a gift's order is found by its e-mail. */}
      {data.checkout.bookingReference && data.checkout.activity === null && data.gift === null ? (
        <p className={styles.reference} data-testid="booking-reference-later">
          {intl.formatMessage(m.referenceLater)}{' '}
          <a href={href.bookingLookup(locale, data.checkout.bookingReference)}>{intl.formatMessage(m.referenceLookup)}</a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Who travels, then 'Continue to payment' (the traveller form island). A booked checkout asks
 * nothing more: the payment step shows its confirmation (a link, not a redirect: docs/decisions.md).
 * A stay that can no longer be booked shows no form (the notice above leads back to the stay).
 */
function DetailsSection({ data, locale }: { data: Found; locale: Locale }) {
  const intl = getIntl(locale);
  const { checkout } = data;
  if (checkout.status === 'BOOKED' || checkout.booking) {
    return (
      <section className={`${styles.card} ${styles.payment}`} aria-labelledby="booking-booked" data-testid="booking-booked">
        <h2 id="booking-booked" className={styles.cardTitle}>
          {intl.formatMessage(checkout.activity ? activityConfirmationMessages.title : m.bookedTitle)}
        </h2>
        <a href={checkoutStepHref(locale, 'payment', checkout)} className={buttonStyles.primary}>
          {intl.formatMessage(m.bookedLink)}
        </a>
        <ReferenceNote data={data} locale={locale} />
      </section>
    );
  }
  if (data.noLongerBookable) return <ReferenceNote data={data} locale={locale} />;
  const region = pointOfSale(locale);
  return (
    <>
      <TravellerForm
        locale={locale}
        checkoutId={checkout.id}
        initial={checkout.traveller ? travellerFormOf(checkout.traveller) : emptyTravellerForm(region)}
        countries={countryOptions(locale)}
        startHref={data.startHref}
        gift={data.gift && isGiftCheckout(checkout) ? giftFormSetup(checkout, data.gift, data.today, locale) : undefined}
      />
      <ReferenceNote data={data} locale={locale} />
    </>
  );
}

/** What the form needs of a gift order: its format, today, the shipping table, the API's price lines, what the delivery holds. */
function giftFormSetup(checkout: GiftCheckout, step: GiftStepData, today: string, locale: Locale) {
  const { gift } = checkout;
  const saved = gift.delivery?.kind === 'physical' ? { kind: 'physical' as const, address: gift.delivery.address } : gift.delivery;
  return {
    type: gift.type,
    format: gift.giftFormat,
    today,
    shippingCosts: step.shippingCosts,
    pricedCountry: gift.delivery?.kind === 'physical' ? gift.delivery.address.country : pointOfSale(locale),
    amounts: gift.amounts,
    totalPrice: checkout.price.totalPrice,
    giftNights: gift.giftNights,
    backHref: step.backHref,
    delivery: giftDeliveryFormOf(saved, today, pointOfSale(locale)),
  };
}

/** A gift order: the gift, then the buyer's details and the delivery with the price lines (no insurance, promo code nor gift card: contract §7). */
function GiftOrder({ data, checkout, step, route }: { data: Found; checkout: GiftCheckout; step: GiftStepData; route: BookingRoute }) {
  const intl = getIntl(route.locale);
  return (
    <>
      <div>
        <h1 className={styles.title} data-testid="booking-heading">
          {intl.formatMessage(giftOrderHeading(checkout.gift.type))}
        </h1>
        <p className={styles.intro}>{intl.formatMessage(giftStepMessages.intro)}</p>
      </div>
      <GiftSummary checkout={checkout} step={step} intl={intl} />
      <DetailsSection data={data} locale={route.locale} />
    </>
  );
}

function Summary({ data, route }: { data: Found; route: BookingRoute }) {
  const intl = getIntl(route.locale);
  const { checkout } = data;
  if (data.gift && isGiftCheckout(checkout)) return <GiftOrder data={data} checkout={checkout} step={data.gift} route={route} />;
  // An activity voucher's order: its own summary, texts and way back instead of the stay's.
  const activity = checkout.activity !== null;
  return (
    <>
      <div>
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(activity ? activityVoucherMessages.intro : m.intro)}</p>
      </div>
      {data.noLongerBookable ? (
        <div className={styles.notice} role="alert" data-testid="booking-no-longer-bookable">
          <p>{intl.formatMessage(activity ? activityVoucherMessages.noLongerSold : m.noLongerBookable)}</p>
          <p>
            <a href={data.startHref}>{intl.formatMessage(activity ? activityVoucherMessages.backToOrder : m.noLongerBookableBack)}</a>
          </p>
        </div>
      ) : null}
      <StaySummary checkout={checkout} intl={intl} />
      <ActivityVoucherSummary checkout={checkout} intl={intl} />
      <ActivitiesSummary activities={data.activities} intl={intl} />
      {/* The cover is chosen in the list below when its offers could be read; the summary says which one otherwise. */}
      {activity || data.insuranceOffers.length > 0 ? null : <InsuranceSummary checkout={checkout} intl={intl} />}
      <PriceAdjustments checkoutId={checkout.id} checkin={checkout.reservation?.checkin ?? null} insuranceOffers={data.insuranceOffers} insuranceId={checkout.insurance?.id ?? null} promoCode={checkout.promoCode} giftcards={checkout.price.giftcards} />
      <PriceSummary price={checkout.price} intl={intl} promoCode={checkout.promoCode} voucher={checkout.voucher} activity={checkout.activity} />
      {checkout.voucher ? <VoucherBookingSummary voucher={checkout.voucher} price={checkout.price} intl={intl} /> : null}
      <CancellationSummary checkout={checkout} intl={intl} />
      <DetailsSection data={data} locale={route.locale} />
      {data.priceUpdate ? (
        <CheckoutPriceCheck update={data.priceUpdate} backHref={data.startHref} item={checkout.productId === null ? undefined : { id: checkout.productId, name: checkout.label ?? checkout.hotel?.label ?? String(checkout.productId) }} />
      ) : null}
    </>
  );
}

/** Too old to book: say so (nothing was charged) and lead back to the stay, as the payment step does. */
function Expired({ data, route }: { data: Extract<BookingData, { kind: 'expired' }>; route: BookingRoute }) {
  const intl = getIntl(route.locale);
  return (
    <div className={styles.card} data-testid="booking-expired">
      <h1 className={styles.title}>{intl.formatMessage(paymentMessages.expiredTitle)}</h1>
      <p>{intl.formatMessage(data.gift ? giftStepMessages.expiredBody : paymentMessages.expiredBody)}</p>
      <div className={styles.actions}>
        <a href={data.startHref} className={buttonStyles.primary}>
          {intl.formatMessage(data.gift ? giftStepMessages.backToGift : paymentMessages.backToStay)}
        </a>
      </div>
    </div>
  );
}

/**
 * The booking summary (part 2 §2 booking route, §4 "goes to the booking-flow checkout"): a
 * simplified page whose back arrow leads to the product page the booking started from, with its
 * dates and guests. Server-rendered from the checkout; the islands are the traveller form and the price update.
 */
export function BookingView({ route, data, context }: { route: BookingRoute; data: BookingData; context: ScreenContext }) {
  return (
    <Shell route={route} context={context} variant="simplified" backHref={data.kind === 'missing' ? href.home(route.locale) : data.startHref}>
      <main id="main" className={styles.page} data-testid="booking-page">
        {data.kind === 'found' ? <Summary data={data} route={route} /> : data.kind === 'expired' ? <Expired data={data} route={route} /> : <CheckoutMissing route={route} reason={data.reason} retryHref={data.retryHref} step="booking" />}
      </main>
    </Shell>
  );
}
