'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { addDays, type DateSelection } from '@/domain/calendar';
import type { QuoteOutcome } from '@/domain/model/quote';
import { formatDay } from '@/i18n/format';
import { suggestedStayMessages as m } from './suggested-stay-messages';
import bookingStyles from './booking.module.css';
import styles from './suggested-stay.module.css';

/**
 * The stay a refused quote suggests instead (its modifiedReservationCriteria, e.g. the check-in
 * day's minimum stay), offered as one button that applies those dates: the visitor who followed a
 * link with a too-short stay is one click from a price, not at a dead end. Nothing otherwise.
 */
export function SuggestedStay({ outcome, onApply }: { outcome: QuoteOutcome | null; onApply(dates: DateSelection): void }) {
  const intl = useIntl();
  const promptId = useId();
  const stay = outcome?.status === 'priceError' ? outcome.suggestedStay : undefined;
  if (!stay || stay.nights < 1) return null;
  const checkout = stay.checkout ?? addDays(stay.checkin, stay.nights);
  const date = (day: string) => formatDay(intl, day, { weekday: 'short', day: 'numeric', month: 'long' });
  return (
    <div className={styles.suggestedStay} data-testid="booking-suggested-stay">
      <p id={promptId}>{intl.formatMessage(m.prompt, { checkin: date(stay.checkin), checkout: date(checkout), nights: stay.nights })}</p>
      <button type="button" className={bookingStyles.secondaryButton} aria-describedby={promptId} onClick={() => onApply({ checkin: stay.checkin, checkout })}>
        {intl.formatMessage(m.apply)}
      </button>
    </div>
  );
}
