import { LOCALES, languageTag, type Locale } from '@/domain/model/locale';
import { href, hrefOf } from './href';
import type { Route, SiteRoute } from './route';
import { screenRecordSays } from './screen-registry';

/**
 * Canonical and hreflang links of a page, in the shape Next's `Metadata.alternates` takes.
 * The base URL is an argument (the app reads it from the environment) so this stays pure.
 */
export interface Alternates {
  canonical: string;
  /** BCP 47 tag ('fr-FR') or 'x-default' → absolute URL. */
  languages: Record<string, string>;
}

/** Absolute URL of a storefront path; a base with a path prefix ('https://h/shop') keeps it. */
export function absoluteUrl(path: string, baseUrl: string | URL): string {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new TypeError(`Base URL must be http(s): ${base.href}`);
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`;
}

/**
 * The same page in another site, when it can be known from the route alone. Ids, box codes, hotel
 * uris and the slugs of stays and activity vouchers (built from the hotel's uri, or the voucher's
 * uri: src/routing/canonical.ts) are the same in every language, so a canonical product route has
 * the same params in every site; city, theme, box, landing slugs, content ids and minisites are per
 * language (or per partner), so they have no equivalent unless the screen, which has the data,
 * passes one to `alternates`. Each screen's record says which kind it is (`languageNeutral`).
 */
export function equivalentIn(route: SiteRoute, locale: Locale): SiteRoute | null {
  return screenRecordSays('languageNeutral', route) ? { ...route, locale } : null;
}

/** Equivalents a screen knows from its data (e.g. the API's alternateUrls); null = no such page there. */
export type KnownEquivalents = Partial<Record<Locale, SiteRoute | null>>;

/**
 * canonical = the URL of the route given, which must be the page's canonical route (the screen
 * knows it from its data: src/routing/canonical.ts); languages = the page in every site where it
 * exists, itself included, plus x-default → the country splash. The splash takes part in the home
 * pages' set (it is their x-default, so it lists them back); the Belgium splash is nobody's alternate.
 */
export function alternates(route: Route, baseUrl: string | URL, known: KnownEquivalents = {}): Alternates {
  const url = (path: string) => absoluteUrl(path, baseUrl);
  const canonical = url(hrefOf(route));
  if (route.screen === 'be-splash') return { canonical, languages: {} };
  if (route.screen === 'minisite') return singleSiteAlternates(route.locale, canonical);
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) {
    const equivalent = equivalentOf(route, locale, known);
    if (equivalent !== null) languages[languageTag(locale)] = url(hrefOf(equivalent));
  }
  languages['x-default'] = url(href.splash());
  return { canonical, languages };
}

function equivalentOf(route: Route, locale: Locale, known: KnownEquivalents): SiteRoute | null {
  if (route.locale === null) return { screen: 'home', locale, params: {} };
  if (route.locale === locale) return route;
  const given = known[locale];
  // A known equivalent of the wrong site would publish a wrong hreflang; ignore it.
  if (given !== undefined) return given !== null && given.locale === locale ? given : null;
  return equivalentIn(route, locale);
}

/**
 * A page that exists in one site only and whose audience is that site's (a partner's minisite):
 * its canonical, itself as its language's alternate, and itself as x-default — the country splash
 * would send a partner's visitor away from the partner's page (docs/decisions.md).
 */
export function singleSiteAlternates(locale: Locale, canonical: string): Alternates {
  return { canonical, languages: { [languageTag(locale)]: canonical, 'x-default': canonical } };
}
