'use client';

import { useIntl } from 'react-intl';
import { formatPrice } from '@/i18n/format';
import type { GiftFormSetup } from './booking-form-values';
import { previewGiftPrice, type GiftPriced } from './gift-price-preview';
import { giftFormMessages as m } from './gift-order-messages';
import styles from '@/components/booking/checkout-summary.module.css';

/**
 * A gift order's price lines (part 2 §9: sell price + shipping + options + availability upsell):
 * the API's, and while the buyer picks another country of delivery, that country's shipping and the
 * total by the same rule (previewGiftPrice).
 */
export function GiftPriceCard({ setup, priced, country }: { setup: GiftFormSetup; priced: GiftPriced; country: string }) {
  const intl = useIntl();
  const { amounts } = setup;
  const { shipping, total } = previewGiftPrice(setup, priced, country);
  const price = (cents: number) => formatPrice(intl, cents);
  const sellLabel = setup.type === 'BOX' ? intl.formatMessage(m.lineBox) : setup.type === 'GIFTCARD' ? intl.formatMessage(m.lineCard) : intl.formatMessage(m.lineStay, { nights: setup.giftNights ?? 1 });
  return (
    <section className={styles.card} aria-labelledby="booking-gift-price" data-testid="booking-price">
      <h2 id="booking-gift-price" className={styles.cardTitle}>
        {intl.formatMessage(m.priceTitle)}
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>{sellLabel}</dt>
          <dd data-testid="booking-gift-sell-price">{price(amounts.sellPrice)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.lineDelivery)}</dt>
          <dd data-testid="booking-gift-shipping">{shipping > 0 ? intl.formatMessage(m.surcharge, { amount: price(shipping) }) : intl.formatMessage(m.freeDelivery)}</dd>
        </div>
        {amounts.subElementsPrice > 0 ? (
          <div>
            <dt>{intl.formatMessage(m.lineOptions)}</dt>
            <dd data-testid="booking-gift-options-price">{intl.formatMessage(m.surcharge, { amount: price(amounts.subElementsPrice) })}</dd>
          </div>
        ) : null}
        {amounts.availabilityUpsell > 0 ? (
          <div>
            <dt>{intl.formatMessage(m.lineUpsell)}</dt>
            <dd data-testid="booking-gift-upsell-price">{intl.formatMessage(m.surcharge, { amount: price(amounts.availabilityUpsell) })}</dd>
          </div>
        ) : null}
        <div className={styles.totalLine}>
          <dt>{intl.formatMessage(m.total)}</dt>
          <dd data-testid="booking-total">{price(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
