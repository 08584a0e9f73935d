import type { CheckoutPaymentMethod } from '@/domain/model/checkout';
import type { Payment } from '@/domain/model/payment';

/**
 * One idempotency key per payment attempt (DESIGN §8). The key names the checkout, the method, the
 * amount and how many attempts of this checkout have already ended without money (refused,
 * cancelled, voided). So:
 * - a double click, a reload or a second tab asking the same payment again get the same key, and
 *   the provider answers the same payment: one authorisation, whatever the clicks;
 * - after a refusal the count moves on and the next attempt is a new payment;
 * - another method or another amount (the price moved, a gift card was added) is another payment;
 *   only one of them can book the checkout (the booking call is once per checkout) and any other
 *   authorisation is voided, never captured.
 */
const ENDED_WITHOUT_MONEY: ReadonlySet<Payment['status']> = new Set(['REFUSED', 'CANCELLED', 'VOIDED']);

export function paymentAttemptKey(input: { checkoutId: string; method: CheckoutPaymentMethod; amount: number; payments: readonly Payment[] }): string {
  const ended = input.payments.filter((payment) => ENDED_WITHOUT_MONEY.has(payment.status)).length;
  return `checkout:${input.checkoutId}:${input.method}:${input.amount}:attempt:${ended}`;
}

/** An authorisation of this checkout not yet settled (its return never reached us): book with it instead of paying again. */
export function unsettledAuthorisation(payments: readonly Payment[], checkoutId: string): Payment | null {
  return payments.find((payment) => payment.merchantReference === checkoutId && (payment.status === 'AUTHORISED' || payment.status === 'CAPTURED')) ?? null;
}
