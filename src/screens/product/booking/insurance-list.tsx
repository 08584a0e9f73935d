'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { InsuranceOffer } from '@/domain/model/checkout';
import { formatDay, formatPrice } from '@/i18n/format';
import { bookingMessages as m } from './messages';
import styles from './booking.module.css';


/**
 * The insurance or cancellation offers (part 1 §2, §3): radio choices, one at a time; a price of 0
 * reads 'Included'. The chosen one's price joins the total. The API words each offer's conditions in the
 * site's language; without its words, the policy's kind is said in ours.
 */
export function InsuranceList({ offers, selectedId, onSelect }: { offers: readonly InsuranceOffer[]; selectedId: string | null; onSelect(id: string): void }) {
  const intl = useIntl();
  const name = useId();
  const conditions = (offer: InsuranceOffer): string => {
    const policy = offer.cancellationPolicy;
    if (!policy) return intl.formatMessage(m.insuranceStandard);
    if (policy.cancellable && policy.deadline) {
      return intl.formatMessage(m.insuranceFreeCancellation, { deadline: formatDay(intl, policy.deadline, { day: 'numeric', month: 'long' }) });
    }
    return intl.formatMessage(policy.cancellable ? m.insuranceStandard : m.insuranceNonRefundable);
  };
  return (
    <fieldset className={styles.group} data-testid="booking-insurance">
      <legend className={styles.groupTitle}>{intl.formatMessage(m.insuranceTitle)}</legend>
      {offers.map((offer) => (
        <label key={offer.id} className={styles.choice} data-testid={`booking-insurance-${offer.id}`}>
          <input type="radio" name={name} value={offer.id} checked={offer.id === selectedId} onChange={() => onSelect(offer.id)} />
          <span className={styles.choiceText}>{offer.cancellationPolicy?.message || conditions(offer)}</span>
          <span className={styles.choicePrice}>
            <strong>{offer.sellPrice === 0 ? intl.formatMessage(m.insuranceIncluded) : intl.formatMessage(m.insurancePrice, { price: formatPrice(intl, offer.sellPrice) })}</strong>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
