import type { IntlShape } from 'react-intl/server';
import { formatPrice } from '@/i18n/format';
import { blockMessages as m } from './messages';
import styles from './blocks.module.css';

/** A price, and the reference price struck through when it is higher (read out as "x instead of y"). */
export function Price({ intl, cents, refCents, className }: { intl: IntlShape; cents: number; refCents?: number | null; className?: string }) {
  const price = formatPrice(intl, cents);
  if (refCents === null || refCents === undefined || refCents <= cents) return <p className={className ?? styles.price}>{price}</p>;
  const refPrice = formatPrice(intl, refCents);
  return (
    <p className={className ?? styles.price}>
      <span className="visually-hidden">{intl.formatMessage(m.promoPrice, { price, refPrice })}</span>
      <span aria-hidden="true">
        {price}
        <span className={styles.refPrice}>{refPrice}</span>
      </span>
    </p>
  );
}
