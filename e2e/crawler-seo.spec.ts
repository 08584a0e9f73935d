import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { hreflangs } from './support/hreflang';
import { SITE_URL, SITES } from './support/sites';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { routeOfHref } from '../src/routing/screen-of-href';
import type { Screen } from '../src/routing/route';
import { jsonLdOf, topTypes, validateJsonLd } from '../tests/crawlers/json-ld-validator';

/**
 * What a crawler reads in the served HTML beyond robots and sitemaps: the structured data of one
 * page of every kind per site, checked with the JSON-LD validator (tests/crawlers), and the
 * canonical and hreflang links of the pages whose URL has several spellings (a stay with or
 * without its slug) or whose equivalents differ per site (box slugs), which must be reciprocal.
 */

/** The structured data each kind of page must carry (any other it carries is validated too). */
const REQUIRED_TYPES: Partial<Record<Screen, readonly string[]>> = {
  home: ['Organization'],
  product: ['Product', 'Hotel', 'BreadcrumbList'],
  hotel: ['Hotel', 'BreadcrumbList'],
  activity: ['Product', 'BreadcrumbList'],
  box: ['Product', 'BreadcrumbList'],
  boxes: ['BreadcrumbList'],
  minisite: ['Organization'],
};

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The path and query of one of our absolute URLs (the pages print SITE_URL; the tests call baseURL). */
function pathOf(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(SITE_URL);
  return `${parsed.pathname}${parsed.search}`;
}


const canonicalOf = (page: string) => {
  const value = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
  return value === undefined ? undefined : new URL(value.replace(/&amp;/g, '&')).href;
};

/** The internal links of a page (hash dropped: the server never sees it). */
function links(page: string): string[] {
  return [...page.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/gi)].map((match) => match[1]!.replaceAll('&amp;', '&').split('#', 1)[0]!).filter((path) => !path.startsWith('//'));
}

const firstLinkTo = (page: string, screen: Screen, site: string) => links(page).find((path) => path.startsWith(`/${site}/`) && routeOfHref(path)?.screen === screen);

/** One page of every kind of a site: one per screen of its sitemap, and a stay, a hotel and an activity voucher its searches link. */
async function onePageOfEachKind(request: APIRequestContext, site: string, locale: Locale): Promise<Map<Screen, string>> {
  const pages = new Map<Screen, string>();
  const sitemap = await html(request, `/sitemap/${site}.xml`);
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = pathOf(loc!);
    const screen = routeOfHref(path)?.screen;
    if (screen && !pages.has(screen)) pages.set(screen, path);
  }
  const search = await html(request, href.search(locale, { flow: 'booking' }));
  const product = firstLinkTo(search, 'product', site);
  expect(product, `${site}: a stay card on the search page`).toBeDefined();
  pages.set('product', product!);
  const productPage = await html(request, product!);
  const hotel = firstLinkTo(productPage, 'hotel', site) ?? firstLinkTo(await html(request, href.search(locale, { flow: 'hotel' })), 'hotel', site);
  expect(hotel, `${site}: a hotel page linked`).toBeDefined();
  pages.set('hotel', hotel!);
  const activity = firstLinkTo(await html(request, href.search(locale, { flow: 'activity' })), 'activity', site);
  expect(activity, `${site}: an activity card on the activity search`).toBeDefined();
  pages.set('activity', activity!);
  return pages;
}

test.describe('structured data', () => {
  for (const { site, locale } of SITES) {
    test(`${site}: the JSON-LD of one page of every kind is valid, with absolute URLs made once`, { tag: '@any-device' }, async ({ request }) => {
      test.setTimeout(120_000);
      const pages = await onePageOfEachKind(request, site, locale);
      for (const screen of ['home', 'search', 'product', 'hotel', 'activity', 'box', 'boxes', 'content', 'ideas', 'gift-card', 'contact'] as const) {
        expect([...pages.keys()], `${site} has a ${screen} page`).toContain(screen);
      }
      const problems: string[] = [];
      for (const [screen, path] of pages) {
        const documents = jsonLdOf(await html(request, path));
        const types = documents.flatMap(topTypes);
        for (const type of REQUIRED_TYPES[screen] ?? []) expect(types, `${path} carries ${type}`).toContain(type);
        for (const document of documents) problems.push(...validateJsonLd(document).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('canonical and hreflang', () => {
  test('a stay page in every language is its own canonical with its slug, lists the same six pages and itself, and the slug-less address names it', { tag: '@any-device' }, async ({ request }) => {
    const search = await html(request, href.search('fr_FR', { flow: 'booking' }));
    // The address a card links to: id and slug.
    const card = links(search).find((path) => /^\/fr-fr\/[a-z-]+\/\d+\/[a-z0-9-]+$/.test(path) && routeOfHref(path)?.screen === 'product');
    expect(card).toBeDefined();
    const french = await html(request, card!);
    expect(canonicalOf(french)).toBe(`${SITE_URL}${card}`);
    const set = hreflangs(french);
    expect(Object.keys(set).sort()).toEqual([...SITES.map(({ lang }) => lang), 'x-default'].sort());
    const slug = card!.split('/').at(-1)!;
    for (const { lang, site } of SITES) {
      const url = set[lang]!;
      expect(url, lang).toMatch(new RegExp(`^${SITE_URL}/${site}/[a-z-]+/\\d+/${slug}$`));
      const page = await html(request, pathOf(url));
      // Each page names itself canonical, and lists exactly the same set back (reciprocal).
      expect(canonicalOf(page), lang).toBe(url);
      expect(hreflangs(page), lang).toEqual(set);
      const product = jsonLdOf(page).find((document) => topTypes(document).includes('Product')) as { url: string } | undefined;
      expect(product?.url, lang).toBe(url);
    }
    // The other spellings of the same page (no slug, a wrong slug) name the slugged page and the same set.
    for (const other of [card!.slice(0, card!.lastIndexOf('/')), `${card!.slice(0, card!.lastIndexOf('/'))}/autre-chose`]) {
      const page = await html(request, other);
      expect(canonicalOf(page), other).toBe(`${SITE_URL}${card}`);
      expect(hreflangs(page), other).toEqual(set);
    }
  });

  test('a box page lists the box in every site under that site’s own slug, and each lists the same set back', { tag: '@any-device' }, async ({ request }) => {
    const sitemap = await html(request, '/sitemap/fr-fr.xml');
    const box = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => pathOf(loc!)).find((path) => routeOfHref(path)?.screen === 'box');
    expect(box).toBeDefined();
    const french = await html(request, box!);
    const set = hreflangs(french);
    expect(Object.keys(set).sort()).toEqual([...SITES.map(({ lang }) => lang), 'x-default'].sort());
    for (const { lang, locale } of SITES) {
      const route = routeOfHref(pathOf(set[lang]!));
      expect(route?.screen, lang).toBe('box');
      expect(route?.locale, lang).toBe(locale);
      const page = await html(request, pathOf(set[lang]!));
      expect(canonicalOf(page), lang).toBe(set[lang]);
      expect(hreflangs(page), lang).toEqual(set);
    }
    // The sitemap entry carries the same set as the page.
    const entry = sitemap.slice(sitemap.indexOf(`<loc>${SITE_URL}${box}</loc>`)).split('</url>', 1)[0]!;
    for (const [lang, url] of Object.entries(set)) expect(entry, lang).toContain(`hreflang="${lang}" href="${url}"`);
  });

  test('each partner minisite names itself canonical, for its language and as x-default', { tag: '@any-device' }, async ({ request }) => {
    let partners = 0;
    for (const { site, lang } of SITES) {
      const sitemap = await html(request, `/sitemap/${site}.xml`);
      const minisites = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => pathOf(loc!)).filter((path) => routeOfHref(path)?.screen === 'minisite');
      for (const path of minisites) {
        const page = await html(request, path);
        expect(canonicalOf(page), path).toBe(`${SITE_URL}${path}`);
        expect(hreflangs(page), path).toEqual({ [lang]: `${SITE_URL}${path}`, 'x-default': `${SITE_URL}${path}` });
        partners += 1;
      }
    }
    // The six partners of part 2 §2, each on its own site.
    expect(partners).toBe(6);
  });
});
