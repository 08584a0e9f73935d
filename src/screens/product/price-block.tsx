import type { IntlShape } from 'react-intl/server';
import { hasPromoBadge } from '@/domain/cards/promo';
import { formatPrice } from '@/i18n/format';
import { priceMessages as m } from './price-messages';
import styles from './product.module.css';

/** What the header's price block says: the from-price, the gift price (gifting) or the quoted stay's final price. */
export type PriceBlockKind = 'from' | 'gift' | 'final';

export interface ShownPrice {
  sellPrice: number;
  refPrice: number | null;
  promo: number;
  nights: number;
  people: number;
}

/**
 * The header's price block (part 1 §2, §6), as markup only: the server draws it with the from-price
 * or the gift price, and the quoted header draws it again once the booking island has priced the
 * visitor's stay. Gifting hides the reference price and the promo.
 */
export function PriceBlock({ intl, kind, price }: { intl: IntlShape; kind: PriceBlockKind; price: ShownPrice }) {
  const gifting = kind === 'gift';
  return (
    <div className={styles.price} data-testid="product-price" data-price-type={kind}>
      <span className={styles.priceLabel}>{intl.formatMessage(m[kind])}</span>{' '}
      <strong className={styles.priceAmount}>{formatPrice(intl, price.sellPrice)}</strong>
      {!gifting && price.refPrice !== null && price.refPrice > price.sellPrice ? (
        <span className={styles.refPrice}>{intl.formatMessage(m.ref, { price: formatPrice(intl, price.refPrice) })}</span>
      ) : null}
      {!gifting && hasPromoBadge(price.promo) ? <span className={styles.promo}>{intl.formatMessage(m.promo, { promo: price.promo })}</span> : null}
      <span className={styles.priceFor}>{intl.formatMessage(m.for, { nights: price.nights, people: price.people })}</span>
    </div>
  );
}
