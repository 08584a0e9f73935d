import { LOCALES, type Locale } from '@/domain/model/locale';
import { SITE_SCREENS, WORDS, type Language, type RouteNameKey, type RouteNames, type SiteWords } from './screen-registry';

/**
 * The route table seen per site: each locale's spelling of every word of screen-registry.ts, and
 * which words start a route. Nothing here is written by hand: the words and the records are the
 * registry's; resolve.ts reads these tables one way, href.ts the other.
 */

export { BOX_DETAIL_SEGMENT } from './segments';
export type { RouteNameKey, RouteNames } from './screen-registry';

const LANGUAGE: Readonly<Record<Locale, Language>> = {
  fr_FR: 'fr',
  fr_BE: 'fr',
  nl_NL: 'nl',
  nl_BE: 'nl',
  it_IT: 'it',
  es_ES: 'es',
};

const WORD_KEYS = Object.keys(WORDS) as RouteNameKey[];

/** Words that may be the first segment after the site code: those some screen's paths start with. */
export const TOP_LEVEL_KEYS: readonly RouteNameKey[] = [...new Set(Object.values(SITE_SCREENS).flatMap((record) => record.starts))];

/** Words that only appear after a top-level word (box variants, customer-care and beneficiary sub-pages). */
export const SUB_KEYS: readonly RouteNameKey[] = WORD_KEYS.filter((key) => !TOP_LEVEL_KEYS.includes(key));

/** A site's own spelling of a word, else its language's. */
function spelling(locale: Locale, key: RouteNameKey): string {
  const word: Partial<Record<Locale | Language, string>> = WORDS[key];
  return word[locale] ?? word[LANGUAGE[locale]]!;
}

export const ROUTE_NAMES: Readonly<Record<Locale, RouteNames>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.fromEntries(WORD_KEYS.map((key) => [key, spelling(locale, key)])) as RouteNames]),
) as Record<Locale, RouteNames>;

export function routeName(locale: Locale, key: RouteNameKey): string {
  return ROUTE_NAMES[locale][key];
}

const TOP_LEVEL_BY_NAME: ReadonlyMap<Locale, ReadonlyMap<string, RouteNameKey>> = new Map(
  LOCALES.map((locale) => [locale, new Map(TOP_LEVEL_KEYS.map((key) => [ROUTE_NAMES[locale][key], key]))]),
);

/** Which top-level word a segment is in this locale (undefined: a content id, or nothing). */
export function topLevelKey(locale: Locale, segment: string): RouteNameKey | undefined {
  return TOP_LEVEL_BY_NAME.get(locale)?.get(segment);
}

const SITE_WORDS: ReadonlyMap<Locale, SiteWords> = new Map(
  LOCALES.map((locale) => [locale, { names: ROUTE_NAMES[locale], startsRoute: (segment: string) => topLevelKey(locale, segment) !== undefined }]),
);

/** What the screens' records match a site's paths against. */
export function siteWords(locale: Locale): SiteWords {
  return SITE_WORDS.get(locale)!;
}
