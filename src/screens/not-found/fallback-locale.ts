import { LOCALES, type Locale } from '@/domain/model/locale';

/**
 * The locale reported for a page that belongs to no site (the splash pages, an unknown first
 * segment): the error report and the client log require one. The visitor's Accept-Language picks
 * the closest site (exact tag, then the language's first site), fr_FR when nothing matches
 * (docs/decisions.md).
 */
export const SITELESS_DEFAULT_LOCALE: Locale = 'fr_FR';

export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const exact = LOCALES.find((locale) => locale.toLowerCase().replace('_', '-') === range.tag);
    if (exact) return exact;
    const language = range.tag.split('-')[0];
    const sameLanguage = LOCALES.find((locale) => locale.slice(0, 2) === language);
    if (sameLanguage) return sameLanguage;
  }
  return SITELESS_DEFAULT_LOCALE;
}
