import type { Locale } from '@/domain/model/locale';
import { siteWords } from './route-names';
import type { Route, SiteRoute, SiteScreen } from './route';
import { SITE_SCREENS, SITE_SCREEN_NAMES, SPLASH_SCREENS, SPLASH_SCREEN_NAMES, type SiteWords } from './screen-registry';
import { localeOfSite } from './sites';
import { MAX_SEGMENTS, decodeSegment } from './segments';

export type { Route, RouteOf, Screen, SiteRoute, SplashRoute } from './route';

/**
 * Path segments (as the catch-all route receives them, without the leading '/') → the route, or
 * null for a 404. Pure and total: any input, however hostile, gives a Route or null.
 *
 * Each route has exactly one accepted spelling (the one href.ts builds): no aliases, no case
 * folding, no trailing extras, so every page has one URL and its canonical is that URL. The paths
 * themselves are the screens' records (screen-registry.ts); here the segments are decoded once and
 * handed to them.
 */
export function resolve(segments: readonly string[]): Route | null {
  try {
    if (!Array.isArray(segments) || segments.length > MAX_SEGMENTS) return null;
    const decoded: string[] = [];
    for (const raw of segments) {
      const segment = decodeSegment(raw);
      if (segment === null) return null;
      decoded.push(segment);
    }
    return resolveDecoded(decoded);
  } catch {
    // Nothing above is expected to throw; a 404 is still better than a crash on a hostile URL.
    return null;
  }
}

export { localeOfPath } from './path-locale';

function resolveDecoded(segments: readonly string[]): Route | null {
  const splash = SPLASH_SCREEN_NAMES.find((screen) => sameSegments(SPLASH_SCREENS[screen].path, segments));
  if (splash !== undefined) return { screen: splash, locale: null, params: {} };
  const [first, ...rest] = segments;
  const locale = first === undefined ? null : localeOfSite(first);
  return locale === null ? null : resolveInSite(locale, rest);
}

/** The one screen whose record matches (no two do: tests/routing/screen-registry.test.ts). */
function resolveInSite(locale: Locale, segments: readonly string[]): SiteRoute | null {
  const words = siteWords(locale);
  for (const screen of SITE_SCREEN_NAMES) {
    const route = matchScreen(screen, locale, segments, words);
    if (route !== null) return route;
  }
  return null;
}

function matchScreen<S extends SiteScreen>(screen: S, locale: Locale, segments: readonly string[], words: SiteWords): SiteRoute | null {
  const params = SITE_SCREENS[screen].match(segments, words);
  // The record of screen S gives the params of S, so this is a route of S: TypeScript cannot relate a
  // generic S's params to the SiteRoute union, hence the cast.
  return params === null ? null : ({ screen, locale, params } as SiteRoute);
}

function sameSegments(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}
