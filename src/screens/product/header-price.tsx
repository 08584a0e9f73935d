'use client';

import { useIntl } from 'react-intl';
import { GIFT_PARTY } from '@/domain/gift/gift-party';
import { hasPromoBadge } from '@/domain/cards/promo';
import { DEFAULT_PAX } from '@/domain/guests/pax';
import { formatPrice } from '@/i18n/format';
import { useQuotedStay } from './booking/quoted-stay';
import { priceMessages as m } from './price-messages';
import styles from './product.module.css';

export interface HeaderPriceProps {
  /** The server's price: the from-price (or the gift price in gifting). */
  amount: number;
  refPrice: number | null;
  promo: number;
  nights: number;
  gifting: boolean;
}

/**
 * The header's price block (part 1 §2, §6): the from-price without dates — what the server renders
 * —, the final price once the booking island has quoted the visitor's stay. Gifting shows the gift
 * price and hides the reference price and the promo.
 */
export function HeaderPrice({ amount, refPrice, promo, nights, gifting }: HeaderPriceProps) {
  const intl = useIntl();
  const quoted = useQuotedStay((state) => (gifting ? null : state.stay));
  // The server's price is for the API's default party, or the gift party in gifting (both 2 adults today).
  const shown = quoted ?? { sellPrice: amount, refPrice, promo, nights, people: (gifting ? GIFT_PARTY : DEFAULT_PAX).adults };
  return (
    <div className={styles.price} data-testid="product-price" data-price-type={quoted ? 'final' : gifting ? 'gift' : 'from'}>
      <span className={styles.priceLabel}>{intl.formatMessage(quoted ? m.final : gifting ? m.gift : m.from)}</span>{' '}
      <strong className={styles.priceAmount}>{formatPrice(intl, shown.sellPrice)}</strong>
      {!gifting && shown.refPrice !== null && shown.refPrice > shown.sellPrice ? (
        <span className={styles.refPrice}>{intl.formatMessage(m.ref, { price: formatPrice(intl, shown.refPrice) })}</span>
      ) : null}
      {!gifting && hasPromoBadge(shown.promo) ? <span className={styles.promo}>{intl.formatMessage(m.promo, { promo: shown.promo })}</span> : null}
      <span className={styles.priceFor}>{intl.formatMessage(m.for, { nights: shown.nights, people: shown.people })}</span>
    </div>
  );
}
