/**
 * The booking route's checkout id (the `checkoutId` query parameter, BOOKING_CHECKOUT_PARAM): it
 * goes into an API path, so only a bounded, plain value is accepted — 8 to 64 letters, digits,
 * dashes or underscores (a UUID is 36). Anything else is no id: the page says the booking was not found.
 */
export const CHECKOUT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isCheckoutId(value: unknown): value is string {
  return typeof value === 'string' && CHECKOUT_ID_PATTERN.test(value);
}
