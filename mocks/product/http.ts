import { HttpResponse } from 'msw';
import { isValidIsoDay } from '../catalogue/days';
import type { Lang, LocaleCode, Localized } from '../catalogue/types';

/**
 * Query parsing and error answers shared by the product-area handlers. A real API answers a
 * bad value with 400 and an unknown id with 404, always as JSON `{ code, message }`; the
 * handlers never throw.
 */

export const LOCALE_CODES: readonly LocaleCode[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT', 'es_ES'];

export class BadRequest extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export class NotFound extends Error {}

export const badRequest = (code: string, message: string) => HttpResponse.json({ code, message }, { status: 400 });
export const notFound = (message: string) => HttpResponse.json({ code: 'NOT_FOUND', message }, { status: 404 });

/**
 * Runs a handler body; BadRequest/NotFound thrown by the parsers below become 400/404, any
 * other surprise a 500 JSON answer (so the simulator never crashes a test run).
 */
export function answer(build: () => Response): Response {
  try {
    return build();
  } catch (error) {
    if (error instanceof BadRequest) return badRequest(error.code, error.message);
    if (error instanceof NotFound) return notFound(error.message);
    const message = error instanceof Error ? error.message : String(error);
    return HttpResponse.json({ code: 'INTERNAL_ERROR', message }, { status: 500 });
  }
}

export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** Missing locale → fr_FR (the main site); an unknown one is a client mistake. */
export function localeParam(query: URLSearchParams, name = 'locale'): LocaleCode {
  const value = query.get(name);
  if (value === null || value === '') return 'fr_FR';
  if (!(LOCALE_CODES as readonly string[]).includes(value)) {
    throw new BadRequest('INVALID_LOCALE', `${name} must be one of ${LOCALE_CODES.join(', ')}`);
  }
  return value as LocaleCode;
}

export function optionalLocaleParam(query: URLSearchParams, name = 'locale'): LocaleCode | null {
  const value = query.get(name);
  return value === null || value === '' ? null : localeParam(query, name);
}

export function langOf(locale: LocaleCode): Lang {
  return locale.slice(0, 2) as Lang;
}

export function text(value: Localized, locale: LocaleCode): string {
  return value[langOf(locale)];
}

export function texts(values: readonly Localized[], locale: LocaleCode): string[] {
  return values.map((value) => text(value, locale));
}

/** An integer query value within bounds; missing → the default (or 400 when there is none). */
export function intParam(
  query: URLSearchParams,
  name: string,
  bounds: { min: number; max: number; fallback?: number },
): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') {
    if (bounds.fallback !== undefined) return bounds.fallback;
    throw new BadRequest('MISSING_PARAMETER', `${name} is required`);
  }
  if (!/^-?\d+$/.test(raw.trim())) throw new BadRequest('INVALID_PARAMETER', `${name} must be an integer`);
  const value = Number(raw);
  if (value < bounds.min || value > bounds.max) {
    throw new BadRequest('INVALID_PARAMETER', `${name} must be between ${bounds.min} and ${bounds.max}`);
  }
  return value;
}

export function optionalIntParam(query: URLSearchParams, name: string, bounds: { min: number; max: number }): number | null {
  const raw = query.get(name);
  return raw === null || raw.trim() === '' ? null : intParam(query, name, bounds);
}

export function dayParam(query: URLSearchParams, name: string): string {
  const value = optionalDayParam(query, name);
  if (value === null) throw new BadRequest('MISSING_PARAMETER', `${name} is required (yyyy-MM-dd)`);
  return value;
}

export function optionalDayParam(query: URLSearchParams, name: string): string | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  if (!isValidIsoDay(raw)) throw new BadRequest('INVALID_DATE', `${name} must be a day formatted yyyy-MM-dd`);
  return raw;
}

export function booleanParam(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new BadRequest('INVALID_PARAMETER', `${name} must be true or false`);
}

/** A numeric path id; anything else cannot name a record. */
export function numericId(value: unknown, what: string): number {
  const raw = String(value ?? '');
  if (!/^\d{1,12}$/.test(raw)) throw new NotFound(`No ${what} with id ${raw}`);
  return Number(raw);
}

export interface Pax {
  adult: number;
  child: number;
  baby: number;
}

/** Pax bounds of the spec (part 2 §5): adults 1–20, children 0–10, babies 0–10; defaults 2, 0, 0. */
export function paxParams(query: URLSearchParams): Pax {
  return {
    adult: intParam(query, 'adult', { min: 1, max: 20, fallback: 2 }),
    child: intParam(query, 'child', { min: 0, max: 10, fallback: 0 }),
    baby: intParam(query, 'baby', { min: 0, max: 10, fallback: 0 }),
  };
}
