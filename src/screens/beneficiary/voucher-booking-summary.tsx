import type { IntlShape } from 'react-intl/server';
import { checkoutVoucherCoverage } from '@/domain/beneficiary/redemption';
import type { CheckoutPrice, CheckoutVoucher } from '@/domain/model/checkout';
import { formatPrice } from '@/i18n/format';
import { voucherBookingMessages as m } from './booking-messages';
import styles from '@/components/booking/checkout-summary.module.css';

/**
 * The booking summary of a beneficiary's stay: the voucher the checkout redeems (as the checkout
 * states it, priced by the API), its value and what it covers of this stay — never more than the
 * stay (checkoutVoucherCoverage). What remains is the API's remainingAmountToPay (part 1 §3,
 * BENEFICIARY), the price summary's 'Total to pay': this block names it as the rest, not as a total.
 */
export function VoucherBookingSummary({ voucher, price, intl }: { voucher: CheckoutVoucher; price: CheckoutPrice; intl: IntlShape }) {
  const covered = checkoutVoucherCoverage(price, voucher.value);
  const rest = price.remainingAmountToPay;
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
      </dl>
      <p data-testid="booking-voucher-covered" data-covered={covered} data-rest={rest}>
        {rest === 0
          ? intl.formatMessage(m.coversAll, { covered: formatPrice(intl, covered) })
          : intl.formatMessage(m.coversPart, { covered: formatPrice(intl, covered), rest: formatPrice(intl, rest) })}
      </p>
    </section>
  );
}
