'use client';

import { useIntl } from 'react-intl';
import { cancellationHeadlineText } from '@/components/cancellation-terms/cancellation-text';
import { bookingCancellationTerms } from '@/domain/booking/cancellation-terms';
import { useQuotedStay } from './booking/quoted-stay';
import styles from './product.module.css';

/**
 * The header's cancellation label (part 1 §4): without dates it asks for them — what the server
 * renders —; once the booking island has quoted a stay, the label of that stay with the cover the
 * traveller chose (a full-refund cover says so; else modifiable or partially refundable until the
 * deadline, or non-exchangeable and non-refundable).
 */
export function HeaderCancellation() {
  const intl = useIntl();
  const quoted = useQuotedStay((state) => state.stay);
  const label = quoted ? quoted.cancellation : bookingCancellationTerms({ checkin: null, policy: null, cover: null }).headline;
  if (!label) return null;
  return (
    <p className={styles.cancellation} data-testid="product-cancellation">
      {cancellationHeadlineText(intl, label)}
    </p>
  );
}
