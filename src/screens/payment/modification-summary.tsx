import type { IntlShape } from 'react-intl/server';
import { addDays } from '@/domain/calendar/iso-day';
import type { Checkout } from '@/domain/model/checkout';
import { formatPrice } from '@/i18n/format';
import { longDay } from '../booking/summary';
import { modificationPaymentMessages as m } from './modification-messages';
import styles from '@/components/booking/checkout-summary.module.css';

/**
 * A change of dates on the payment step and its confirmation: the booking it changes, its dates
 * before and after, the new stay's price and what the change costs (the checkout's remaining amount,
 * which the API set by the modification rule). In place of the stay's price summary, whose lines
 * (insurance, reductions) do not apply to a change.
 */
export function ModificationSummary({ checkout, intl }: { checkout: Checkout; intl: IntlShape }) {
  const { modification, reservation } = checkout;
  if (!modification || reservation === null) return null;
  const dates = (checkin: string, nights: number) => intl.formatMessage(m.dates, { checkin: longDay(intl, checkin), checkout: longDay(intl, addDays(checkin, nights)), nights });
  return (
    <section className={styles.card} aria-labelledby="payment-modification" data-testid="payment-modification" data-reference={modification.bookingReference}>
      <h2 id="payment-modification" className={styles.cardTitle}>
        {intl.formatMessage(m.title, { reference: modification.bookingReference })}
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>{intl.formatMessage(m.previous)}</dt>
          <dd data-testid="modification-previous">{dates(modification.previous.checkin, modification.previous.nights)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.next)}</dt>
          <dd data-testid="modification-next">{dates(reservation.checkin, reservation.nights)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.newTotal)}</dt>
          <dd data-testid="modification-new-total">{formatPrice(intl, checkout.price.totalPrice)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.amountDue)}</dt>
          <dd data-testid="modification-amount-due">{formatPrice(intl, checkout.price.remainingAmountToPay)}</dd>
        </div>
      </dl>
    </section>
  );
}
