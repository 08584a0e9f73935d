'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { offerPriceDifferences, type OfferPriceDifference } from '@/domain/product';
import type { ProductOffer } from '@/domain/model/product';
import { formatPrice } from '@/i18n/format';
import { bookingMessages as m } from './messages';
import styles from './booking.module.css';

/** Rooms-left message when 3 or fewer remain (part 1 §9). */
const ROOMS_LEFT_THRESHOLD = 3;

/**
 * The product's offers as one radio group (part 1 §2; part 2 §9): each with its room, its price
 * and what it costs more or less per night than the chosen one. Choosing one writes its id to
 * the hash and asks for a new quote.
 */
export function OfferList({ offers, selectedId, nights, productLabel, onSelect }: {
  offers: readonly ProductOffer[];
  selectedId: number;
  nights: number;
  productLabel: string;
  onSelect(weekendId: number): void;
}) {
  const intl = useIntl();
  const name = useId();
  const differences = offerPriceDifferences(offers, selectedId, nights);
  const differenceText = (difference: OfferPriceDifference | undefined): string | null => {
    if (!difference || difference.kind === 'reference') return null;
    if (difference.kind === 'same') return intl.formatMessage(m.offerSame);
    const amount = formatPrice(intl, difference.amount * 100);
    return intl.formatMessage(difference.kind === 'more' ? m.offerMore : m.offerLess, { amount });
  };
  return (
    <fieldset className={styles.group} data-testid="booking-offers">
      <legend className={styles.groupTitle}>{intl.formatMessage(m.offersTitle)}</legend>
      {offers.map((offer) => {
        const difference = differenceText(differences.get(offer.weekendId));
        return (
          <label key={offer.weekendId} className={styles.choice} data-testid={`booking-offer-${offer.weekendId}`}>
            <input type="radio" name={name} value={offer.weekendId} checked={offer.weekendId === selectedId} onChange={() => onSelect(offer.weekendId)} />
            <span className={styles.choiceText}>
              <strong>{offer.label ?? productLabel}</strong>
              {offer.room ? <span className={styles.muted}>{intl.formatMessage(m.offerRoom, { room: offer.room.label })}</span> : null}
              {offer.availableRooms !== null && offer.availableRooms > 0 && offer.availableRooms <= ROOMS_LEFT_THRESHOLD ? (
                <span className={styles.scarcity}>{intl.formatMessage(m.offerRoomsLeft, { count: offer.availableRooms })}</span>
              ) : null}
            </span>
            <span className={styles.choicePrice}>
              <strong>{formatPrice(intl, offer.sellPrice)}</strong>
              {difference ? <span className={styles.muted}>{difference}</span> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
