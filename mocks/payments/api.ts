import { randomBytes } from 'node:crypto';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ApiError, answerApi, invalidField, objectBody } from '../api-error';
import type { LocaleCode } from '../catalogue/types';
import { LOCALE_CODES } from '../product/http';
import { route, SERVICE_PREFIX } from '../services';
import { modified, PAYMENT_METHODS, type Modification, type Payment, type PaymentMethod } from './payment';
import { paymentById, paymentOfIdempotencyKey, paymentsOfReference, rememberPayment, setPaymentStatus } from './store';

/**
 * The payment provider's server-to-server API (contract §2), in the way of Adyen's, Mollie's and
 * Stripe's: every call needs `Authorization: Bearer <key>` (env PAYMENT_PROVIDER_API_KEY, default
 * `sim_test_key`), else 401 UNAUTHORISED.
 *
 *   POST {psp}/v1/payments   header Idempotency-Key (1..200 characters, else 400 IDEMPOTENCY_KEY_REQUIRED)
 *        { amount: cents > 0, currency: 'EUR', merchantReference, method: card | paypal | alma_3x |
 *          alma_4x | alma_later, returnUrl: absolute http(s), locale: one of the six }
 *        → 201 the payment, PENDING, redirectUrl = {origin of this request}/psp/pay/{id} (hosted.ts).
 *        The same key with the same body → 200 the same payment, whatever its status now; the same key
 *        with another body → 409 IDEMPOTENCY_CONFLICT (as Stripe); a bad field → 400 INVALID_PARAMETER
 *        + field (a refused request keeps no key, so it can be retried corrected).
 *   GET  {psp}/v1/payments/{id}                          → the payment; 404 PAYMENT_NOT_FOUND
 *   GET  {psp}/v1/payments?merchantReference=X           → { payments: [...] } oldest first (the
 *        parameter is required: 400 INVALID_PARAMETER)
 *   POST {psp}/v1/payments/{id}/capture | void | refund  → the payment after the modification
 *        (payment.ts: AUTHORISED → CAPTURED | VOIDED, CAPTURED → REFUNDED; on its target state
 *        200 unchanged; else 409 INVALID_STATE)
 * Fault injection reaches every call (mocks/faults.ts, e.g. path '/psp/v1/payments').
 */

export const DEFAULT_API_KEY = 'sim_test_key';
const MAX_AMOUNT = 100_000_000;

function apiKey(): string {
  return process.env.PAYMENT_PROVIDER_API_KEY || DEFAULT_API_KEY;
}

function requireKey(request: Request): void {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  if (!match || match[1] !== apiKey()) throw new ApiError(401, 'UNAUTHORISED', 'A valid API key is required: Authorization: Bearer <key>');
}

interface PaymentRequest {
  amount: number;
  currency: 'EUR';
  merchantReference: string;
  method: PaymentMethod;
  returnUrl: string;
  locale: LocaleCode;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.length <= 2000;
  } catch {
    return false;
  }
}

export function parsePaymentRequest(fields: Record<string, unknown>): PaymentRequest {
  const { amount, currency, merchantReference, method, returnUrl, locale } = fields;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) throw invalidField('amount', 'amount must be a positive integer of cents');
  if (currency !== 'EUR') throw invalidField('currency', 'currency must be EUR');
  if (typeof merchantReference !== 'string' || merchantReference === '' || merchantReference.length > 200) throw invalidField('merchantReference', 'merchantReference must be 1 to 200 characters');
  if (typeof method !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(method)) throw invalidField('method', `method must be one of ${PAYMENT_METHODS.join(', ')}`);
  if (typeof returnUrl !== 'string' || !isHttpUrl(returnUrl)) throw invalidField('returnUrl', 'returnUrl must be an absolute http(s) URL');
  if (typeof locale !== 'string' || !(LOCALE_CODES as readonly string[]).includes(locale)) throw invalidField('locale', `locale must be one of ${LOCALE_CODES.join(', ')}`);
  return { amount, currency, merchantReference, method: method as PaymentMethod, returnUrl, locale: locale as LocaleCode };
}

/** The request as compared for idempotency: its fields in a fixed order, as received. */
function fingerprint(fields: Record<string, unknown>): string {
  const { amount, currency, merchantReference, method, returnUrl, locale } = fields;
  return JSON.stringify([amount, currency, merchantReference, method, returnUrl, locale]);
}

function createPayment(request: Request, body: unknown, now: Date): Response {
  requireKey(request);
  const key = request.headers.get('idempotency-key') ?? '';
  if (key === '' || key.length > 200) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'An Idempotency-Key header of 1 to 200 characters is required');
  const fields = objectBody(body);
  const known = paymentOfIdempotencyKey(key);
  if (known) {
    if (known.request !== fingerprint(fields)) throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was used with another request');
    return HttpResponse.json(known.payment);
  }
  const asked = parsePaymentRequest(fields);
  const id = `pay_${randomBytes(12).toString('hex')}`;
  const at = now.toISOString();
  const payment: Payment = {
    id,
    status: 'PENDING',
    refusalReason: null,
    ...asked,
    redirectUrl: `${new URL(request.url).origin}${SERVICE_PREFIX.psp}/pay/${id}`,
    createdAt: at,
    updatedAt: at,
    cardLast4: null,
    idempotencyKey: key,
  };
  rememberPayment({ payment, history: [{ status: 'PENDING', at }], request: fingerprint(fields), challengePending: false });
  return HttpResponse.json(payment, { status: 201 });
}

function existingPayment(id: unknown): Payment {
  const payment = paymentById(String(id ?? ''));
  if (!payment) throw new ApiError(404, 'PAYMENT_NOT_FOUND', `No payment ${String(id)}`);
  return payment;
}

function modify(request: Request, id: unknown, modification: Modification, now: Date): Response {
  requireKey(request);
  const payment = existingPayment(id);
  const next = modified(payment.status, modification);
  if (next === null) throw new ApiError(409, 'INVALID_STATE', `A ${payment.status} payment cannot be ${modification === 'void' ? 'voided' : `${modification}d`}`);
  return HttpResponse.json(next.changed ? setPaymentStatus(payment.id, next.status, now) : payment);
}

const modificationHandler = (modification: Modification) =>
  http.post(route('psp', `/v1/payments/:id/${modification}`), ({ request, params }) => answerApi(() => modify(request, params.id, modification, new Date())));

export const paymentApiHandlers: HttpHandler[] = [
  http.post(route('psp', '/v1/payments'), async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answerApi(() => createPayment(request, body, new Date()));
  }),
  http.get(route('psp', '/v1/payments'), ({ request }) =>
    answerApi(() => {
      requireKey(request);
      const reference = new URL(request.url).searchParams.get('merchantReference');
      if (!reference) throw invalidField('merchantReference', 'merchantReference is required');
      return HttpResponse.json({ payments: paymentsOfReference(reference) });
    }),
  ),
  http.get(route('psp', '/v1/payments/:id'), ({ request, params }) =>
    answerApi(() => {
      requireKey(request);
      return HttpResponse.json(existingPayment(params.id));
    }),
  ),
  modificationHandler('capture'),
  modificationHandler('void'),
  modificationHandler('refund'),
];
