// zod/mini, not 'zod': this module runs in every page's client bundle, and the classic API with
// its methods weighs about 29 kB gzip there against a few kB for the functional one.
import * as z from 'zod/mini';

/**
 * Decoders for single hash values. Each returns undefined for anything it does not accept, so the
 * codec falls back to the field's default: a bad value never stops the page (issue 4). A schema is
 * built on its first value, then kept: building every codec's schemas when the module loads cost
 * the page's hydration a long task, and most keys are absent from most hashes.
 */

export type Decoder<T> = (raw: string | undefined) => T | undefined;

function decoderOf<T>(build: () => z.ZodMiniType<T>): Decoder<T> {
  let schema: z.ZodMiniType<T> | undefined;
  return (raw) => {
    if (raw === undefined) return undefined;
    schema ??= build();
    const result = schema.safeParse(raw);
    return result.success ? result.data : undefined;
  };
}

/** Digits only (leading zeros allowed: 007 is 7); the callers' bounds keep it a safe integer. */
const integerText = () => z.pipe(z.string().check(z.regex(/^[0-9]{1,16}$/)), z.transform(Number));

export function integerIn(min: number, max: number): Decoder<number> {
  return decoderOf(() => z.pipe(integerText(), z.int().check(z.minimum(min), z.maximum(max))));
}

/**
 * Plain decimals, with an exponent because `String(number)` writes one for very small or large
 * values and printing must read back. -0 becomes 0 so equal hashes give equal criteria.
 */
const decimalText = () =>
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/)),
      z.transform((text: string) => Number(text) + 0),
    ),
    z.number(),
  );

export function numberIn(min: number, max: number): Decoder<number> {
  return decoderOf(() => z.pipe(decimalText(), z.number().check(z.minimum(min), z.maximum(max))));
}

/** Texts stay short: a hash is not a document, and the values end up in API calls and logs. */
export const MAX_TEXT_LENGTH = 200;

/**
 * Free text (a city label, a destination id, an anchor): trimmed, not empty, no control
 * characters. Trimming makes `city=%20Lyon` and `city=Lyon` the same criteria.
 */
export const decodeText: Decoder<string> = decoderOf(() =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEXT_LENGTH), z.regex(/^[^\u0000-\u001f\u007f]*$/)),
);

/** Longest code a list entry or a place id may have: catalogue codes are short words. */
export const MAX_CODE_LENGTH = 64;

/**
 * A catalogue code (a facility, a hotel type, an activity tag, a region or point-of-interest id):
 * letters, digits, '_', '-', '.', ':' and nothing else. Lists and place ids are looked up, never
 * shown, so anything else (markup, bad escapes, spaces) cannot be a known value and is dropped
 * here, leaving the default results instead of an empty search.
 */
export const decodeCode: Decoder<string> = decoderOf(() =>
  z.string().check(z.trim(), z.regex(new RegExp(`^[A-Za-z0-9_.:-]{1,${MAX_CODE_LENGTH}}$`))),
);

export function oneOf<const T extends string>(values: readonly [T, ...T[]]): Decoder<T> {
  return decoderOf(() => z.enum(values));
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
