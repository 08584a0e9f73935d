'use client';

import { useIntl } from 'react-intl';
import { shownAutoDiscount, type AutoDiscount } from '@/domain/cards/auto-discount';
import { isAutoDiscountVariation } from '@/domain/experiments/assignment';
import { useAssignmentFact } from '@/experiments/visitor-assignment';
import { formatPrice } from '@/i18n/format';
import { autoDiscountMessages } from './auto-discount-messages';
import styles from './auto-discount-note.module.css';

/**
 * The product's automatic extra discount (part 1 §6; part 2 §3), for a visitor the variation
 * assigned, outside gifting. The assignment lives in the browser: the server renders the line's
 * room (the header does not move when it appears) and this fills it after hydration.
 */
export function AutoDiscountNote({ discount, gifting }: { discount: AutoDiscount; gifting: boolean }) {
  const intl = useIntl();
  const assigned = useAssignmentFact(isAutoDiscountVariation, false);
  const shown = shownAutoDiscount(discount, { gifting, variationAssigned: assigned });
  return (
    <p className={styles.autoDiscount} data-testid={shown ? 'product-auto-discount' : undefined} aria-hidden={shown ? undefined : true}>
      {shown ? intl.formatMessage(autoDiscountMessages.note, { amount: formatPrice(intl, shown.value), code: shown.code }) : '\u00a0'}
    </p>
  );
}
