import type { IntlShape } from 'react-intl/server';
import type { GiftCheckout } from '@/domain/checkout/checkout-kind';
import { GiftPriceLines } from '@/components/checkout/gift-price-lines';
import { longDay } from '../booking/summary';
import { giftBookingMessages as b } from '../gift-booking/messages';
import { giftPaymentMessages as m, giftTypeMessages } from './gift-messages';
import styles from '@/components/booking/checkout-summary.module.css';

const BUCKETS = { 1: b.bucketEssential, 2: b.bucketSerenity, 3: b.bucketLiberty } as const;

/**
 * What a gift order sells, on the payment step and its confirmation (contract §7): the gift (box,
 * gift stay or gift card) with its format, people, nights, dates' bucket, options and the sender's
 * words, then its price lines as the API priced them (part 2 §9: sell price + shipping + options +
 * availability upsell = total).
 */
export function GiftOrderSummary({ checkout, intl }: { checkout: GiftCheckout; intl: IntlShape }) {
  const { gift } = checkout;
  const { fromName, message } = gift.personalisation;
  return (
    <section className={styles.card} aria-labelledby="payment-gift" data-testid="payment-gift" data-gift-type={gift.type}>
      <h2 id="payment-gift" className={styles.cardTitle}>
        {intl.formatMessage(m.summaryTitle)}
      </h2>
      <p className={styles.stayLabel} data-testid="payment-gift-label">
        {intl.formatMessage(giftTypeMessages[gift.type])}
        {checkout.label ? ` · ${checkout.label}` : ''}
      </p>
      {checkout.hotel ? <p className={styles.muted}>{checkout.hotel.label}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage(m.format)}</dt>
          <dd data-testid="payment-gift-format">{intl.formatMessage(gift.giftFormat === 'physical' ? m.formatPhysical : m.formatDigital)}</dd>
        </div>
        {gift.people !== null ? (
          <div>
            <dt>{intl.formatMessage(m.peopleLabel)}</dt>
            <dd>{intl.formatMessage(m.people, { people: gift.people })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(m.validity)}</dt>
          <dd data-testid="payment-gift-validity">{intl.formatMessage(m.validityMonths, { months: gift.validityMonths })}</dd>
        </div>
        {gift.giftNights !== null ? (
          <div>
            <dt>{intl.formatMessage(b.nights)}</dt>
            <dd>{intl.formatMessage(b.nightsValue, { nights: gift.giftNights })}</dd>
          </div>
        ) : null}
        {gift.bucket !== null ? (
          <div>
            <dt>{intl.formatMessage(b.bucket)}</dt>
            <dd>{intl.formatMessage(BUCKETS[gift.bucket])}</dd>
          </div>
        ) : null}
        {gift.subElements.length > 0 ? (
          <div>
            <dt>{intl.formatMessage(m.options)}</dt>
            <dd data-testid="payment-gift-options">{intl.formatList(gift.subElements.map((option) => option.name))}</dd>
          </div>
        ) : null}
        {fromName ? (
          <div>
            <dt>{intl.formatMessage(m.voucherFrom)}</dt>
            <dd>{fromName}</dd>
          </div>
        ) : null}
        {message ? (
          <div>
            <dt>{intl.formatMessage(m.voucherMessage)}</dt>
            <dd>{message}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The gift's price lines as the API priced them (part 2 §9): the same card as the booking step's. */
export function GiftPriceSummary({ checkout, intl, paid = false }: { checkout: GiftCheckout; intl: IntlShape; paid?: boolean }) {
  const { gift } = checkout;
  const { amounts } = gift;
  return (
    <GiftPriceLines
      intl={intl}
      testIdPrefix="payment"
      paid={paid}
      lines={{ type: gift.type, giftNights: gift.giftNights, sellPrice: amounts.sellPrice, shipping: amounts.shippingCost, subElementsPrice: amounts.subElementsPrice, availabilityUpsell: amounts.availabilityUpsell, total: checkout.price.totalPrice }}
    />
  );
}

/** How the gift reaches its recipient: by e-mail (to whom, on which day) or by post (the address and the estimate). */
export function GiftDeliverySummary({ checkout, intl }: { checkout: GiftCheckout; intl: IntlShape }) {
  const { delivery } = checkout.gift;
  if (delivery === null) return null;
  return (
    <section className={styles.card} aria-labelledby="payment-gift-delivery" data-testid="payment-gift-delivery">
      <h2 id="payment-gift-delivery" className={styles.cardTitle}>
        {intl.formatMessage(m.deliveryTitle)}
      </h2>
      {delivery.kind === 'digital' ? (
        <p data-testid="payment-gift-send">
          {delivery.recipient === 'me' || delivery.recipientEmail === null
            ? intl.formatMessage(m.deliveryToMe, { email: checkout.traveller?.email ?? '', date: longDay(intl, delivery.sendOn) })
            : intl.formatMessage(m.deliveryByEmail, { recipient: recipientText(delivery.recipientName, delivery.recipientEmail), date: longDay(intl, delivery.sendOn) })}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{intl.formatMessage(m.deliveryAddress)}</p>
          <address data-testid="payment-gift-address">
            {delivery.address.firstName} {delivery.address.lastName}
            <br />
            {delivery.address.street}
            <br />
            {delivery.address.postalCode} {delivery.address.city}, {delivery.address.country}
          </address>
          <p data-testid="payment-gift-estimate">
            {intl.formatMessage(m.deliveryEstimate, { from: longDay(intl, delivery.estimate.from), to: longDay(intl, delivery.estimate.to) })}
          </p>
        </>
      )}
    </section>
  );
}

/** "Name (e-mail)" or the e-mail alone. */
export const recipientText = (name: string | null, email: string): string => (name ? `${name} (${email})` : email);
