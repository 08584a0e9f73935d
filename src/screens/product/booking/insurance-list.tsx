'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cancellationHeadlineText } from '@/components/cancellation-terms/cancellation-text';
import { bookingCancellationTerms } from '@/domain/booking/cancellation-terms';
import type { InsuranceOffer } from '@/domain/model/checkout';
import { formatPrice } from '@/i18n/format';
import { insuranceMessages as m } from './insurance-messages';
import styles from './booking.module.css';


/**
 * The insurance or cancellation offers (part 1 §2, §3): radio choices, one at a time; a price of 0
 * reads 'Included'. The chosen one's price joins the total. The API words each offer's conditions in the
 * site's language; without its words, the label of the terms that offer gives (the same rule as the
 * header's and the cancellation dialog's) is said in ours.
 */
export function InsuranceList({ offers, checkin, selectedId, onSelect, name: fixedName }: {
  offers: readonly InsuranceOffer[];
  checkin: string;
  selectedId: string | null;
  onSelect(id: string): void;
  /** The radios' name, when an island must find the choice made on its server HTML (else one of React's ids). */
  name?: string;
}) {
  const intl = useIntl();
  const generatedName = useId();
  const name = fixedName ?? generatedName;
  const conditions = (offer: InsuranceOffer): string => {
    const { headline } = bookingCancellationTerms({ checkin, policy: null, cover: offer });
    return offer.cancellationPolicy && headline ? cancellationHeadlineText(intl, headline) : intl.formatMessage(m.insuranceStandard);
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
