import type { IntlShape } from 'react-intl/server';
import type { InstalmentPayment, InstalmentSchedule } from '@/domain/payment/instalment-schedule';
import { formatDay, formatPrice } from '@/i18n/format';
import { instalmentScheduleMessages as m } from './messages';
import styles from './payment.module.css';

/** One payment's line: 'Today: 155,71 € (including 6,71 € in fees)', '24 December: 149 €'. */
export function instalmentPaymentText(intl: IntlShape, payment: InstalmentPayment, today: string | null): string {
  const amount = formatPrice(intl, payment.amount);
  const line =
    payment.date === today
      ? intl.formatMessage(m.paymentToday, { amount })
      : intl.formatMessage(m.paymentOn, { date: formatDay(intl, payment.date, { day: 'numeric', month: 'long' }), amount });
  return payment.fee > 0 ? intl.formatMessage(m.withFee, { payment: line, fee: formatPrice(intl, payment.fee) }) : line;
}

/**
 * An instalment schedule (src/domain/payment/instalment-schedule.ts) as a list of payments, the
 * first with its fee, then the total when there is more than one payment. Server- and client-safe
 * (no hooks: the caller passes its `intl`); the caller says what the schedule is for (a heading, a
 * radio label). `today` (the site's day, or null when unknown) turns that day's date into 'Today'.
 * Needs `paymentMessageGroup` in the island's messages.
 */
export function InstalmentScheduleList({ intl, schedule, today, 'data-testid': testId }: { intl: IntlShape; schedule: InstalmentSchedule; today: string | null; 'data-testid'?: string }) {
  const total = formatPrice(intl, schedule.total);
  return (
    <div className={styles.schedule} data-testid={testId}>
      <ol className={styles.payments}>
        {schedule.payments.map((payment, index) => (
          <li key={`${payment.date}-${index}`} data-testid="instalment-payment">
            {instalmentPaymentText(intl, payment, today)}
          </li>
        ))}
      </ol>
      {schedule.payments.length > 1 ? (
        <p className={styles.total} data-testid="instalment-total">
          {schedule.fee > 0 ? intl.formatMessage(m.totalWithFee, { total, fee: formatPrice(intl, schedule.fee) }) : intl.formatMessage(m.total, { total })}
        </p>
      ) : null}
    </div>
  );
}
