import fc from 'fast-check';
import { hrefOf } from '@/routing/href';
import { resolve } from '@/routing/resolve';
import type { Screen } from '@/routing/route';
import { ROUTE_NAMES, TOP_LEVEL_KEYS, siteWords } from '@/routing/route-names';
import { SCREEN_NAMES, SITE_SCREENS, SITE_SCREEN_NAMES, type SiteScreenName } from '@/routing/screen-registry';
import { decodeSegment } from '@/routing/segments';
import { localeOfSite } from '@/routing/sites';
import { pageCategoryOf } from '@/tracking/page-category';
import { nearlyValidPath, routeWord, siteRoute, split } from './arbitraries';

/**
 * The registry of screens (src/routing/screen-registry.ts): one record per screen, from which resolve,
 * href, the page category and the screen list derive. These are the invariants that let each record
 * be written alone.
 */

/** The site screens whose records match a path (raw segments, as resolve takes them). */
function matchingScreens(segments: readonly string[]): SiteScreenName[] {
  const decoded = segments.map(decodeSegment);
  if (decoded.some((segment) => segment === null)) return [];
  const [site, ...rest] = decoded as string[];
  const locale = site === undefined ? null : localeOfSite(site);
  if (locale === null) return [];
  return SITE_SCREEN_NAMES.filter((screen) => SITE_SCREENS[screen].match(rest, siteWords(locale)) !== null);
}

describe('the screen registry', () => {
  it('never has two records matching one path, so their order decides nothing', () => {
    fc.assert(
      fc.property(fc.oneof(nearlyValidPath, fc.array(routeWord, { maxLength: 9 })), (segments) => {
        expect(matchingScreens(segments).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 5000 },
    );
  });

  it('resolves a path to the screen whose record matches it', () => {
    fc.assert(
      fc.property(siteRoute, (route) => {
        const segments = split(hrefOf(route));
        expect(matchingScreens(segments)).toEqual([route.screen]);
        expect(resolve(segments)?.screen).toBe(route.screen);
      }),
      { numRuns: 2000 },
    );
  });

  it('a record names the words its paths start with (the home and content pages start with none)', () => {
    fc.assert(
      fc.property(siteRoute, (route) => {
        const [, first] = split(hrefOf(route));
        const { starts } = SITE_SCREENS[route.screen];
        const names = ROUTE_NAMES[route.locale];
        if (starts.length === 0) {
          // No word at all: a content id never spells a route's first word.
          if (first !== undefined) expect(TOP_LEVEL_KEYS.map((key) => names[key])).not.toContain(first);
        } else {
          expect(starts.map((key) => names[key])).toContain(first);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('every site screen is in the route generator the routing properties run on', () => {
    const generated = new Set(fc.sample(siteRoute, { numRuns: 3000, seed: 24 }).map((route) => route.screen));
    expect([...generated].sort()).toEqual([...SITE_SCREEN_NAMES].sort());
  });

  it('gives every screen the analytics team’s page category (part 2 §2 shell rules)', () => {
    const expected: Record<Screen, string> = {
      splash: 'splash',
      'be-splash': 'splash',
      'beneficiary-entry': 'beneficiary',
      home: 'home',
      search: 'search',
      product: 'product',
      activity: 'activity',
      hotel: 'hotel',
      boxes: 'box-listing',
      box: 'box',
      'box-booking': 'checkout',
      'box-payment': 'checkout',
      'gift-card': 'gift-card',
      'gift-booking': 'checkout',
      booking: 'checkout',
      payment: 'checkout',
      'activity-checkout': 'checkout',
      contact: 'contact',
      'booking-lookup': 'booking-lookup',
      ideas: 'ideas',
      landing: 'landing',
      minisite: 'minisite',
      'minisite-fallback': 'minisite',
      content: 'content',
      'customer-care-login': 'customer-care',
      'beneficiary-login': 'beneficiary',
    };
    expect(Object.fromEntries(SCREEN_NAMES.map((screen) => [screen, pageCategoryOf(screen)]))).toEqual(expected);
  });
});
