import 'server-only';
import { bookCheckout, fetchCheckout } from '@/api/checkout';
import type { ApiError } from '@/api/core';
import { capturePayment, fetchPayment, refundPayment, voidPayment } from '@/api/payment-provider';
import { paymentOutcome, type PaymentOutcome } from '@/domain/checkout/payment-outcome';
import type { Checkout } from '@/domain/model/checkout';
import type { Payment } from '@/domain/model/payment';
import { sendBookedEmails } from './booked-emails.server';

/**
 * What the traveller's return from the payment provider comes to. Every decision is made from the
 * provider's server-side answer and the travel API's booking, never from the return URL: the
 * browser brings only the payment's id.
 *
 * Money rules (DESIGN §8):
 * - money is captured only once the booking exists; an authorisation whose booking fails is voided
 *   (refunded if it was captured), so no money is ever taken without a booking;
 * - the booking call is once per checkout: a second authorised payment (another tab, another
 *   method) finds the checkout booked and is voided, so one booking is never paid twice;
 * - when we cannot tell whether the booking was made (the call timed out and the checkout cannot be
 *   read), the authorisation is left as it is (nothing is captured) and the next return, reload or
 *   "check again" settles it.
 */
export type Settlement =
  | { kind: 'booked'; checkout: Checkout }
  | { kind: 'payment-failed'; outcome: Exclude<PaymentOutcome, 'authorised' | 'pending'> }
  | { kind: 'pending' }
  /** The booking failed after the payment was authorised: the money was released (or could not be: `released` false). */
  | { kind: 'booking-failed'; released: boolean; code: string | null }
  /** The provider's or the API's answer could not be read: nothing was decided; try again. */
  | { kind: 'unknown' }
  /** The payment is not this checkout's (a forged or mixed-up return). */
  | { kind: 'foreign' };

export interface SettleInput {
  checkoutId: string;
  paymentId: string;
  /** The shop's public origin, for the links of the confirmation e-mail. */
  siteOrigin: string;
}

/** Gives the money back: an authorisation is voided, a capture refunded. */
async function release(payment: Payment): Promise<boolean> {
  const current = await fetchPayment({ id: payment.id });
  const status = current.ok ? current.data.status : payment.status;
  if (status === 'VOIDED' || status === 'REFUNDED' || status === 'REFUSED' || status === 'CANCELLED') return true;
  const result = status === 'CAPTURED' ? await refundPayment({ id: payment.id }) : await voidPayment({ id: payment.id });
  if (!result.ok) console.error('Payment release failed: the authorisation expires at the provider', { paymentId: payment.id, status });
  return result.ok;
}

/**
 * The booking is made: take the money, then send its e-mails, chosen by what it sold (a stay's
 * confirmation; a gift's to the buyer and the recipient). Both idempotent: a failure is retried on
 * the next settle.
 */
async function completeBooking(checkout: Checkout, payment: Payment | null, siteOrigin: string): Promise<Settlement> {
  if (payment !== null && payment.status !== 'CAPTURED') {
    const captured = await capturePayment({ id: payment.id });
    if (!captured.ok) console.error('Payment capture failed after booking: retried on the next settle', { paymentId: payment.id, checkoutId: checkout.id });
  }
  await sendBookedEmails(checkout, siteOrigin);
  return { kind: 'booked', checkout };
}

const isDefinite = (error: ApiError): boolean => error.kind === 'http' && error.status !== undefined && error.status < 500;

/** Books the checkout with an authorised payment, or releases the payment when it cannot. */
async function bookWith(payment: Payment, input: SettleInput): Promise<Settlement> {
  const booked = await bookCheckout({ checkoutId: input.checkoutId, paymentId: payment.id });
  if (booked.ok) return completeBooking(booked.data, payment, input.siteOrigin);

  if (booked.error.code === 'ALREADY_BOOKED') {
    // Another payment booked this checkout: this one must not be taken.
    await release(payment);
    const checkout = await fetchCheckout({ id: input.checkoutId });
    return checkout.ok ? { kind: 'booked', checkout: checkout.data } : { kind: 'unknown' };
  }
  if (!isDefinite(booked.error)) {
    // A timeout or a 5xx may have booked anyway: read the checkout before deciding about the money.
    const checkout = await fetchCheckout({ id: input.checkoutId });
    if (!checkout.ok) return { kind: 'unknown' };
    if (checkout.data.booking?.paymentId === payment.id) return completeBooking(checkout.data, payment, input.siteOrigin);
  }
  return { kind: 'booking-failed', released: await release(payment), code: booked.error.code ?? null };
}

export async function settlePayment(input: SettleInput): Promise<Settlement> {
  const read = await fetchPayment({ id: input.paymentId });
  if (!read.ok) return read.error.kind === 'http' && read.error.status === 404 ? { kind: 'foreign' } : { kind: 'unknown' };
  const payment = read.data;
  if (payment.merchantReference !== input.checkoutId) return { kind: 'foreign' };
  const outcome = paymentOutcome(payment);
  if (outcome === 'pending') return { kind: 'pending' };
  if (outcome !== 'authorised') return { kind: 'payment-failed', outcome };
  return bookWith(payment, input);
}

/** A checkout with nothing left to pay (a voucher or gift cards cover it): booked without any payment. */
export async function bookWithoutPayment(input: { checkoutId: string; siteOrigin: string }): Promise<Settlement> {
  const booked = await bookCheckout({ checkoutId: input.checkoutId, paymentId: null });
  if (booked.ok) return completeBooking(booked.data, null, input.siteOrigin);
  if (booked.error.code === 'ALREADY_BOOKED') {
    const checkout = await fetchCheckout({ id: input.checkoutId });
    return checkout.ok ? { kind: 'booked', checkout: checkout.data } : { kind: 'unknown' };
  }
  return isDefinite(booked.error) ? { kind: 'booking-failed', released: true, code: booked.error.code ?? null } : { kind: 'unknown' };
}
