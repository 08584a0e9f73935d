import { PAYMENT_ID_PARAM, PAYMENT_OUTCOME_PARAM, type PaymentNotice } from '@/domain/checkout/payment-notice';
import type { Locale } from '@/domain/model/locale';
import { checkoutStepHref, type CheckoutStepTarget } from '@/routing/checkout-steps';
import type { Settlement } from './settle-payment.server';

/**
 * Where the traveller lands after a settlement: the payment step, which shows the confirmation once
 * booked, else the notice. The step's route is the checkout's own (a box order's is the box variant,
 * checkoutStepHref): a booked settlement knows its checkout; otherwise the caller passes what it
 * knows (at least the id: the step then redirects to its right route itself).
 */
export function settlementPath(locale: Locale, checkout: CheckoutStepTarget, settlement: Settlement, paymentId: string | null): string {
  const target = settlement.kind === 'booked' ? settlement.checkout : checkout;
  const notice = settlementNotice(settlement);
  if (notice === null) return checkoutStepHref(locale, 'payment', target);
  const checkAgain = notice === 'pending' || notice === 'unknown';
  return checkoutStepHref(locale, 'payment', target, { [PAYMENT_OUTCOME_PARAM]: notice, [PAYMENT_ID_PARAM]: checkAgain && paymentId !== null ? paymentId : undefined });
}

export function settlementNotice(settlement: Settlement): PaymentNotice | null {
  switch (settlement.kind) {
    case 'booked':
      return null;
    case 'payment-failed':
      return settlement.outcome;
    case 'pending':
      return 'pending';
    case 'booking-failed':
      return 'booking-failed';
    case 'unknown':
      return 'unknown';
    case 'foreign':
      // A payment that is not this checkout's decides nothing for it: the step as it is.
      return null;
  }
}

export function noticePath(locale: Locale, checkout: CheckoutStepTarget, notice: PaymentNotice): string {
  return checkoutStepHref(locale, 'payment', checkout, { [PAYMENT_OUTCOME_PARAM]: notice });
}
