import type { IntlShape } from 'react-intl';
import { deliveryFee } from '@/domain/product/gift-terms';
import type { GiftOrderType } from '@/domain/model/checkout';
import { formatPrice } from '@/i18n/format';
import { giftPriceLineMessages as m } from './gift-price-lines-messages';
import styles from '@/components/booking/checkout-summary.module.css';

export interface GiftPriceLinesInput {
  type: GiftOrderType;
  giftNights: number | null;
  sellPrice: number;
  shipping: number;
  subElementsPrice: number;
  availabilityUpsell: number;
  total: number;
}

/** The delivery fee as part 1 §9 shows it: '+amount', or free delivery. */
export function deliveryFeeText(intl: IntlShape, amountCents: number): string {
  const fee = deliveryFee(amountCents);
  return fee.kind === 'free' ? intl.formatMessage(m.freeDelivery) : intl.formatMessage(m.surcharge, { amount: formatPrice(intl, fee.amount) });
}

/**
 * A gift order's price lines (part 2 §9: sell price + shipping + options + availability upsell = the
 * total), one card for the booking step (live, while the buyer picks a country) and the payment step
 * (the API's figures; `paid` on the confirmation). `testIdPrefix` keeps each step's test ids.
 */
export function GiftPriceLines({ intl, lines, testIdPrefix, paid = false }: { intl: IntlShape; lines: GiftPriceLinesInput; testIdPrefix: 'booking' | 'payment'; paid?: boolean }) {
  const price = (cents: number) => formatPrice(intl, cents);
  const sellLabel =
    lines.type === 'BOX' ? intl.formatMessage(m.lineBox) : lines.type === 'GIFTCARD' ? intl.formatMessage(m.lineCard) : intl.formatMessage(m.lineStay, { nights: lines.giftNights ?? 1 });
  const titleId = `${testIdPrefix}-gift-price-title`;
  const ids = testIdPrefix === 'booking' ? { card: 'booking-price', total: 'booking-total' } : { card: 'payment-gift-price', total: 'payment-gift-total' };
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={ids.card}>
      <h2 id={titleId} className={styles.cardTitle}>
        {intl.formatMessage(m.priceTitle)}
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>{sellLabel}</dt>
          <dd data-testid={`${testIdPrefix}-gift-sell-price`}>{price(lines.sellPrice)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.lineDelivery)}</dt>
          <dd data-testid={`${testIdPrefix}-gift-shipping`}>{deliveryFeeText(intl, lines.shipping)}</dd>
        </div>
        {lines.subElementsPrice > 0 ? (
          <div>
            <dt>{intl.formatMessage(m.lineOptions)}</dt>
            <dd data-testid={`${testIdPrefix}-gift-options-price`}>{intl.formatMessage(m.surcharge, { amount: price(lines.subElementsPrice) })}</dd>
          </div>
        ) : null}
        {lines.availabilityUpsell > 0 ? (
          <div>
            <dt>{intl.formatMessage(m.lineUpsell)}</dt>
            <dd data-testid={`${testIdPrefix}-gift-upsell-price`}>{intl.formatMessage(m.surcharge, { amount: price(lines.availabilityUpsell) })}</dd>
          </div>
        ) : null}
        <div className={styles.totalLine}>
          <dt>{intl.formatMessage(paid ? m.totalPaid : m.total)}</dt>
          <dd data-testid={ids.total}>{price(lines.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
