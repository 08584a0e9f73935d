import type { TravellerField } from '@/domain/checkout/traveller-details';
import type { Traveller } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import { bffPostContract } from '../contract';
import { bffPostResponse } from '../client';

/**
 * The booking step's 'Continue to payment': POST /api/checkout/traveller with the traveller's
 * details (tidied by the form, the phone in E.164) and the terms accepted → the payment step's
 * path. The route checks the details again with the form's own rules, then saves them on the
 * checkout (POST {api}/checkout/{id}/traveller). Never cached.
 *
 * Failures, each with what the form does about it:
 * - 400 invalid-body, with `field` when one field was refused (by the rules or by the API): shown on that field;
 * - 410 checkout-expired (the API's CHECKOUT_EXPIRED, or a checkout it no longer knows: 404): back to the stay;
 * - 409 already-booked, with the payment path: the payment step shows the confirmation;
 * - anything else (403, 415, 5xx, the network): a message, and the button sends again.
 */
export interface CheckoutTravellerBody {
  locale: Locale;
  checkoutId: string;
  traveller: Traveller;
  termsAccepted: true;
}

export interface CheckoutTravellerAnswer {
  paymentPath: string;
}

export const CHECKOUT_EXPIRED = 'checkout-expired';
export const CHECKOUT_EXPIRED_STATUS = 410;
export const CHECKOUT_ALREADY_BOOKED = 'already-booked';
export const CHECKOUT_ALREADY_BOOKED_STATUS = 409;

/** The route's error bodies beyond the shared one (src/bff/contract.ts BffErrorBody). */
export type CheckoutTravellerRefusal =
  | { error: { code: 'invalid-body'; field?: TravellerField } }
  | { error: { code: typeof CHECKOUT_EXPIRED } }
  | { error: { code: typeof CHECKOUT_ALREADY_BOOKED; paymentPath: string } };

export const checkoutTravellerContract = bffPostContract<CheckoutTravellerBody, CheckoutTravellerAnswer>('/api/checkout/traveller');

/** What the form makes of the route's answer. */
export type SaveTravellerOutcome =
  | { kind: 'saved'; paymentPath: string }
  | { kind: 'booked'; paymentPath: string }
  | { kind: 'refused'; field: TravellerField | null }
  | { kind: 'expired' }
  | { kind: 'failed' };

const FIELDS: ReadonlySet<string> = new Set<TravellerField>(['civility', 'firstName', 'lastName', 'email', 'phone', 'postalCode', 'country', 'termsAccepted']);

/** A path of this site (never another origin's URL, even from our own route). */
const sitePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** The route's answer read (its bodies carry more than the shared client helper reads: the field, the payment path). */
export async function saveTravellerOutcome(response: Response): Promise<SaveTravellerOutcome> {
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok) return sitePath(record.paymentPath) ? { kind: 'saved', paymentPath: record.paymentPath } : { kind: 'failed' };
  const error = typeof record.error === 'object' && record.error !== null ? (record.error as Record<string, unknown>) : {};
  if (response.status === CHECKOUT_EXPIRED_STATUS && error.code === CHECKOUT_EXPIRED) return { kind: 'expired' };
  if (response.status === CHECKOUT_ALREADY_BOOKED_STATUS && error.code === CHECKOUT_ALREADY_BOOKED && sitePath(error.paymentPath)) {
    return { kind: 'booked', paymentPath: error.paymentPath };
  }
  if (response.status === 400 && error.code === 'invalid-body') {
    return { kind: 'refused', field: typeof error.field === 'string' && FIELDS.has(error.field) ? (error.field as TravellerField) : null };
  }
  return { kind: 'failed' };
}

/** The island's call: never throws (a network failure is a failed outcome; an abort rethrows). */
export async function postTravellerDetails(body: CheckoutTravellerBody, options: { signal?: AbortSignal } = {}): Promise<SaveTravellerOutcome> {
  const response = await bffPostResponse(checkoutTravellerContract, body, options);
  return response === null ? { kind: 'failed' } : saveTravellerOutcome(response);
}
