import { LOCALES, type Locale, type PointOfSale } from '@/domain/model/locale';

/**
 * The six sites share one host; the first path segment names the site. The code is the locale in
 * lowercase with a dash ('fr_FR' → 'fr-fr'), so a reader of a URL sees the language and the country.
 */
export const SITE_CODES = {
  fr_FR: 'fr-fr',
  fr_BE: 'fr-be',
  nl_BE: 'nl-be',
  nl_NL: 'nl-nl',
  it_IT: 'it-it',
  es_ES: 'es-es',
} as const satisfies Record<Locale, string>;

export type SiteCode = (typeof SITE_CODES)[Locale];

/** The Belgium splash's own first segment: not a site, it offers the two Belgian sites. */
export const BELGIUM_SPLASH_SEGMENT = 'be';

const LOCALE_BY_SITE: ReadonlyMap<string, Locale> = new Map(LOCALES.map((locale) => [SITE_CODES[locale], locale]));

export function siteCode(locale: Locale): SiteCode {
  return SITE_CODES[locale];
}

/**
 * A site's home path ('/fr-fr'). Here rather than only in href.ts so the crash pages, which load
 * on their own, link home without the whole route table.
 */
export function sitePath(locale: Locale): string {
  return `/${siteCode(locale)}`;
}

/** The country splash ('/'), the x-default of every hreflang set. */
export const SPLASH_PATH = '/';

/** The locale a first path segment names, or null (an unknown site is a 404, not a fallback). */
export function localeOfSite(segment: string): Locale | null {
  return LOCALE_BY_SITE.get(segment) ?? null;
}

/**
 * The country splash lists one entry per country. Belgium has two sites, so its entry leads to the
 * Belgium splash; the order of `locales` is the order the Belgium splash offers them (spec part 2 §1:
 * "Nederlands and Français").
 */
export interface SplashCountry {
  country: PointOfSale;
  locales: readonly [Locale, ...Locale[]];
}

/** The sites of the Belgium splash, in the order it shows them. */
export const BELGIAN_LOCALES = ['nl_BE', 'fr_BE'] as const satisfies readonly Locale[];

export const SPLASH_COUNTRIES: readonly SplashCountry[] = [
  { country: 'FR', locales: ['fr_FR'] },
  { country: 'BE', locales: BELGIAN_LOCALES },
  { country: 'NL', locales: ['nl_NL'] },
  { country: 'IT', locales: ['it_IT'] },
  { country: 'ES', locales: ['es_ES'] },
];
