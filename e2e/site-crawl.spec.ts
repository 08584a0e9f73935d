import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { screenOfHref } from '../src/routing/screen-of-href';

/**
 * The crawl a search engine (and a visitor clicking everything) makes: from every URL of a site's
 * sitemap and the four search flows, follow every internal link of the server HTML, and request every
 * address found. None may answer anything but 200 (redirects followed). Each kind of page (screen) is
 * opened and read for links a few times per site, so every built screen's links are walked while the
 * crawl stays bounded; every link found is requested once.
 *
 * It runs beside every other test, once (@any-device): their fault rules are scoped to their own
 * requests (support/test.ts), so the pages it requests never meet them.
 */
const SITES: readonly { site: string; locale: Locale }[] = [
  { site: 'fr-fr', locale: 'fr_FR' },
  { site: 'fr-be', locale: 'fr_BE' },
  { site: 'nl-nl', locale: 'nl_NL' },
  { site: 'nl-be', locale: 'nl_BE' },
  { site: 'it-it', locale: 'it_IT' },
  { site: 'es-es', locale: 'es_ES' },
];

/** How many pages of one screen are read for links, per site. */
const PAGES_READ_PER_SCREEN = 5;
/** Requests in flight at once: the server has two cores; the simulator answers quickly. */
const CONCURRENCY = 4;

/**
 * Links rendered in the browser only (never in server HTML): the burger's entries and the signed-in
 * account menu. They are requested by name so the crawl covers every internal link a visitor can see.
 */
function browserOnlyLinks(locale: Locale): string[] {
  return [
    href.bookingLookup(locale),
    href.beneficiaryLogin(),
    href.contact(locale),
    href.account.signIn(href.home(locale)),
    href.account.profile(),
    href.account.trips(),
    href.account.wishlist(),
  ];
}

/** The internal addresses of a page's anchors, without the hash (the server never sees it). */
export function internalLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const raw = match[1]!.replaceAll('&amp;', '&');
    if (!raw.startsWith('/') || raw.startsWith('//')) continue;
    const path = raw.split('#', 1)[0]!;
    if (path !== '') links.push(path);
  }
  return links;
}

interface Visit {
  status: number;
  from: string;
}

async function crawlSite(request: APIRequestContext, site: string, locale: Locale): Promise<Map<string, Visit>> {
  const sitemap = await request.get(`/sitemap/${site}.xml`);
  expect(sitemap.status(), `sitemap of ${site}`).toBe(200);
  const sitemapPaths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return `${url.pathname}${url.search}`;
  });
  const searches = (['booking', 'gifting', 'activity', 'hotel'] as const).map((flow) => href.search(locale, { flow }));

  const visits = new Map<string, Visit>();
  const readPerScreen = new Map<string, number>();
  const queue: { path: string; from: string }[] = [];
  const enqueue = (path: string, from: string) => {
    if (visits.has(path)) return;
    visits.set(path, { status: 0, from });
    queue.push({ path, from });
  };
  for (const path of sitemapPaths) enqueue(path, 'sitemap');
  for (const path of searches) enqueue(path, 'search flows');
  for (const path of browserOnlyLinks(locale)) enqueue(path, 'burger and account menu');

  /** Pages of this site are read for links; another site's pages (hreflang, footer countries) are only requested. */
  const readable = (path: string): string | null => {
    if (!path.startsWith(`/${site}`)) return null;
    const screen = screenOfHref(path);
    if (screen === null) return null;
    const read = readPerScreen.get(screen) ?? 0;
    if (read >= PAGES_READ_PER_SCREEN) return null;
    readPerScreen.set(screen, read + 1);
    return screen;
  };

  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const response = await request.get(next.path, { timeout: 30_000 });
      visits.set(next.path, { status: response.status(), from: next.from });
      if (response.status() !== 200 || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      if (readable(next.path) === null) continue;
      for (const link of internalLinks(await response.text())) enqueue(link, next.path);
    }
  };
  // Workers stop when the queue is empty; links found meanwhile restart the pool until nothing is left.
  while (queue.length > 0) await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return visits;
}

test.describe('the whole site, as a crawler walks it', () => {
  for (const { site, locale } of SITES) {
    test(`every sitemap URL and every internal link of the built pages of ${site} answer 200`, { tag: '@any-device' }, async ({ request }) => {
      test.setTimeout(600_000);
      const visits = await crawlSite(request, site, locale);
      const broken = [...visits].filter(([, visit]) => visit.status !== 200).map(([path, visit]) => `${visit.status} ${path} (linked from ${visit.from})`);
      expect(broken).toEqual([]);
      // A crawl that found next to nothing would pass for the wrong reason.
      const screens = new Set([...visits.keys()].map((path) => screenOfHref(path)).filter((screen) => screen !== null));
      for (const screen of ['home', 'search', 'product', 'hotel', 'content', 'boxes', 'box', 'gift-card', 'contact', 'booking-lookup']) {
        expect([...screens], `${site} reaches a ${screen} page`).toContain(screen);
      }
      console.log(`${site}: ${visits.size} addresses requested, ${screens.size} screens`);
    });
  }
});
