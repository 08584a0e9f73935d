import { PAYMENT_ID_PARAM, PAYMENT_OUTCOME_PARAM } from '@/domain/checkout/payment-notice';
import type { RouteOf } from '@/routing';
import { misplacedStepRedirect, type CheckoutStepTarget } from '@/routing/checkout-steps';
import type { PaymentQuery } from './query.server';

export type PaymentRoute = RouteOf<'payment' | 'box-payment'>;

/** A payment step reached under another route than its own: the right one, keeping the notice and the payment to check again. */
export function paymentStepRedirect(route: PaymentRoute, checkout: CheckoutStepTarget, query: Pick<PaymentQuery, 'notice' | 'paymentId'>): string | null {
  return misplacedStepRedirect(route, checkout, { [PAYMENT_OUTCOME_PARAM]: query.notice ?? undefined, [PAYMENT_ID_PARAM]: query.paymentId ?? undefined });
}
