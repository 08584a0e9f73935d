import { Shell } from '@/components/shell/shell';
import buttonStyles from '@/components/ui/button-link.module.css';
import { paymentMethodMessages } from '@/components/checkout/payment-method-messages';
import { InstalmentScheduleList } from '@/components/payment/instalment-schedule-list';
import { CHECK_AGAIN_NOTICES } from '@/domain/checkout/payment-notice';
import { formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { isGiftCheckout } from '@/domain/checkout/checkout-kind';
import { href } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { CheckoutMissing } from '../booking/checkout-missing';
import { longDay, ActivitiesSummary, ActivityVoucherSummary, CancellationSummary, PriceSummary, StaySummary } from '../booking/summary';
import { activityConfirmationMessages as av } from './activity-confirmation-messages';
import { VoucherBookingSummary } from '../beneficiary/voucher-booking-summary';
import { checkoutSubject } from './checkout-subject';
import { GiftConfirmation } from './gift-confirmation';
import { giftPaymentMessages as gm } from './gift-messages';
import { GiftDeliverySummary, GiftOrderSummary, GiftPriceSummary } from './gift-order-summary';
import { CheckoutPriceCheck, PaymentForm, PurchaseTracking } from './islands';
import { modificationPaymentMessages } from './modification-messages';
import { ModificationSummary } from './modification-summary';
import type { PaymentData } from './load';
import { paymentMessages as m, paymentNoticeMessages } from './messages';
import type { PaymentRoute } from './step-route';
import { subjectMessages } from './subject-messages';
import summaryStyles from '@/components/booking/checkout-summary.module.css';
import styles from './payment.module.css';

type Pay = Extract<PaymentData, { kind: 'pay' }>;
type Confirmed = Extract<PaymentData, { kind: 'confirmed' }>;

/** The tracked item: the stay or voucher's product; a gift order's box code, gift stay product or 'giftcard'. */
const itemOf = (checkout: Pay['checkout']) => ({
  id: giftItemId(checkout) ?? checkout.productId ?? 0,
  name: checkout.label ?? checkout.hotel?.label ?? String(giftItemId(checkout) ?? checkout.productId),
  priceCents: checkout.price.totalPrice,
  category: checkout.gift ? 'gift' : checkout.activity ? 'activity' : 'stay',
});

function giftItemId(checkout: Pay['checkout']): string | number | null {
  const { gift } = checkout;
  if (!gift) return null;
  if (gift.type === 'BOX') return gift.code;
  if (gift.type === 'GIFTCARD') return 'giftcard';
  return gift.productId;
}

function TravellerSummary({ data, locale }: { data: Pay; locale: PaymentRoute['locale'] }) {
  const intl = getIntl(locale);
  const traveller = data.checkout.traveller!;
  return (
    <section className={summaryStyles.card} aria-labelledby="payment-traveller" data-testid="payment-traveller">
      <h2 id="payment-traveller" className={summaryStyles.cardTitle}>
        {intl.formatMessage(data.checkout.gift ? gm.buyerTitle : m.travellerTitle)}
      </h2>
      <p className={summaryStyles.stayLabel}>
        {traveller.firstName} {traveller.lastName}
      </p>
      <p className={`${summaryStyles.muted} ${styles.contact}`}>
        {traveller.email} · {traveller.phone}
      </p>
      {data.checkout.modification ? null : (
        <p>
          <a href={data.bookingHref}>{intl.formatMessage(m.travellerEdit)}</a>
        </p>
      )}
    </section>
  );
}

function Notice({ data, locale }: { data: Pay; locale: PaymentRoute['locale'] }) {
  const intl = getIntl(locale);
  if (data.notice === null) return null;
  const words = subjectMessages[checkoutSubject(data.checkout)];
  return (
    <div className={styles.notice} role="alert" data-testid="payment-notice" data-notice={data.notice}>
      <p>{intl.formatMessage(data.notice === 'booking-failed' ? words.bookingFailed : paymentNoticeMessages[data.notice])}</p>
      {data.checkAgainHref && CHECK_AGAIN_NOTICES.has(data.notice) ? (
        <p>
          <a href={data.checkAgainHref} className={buttonStyles.primary} data-testid="payment-check-again">
            {intl.formatMessage(m.checkAgain)}
          </a>
        </p>
      ) : null}
      {data.notice === 'booking-failed' ? (
        <p>
          <a href={data.startHref}>{intl.formatMessage(words.backTo)}</a>
        </p>
      ) : null}
    </div>
  );
}

function PayStep({ data, route }: { data: Pay; route: PaymentRoute }) {
  const intl = getIntl(route.locale);
  const { checkout, choice } = data;
  const words = subjectMessages[checkoutSubject(checkout)];
  return (
    <>
      <div>
        <h1 className={summaryStyles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={summaryStyles.intro}>{intl.formatMessage(words.intro)}</p>
      </div>
      <Notice data={data} locale={route.locale} />
      {choice.noLongerBookable ? (
        <div className={styles.notice} role="alert" data-testid="payment-no-longer-bookable">
          <p>{intl.formatMessage(words.noLongerBookable)}</p>
          <p>
            <a href={data.startHref}>{intl.formatMessage(words.backTo)}</a>
          </p>
        </div>
      ) : null}
      <section className={summaryStyles.card} aria-labelledby="payment-methods" data-testid="payment-step">
        <h2 id="payment-methods" className={summaryStyles.cardTitle}>
          {intl.formatMessage(m.amountTitle)}: <span data-testid="payment-amount">{formatPrice(intl, checkout.price.remainingAmountToPay)}</span>
        </h2>
        <PaymentForm
          locale={route.locale}
          checkoutId={checkout.id}
          amount={checkout.price.remainingAmountToPay}
          methods={choice.methods}
          today={data.today}
          disabled={choice.priceUpdate !== null || choice.noLongerBookable}
        />
      </section>
      <TravellerSummary data={data} locale={route.locale} />
      {isGiftCheckout(checkout) ? (
        <>
          <GiftOrderSummary checkout={checkout} intl={intl} />
          <GiftDeliverySummary checkout={checkout} intl={intl} />
          <GiftPriceSummary checkout={checkout} intl={intl} />
        </>
      ) : null}
      <StaySummary checkout={checkout} intl={intl} />
      <ActivityVoucherSummary checkout={checkout} intl={intl} />
      <ActivitiesSummary activities={data.activities} intl={intl} />
      {checkout.modification ? <ModificationSummary checkout={checkout} intl={intl} /> : checkout.gift ? null : <PriceSummary price={checkout.price} intl={intl} activity={checkout.activity} />}
      {checkout.voucher ? <VoucherBookingSummary voucher={checkout.voucher} price={checkout.price} intl={intl} /> : null}
      <CancellationSummary checkout={checkout} intl={intl} />
      {choice.priceUpdate ? <CheckoutPriceCheck update={choice.priceUpdate} backHref={data.startHref} item={checkout.productId === null ? undefined : { id: checkout.productId, name: itemOf(checkout).name }} /> : null}
    </>
  );
}

/**
 * An activity voucher's order: for oneself, the voucher code and its validity; for a gift, that the
 * voucher is sent by e-mail to offer (part 2 §2 activity checkout, §9 validity 12 months).
 */
function ActivityVoucherConfirmation({ data, route }: { data: Confirmed; route: PaymentRoute }) {
  const intl = getIntl(route.locale);
  const { activity, booking, traveller } = data.checkout;
  if (activity === null) return null;
  const email = traveller?.email ?? '';
  if (activity.customType === 'GIFT') {
    return (
      <section className={summaryStyles.card} data-testid="confirmation-voucher-gift">
        <p>{intl.formatMessage(av.gift, { email })}</p>
      </section>
    );
  }
  return (
    <section className={summaryStyles.card} aria-labelledby="confirmation-voucher" data-testid="confirmation-voucher">
      <h2 id="confirmation-voucher" className={summaryStyles.cardTitle}>
        {intl.formatMessage(av.codeTitle)}
      </h2>
      {booking.voucherCode ? (
        <p className={styles.reference} data-testid="confirmation-voucher-code">
          {booking.voucherCode}
        </p>
      ) : null}
      {booking.validUntil ? (
        <p data-testid="confirmation-voucher-validity">{intl.formatMessage(av.validUntil, { months: activity.validityMonths, date: longDay(intl, booking.validUntil) })}</p>
      ) : null}
      <p>{intl.formatMessage(av.ownUse, { email })}</p>
    </section>
  );
}

function Confirmation({ data, route }: { data: Confirmed; route: PaymentRoute }) {
  const intl = getIntl(route.locale);
  const { checkout } = data;
  const { booking, traveller } = checkout;
  const email = traveller?.email ?? '';
  const activity = checkout.activity !== null;
  const gift = isGiftCheckout(checkout) ? checkout : null;
  // A change of dates says the booking was modified, and is no new purchase to track.
  const modification = checkout.modification ? modificationPaymentMessages : null;
  const title = modification ? modification.modifiedTitle : gift ? gm.confirmedTitle : activity ? av.title : m.confirmedTitle;
  return (
    <>
      <div className={styles.confirmed} data-testid="payment-confirmation" data-kind={checkout.kind}>
        <h1 className={summaryStyles.title}>{intl.formatMessage(title)}</h1>
        {email ? <p>{intl.formatMessage(modification ? modification.modifiedIntro : m.confirmedIntro, { email })}</p> : null}
        <p className={summaryStyles.muted}>{intl.formatMessage(gift ? gm.reference : m.confirmedReference)}</p>
        <p className={styles.reference} data-testid="confirmation-reference">
          {booking.reference}
        </p>
      </div>
      <section className={summaryStyles.card} aria-labelledby="confirmation-paid" data-testid="confirmation-paid">
        <h2 id="confirmation-paid" className={summaryStyles.cardTitle}>
          {intl.formatMessage(m.paidTitle)}
        </h2>
        <p data-testid="confirmation-paid-amount">
          {booking.paidAmount > 0 && booking.paymentMethod !== null
            ? intl.formatMessage(m.paidWith, { amount: formatPrice(intl, booking.paidAmount), method: intl.formatMessage(paymentMethodMessages[booking.paymentMethod]) })
            : intl.formatMessage(m.paidNothing)}
        </p>
        {data.schedule ? (
          <>
            <h3>{intl.formatMessage(m.scheduleTitle)}</h3>
            <InstalmentScheduleList intl={intl} schedule={data.schedule} today={data.today} data-testid="confirmation-schedule" />
          </>
        ) : null}
      </section>
      {gift ? (
        <>
          <GiftConfirmation checkout={{ ...gift, booking }} intl={intl} siteOrigin={data.siteOrigin} />
          <GiftOrderSummary checkout={gift} intl={intl} />
          <GiftPriceSummary checkout={gift} intl={intl} paid />
        </>
      ) : null}
      <ActivityVoucherConfirmation data={data} route={route} />
      <StaySummary checkout={checkout} intl={intl} />
      <ActivityVoucherSummary checkout={checkout} intl={intl} />
      <ActivitiesSummary activities={data.activities} intl={intl} />
      {modification ? <ModificationSummary checkout={checkout} intl={intl} /> : gift ? null : <PriceSummary price={checkout.price} intl={intl} activity={checkout.activity} />}
      {checkout.voucher ? <VoucherBookingSummary voucher={checkout.voucher} price={checkout.price} intl={intl} /> : null}
      <CancellationSummary checkout={checkout} intl={intl} />
      {data.lookupHref === null ? null : (
        <section className={summaryStyles.card} aria-labelledby="confirmation-next" data-testid="confirmation-next">
          <h2 id="confirmation-next" className={summaryStyles.cardTitle}>
            {intl.formatMessage(m.nextTitle)}
          </h2>
          <ul className={summaryStyles.list}>
            {email ? <li>{intl.formatMessage(m.nextEmail, { email })}</li> : null}
            <li>
              {intl.formatMessage(m.nextManage)}{' '}
              <a href={data.lookupHref} data-testid="confirmation-lookup">
                {intl.formatMessage(m.nextManageLink)}
              </a>
            </li>
            {checkout.price.localTaxTotalAmount ? <li>{intl.formatMessage(m.nextLocalTax, { amount: formatPrice(intl, checkout.price.localTaxTotalAmount) })}</li> : null}
            <li>{intl.formatMessage(m.nextHotel)}</li>
          </ul>
        </section>
      )}
      {modification ? null : <PurchaseTracking reference={booking.reference} paidCents={booking.paidAmount} item={itemOf(checkout)} />}
    </>
  );
}

function Unavailable({ data, route }: { data: Exclude<PaymentData, Pay | Confirmed>; route: PaymentRoute }) {
  const intl = getIntl(route.locale);
  if (data.kind === 'expired') {
    const words = subjectMessages[data.subject];
    return (
      <div className={summaryStyles.card} data-testid="payment-expired">
        <h1 className={summaryStyles.title}>{intl.formatMessage(words.expiredTitle)}</h1>
        <p>{intl.formatMessage(words.expiredBody)}</p>
        <div className={summaryStyles.actions}>
          <a href={data.startHref} className={buttonStyles.primary}>
            {intl.formatMessage(words.backTo)}
          </a>
        </div>
      </div>
    );
  }
  return <CheckoutMissing route={route} reason={data.reason} retryHref={data.retryHref} step="payment" />;
}

/**
 * The payment step and, once the checkout is booked, its confirmation (part 2 §2 payment route): a
 * simplified page whose back arrow returns to the booking step (to the home page once booked).
 */
export function PaymentView({ route, data, context }: { route: PaymentRoute; data: PaymentData; context: ScreenContext }) {
  const backHref = data.kind === 'pay' ? data.bookingHref : data.kind === 'expired' ? data.startHref : href.home(route.locale);
  return (
    <Shell route={route} context={context} variant="simplified" backHref={backHref}>
      <main id="main" className={summaryStyles.page} data-testid="payment-page">
        {data.kind === 'pay' ? <PayStep data={data} route={route} /> : data.kind === 'confirmed' ? <Confirmation data={data} route={route} /> : <Unavailable data={data} route={route} />}
      </main>
    </Shell>
  );
}
