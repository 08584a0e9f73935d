import type { GiftDeliveryField } from '@/domain/gift/gift-delivery';
import type { GiftDeliveryRequest } from '@/domain/gift/gift-order';
import type { Locale } from '@/domain/model/locale';
import { bffPostResponse } from '../client';
import { bffPostContract } from '../contract';
import { CHECKOUT_ALREADY_BOOKED, CHECKOUT_ALREADY_BOOKED_STATUS, CHECKOUT_EXPIRED, CHECKOUT_EXPIRED_STATUS } from './checkout-traveller';

/**
 * A gift order's delivery (the booking step's submit, before the buyer's details): POST
 * /api/checkout/delivery { locale, checkoutId, delivery } → the price lines the API re-priced
 * (a physical gift's shipping follows the address's country). The route checks the delivery again
 * with the form's rules (the send date against the site's today), then saves it on the checkout.
 * Never cached. Failures, as the traveller route's:
 * - 400 invalid-body, with `field` when one field was refused (by the rules or by the API);
 * - 410 checkout-expired; 409 already-booked, with the payment path;
 * - anything else: a message, and the button sends again.
 */
export interface CheckoutDeliveryBody {
  locale: Locale;
  checkoutId: string;
  delivery: GiftDeliveryRequest;
}

export interface CheckoutDeliveryAnswer {
  /** Cents, as the API priced them. */
  shippingCost: number;
  totalPrice: number;
}

export type CheckoutDeliveryRefusal =
  | { error: { code: 'invalid-body'; field?: GiftDeliveryField } }
  | { error: { code: typeof CHECKOUT_EXPIRED } }
  | { error: { code: typeof CHECKOUT_ALREADY_BOOKED; paymentPath: string } };

export const checkoutDeliveryContract = bffPostContract<CheckoutDeliveryBody, CheckoutDeliveryAnswer>('/api/checkout/delivery');

export type SaveDeliveryOutcome =
  | { kind: 'saved'; shippingCost: number; totalPrice: number }
  | { kind: 'booked'; paymentPath: string }
  | { kind: 'refused'; field: GiftDeliveryField | null }
  | { kind: 'expired' }
  | { kind: 'failed' };

const FIELDS: ReadonlySet<string> = new Set<GiftDeliveryField>(['recipient', 'recipientName', 'recipientEmail', 'sendOn', 'firstName', 'lastName', 'street', 'postalCode', 'city', 'country']);
const sitePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
const cents = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** The route's answer read (its refusals carry a field or a path). */
export async function saveDeliveryOutcome(response: Response): Promise<SaveDeliveryOutcome> {
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok) return cents(record.shippingCost) && cents(record.totalPrice) ? { kind: 'saved', shippingCost: record.shippingCost, totalPrice: record.totalPrice } : { kind: 'failed' };
  const error = typeof record.error === 'object' && record.error !== null ? (record.error as Record<string, unknown>) : {};
  if (response.status === CHECKOUT_EXPIRED_STATUS && error.code === CHECKOUT_EXPIRED) return { kind: 'expired' };
  if (response.status === CHECKOUT_ALREADY_BOOKED_STATUS && error.code === CHECKOUT_ALREADY_BOOKED && sitePath(error.paymentPath)) return { kind: 'booked', paymentPath: error.paymentPath };
  if (response.status === 400 && error.code === 'invalid-body') {
    return { kind: 'refused', field: typeof error.field === 'string' && FIELDS.has(error.field) ? (error.field as GiftDeliveryField) : null };
  }
  return { kind: 'failed' };
}

/** The island's call: never throws (a network failure is a failed outcome; an abort rethrows). */
export async function postGiftDelivery(body: CheckoutDeliveryBody, options: { signal?: AbortSignal } = {}): Promise<SaveDeliveryOutcome> {
  const response = await bffPostResponse(checkoutDeliveryContract, body, options);
  return response === null ? { kind: 'failed' } : saveDeliveryOutcome(response);
}
