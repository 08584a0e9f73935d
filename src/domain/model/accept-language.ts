import { LOCALES, type Locale } from './locale';

/**
 * The page language of a page that belongs to no site (the country splash, a 404 outside every
 * site), and the locale such a page reports with: the site the visitor's Accept-Language prefers
 * among `sites` (the six by default), never English (docs/decisions.md).
 *
 * Ranges are taken by weight (q, 1 when absent; the header's order breaks ties); a range with
 * q=0 or an unreadable weight is left out, as is `*`. A range names a site by its exact tag
 * (nl-BE → nl_BE), else by its language (nl → nl_NL, fr-CH → fr_FR: the language's first site in
 * `sites`). Nothing matching: `fallback` (fr_FR).
 */
export const SITELESS_DEFAULT_LOCALE: Locale = 'fr_FR';

interface LanguageRange {
  tag: string;
  q: number;
  index: number;
}

/** RFC 9110 §12.4.2: qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ). */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

function languageRanges(header: string): LanguageRange[] {
  return header
    .split(',')
    .map((part, index): LanguageRange | null => {
      const [rawTag = '', ...params] = part.split(';');
      const tag = rawTag.trim().toLowerCase().replace(/_/g, '-');
      if (tag === '' || tag === '*' || !/^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/.test(tag)) return null;
      let q = 1;
      for (const param of params) {
        const [name = '', value = ''] = param.split('=').map((piece) => piece.trim().toLowerCase());
        if (name !== 'q') continue;
        if (!QVALUE.test(value)) return null;
        q = Number(value);
      }
      return q > 0 ? { tag, q, index } : null;
    })
    .filter((range): range is LanguageRange => range !== null)
    .sort((a, b) => b.q - a.q || a.index - b.index);
}

export function localeFromAcceptLanguage(
  header: string | null | undefined,
  sites: readonly Locale[] = LOCALES,
  fallback: Locale = SITELESS_DEFAULT_LOCALE,
): Locale {
  for (const { tag } of languageRanges(header ?? '')) {
    const exact = sites.find((site) => site.toLowerCase().replace('_', '-') === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = sites.find((site) => site.slice(0, 2) === language);
    if (sameLanguage) return sameLanguage;
  }
  return fallback;
}
