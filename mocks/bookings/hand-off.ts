import { listCheckouts } from '../checkout/store';
import { BadRequest } from '../product/http';

/**
 * What init-checkout (mocks/checkout/checkout.ts) adds for the booking lookup: an 8-digit booking
 * reference and the customer's e-mail.
 *
 * References of checkouts start with 7 or 8 (seeded bookings start with the site's digit 1..6,
 * seeded.ts), so the two never collide; the other seven digits are random (a reference must not
 * lead to its neighbours' bookings), drawn again while one is already taken.
 */

/** Deliberately loose, like a booking back-end: one @, something on each side, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;

export function isEmailLike(value: string): boolean {
  return value.length <= MAX_EMAIL && EMAIL.test(value);
}

/** The same address whatever its case or the spaces around it. */
export function normalisedEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** init-checkout's optional `customerEmail`: absent or empty → null; anything but an e-mail address → 400. */
export function customerEmailOf(fields: Record<string, unknown>): string | null {
  const value = fields.customerEmail;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !isEmailLike(value.trim())) throw new BadRequest('INVALID_PARAMETER', 'customerEmail must be an e-mail address');
  return value.trim();
}

function randomDigits(count: number): string {
  const values = crypto.getRandomValues(new Uint32Array(count));
  return Array.from(values, (value) => String(value % 10)).join('');
}

export function newBookingReference(): string {
  const taken = new Set(listCheckouts().map((stored) => stored.checkout.bookingReference));
  for (;;) {
    const reference = `${crypto.getRandomValues(new Uint8Array(1))[0]! % 2 === 0 ? '7' : '8'}${randomDigits(7)}`;
    if (!taken.has(reference)) return reference;
  }
}
