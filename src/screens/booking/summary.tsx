import type { IntlShape } from 'react-intl/server';
import { cancellationTermsTexts } from '@/components/cancellation-terms/cancellation-text';
import { cancellationTermsMessages } from '@/components/cancellation-terms/messages';
import { bookingCancellationTerms } from '@/domain/booking/cancellation-terms';
import { checkoutVoucherCoverage } from '@/domain/beneficiary/redemption';
import { hasPromoBadge } from '@/domain/cards/promo';
import type { Checkout } from '@/domain/model/checkout';
import { formatDay, formatPrice } from '@/i18n/format';
import { activityVoucherMessages as v } from './activity-voucher-messages';
import type { BookedActivity } from './load';
import { bookingMessages as m } from './messages';
import { priceReductionMessages as r } from './price-reduction-messages';
import styles from '@/components/booking/checkout-summary.module.css';

/**
 * The pieces of the booking summary, server-rendered from the checkout as the API keeps it: the
 * stay, the activity days, the insurance, the price lines and the cancellation conditions. Days
 * are hotel days (ISO, no time): formatted at noon UTC so no time zone moves them.
 */
export const longDay = (intl: IntlShape, day: string) => formatDay(intl, day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "2 adults, 1 child and 1 baby": the kinds present, in the site's list style. */
export function guestsText(intl: IntlShape, reservation: NonNullable<Checkout['reservation']>): string {
  const parts = [intl.formatMessage(m.adults, { count: reservation.adult })];
  if (reservation.child > 0) parts.push(intl.formatMessage(m.children, { count: reservation.child }));
  if (reservation.baby > 0) parts.push(intl.formatMessage(m.babies, { count: reservation.baby }));
  return intl.formatList(parts, { type: 'conjunction' });
}

export function StaySummary({ checkout, intl }: { checkout: Checkout; intl: IntlShape }) {
  const { reservation } = checkout;
  if (reservation === null) return null;
  return (
    <section className={styles.card} aria-labelledby="booking-stay" data-testid="booking-stay">
      <h2 id="booking-stay" className={styles.cardTitle}>
        {intl.formatMessage(m.stayTitle)}
      </h2>
      {checkout.label ? <p className={styles.stayLabel}>{checkout.label}</p> : null}
      {checkout.hotel ? <p className={styles.muted}>{checkout.hotel.label}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage(m.checkin)}</dt>
          <dd data-testid="booking-checkin">
            <time dateTime={reservation.checkin}>{longDay(intl, reservation.checkin)}</time>
          </dd>
        </div>
        {reservation.checkout ? (
          <div>
            <dt>{intl.formatMessage(m.checkout)}</dt>
            <dd data-testid="booking-checkout">
              <time dateTime={reservation.checkout}>{longDay(intl, reservation.checkout)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(m.length)}</dt>
          <dd data-testid="booking-nights">{intl.formatMessage(m.nights, { nights: reservation.nights })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.guests)}</dt>
          <dd data-testid="booking-guests">{guestsText(intl, reservation)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * An activity voucher's order instead of a stay (part 2 §2 activity checkout): the voucher, its
 * participants, for oneself or to offer, and its validity (12 months, part 2 §9): from purchase
 * until bought, then until its last day.
 */
export function ActivityVoucherSummary({ checkout, intl }: { checkout: Checkout; intl: IntlShape }) {
  const { activity } = checkout;
  if (activity === null) return null;
  const validUntil = checkout.booking?.validUntil ?? null;
  return (
    <section className={styles.card} aria-labelledby="booking-activity-voucher" data-testid="booking-activity-voucher">
      <h2 id="booking-activity-voucher" className={styles.cardTitle}>
        {intl.formatMessage(v.title)}
      </h2>
      <p className={styles.stayLabel} data-testid="booking-activity-label">
        {activity.label}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage(v.participants)}</dt>
          <dd data-testid="booking-activity-participants">{intl.formatMessage(v.participantCount, { count: activity.participants })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(v.purpose)}</dt>
          <dd data-testid="booking-activity-purpose" data-own-use={activity.customType === 'OWN_USE'}>
            {intl.formatMessage(activity.customType === 'OWN_USE' ? v.ownUse : v.gift)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(v.validity)}</dt>
          <dd data-testid="booking-activity-validity">
            {validUntil ? (
              <time dateTime={validUntil}>{intl.formatMessage(v.validUntil, { date: longDay(intl, validUntil) })}</time>
            ) : (
              intl.formatMessage(v.validityMonths, { months: activity.validityMonths })
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function ActivitiesSummary({ activities, intl }: { activities: readonly BookedActivity[]; intl: IntlShape }) {
  if (activities.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="booking-activities" data-testid="booking-activities">
      <h2 id="booking-activities" className={styles.cardTitle}>
        {intl.formatMessage(m.activitiesTitle)}
      </h2>
      <ul className={styles.list}>
        {activities.map((activity) => (
          <li key={activity.activityId} data-date={activity.date}>
            {intl.formatMessage(m.activityDay, { activity: activity.title ?? intl.formatMessage(m.activityUnnamed), date: longDay(intl, activity.date) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function InsuranceSummary({ checkout, intl }: { checkout: Checkout; intl: IntlShape }) {
  const { insurance } = checkout;
  const paid = insurance !== null && insurance.sellPrice > 0;
  return (
    <section className={styles.card} aria-labelledby="booking-insurance" data-testid="booking-insurance">
      <h2 id="booking-insurance" className={styles.cardTitle}>
        {intl.formatMessage(m.insuranceTitle)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage(paid ? m.insuranceCancellation : m.insuranceIncluded)}</dt>
          <dd>{paid ? formatPrice(intl, insurance.sellPrice) : intl.formatMessage(m.priceIncluded)}</dd>
        </div>
      </dl>
      {insurance?.cancellationPolicy?.message ? <p className={styles.muted}>{insurance.cancellationPolicy.message}</p> : null}
    </section>
  );
}

/**
 * The price lines (part 1 §3 Price). With reductions (a promo code, gift cards, a beneficiary's
 * voucher) the total price comes first, then what each takes off, then 'Total to pay': the API's
 * remainingAmountToPay, the one figure the payment step charges; without any, 'Total to pay' alone.
 */
export function PriceSummary({
  price,
  intl,
  promoCode = null,
  voucher = null,
  activity = null,
}: {
  price: Checkout['price'];
  intl: IntlShape;
  promoCode?: Checkout['promoCode'];
  voucher?: Checkout['voucher'];
  /** An activity voucher's order: its line instead of the stay's, and no insurance line. */
  activity?: Checkout['activity'];
}) {
  const reduced = price.refPrice !== null && price.refPrice > price.sellPrice;
  const reductions = price.promoCodeReductionAmount > 0 || price.giftcards.length > 0 || voucher !== null;
  const minus = (amount: number) => intl.formatMessage(r.reduction, { amount: formatPrice(intl, amount) });
  return (
    <section className={styles.card} aria-labelledby="booking-price" data-testid="booking-price">
      <h2 id="booking-price" className={styles.cardTitle}>
        {intl.formatMessage(m.priceTitle)}
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>{activity ? intl.formatMessage(v.priceLine, { count: activity.participants }) : intl.formatMessage(m.priceStay, { nights: price.nights, rooms: price.nbRooms })}</dt>
          <dd data-testid="booking-stay-price">
            {reduced ? <span className={styles.refPrice}>{intl.formatMessage(m.priceRef, { price: formatPrice(intl, price.refPrice!) })}</span> : null}
            {hasPromoBadge(price.promo) ? <span className={styles.promo}>{intl.formatMessage(m.pricePromo, { promo: price.promo })}</span> : null}{' '}
            {formatPrice(intl, price.sellPrice)}
          </dd>
        </div>
        {activity ? null : (
          <div>
            <dt>{intl.formatMessage(m.priceInsurance)}</dt>
            <dd data-testid="booking-insurance-price">{price.insuranceAmount > 0 ? formatPrice(intl, price.insuranceAmount) : intl.formatMessage(m.priceIncluded)}</dd>
          </div>
        )}
        {reductions ? (
          <>
            <div>
              <dt>{intl.formatMessage(r.totalPrice)}</dt>
              <dd data-testid="booking-total">{formatPrice(intl, price.totalPrice)}</dd>
            </div>
            {price.promoCodeReductionAmount > 0 ? (
              <div>
                <dt>{intl.formatMessage(r.promoCode, { code: promoCode?.code ?? '' })}</dt>
                <dd data-testid="booking-promo-reduction">{minus(price.promoCodeReductionAmount)}</dd>
              </div>
            ) : null}
            {price.giftcards.map((card) => (
              <div key={card.serialNumber}>
                <dt>{intl.formatMessage(r.giftcard, { serial: card.serialNumber })}</dt>
                <dd data-testid="booking-giftcard-used">{minus(card.usedAmount)}</dd>
              </div>
            ))}
            {voucher ? (
              <div>
                <dt>{intl.formatMessage(r.voucher, { code: voucher.code })}</dt>
                <dd data-testid="booking-voucher-reduction">{minus(checkoutVoucherCoverage(price, voucher.value))}</dd>
              </div>
            ) : null}
            <div className={styles.totalLine}>
              <dt>{intl.formatMessage(m.priceTotal)}</dt>
              <dd data-testid="booking-to-pay">{formatPrice(intl, price.remainingAmountToPay)}</dd>
            </div>
          </>
        ) : (
          <div className={styles.totalLine}>
            <dt>{intl.formatMessage(m.priceTotal)}</dt>
            <dd data-testid="booking-total">{formatPrice(intl, price.remainingAmountToPay)}</dd>
          </div>
        )}
      </dl>
      {reduced && price.moneySaved > 0 ? (
        <p className={styles.saved} data-testid="booking-saved">
          {intl.formatMessage(m.priceSaved, { amount: formatPrice(intl, price.moneySaved) })}
        </p>
      ) : null}
      {price.localTaxTotalAmount ? (
        <p className={styles.muted} data-testid="booking-local-tax">
          {intl.formatMessage(m.localTax, { amount: formatPrice(intl, price.localTaxTotalAmount) })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The cancellation terms of the cover the traveller pays for (the chosen insurance's policy, else
 * the stay's), in the words the product page used (src/domain/booking/cancellation-terms.ts).
 */
export function CancellationSummary({ checkout, intl }: { checkout: Checkout; intl: IntlShape }) {
  // An activity voucher has no stay to cancel: its validity is in its own summary.
  if (checkout.reservation === null) return null;
  const cancellation = bookingCancellationTerms({ checkin: checkout.reservation.checkin, policy: checkout.cancellationPolicy, cover: checkout.insurance });
  const texts = cancellationTermsTexts(intl, cancellation);
  return (
    <section className={styles.card} aria-labelledby="booking-cancellation" data-testid="booking-cancellation">
      <h2 id="booking-cancellation" className={styles.cardTitle}>
        {intl.formatMessage(cancellationTermsMessages.title)}
      </h2>
      {cancellation.terms.length > 0 ? (
        <ul className={styles.list}>
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : (
        <p>{texts[0]}</p>
      )}
    </section>
  );
}
