import type { Payment } from '@/domain/model/payment';

/**
 * What a payment's status, read from the provider, means for the traveller. The browser's return
 * from the provider carries only the payment's id: this is decided from the provider's own answer.
 */
export type PaymentOutcome =
  /** Money authorised: the booking can be made with it. */
  | 'authorised'
  /** Not finished at the provider (the traveller came back early, or the provider has not decided). */
  | 'pending'
  | 'refused'
  /** 3-D Secure failed. */
  | 'authentication-failed'
  /** Cancelled on the provider's page. */
  | 'cancelled'
  /** Released by us (its booking failed, or the checkout was booked by another payment). */
  | 'voided';

export function paymentOutcome(payment: Pick<Payment, 'status' | 'refusalReason'>): PaymentOutcome {
  switch (payment.status) {
    case 'AUTHORISED':
    case 'CAPTURED':
      return 'authorised';
    case 'PENDING':
      return 'pending';
    case 'REFUSED':
      return payment.refusalReason === 'AUTHENTICATION_FAILED' ? 'authentication-failed' : 'refused';
    case 'CANCELLED':
      return 'cancelled';
    case 'VOIDED':
    case 'REFUNDED':
      return 'voided';
  }
}
