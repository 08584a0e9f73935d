import type { Lang, LocaleCode, Localized } from '../catalogue/types';
import { BadRequest } from './http';
import { readString, type Source } from './input';

export const LOCALE_CODES: readonly LocaleCode[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT', 'es_ES'];

/** Missing locale → fr_FR (the main site); an unknown one is a client mistake. */
export function readLocale(source: Source): LocaleCode {
  const value = readString(source, 'locale');
  if (value === undefined) return 'fr_FR';
  if (!(LOCALE_CODES as readonly string[]).includes(value)) {
    throw new BadRequest('INVALID_LOCALE', `locale must be one of ${LOCALE_CODES.join(', ')}`);
  }
  return value as LocaleCode;
}

export function langOf(locale: LocaleCode): Lang {
  return locale.slice(0, 2) as Lang;
}

export function text(value: Localized, lang: Lang): string {
  return value[lang];
}
