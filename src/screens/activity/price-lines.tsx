'use client';

import { useIntl } from 'react-intl';
import { ACTIVITY_VOUCHER_VALIDITY_MONTHS } from '@/domain/product/gift-terms';
import type { ActivityPriceForCount } from '@/domain/activity/price';
import { hasPromoBadge } from '@/domain/cards/promo';
import { formatPrice } from '@/i18n/format';
import { purchaseMessages as m } from './purchase-messages';
import styles from './activity.module.css';

/**
 * The price of a voucher for its participant count (part 2 §9 "Activity prices divided per
 * participant"), on the voucher page and in the checkout summary: the total, struck reference and
 * promo badge (from 5 %, part 2 §5), the price per participant and the validity (12 months).
 */
export function ActivityPriceLines({ price, testIdPrefix = 'activity' }: { price: ActivityPriceForCount; testIdPrefix?: string }) {
  const intl = useIntl();
  return (
    <div className={styles.priceLines}>
      <p className={styles.totalLine}>
        <span className={styles.totalLabel}>{intl.formatMessage(m.total, { count: price.participants })}</span>{' '}
        {price.refTotal !== null ? (
          <s className={styles.refPrice} data-testid={`${testIdPrefix}-ref-total`}>
            {intl.formatMessage(m.refTotal, { price: formatPrice(intl, price.refTotal) })}
          </s>
        ) : null}{' '}
        {hasPromoBadge(price.promo) ? (
          <span className={styles.promo} data-testid={`${testIdPrefix}-promo`}>
            {intl.formatMessage(m.promo, { promo: price.promo })}
          </span>
        ) : null}{' '}
        <strong className={styles.total} data-testid={`${testIdPrefix}-total`}>
          {formatPrice(intl, price.total)}
        </strong>
      </p>
      <p className={styles.perParticipant} data-testid={`${testIdPrefix}-per-participant`}>
        {intl.formatMessage(m.perParticipant, { price: formatPrice(intl, price.perParticipant) })}
      </p>
      {price.moneySaved > 0 ? <p className={styles.saved}>{intl.formatMessage(m.saved, { amount: formatPrice(intl, price.moneySaved) })}</p> : null}
      <p className={styles.validity} data-testid={`${testIdPrefix}-validity`}>
        {intl.formatMessage(m.validity, { months: ACTIVITY_VOUCHER_VALIDITY_MONTHS })}
      </p>
    </div>
  );
}
