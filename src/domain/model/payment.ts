import type { CheckoutPaymentMethod } from './checkout';

/** A payment at the provider, as our server reads it (never from the browser). Cents. */
export type PaymentStatus = 'PENDING' | 'AUTHORISED' | 'REFUSED' | 'CANCELLED' | 'CAPTURED' | 'VOIDED' | 'REFUNDED';

export interface Payment {
  id: string;
  status: PaymentStatus;
  /** Why a payment was refused: 'AUTHENTICATION_FAILED' is a failed 3-D Secure, 'CANCELLED_BY_SHOPPER' a cancel on the provider's page. */
  refusalReason: string | null;
  amount: number;
  method: CheckoutPaymentMethod;
  /** The checkout's id: a payment counts for that checkout only. */
  merchantReference: string;
  /** The provider's hosted page, on its own origin. */
  redirectUrl: string;
}
