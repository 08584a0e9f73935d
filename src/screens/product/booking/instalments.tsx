'use client';

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { InstalmentScheduleList } from '@/components/payment/instalment-schedule-list';
import { instalmentScheduleMessages } from '@/components/payment/messages';
import type { PaymentMethod } from '@/domain/model/gift';
import type { Locale } from '@/domain/model/locale';
import { instalmentSchedule } from '@/domain/payment/instalment-schedule';
import { deferredPaymentDate, eligibleInstalments, isPaypalPayLaterEligible } from '@/domain/product';
import { formatDay } from '@/i18n/format';
import { bookingMessages as m } from './messages';
import styles from './booking.module.css';

const INSTALMENT_COUNT: Record<string, number> = { '3x': 3, '4x': 4 };

/**
 * Payment options under the total (part 1 §5, §9; part 2 §7, §9): Alma 3x / 4x with their schedule
 * (the first payment carries the fee, so the payments are not equal: one amount 'x 3' would
 * mislead) and pay later on the deferred date, when both our rules (days before arrival, amount
 * bounds) and Alma's eligibility say yes — an eligibility error shows nothing —, and PayPal pay
 * later (30–2,000 €, es_ES and it_IT).
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
  const lines: Array<{ key: string; content: ReactNode }> = [];
  if (methods !== null) {
    for (const type of eligibleInstalments({ amount: total, checkinDate: checkin, today })) {
      const method = almaEligible(type);
      if (!method) continue;
      const count = INSTALMENT_COUNT[type];
      if (count !== undefined) {
        const schedule = instalmentSchedule(method);
        if (!schedule) continue;
        lines.push({
          key: type,
          content: (
            <>
              {intl.formatMessage(instalmentScheduleMessages.orPayIn, { count })}
              <InstalmentScheduleList intl={intl} schedule={schedule} today={today} />
            </>
          ),
        });
      }
      if (type === 'later') {
        const date = deferredPaymentDate({ cancellationDeadline, checkinDate: checkin });
        lines.push({ key: type, content: intl.formatMessage(m.instalmentsLater, { date: formatDay(intl, date, { day: 'numeric', month: 'long' }) }) });
      }
    }
  }
  if (isPaypalPayLaterEligible({ amount: total, locale })) lines.push({ key: 'paypal', content: intl.formatMessage(m.paypalLater) });
  if (lines.length === 0) return null;
  return (
    <ul className={styles.instalments} data-testid="booking-instalments">
      {lines.map((line) => (
        <li key={line.key} data-testid={`booking-instalment-${line.key}`}>
          {line.content}
        </li>
      ))}
    </ul>
  );
}
