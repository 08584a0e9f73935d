/**
 * Where the booking step keeps what the traveller typed, per checkout (./traveller-draft.ts), and
 * whether anything is kept: the form's loader asks it to load the form at once (its own module, so
 * that the page's first load knows it without the draft's rules).
 */
export const draftKey = (checkoutId: string) => `escapade:traveller:${checkoutId}`;

export function draftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a draft is kept for this checkout (a reload, a failed call or Back from the payment step). */
export function hasTravellerDraft(checkoutId: string, store: Storage | null = draftStorage()): boolean {
  try {
    return (store?.getItem(draftKey(checkoutId)) ?? null) !== null;
  } catch {
    return false;
  }
}
