import 'server-only';
import { z } from 'zod';
import { CHECKOUT_ID_PATTERN } from '@/domain/booking';
import { PAYMENT_ID_PARAM, PAYMENT_OUTCOME_PARAM, parsePaymentNotice, type PaymentNotice } from '@/domain/checkout/payment-notice';
import { CHECKOUT_ID_PARAM } from '@/routing/checkout-steps';

type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The payment step's query, read on the server through one schema: the checkout's id, the notice
 * our own redirects write (a closed list; anything else is no notice) and the payment to check
 * again. A malformed value is dropped, never an error page.
 */
const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value);

const paymentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export interface PaymentQuery {
  checkoutId: string | null;
  notice: PaymentNotice | null;
  paymentId: string | null;
}

export function paymentQueryOf(searchParams: SearchParams): PaymentQuery {
  const id = single(searchParams[CHECKOUT_ID_PARAM]);
  const paymentId = paymentIdSchema.safeParse(single(searchParams[PAYMENT_ID_PARAM]));
  return {
    checkoutId: id !== undefined && CHECKOUT_ID_PATTERN.test(id) ? id : null,
    notice: parsePaymentNotice(single(searchParams[PAYMENT_OUTCOME_PARAM])),
    paymentId: paymentId.success ? paymentId.data : null,
  };
}
