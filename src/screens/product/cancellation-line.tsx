import type { IntlShape } from 'react-intl/server';
import { cancellationHeadlineText } from '@/components/cancellation-terms/cancellation-text';
import type { CancellationHeadline } from '@/domain/booking/cancellation-terms';
import styles from './product.module.css';

/**
 * The header's cancellation label (part 1 §4), as markup only: the server draws the call to add
 * dates, the quoted header the label of the quoted stay with the cover the traveller chose.
 */
export function CancellationLine({ intl, label }: { intl: IntlShape; label: CancellationHeadline }) {
  return (
    <p className={styles.cancellation} data-testid="product-cancellation">
      {cancellationHeadlineText(intl, label)}
    </p>
  );
}
