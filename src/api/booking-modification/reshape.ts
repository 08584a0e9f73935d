import type { ModificationQuote, ModificationRefusal } from '@/domain/checkout/modification-quote';
import type { ModificationQuoteWire } from './schemas';

/** Wire → domain. Several gift payments add up to one gift and one upsell amount (the rule takes one of each). */
export function toModificationQuote(wire: ModificationQuoteWire): ModificationQuote {
  const gifts = wire.modificationConditions.giftPayments ?? [];
  return {
    reference: wire.bookingReference,
    current: { ...wire.current },
    stay: { ...wire.reservationCriteria },
    newTotal: wire.priceInfo.totalPrice,
    conditions: {
      refundableAmount: wire.modificationConditions.refundableAmount,
      giftPayments: gifts.length === 0 ? null : { gift: gifts.reduce((sum, payment) => sum + payment.gift, 0), upsell: gifts.reduce((sum, payment) => sum + payment.upsell, 0) },
    },
    insurance: { ...wire.insurance },
    apiAmountDue: wire.amountDue,
  };
}

const REFUSALS: Readonly<Record<string, ModificationRefusal>> = {
  BOOKING_NOT_FOUND: 'not-found',
  BOOKING_NOT_MODIFIABLE: 'not-modifiable',
  MODIFICATION_UNCHANGED: 'unchanged',
  BOOKING_CHANGED: 'booking-changed',
  PACKAGE_NOT_AVAILABLE_AT_CHECKIN: 'dates-unavailable',
  MIN_LOS_NOT_REACHED: 'dates-unavailable',
  CHECKIN_IN_THE_PAST: 'dates-unavailable',
  PAX_OVER_CAPACITY: 'dates-unavailable',
};

/** The API's refusal (its 4xx code) as the page names it; null for a failure that is not a refusal. */
export function modificationRefusalOf(status: number | undefined, code: string | undefined): ModificationRefusal | null {
  if (status === undefined || status < 400 || status >= 500) return null;
  return (code !== undefined ? REFUSALS[code] : undefined) ?? (status === 404 ? 'not-found' : status === 400 ? 'dates-unavailable' : null);
}
