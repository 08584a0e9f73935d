import { z } from 'zod';
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

/** What is stored: cut to the limits on reading, so an edited entry never overflows a field. */
const storedSchema = z.object({
  fromName: z.string().transform((value) => Array.from(value).slice(0, FROM_NAME_MAX).join('')),
  message: z.string().transform((value) => Array.from(value).slice(0, MESSAGE_MAX).join('')),
});

/** The saved personalisation, or null when none (or unreadable). */
export function readPersonalisation(storage: ReadableStorage | null | undefined, key: string): Personalisation | null {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
