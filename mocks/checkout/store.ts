import type { CheckoutWire } from './wire';

/**
 * The checkouts the simulator has initialised, by id, for the booking summary's GET and for tests
 * (GET /__admin/records/checkouts lists them, DELETE /__admin/records forgets them).
 */
export interface StoredCheckout {
  id: string;
  receivedAt: string;
  /** The init request's JSON body, as received (`fields`, like the other record kinds of mocks/store.ts). */
  fields: Record<string, unknown>;
  /** The checkout as it is now: the init call's answer, then what each later call made of it. */
  checkout: CheckoutWire;
}

const checkouts = new Map<string, StoredCheckout>();

/** Bounded so a long-running simulator cannot grow without limit (oldest first out). */
const MAX_CHECKOUTS = 1000;

export function rememberCheckout(record: StoredCheckout): void {
  checkouts.set(record.id, record);
  if (checkouts.size > MAX_CHECKOUTS) {
    const oldest = checkouts.keys().next();
    if (!oldest.done) checkouts.delete(oldest.value);
  }
}

/** Keeps the new state of a checkout already stored (its place in the list and its record stay). */
export function updateCheckout(checkout: CheckoutWire): void {
  const stored = checkouts.get(checkout.id);
  if (stored) stored.checkout = checkout;
}

export function checkoutById(id: string): StoredCheckout | undefined {
  return checkouts.get(id);
}

/** Oldest first. */
export function listCheckouts(): StoredCheckout[] {
  return [...checkouts.values()];
}

export function clearCheckouts(): void {
  checkouts.clear();
}
