import { HttpResponse } from 'msw';
import { addDays } from '../catalogue/days';
import { hash, unit } from '../catalogue/random';
import type { Catalogue, CountryCode, Lang, LocaleCode } from '../catalogue/types';

/**
 * Small helpers every content handler needs: locale parsing, error answers, per-locale
 * facts (language, country, URL prefix) and deterministic "random" numbers for CMS data.
 */
export const LOCALE_CODES: readonly LocaleCode[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT', 'es_ES'];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export const langOf = (locale: LocaleCode): Lang => locale.slice(0, 2) as Lang;
export const countryOf = (locale: LocaleCode): CountryCode => locale.slice(3) as CountryCode;
/** 'fr_FR' → '/fr-fr': the storefront path prefix (provisional until the routing table exists). */
export const prefixOf = (locale: LocaleCode): string => `/${locale.toLowerCase().replace('_', '-')}`;

export function errorJson(status: number, code: string, message: string): HttpResponse<{ code: string; message: string }> {
  return HttpResponse.json({ code, message }, { status });
}

export const notFound = (message: string) => errorJson(404, 'NOT_FOUND', message);

/** Reads the mandatory `locale` query parameter; an answer (400) when it is missing or unknown. */
export function readLocale(url: URL): { locale: LocaleCode } | { error: HttpResponse<{ code: string; message: string }> } {
  const value = url.searchParams.get('locale');
  if (!value) return { error: errorJson(400, 'MISSING_LOCALE', 'Query parameter locale is required') };
  if (!isLocaleCode(value)) return { error: errorJson(400, 'INVALID_LOCALE', `Unknown locale ${value}`) };
  return { locale: value };
}

/** Same as readLocale but the parameter may be absent (undefined then). */
export function readOptionalLocale(url: URL): { locale: LocaleCode | undefined } | { error: HttpResponse<{ code: string; message: string }> } {
  if (!url.searchParams.has('locale') || url.searchParams.get('locale') === '') return { locale: undefined };
  return readLocale(url);
}

/** Lowercase, no accents, words separated by single spaces: 'Séville' → 'seville'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const slugify = (text: string): string => normalize(text).replace(/ /g, '-');

/** A stable number in [min, max] (one decimal) drawn from a key. */
export function stableDecimal(key: string, min: number, max: number): number {
  return Math.round((min + unit(hash('content', key)) * (max - min)) * 10) / 10;
}

/** ISO date-time at midnight UTC, `days` after the catalogue's today (negative = before). */
export function instantFromToday(catalogue: Catalogue, days: number, time = '00:00:00'): string {
  return `${addDays(catalogue.today, days)}T${time}.000Z`;
}

/** A long date in the locale's language, e.g. '2 mars 2026' (UTC, so no machine time zone leaks in). */
export function longDate(locale: LocaleCode, isoDay: string): string {
  return new Intl.DateTimeFormat(locale.replace('_', '-'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );
}

/** Whole euros from cents, the way the CMS writes prices in prose ('89 €'). */
export function euros(locale: LocaleCode, cents: number): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    Math.ceil(cents / 100),
  );
}
