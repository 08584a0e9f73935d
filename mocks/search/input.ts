import { isValidIsoDay } from '../catalogue/days';
import { BadRequest } from './http';

/**
 * Reads loosely typed input the way a tolerant real API does: the same criterion may arrive as
 * a JSON number, a numeric string (hash values), a comma-joined string or a repeated query key.
 * Missing or empty values are `undefined`; present but wrong values are a 400.
 */
export interface Source {
  /** The raw value of a key: JSON value (body) or string / string[] (query), undefined when absent. */
  get(key: string): unknown;
}

export function objectSource(value: unknown): Source {
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { get: (key) => record[key] };
}

export function querySource(params: URLSearchParams): Source {
  return {
    get(key) {
      const values = params.getAll(key);
      if (values.length === 0) return undefined;
      return values.length === 1 ? values[0] : values;
    },
  };
}

/** The first key present (aliases such as hotelType / hotelTypes). */
export function pick(source: Source, keys: readonly string[]): { key: string; value: unknown } {
  for (const key of keys) {
    const value = source.get(key);
    if (!isBlank(value)) return { key, value };
  }
  return { key: keys[0] ?? '', value: undefined };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const invalid = (key: string, expected: string) => new BadRequest('INVALID_PARAMETER', `${key} must be ${expected}`);

function scalar(key: string, value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.length === 1) return value[0];
    throw invalid(key, 'a single value');
  }
  return value;
}

export function readNumber(source: Source, keys: string | readonly string[], bounds?: { min: number; max: number }): number | undefined {
  const { key, value } = pick(source, typeof keys === 'string' ? [keys] : keys);
  if (isBlank(value)) return undefined;
  const raw = scalar(key, value);
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(number)) throw invalid(key, 'a number');
  if (bounds && (number < bounds.min || number > bounds.max)) throw invalid(key, `between ${bounds.min} and ${bounds.max}`);
  return number;
}

export function readInt(source: Source, keys: string | readonly string[], bounds: { min: number; max: number }): number | undefined {
  const name = typeof keys === 'string' ? keys : (keys[0] ?? '');
  const number = readNumber(source, keys);
  if (number === undefined) return undefined;
  if (!Number.isInteger(number)) throw invalid(name, 'an integer');
  if (number < bounds.min || number > bounds.max) throw invalid(name, `an integer between ${bounds.min} and ${bounds.max}`);
  return number;
}

export function readBoolean(source: Source, keys: string | readonly string[]): boolean | undefined {
  const { key, value } = pick(source, typeof keys === 'string' ? [keys] : keys);
  if (isBlank(value)) return undefined;
  const raw = scalar(key, value);
  if (raw === true || raw === 'true' || raw === '1' || raw === 1) return true;
  if (raw === false || raw === 'false' || raw === '0' || raw === 0) return false;
  throw invalid(key, 'true or false');
}

export function readString(source: Source, keys: string | readonly string[]): string | undefined {
  const { key, value } = pick(source, typeof keys === 'string' ? [keys] : keys);
  if (isBlank(value)) return undefined;
  const raw = scalar(key, value);
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number') return String(raw);
  throw invalid(key, 'a string');
}

export function readDay(source: Source, keys: string | readonly string[]): string | undefined {
  const name = typeof keys === 'string' ? keys : (keys[0] ?? '');
  const value = readString(source, keys);
  if (value === undefined) return undefined;
  if (!isValidIsoDay(value)) throw new BadRequest('INVALID_DATE', `${name} must be a day formatted yyyy-MM-dd`);
  return value;
}

export function readEnum<T extends string>(source: Source, key: string, allowed: readonly T[]): T | undefined {
  const value = readString(source, key);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw invalid(key, `one of ${allowed.join(', ')}`);
  return value as T;
}

/** A list: JSON array, comma-joined string, or repeated query key. Empty items are dropped. */
export function readList(source: Source, keys: string | readonly string[]): string[] {
  const { key, value } = pick(source, typeof keys === 'string' ? [keys] : keys);
  if (isBlank(value)) return [];
  const items = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item === 'number') out.push(String(item));
    else if (typeof item === 'string') out.push(...item.split(',').map((part) => part.trim()).filter(Boolean));
    else if (item !== null && item !== undefined) throw invalid(key, 'a list of strings or numbers');
  }
  return out;
}

export function readNumberList(source: Source, keys: string | readonly string[]): number[] {
  const name = typeof keys === 'string' ? keys : (keys[0] ?? '');
  return readList(source, keys).map((item) => {
    const number = Number(item);
    if (!/^-?\d+(\.\d+)?$/.test(item) || !Number.isFinite(number)) throw invalid(name, 'a list of numbers');
    return number;
  });
}
