
/**
 * The gift personalisation rules (part 1 §5, §9): the sender's name (`fromName`) and the message
 * of a box, a stay gift or a gift card. Pure: the dialog's form, its input limiter and the tests
 * all call these.
 */

export const FROM_NAME_MAX = 40;
export const MESSAGE_MAX = 180;
/** How long the over-length error stays after a rejected keystroke (part 1 §9: 1 s). */
export const ERROR_CLEAR_MS = 1000;

export interface Personalisation {
  fromName: string;
  message: string;
}

export type PersonalisationField = keyof Personalisation;

/** The field limits, by field. */
export const PERSONALISATION_MAX: Readonly<Record<PersonalisationField, number>> = { fromName: FROM_NAME_MAX, message: MESSAGE_MAX };

/**
 * The errors of part 1 §5, as codes: the form translates them ('Mandatory field', 'Only text is
 * expected', 'The field is limited to {maxlength} characters').
 */
export type PersonalisationError = 'mandatory' | 'textOnly' | 'maxLength';

/**
 * 'Text only' for a name: letters of any script, accented or not (with their combining marks),
 * spaces, apostrophes (straight or typographic) and hyphens. Digits and other symbols are not text.
 */
const TEXT_ONLY = /^[\p{L}\p{M}\s'’-]*$/u;

/** Length as a person counts it: an emoji or an accented letter made of two code units counts once. */
export function textLength(value: string): number {
  return Array.from(value).length;
}

export function isTextOnly(value: string): boolean {
  return TEXT_ONLY.test(value);
}

/** The first error of the sender's name, or null. */
export function fromNameError(value: string, { mandatory }: { mandatory: boolean }): PersonalisationError | null {
  if (value.trim() === '') return mandatory ? 'mandatory' : null;
  if (!isTextOnly(value)) return 'textOnly';
  if (textLength(value) > FROM_NAME_MAX) return 'maxLength';
  return null;
}

/** The message is optional; only its length is checked. */
export function messageError(value: string): PersonalisationError | null {
  return textLength(value) > MESSAGE_MAX ? 'maxLength' : null;
}

export interface LimitedInput {
  /** The value the field keeps: never longer than the limit. */
  value: string;
  /** True when part of what was typed or pasted was rejected (the over-length error shows). */
  rejected: boolean;
}

/**
 * Typing beyond the limit is rejected (part 1 §5): a keystroke into a full field leaves it as it
 * was (wherever the caret is); a paste that would overflow keeps what fits, so a long paste into an
 * empty field is not thrown away whole.
 */
export function limitInput(previous: string, next: string, max: number): LimitedInput {
  if (textLength(next) <= max) return { value: next, rejected: false };
  if (textLength(previous) >= max) return { value: Array.from(previous).slice(0, max).join(''), rejected: true };
  return { value: Array.from(next).slice(0, max).join(''), rejected: true };
}
