/**
 * What the payment step tells the traveller after an attempt (the `outcome` of its query, written
 * only by our server's redirects and read back through this closed list: anything else is ignored).
 * Every failure says whether money was taken: never, unless a booking exists.
 */
export const PAYMENT_NOTICES = [
  'refused',
  'authentication-failed',
  'cancelled',
  'voided',
  'booking-failed',
  'pending',
  'unknown',
  'provider-unavailable',
  'in-progress',
  'method-unavailable',
] as const;

export type PaymentNotice = (typeof PAYMENT_NOTICES)[number];

/** The query parameters of the payment step besides the checkout's id. */
export const PAYMENT_OUTCOME_PARAM = 'outcome';
export const PAYMENT_ID_PARAM = 'paymentId';

export function parsePaymentNotice(value: unknown): PaymentNotice | null {
  return typeof value === 'string' && (PAYMENT_NOTICES as readonly string[]).includes(value) ? (value as PaymentNotice) : null;
}

/** Notices after which the traveller can ask again whether the payment went through (the provider or the API did not answer yet). */
export const CHECK_AGAIN_NOTICES: ReadonlySet<PaymentNotice> = new Set(['pending', 'unknown']);
