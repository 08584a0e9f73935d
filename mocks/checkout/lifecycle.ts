import { ApiError } from '../api-error';
import { NotFound } from '../product/http';
import { repriced } from './price-checkout';
import { checkoutById, updateCheckout } from './store';
import type { CheckoutWire } from './wire';

/**
 * A checkout lives 2 hours of real time (contract §1): expiresAt = createdAt + 2 h. Past it, every
 * call on it answers 410 CHECKOUT_EXPIRED, unless it was booked (a booking outlives its checkout).
 * POST /__admin/checkouts/{id}/expire moves expiresAt to now.
 */
export const CHECKOUT_LIFETIME_MS = 2 * 60 * 60 * 1000;

export function expiresAtOf(createdAt: Date): string {
  return new Date(createdAt.getTime() + CHECKOUT_LIFETIME_MS).toISOString();
}

export function isExpired(checkout: CheckoutWire, now: Date): boolean {
  return checkout.status !== 'BOOKED' && now.getTime() >= Date.parse(checkout.expiresAt);
}

/**
 * A checkout read back (GET {api}/checkout/{id}): an expired one is still answered, as it was,
 * with `expired: true`, so the shop can show the stay and lead back to it; only calls that change
 * or book it answer 410 (currentCheckout below).
 */
export function readCheckout(id: string, now: Date): CheckoutWire & { expired: boolean } {
  const stored = checkoutById(id);
  if (!stored) throw new NotFound(`No checkout with id ${id}`);
  if (isExpired(stored.checkout, now)) return { ...stored.checkout, expired: true };
  return { ...saveCheckout(repriced(stored.checkout)), expired: false };
}

/** The checkout of an id as every changing call sees it: 404 unknown, 410 expired, re-priced unless booked. */
export function currentCheckout(id: string, now: Date): CheckoutWire {
  const stored = checkoutById(id);
  if (!stored) throw new NotFound(`No checkout with id ${id}`);
  if (isExpired(stored.checkout, now)) throw new ApiError(410, 'CHECKOUT_EXPIRED', `Checkout ${id} expired at ${stored.checkout.expiresAt}`);
  return saveCheckout(repriced(stored.checkout));
}

/** A checkout a call may still change: not booked (409 ALREADY_BOOKED), not a change of dates (409 MODIFICATION_CHECKOUT). */
export function editableCheckout(id: string, now: Date): CheckoutWire {
  const checkout = currentCheckout(id, now);
  if (checkout.status === 'BOOKED') throw new ApiError(409, 'ALREADY_BOOKED', `Checkout ${id} is booked`, { booking: checkout.booking });
  if (checkout.kind === 'MODIFICATION') throw new ApiError(409, 'MODIFICATION_CHECKOUT', 'A change of dates is paid as it is: no traveller, cover, promo code nor gift card to change');
  return checkout;
}

export function saveCheckout(checkout: CheckoutWire): CheckoutWire {
  updateCheckout(checkout);
  return checkout;
}
