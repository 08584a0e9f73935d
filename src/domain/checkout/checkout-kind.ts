import type { Checkout } from '../model/checkout';
import type { ReservationCriteria } from '../model/quote';

/**
 * A checkout sells a stay (hotel, dates, guests, insurance, cancellation terms) or an activity
 * voucher (contract §5: none of those, but the voucher's participants and validity). Pages and
 * server code branch on it once, here, so a stay's code always has its dates and offer.
 */
export type StayCheckout = Checkout & { reservation: ReservationCriteria; offerId: number };
export type ActivityCheckout = Checkout & { kind: 'ACTIVITY'; activity: NonNullable<Checkout['activity']> };

export function isStayCheckout(checkout: Checkout): checkout is StayCheckout {
  return checkout.kind !== 'ACTIVITY' && checkout.reservation !== null && checkout.offerId !== null;
}

export function isActivityCheckout(checkout: Checkout): checkout is ActivityCheckout {
  return checkout.kind === 'ACTIVITY' && checkout.activity !== null;
}

/** A gift order (contract §7): a box, a gift stay or a gift card, with no stay, dates, insurance nor cancellation terms. */
export type GiftCheckout = Checkout & { kind: 'GIFT'; gift: NonNullable<Checkout['gift']> };

export function isGiftCheckout(checkout: Checkout): checkout is GiftCheckout {
  return checkout.kind === 'GIFT' && checkout.gift != null;
}
