import { CIVILITIES } from '@/domain/checkout/traveller-details';
import type { GiftDeliveryFormValues } from '@/domain/gift/gift-delivery';
import type { BookingFormValues } from './booking-form-values';
import { draftKey, draftStorage as storage } from './traveller-draft-key';

/**
 * What the traveller typed on the booking step, kept in the tab's sessionStorage per checkout, so
 * a reload, a failed call or the back button from the payment step finds it again (DESIGN §8).
 * Only the details typed (no card data exists here) and a gift order's delivery; the terms box is
 * ticked again. A storage that is missing, full or refused (private modes) keeps nothing and breaks nothing.
 */
type Draft = Omit<BookingFormValues, 'termsAccepted' | 'delivery'> & { delivery: Partial<GiftDeliveryFormValues> };

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'postalCode', 'country'] as const;
const DELIVERY_TEXT_FIELDS = ['recipientName', 'recipientEmail', 'sendOn', 'firstName', 'lastName', 'street', 'postalCode', 'city', 'country'] as const;
/** Far beyond any field's limit: a draft is never a place to park megabytes. */
const MAX_TEXT = 1_000;

export { draftKey } from './traveller-draft-key';

/** The draft kept for this checkout, read defensively (it is the browser's, anything may be there). */
export function readTravellerDraft(checkoutId: string, store: Storage | null = storage()): Partial<Draft> | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(draftKey(checkoutId)) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const draft: Partial<Draft> = {};
  if (typeof record.civility === 'string' && (CIVILITIES as readonly string[]).includes(record.civility)) draft.civility = record.civility as Draft['civility'];
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.length <= MAX_TEXT) draft[field] = value;
  }
  const delivery = typeof record.delivery === 'object' && record.delivery !== null ? (record.delivery as Record<string, unknown>) : null;
  if (delivery) {
    const kept: Partial<GiftDeliveryFormValues> = {};
    if (delivery.recipient === 'me' || delivery.recipient === 'someone') kept.recipient = delivery.recipient;
    for (const field of DELIVERY_TEXT_FIELDS) {
      const value = delivery[field];
      if (typeof value === 'string' && value.length <= MAX_TEXT) kept[field] = value;
    }
    if (Object.keys(kept).length > 0) draft.delivery = kept;
  }
  return Object.keys(draft).length > 0 ? draft : null;
}

/** A draft's values over the form's: the delivery's fields one by one (a draft without a delivery keeps the form's). */
export function withDraft(values: BookingFormValues, draft: Partial<Draft>): BookingFormValues {
  const { delivery, ...details } = draft;
  return { ...values, ...details, delivery: { ...values.delivery, ...delivery } };
}

/** Keeps the details, and a gift order's delivery when given (a stay's form has none to keep). */
export function writeTravellerDraft(checkoutId: string, values: Omit<BookingFormValues, 'delivery'> & { delivery?: GiftDeliveryFormValues }, store: Storage | null = storage()): void {
  const draft: Omit<Draft, 'delivery'> & { delivery?: Draft['delivery'] } = {
    civility: values.civility,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    postalCode: values.postalCode,
    country: values.country,
    ...(values.delivery ? { delivery: { ...values.delivery } } : {}),
  };
  try {
    store?.setItem(draftKey(checkoutId), JSON.stringify(draft));
  } catch {
    // Full or refused: the form still works, only a reload loses what was typed.
  }
}
