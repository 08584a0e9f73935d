import { FROM_NAME_MAX, MESSAGE_MAX, type Personalisation } from './personalisation';

/**
 * The personalisation kept in the browser (part 1 §3: "stored locally"), one entry per gift: saved
 * on Offer, removed when both fields are empty, read back when the dialog opens again and by the
 * gift summary. Storage is injected (window.localStorage in the browser) and may be missing,
 * full or disabled: nothing here throws.
 */

export { giftPersonalisationKey, type GiftPersonalisationKind } from './personalisation-key';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

const cut = (value: string, max: number): string => Array.from(value).slice(0, max).join('');

/**
 * What is stored, cut to the limits on reading so an edited entry never overflows a field. A plain
 * check, not zod: this module is in the first load of every page with a gift button (the box page's
 * Confirm reads it), and zod would weigh more than the page's own island.
 */
function storedPersonalisation(value: unknown): Personalisation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { fromName, message } = value as Record<string, unknown>;
  if (typeof fromName !== 'string' || typeof message !== 'string') return null;
  return { fromName: cut(fromName, FROM_NAME_MAX), message: cut(message, MESSAGE_MAX) };
}

/** The saved personalisation, or null when none (or unreadable). */
export function readPersonalisation(storage: ReadableStorage | null | undefined, key: string): Personalisation | null {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return null;
    return storedPersonalisation(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Saves the values (edges trimmed), or removes the entry when both are empty. True when the
 * storage did what was asked.
 */
export function savePersonalisation(storage: WritableStorage | null | undefined, key: string, values: Personalisation): boolean {
  if (!storage) return false;
  const fromName = values.fromName.trim();
  const message = values.message.trim();
  try {
    if (fromName === '' && message === '') storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ fromName, message }));
    return true;
  } catch {
    return false;
  }
}

/** window.localStorage when it can be reached (it throws in some privacy modes), else null. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
