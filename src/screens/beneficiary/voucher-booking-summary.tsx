import type { IntlShape } from 'react-intl/server';
import type { CheckoutVoucher } from '@/domain/model/checkout';
import { formatPrice } from '@/i18n/format';
import { voucherBookingMessages as m } from './booking-messages';
import styles from '@/components/booking/checkout-summary.module.css';

/**
 * The booking summary of a beneficiary's stay: the voucher the checkout redeems (as the checkout
 * states it, priced by the API) and what remains to pay (part 1 §3 remainingAmountToPay, BENEFICIARY).
 */
export function VoucherBookingSummary({ voucher, intl }: { voucher: CheckoutVoucher; intl: IntlShape }) {
  return (
    <section className={styles.card} aria-labelledby="booking-voucher" data-testid="booking-voucher" data-price-type="BENEFICIARY">
      <h2 id="booking-voucher" className={styles.cardTitle}>
        {intl.formatMessage(m.title)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage(m.code)}</dt>
          <dd data-testid="booking-voucher-code">{voucher.code}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.value)}</dt>
          <dd data-testid="booking-voucher-value">{formatPrice(intl, voucher.value)}</dd>
        </div>
        <div className={styles.totalLine}>
          <dt>{intl.formatMessage(m.toPay)}</dt>
          <dd data-testid="booking-voucher-remaining">{formatPrice(intl, voucher.remainingAmountToPay)}</dd>
        </div>
      </dl>
    </section>
  );
}
