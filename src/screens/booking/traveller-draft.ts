import { CIVILITIES, type TravellerFormValues } from '@/domain/checkout/traveller-details';

/**
 * What the traveller typed on the booking step, kept in the tab's sessionStorage per checkout, so
 * a reload, a failed call or the back button from the payment step finds it again (DESIGN §8).
 * Only the details typed (no card data exists here); the terms box is ticked again. A storage that
 * is missing, full or refused (private modes) keeps nothing and breaks nothing.
 */
type Draft = Omit<TravellerFormValues, 'termsAccepted'>;

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'postalCode', 'country'] as const;
/** Far beyond any field's limit: a draft is never a place to park megabytes. */
const MAX_TEXT = 1_000;

export const draftKey = (checkoutId: string) => `escapade:traveller:${checkoutId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

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
  return Object.keys(draft).length > 0 ? draft : null;
}

export function writeTravellerDraft(checkoutId: string, values: TravellerFormValues, store: Storage | null = storage()): void {
  const draft: Draft = { civility: values.civility, firstName: values.firstName, lastName: values.lastName, email: values.email, phone: values.phone, postalCode: values.postalCode, country: values.country };
  try {
    store?.setItem(draftKey(checkoutId), JSON.stringify(draft));
  } catch {
    // Full or refused: the form still works, only a reload loses what was typed.
  }
}
