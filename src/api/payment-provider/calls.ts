import { getApiConfig, mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { CheckoutPaymentMethod } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import type { Payment } from '@/domain/model/payment';
import { paymentListSchema, paymentSchema, type PaymentWire } from './schemas';

/**
 * Server-to-server calls to the payment provider (mocks/payments documents the stand-in). The
 * browser only ever visits the provider's hosted page; card data never reaches our server, and a
 * payment's outcome is read here, with the secret key, never from the return URL. Never cached.
 */

const LOCATION = 'checkout.payment';

function auth(): Record<string, string> {
  return { authorization: `Bearer ${getApiConfig().paymentProviderApiKey}` };
}

const toPayment = (wire: PaymentWire): Payment => ({
  id: wire.id,
  status: wire.status,
  refusalReason: wire.refusalReason ?? null,
  amount: wire.amount,
  method: wire.method,
  merchantReference: wire.merchantReference,
  redirectUrl: wire.redirectUrl,
});

export interface CreatePaymentParams {
  /** One key per payment attempt: the provider answers the same payment for the same key. */
  idempotencyKey: string;
  amount: number;
  method: CheckoutPaymentMethod;
  /** The checkout's id. */
  merchantReference: string;
  /** Where the provider sends the browser back (our return route). */
  returnUrl: string;
  locale: Locale;
}

/** POST {psp}/v1/payments: a pending payment and its hosted page. */
export async function createPayment(params: CreatePaymentParams, options?: CallOptions): Promise<ApiResult<Payment>> {
  const result = await request({
    service: 'psp',
    path: '/v1/payments',
    method: 'POST',
    headers: { ...auth(), 'idempotency-key': params.idempotencyKey },
    json: {
      amount: params.amount,
      currency: 'EUR',
      merchantReference: params.merchantReference,
      method: params.method,
      returnUrl: params.returnUrl,
      locale: params.locale,
    },
    schema: paymentSchema,
    label: { operation: 'create payment', location: LOCATION },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, toPayment);
}

/** GET {psp}/v1/payments/{id}: the payment's status, as the provider knows it. */
export async function fetchPayment(params: { id: string }, options?: CallOptions): Promise<ApiResult<Payment>> {
  const result = await request({
    service: 'psp',
    path: `/v1/payments/${segment(params.id)}`,
    headers: auth(),
    schema: paymentSchema,
    label: { operation: 'payment status', location: LOCATION },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, toPayment);
}

/** GET {psp}/v1/payments?merchantReference=…: every payment of a checkout, oldest first. */
export async function fetchPaymentsOf(params: { merchantReference: string }, options?: CallOptions): Promise<ApiResult<Payment[]>> {
  const result = await request({
    service: 'psp',
    path: '/v1/payments',
    query: { merchantReference: params.merchantReference },
    headers: auth(),
    schema: paymentListSchema,
    label: { operation: 'payments of checkout', location: LOCATION },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, (wire) => wire.payments.map(toPayment));
}

type Transition = 'capture' | 'void' | 'refund';

async function transition(action: Transition, id: string, options?: CallOptions): Promise<ApiResult<Payment>> {
  const result = await request({
    service: 'psp',
    path: `/v1/payments/${segment(id)}/${action}`,
    method: 'POST',
    headers: auth(),
    json: {},
    schema: paymentSchema,
    label: { operation: `${action} payment`, location: LOCATION },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, toPayment);
}

/** Takes the authorised money: only once the booking exists. */
export const capturePayment = (params: { id: string }, options?: CallOptions) => transition('capture', params.id, options);
/** Releases an authorisation that must not be taken (its booking failed, or another payment booked). */
export const voidPayment = (params: { id: string }, options?: CallOptions) => transition('void', params.id, options);
/** Gives back captured money. */
export const refundPayment = (params: { id: string }, options?: CallOptions) => transition('refund', params.id, options);
