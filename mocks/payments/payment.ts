import type { LocaleCode } from '../catalogue/types';

/**
 * The payment object of the payment provider's stand-in (contract §2), and its state machine:
 *
 *   PENDING ──hosted page──▶ AUTHORISED ──capture──▶ CAPTURED ──refund──▶ REFUNDED
 *      │                         └────────void──────▶ VOIDED
 *      ├──hosted page──▶ REFUSED    (REFUSED | AUTHENTICATION_FAILED)
 *      └──hosted page──▶ CANCELLED  (CANCELLED_BY_SHOPPER)
 *
 * capture, void and refund are idempotent on their own target state (a retried call answers the
 * payment unchanged) and refused from any other state (409 INVALID_STATE), as Adyen's and Stripe's
 * modifications are.
 */
export type PaymentStatus = 'PENDING' | 'AUTHORISED' | 'REFUSED' | 'CANCELLED' | 'CAPTURED' | 'VOIDED' | 'REFUNDED';
export type RefusalReason = 'REFUSED' | 'AUTHENTICATION_FAILED' | 'CANCELLED_BY_SHOPPER';
export type PaymentMethod = 'card' | 'paypal' | 'alma_3x' | 'alma_4x' | 'alma_later';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'paypal', 'alma_3x', 'alma_4x', 'alma_later'];

export interface Payment {
  id: string;
  status: PaymentStatus;
  refusalReason: RefusalReason | null;
  /** Cents. */
  amount: number;
  currency: 'EUR';
  method: PaymentMethod;
  merchantReference: string;
  locale: LocaleCode;
  returnUrl: string;
  redirectUrl: string;
  createdAt: string;
  updatedAt: string;
  cardLast4: string | null;
  idempotencyKey: string;
}

export type Modification = 'capture' | 'void' | 'refund';

const MODIFICATIONS: Readonly<Record<Modification, { from: PaymentStatus; to: PaymentStatus }>> = {
  capture: { from: 'AUTHORISED', to: 'CAPTURED' },
  void: { from: 'AUTHORISED', to: 'VOIDED' },
  refund: { from: 'CAPTURED', to: 'REFUNDED' },
};

/** The status a modification leads to from `status`: a change, no change (already done), or null (refused). */
export function modified(status: PaymentStatus, modification: Modification): { status: PaymentStatus; changed: boolean } | null {
  const rule = MODIFICATIONS[modification];
  if (status === rule.from) return { status: rule.to, changed: true };
  if (status === rule.to) return { status, changed: false };
  return null;
}

/** A hosted-page outcome applies to a PENDING payment only: a final status is never paid twice. */
export function isFinal(status: PaymentStatus): boolean {
  return status !== 'PENDING';
}
