import { z } from 'zod';

/**
 * Decoders for single hash values. Each returns undefined for anything it does not accept, so the
 * codec falls back to the field's default: a bad value never stops the page (issue 4). Schemas
 * are built once, at module load, because a hash is parsed on every hashchange.
 */

export type Decoder<T> = (raw: string | undefined) => T | undefined;

function decoderOf<T>(schema: z.ZodType<T>): Decoder<T> {
  return (raw) => {
    if (raw === undefined) return undefined;
    const result = schema.safeParse(raw);
    return result.success ? result.data : undefined;
  };
}

/** Digits only (leading zeros allowed: 007 is 7); the callers' bounds keep it a safe integer. */
const integerText = z
  .string()
  .regex(/^[0-9]{1,16}$/)
  .transform(Number);

export function integerIn(min: number, max: number): Decoder<number> {
  return decoderOf(integerText.pipe(z.number().int().min(min).max(max)));
}

/**
 * Plain decimals, with an exponent because `String(number)` writes one for very small or large
 * values and printing must read back. -0 becomes 0 so equal hashes give equal criteria.
 */
const decimalText = z
  .string()
  .regex(/^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/)
  .transform((text) => Number(text) + 0)
  .pipe(z.number().finite());

export function numberIn(min: number, max: number): Decoder<number> {
  return decoderOf(decimalText.pipe(z.number().min(min).max(max)));
}

/** Texts stay short: a hash is not a document, and the values end up in API calls and logs. */
export const MAX_TEXT_LENGTH = 200;

/**
 * Free text (a city label, a destination id, an anchor): trimmed, not empty, no control
 * characters. Trimming makes `city=%20Lyon` and `city=Lyon` the same criteria.
 */
export const decodeText: Decoder<string> = decoderOf(
  z
    .string()
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1)
        .max(MAX_TEXT_LENGTH)
        .regex(/^[^\u0000-\u001f\u007f]*$/),
    ),
);

export function oneOf<const T extends string>(values: readonly [T, ...T[]]): Decoder<T> {
  return decoderOf(z.enum(values));
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
