import { PAYMENT_ID_PARAM, PAYMENT_OUTCOME_PARAM } from '@/domain/checkout/payment-notice';
import { hrefOf, type RouteOf } from '@/routing';
import { checkoutStepHref, type CheckoutStepTarget } from '@/routing/checkout-steps';
import type { PaymentQuery } from './query.server';

export type PaymentRoute = RouteOf<'payment' | 'box-payment'>;

/**
 * Where a checkout's payment step belongs when it was reached under another route (a box order under
 * the plain payment route or under another box's code, any other checkout under a box's): the right
 * step, keeping the notice and the payment to check again. Null when the route is already the one
 * checkoutStepHref (the one owner of the step routes) gives.
 */
export function paymentStepRedirect(route: PaymentRoute, checkout: CheckoutStepTarget, query: Pick<PaymentQuery, 'notice' | 'paymentId'>): string | null {
  const right = checkoutStepHref(route.locale, 'payment', checkout, {
    [PAYMENT_OUTCOME_PARAM]: query.notice ?? undefined,
    [PAYMENT_ID_PARAM]: query.paymentId ?? undefined,
  });
  return right.split('?')[0] === hrefOf(route) ? null : right;
}
