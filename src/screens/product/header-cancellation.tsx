'use client';

import { useIntl } from 'react-intl';
import { cancellationLabelMessage } from '@/components/offer-card/cancellation-messages';
import { cancellationLabel } from '@/domain/cards/cancellation';
import { useQuotedStay } from './booking/quoted-stay';
import styles from './product.module.css';
import { formatDay } from '@/i18n/format';

/**
 * The header's cancellation label (part 1 §4): without dates it asks for them — what the server
 * renders —; once the booking island has quoted a stay, modifiable or partially refundable until
 * the deadline, or non-exchangeable and non-refundable.
 */
export function HeaderCancellation() {
  const intl = useIntl();
  const quoted = useQuotedStay((state) => state.stay);
  const label = cancellationLabel({ checkin: quoted?.checkin ?? null, policy: quoted?.cancellation ?? null });
  if (!label) return null;
  const values: Record<string, string> = label.key === 'offerCard.cancellation.modifiableUntil' ? { deadline: formatDay(intl, label.values.deadline, { day: 'numeric', month: 'long' }) } : {};
  const descriptor = cancellationLabelMessage(label.key);
  const text = descriptor ? intl.formatMessage(descriptor, values) : '';
  return (
    <p className={styles.cancellation} data-testid="product-cancellation">
      {text}
    </p>
  );
}
