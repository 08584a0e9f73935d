'use client';

import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@/domain/model/gift';
import type { Locale } from '@/domain/model/locale';
import { deferredPaymentDate, eligibleInstalments, isPaypalPayLaterEligible } from '@/domain/product';
import { formatDay, formatPrice } from '@/i18n/format';
import { bookingMessages as m } from './messages';
import styles from './booking.module.css';


/** An instalment's amount: Alma's first payment (it carries the fee) or, without a schedule, an equal share. */
function instalmentAmount(method: PaymentMethod | undefined, total: number, count: number): number {
  return method?.installments[0]?.amount ?? Math.ceil(total / count);
}

/**
 * Payment options under the total (part 1 §5, §9; part 2 §7, §9): Alma 3x / 4x / pay later when
 * both our rules (days before arrival, amount bounds) and Alma's eligibility say yes — an
 * eligibility error shows nothing —, and PayPal pay later (30–2,000 €, es_ES and it_IT).
 */
export function Instalments({ locale, total, checkin, today, cancellationDeadline, methods }: {
  locale: Locale;
  total: number;
  checkin: string;
  /** The site's day; null before mount (nothing shown, no hydration mismatch). */
  today: string | null;
  cancellationDeadline: string | null;
  /** Alma's answer; null while unknown or after an error. */
  methods: readonly PaymentMethod[] | null;
}) {
  const intl = useIntl();
  if (today === null) return null;
  const almaEligible = (type: string) => methods?.find((method) => method.type === type && method.eligible);
  const lines: Array<{ key: string; text: string }> = [];
  if (methods !== null) {
    for (const type of eligibleInstalments({ amount: total, checkinDate: checkin, today })) {
      const method = almaEligible(type);
      if (!method) continue;
      if (type === '3x') lines.push({ key: type, text: intl.formatMessage(m.instalmentsThree, { amount: formatPrice(intl, instalmentAmount(method, total, 3)) }) });
      if (type === '4x') lines.push({ key: type, text: intl.formatMessage(m.instalmentsFour, { amount: formatPrice(intl, instalmentAmount(method, total, 4)) }) });
      if (type === 'later') {
        const date = deferredPaymentDate({ cancellationDeadline, checkinDate: checkin });
        lines.push({ key: type, text: intl.formatMessage(m.instalmentsLater, { date: formatDay(intl, date, { day: 'numeric', month: 'long' }) }) });
      }
    }
  }
  if (isPaypalPayLaterEligible({ amount: total, locale })) lines.push({ key: 'paypal', text: intl.formatMessage(m.paypalLater) });
  if (lines.length === 0) return null;
  return (
    <ul className={styles.instalments} data-testid="booking-instalments">
      {lines.map((line) => (
        <li key={line.key} data-testid={`booking-instalment-${line.key}`}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
