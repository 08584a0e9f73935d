/**
 * Decoders for single hash values. Each returns undefined for anything it does not accept, so the
 * codec falls back to the field's default: a bad value never stops the page (issue 4).
 *
 * Plain functions, not zod: this module runs in every page's client bundle, and even zod/mini
 * brought its core (17.5 kB gzip, the largest script of the home page after React) for checks a
 * regular expression and two comparisons make. The values come from the URL, a string or nothing.
 */

export type Decoder<T> = (raw: string | undefined) => T | undefined;

const INTEGER_TEXT = /^[0-9]{1,16}$/;

/** Digits only (leading zeros allowed: 007 is 7), a safe integer within the bounds. */
export function integerIn(min: number, max: number): Decoder<number> {
  return (raw) => {
    if (raw === undefined || !INTEGER_TEXT.test(raw)) return undefined;
    const value = Number(raw);
    return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
  };
}

/**
 * Plain decimals, with an exponent because `String(number)` writes one for very small or large
 * values and printing must read back. -0 becomes 0 so equal hashes give equal criteria.
 */
const DECIMAL_TEXT = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

export function numberIn(min: number, max: number): Decoder<number> {
  return (raw) => {
    if (raw === undefined || !DECIMAL_TEXT.test(raw)) return undefined;
    const value = Number(raw) + 0;
    return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
  };
}

/** Texts stay short: a hash is not a document, and the values end up in API calls and logs. */
export const MAX_TEXT_LENGTH = 200;

/**
 * Free text (a city label, a destination id, an anchor): trimmed, not empty, no control
 * characters. Trimming makes `city=%20Lyon` and `city=Lyon` the same criteria.
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export const decodeText: Decoder<string> = (raw) => {
  const text = raw?.trim();
  if (text === undefined || text.length < 1 || text.length > MAX_TEXT_LENGTH || CONTROL_CHARACTER.test(text)) return undefined;
  return text;
};

/** Longest code a list entry or a place id may have: catalogue codes are short words. */
export const MAX_CODE_LENGTH = 64;

/**
 * A catalogue code (a facility, a hotel type, an activity tag, a region or point-of-interest id):
 * letters, digits, '_', '-', '.', ':' and nothing else. Lists and place ids are looked up, never
 * shown, so anything else (markup, bad escapes, spaces) cannot be a known value and is dropped
 * here, leaving the default results instead of an empty search.
 */
const CODE = new RegExp(`^[A-Za-z0-9_.:-]{1,${MAX_CODE_LENGTH}}$`);

export const decodeCode: Decoder<string> = (raw) => {
  const code = raw?.trim();
  return code !== undefined && CODE.test(code) ? code : undefined;
};

export function oneOf<const T extends string>(values: readonly [T, ...T[]]): Decoder<T> {
  const accepted: ReadonlySet<string> = new Set(values);
  return (raw) => (raw !== undefined && accepted.has(raw) ? (raw as T) : undefined);
}

/**
 * A list as a set: every accepted value once, in a fixed order, so two hashes that select the same
 * filters in another order are the same criteria (and the same cache key).
 */
export function decodeSet<T extends string | number>(raws: readonly string[], decode: Decoder<T>): T[] {
  const kept = new Set<T>();
  for (const raw of raws) {
    const value = decode(raw);
    if (value !== undefined) kept.add(value);
  }
  return [...kept].sort(compareValues);
}

function compareValues(left: string | number, right: string | number): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const a = String(left);
  const b = String(right);
  return a < b ? -1 : a > b ? 1 : 0;
}
