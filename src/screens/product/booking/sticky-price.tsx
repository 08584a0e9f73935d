import type { IntlShape } from 'react-intl/server';
import { formatPrice } from '@/i18n/format';
import { teaserMessages as m } from './teaser-messages';
import styles from './booking.module.css';

/**
 * The sticky bar's price, as markup only: "From" and the from-price (the server's teaser), or the
 * quoted stay's total (the island).
 */
export function StickyPrice({ intl, price, final }: { intl: IntlShape; price: number | null; final: boolean }) {
  if (price === null) return null;
  return (
    <span>
      {final ? null : <span className={styles.muted}>{intl.formatMessage(m.stickyFrom)} </span>}
      <strong>{formatPrice(intl, price)}</strong>
    </span>
  );
}
