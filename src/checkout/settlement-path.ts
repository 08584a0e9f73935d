import { PAYMENT_ID_PARAM, PAYMENT_OUTCOME_PARAM, type PaymentNotice } from '@/domain/checkout/payment-notice';
import type { Locale } from '@/domain/model/locale';
import { paymentStepHref } from '@/routing/checkout-steps';
import type { Settlement } from './settle-payment.server';

/** Where the traveller lands after a settlement: the payment step, which shows the confirmation once booked, else the notice. */
export function settlementPath(locale: Locale, checkoutId: string, settlement: Settlement, paymentId: string | null): string {
  const notice = settlementNotice(settlement);
  if (notice === null) return paymentStepHref(locale, checkoutId);
  const checkAgain = notice === 'pending' || notice === 'unknown';
  return paymentStepHref(locale, checkoutId, { [PAYMENT_OUTCOME_PARAM]: notice, [PAYMENT_ID_PARAM]: checkAgain && paymentId !== null ? paymentId : undefined });
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

export function noticePath(locale: Locale, checkoutId: string, notice: PaymentNotice): string {
  return paymentStepHref(locale, checkoutId, { [PAYMENT_OUTCOME_PARAM]: notice });
}
