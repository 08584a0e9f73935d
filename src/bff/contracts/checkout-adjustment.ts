import type { CheckoutPrice } from '@/domain/model/checkout';
import type { BffContract } from '../contract';
import { bffPostResponse } from '../client';
import { CHECKOUT_ALREADY_BOOKED, CHECKOUT_EXPIRED, CHECKOUT_EXPIRED_STATUS, CHECKOUT_ALREADY_BOOKED_STATUS } from './checkout-traveller';

/**
 * What the booking step's price adjustments share (insurance, promo code, gift card: their own
 * contracts beside this one): the answer is the checkout's new price; a refusal names the API's
 * code (the checkout contract §1), which the island words in the site's language.
 *
 * Answers, each with what the island does about it:
 * - 200 { price }: the new figures; the page is refreshed so the server-rendered summary shows them;
 * - 400 { error: { code: 'refused', reason } }: the API refused the code, card or offer: its message;
 * - 410 checkout-expired (the API's CHECKOUT_EXPIRED, or a checkout it no longer knows): the session's end;
 * - 409 already-booked: the booking is confirmed, nothing can change;
 * - anything else (400 invalid-body, 403, 415, 5xx, the network): a message to try again.
 */

/** The API's refusals of an adjustment (the checkout contract §1). */
export const CHECKOUT_ADJUSTMENT_REFUSALS = [
  'UNKNOWN_INSURANCE_OFFER',
  'INVALID_PROMO_CODE',
  'PROMO_CODE_MINIMUM_NOT_REACHED',
  'GIFTCARD_INVALID',
  'GIFTCARD_EMPTY',
  'GIFTCARD_ALREADY_APPLIED',
] as const;

export type CheckoutAdjustmentRefusal = (typeof CHECKOUT_ADJUSTMENT_REFUSALS)[number];

export const isCheckoutAdjustmentRefusal = (code: unknown): code is CheckoutAdjustmentRefusal =>
  typeof code === 'string' && (CHECKOUT_ADJUSTMENT_REFUSALS as readonly string[]).includes(code);

export interface CheckoutAdjustmentAnswer {
  price: CheckoutPrice;
}

export const CHECKOUT_ADJUSTMENT_REFUSED = 'refused';

export type CheckoutAdjustmentErrorBody =
  | { error: { code: typeof CHECKOUT_ADJUSTMENT_REFUSED; reason: CheckoutAdjustmentRefusal } }
  | { error: { code: typeof CHECKOUT_EXPIRED } }
  | { error: { code: typeof CHECKOUT_ALREADY_BOOKED } };

/** What the island makes of a route's answer. */
export type CheckoutAdjustmentOutcome =
  | { kind: 'applied'; price: CheckoutPrice }
  | { kind: 'refused'; reason: CheckoutAdjustmentRefusal }
  | { kind: 'expired' }
  | { kind: 'booked' }
  | { kind: 'failed' };

const recordOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** The route's answer read (its refusals carry more than the shared client helper reads: the API's code). */
export async function checkoutAdjustmentOutcome(response: Response): Promise<CheckoutAdjustmentOutcome> {
  const body = recordOf(await response.json().catch(() => null));
  if (response.ok) return typeof body.price === 'object' && body.price !== null ? { kind: 'applied', price: body.price as CheckoutPrice } : { kind: 'failed' };
  const error = recordOf(body.error);
  if (response.status === 400 && error.code === CHECKOUT_ADJUSTMENT_REFUSED && isCheckoutAdjustmentRefusal(error.reason)) return { kind: 'refused', reason: error.reason };
  if (response.status === CHECKOUT_EXPIRED_STATUS && error.code === CHECKOUT_EXPIRED) return { kind: 'expired' };
  if (response.status === CHECKOUT_ALREADY_BOOKED_STATUS && error.code === CHECKOUT_ALREADY_BOOKED) return { kind: 'booked' };
  return { kind: 'failed' };
}

/** The island's call of one adjustment route: never throws (a network failure is a failed outcome; an abort rethrows). */
export async function postCheckoutAdjustment<Body>(contract: BffContract<Body, CheckoutAdjustmentAnswer>, body: Body, options: { signal?: AbortSignal } = {}): Promise<CheckoutAdjustmentOutcome> {
  const response = await bffPostResponse(contract, body, options);
  return response === null ? { kind: 'failed' } : checkoutAdjustmentOutcome(response);
}
