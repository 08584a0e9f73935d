import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { SIMULATOR_ORIGIN } from './support/simulator';
import { hreflangs } from './support/hreflang';
import { PORT, SITE_URL, SITES } from './support/sites';

/**
 * What a crawler gets, without JavaScript: robots.txt, one sitemap per site, the language of each
 * page, canonical and hreflang links, and the query → hash redirect.
 * The e2e servers run with indexing off (the default): robots.txt disallows and pages carry
 * X-Robots-Tag noindex (docs/decisions.md).
 */


async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}


const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];

async function fromSimulator<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${SIMULATOR_ORIGIN}${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

test('robots.txt disallows crawling while indexing is off and lists the six sitemaps', { tag: '@any-device' }, async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*\s+Disallow: \/\s/);
  for (const { site } of SITES) expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap/${site}.xml`);
});

test('pages are marked noindex while indexing is off', { tag: '@any-device' }, async ({ request }) => {
  for (const path of ['/fr-fr', '/es-es']) {
    const response = await request.get(path);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
});

test('robots.txt of the customer-care host disallows everything and names no sitemap', { tag: '@any-device' }, async ({ page }) => {
  const response = await page.goto(`http://care.localhost:${PORT}/robots.txt`);
  const text = (await response?.text()) ?? '';
  expect(text).toMatch(/User-Agent: \*\s+Disallow: \//);
  expect(text).not.toContain('Sitemap:');
});

test('each site’s sitemap lists its home, content pages, ideas and landings, with hreflang', { tag: '@any-device' }, async ({ request }) => {
  for (const { site, locale } of SITES) {
    const response = await request.get(`/sitemap/${site}.xml`);
    expect(response.status(), site).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs, site).toContain(`${SITE_URL}/${site}`);

    // Every static page the CMS publishes for the site.
    const { pages } = await fromSimulator<{ pages: { id: string }[] }>(request, `/cms/api/cms/pages?locale=${locale}`);
    expect(pages.length).toBeGreaterThan(0);
    for (const { id } of pages) expect(locs, `${site}: ${id}`).toContain(`${SITE_URL}/${site}/${id}`);

    const { landings } = await fromSimulator<{ landings: { slug: string }[] }>(request, `/cms/api/cms/landings?locale=${locale}`);
    for (const { slug } of landings) expect(locs.some((loc) => loc?.endsWith(`/${slug}`)), `${site}: landing ${slug}`).toBe(true);
    expect(locs.length).toBeGreaterThanOrEqual(2 + pages.length + landings.length);

    // The home entry carries the hreflang set of the page itself.
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/" />`);
  }
});

test('an unknown site has no sitemap', { tag: '@any-device' }, async ({ request }) => {
  expect((await request.get('/sitemap/xx-yy.xml')).status()).toBe(404);
});

test('<html lang> is the language of the site', { tag: '@any-device' }, async ({ request }) => {
  for (const { site, lang } of SITES) expect(await html(request, `/${site}`), site).toContain(`<html lang="${lang}"`);
});

test('home pages link their six alternates, themselves and x-default, absolute, and a canonical', { tag: '@any-device' }, async ({ request }) => {
  for (const { site } of [SITES[0], SITES[3]]) {
    const page = await html(request, `/${site}`);
    expect(canonicalOf(page)).toBe(`${SITE_URL}/${site}`);
    expect(hreflangs(page)).toEqual({
      'fr-FR': `${SITE_URL}/fr-fr`,
      'fr-BE': `${SITE_URL}/fr-be`,
      'nl-NL': `${SITE_URL}/nl-nl`,
      'nl-BE': `${SITE_URL}/nl-be`,
      'it-IT': `${SITE_URL}/it-it`,
      'es-ES': `${SITE_URL}/es-es`,
      'x-default': `${SITE_URL}/`,
    });
  }
});

test('a content page is its own canonical, with itself and x-default as alternates', { tag: '@any-device' }, async ({ request }) => {
  const page = await html(request, '/it-it/note-legali');
  expect(canonicalOf(page)).toBe(`${SITE_URL}/it-it/note-legali`);
  expect(hreflangs(page)).toEqual({ 'it-IT': `${SITE_URL}/it-it/note-legali`, 'x-default': `${SITE_URL}/` });
});

test('search criteria in the query move to the hash, tracking values stay in the query', { tag: '@any-device' }, async ({ request }) => {
  const response = await request.get('/fr-fr?checkin=2027-01-08&adult=3&refid=abc', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/fr-fr?refid=abc#checkin=2027-01-08&a=3');

  const more = await request.get('/es-es?fclid=x1&checkout=2027-01-10&child=1&baby=0&night=2&affiliateId=77', { maxRedirects: 0 });
  expect(more.status()).toBe(307);
  expect(more.headers().location).toBe('/es-es?fclid=x1&affiliateId=77#checkout=2027-01-10&night=2&c=1&b=0');
});
