import { brotliDecompressSync } from 'node:zlib';
import type { APIResponse } from '@playwright/test';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import { rawGet } from './support/raw-get';
import { REVALIDATE_SECRET } from './support/revalidate';
import { expect, FAULT_SCOPE_HEADER, test } from './support/test';

/**
 * The cached path (issue 24), through the running server as a CDN or a browser sees it: catalogue
 * pages come from Next's cache with a shared Cache-Control, a revalidation by tag refreshes exactly the
 * pages of that tag, a page rendered while the upstream failed is not kept, pages with a visitor's own
 * data are never stored. Every request carries this test's fault scope, so its pages are its own
 * cache entries (src/routing/page-forms.ts): the first request of each is a render.
 */
const catalogue = getCatalogue();
// Names that read the same in HTML (no character React escapes), so the heading check is plain text.
const hotels = catalogue.hotels.filter((hotel) => hotel.active && /^[A-Za-zÀ-ÿ -]+$/.test(hotel.label));
const SHARED = /^s-maxage=300, stale-while-revalidate=\d+$/;

const cacheState = (response: APIResponse) => response.headers()['x-nextjs-cache'];
/** The shared page cache's word in front of Next (scripts/server/shared-page-cache.mjs): `hit`, `stale`, or none. */
const sharedCacheState = (response: APIResponse) => response.headers()['x-page-cache'];

async function page(request: { get: (url: string) => Promise<APIResponse> }, path: string, heading: RegExp | string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const body = await response.text();
  expect(body, `${path} shows its page`).toMatch(typeof heading === 'string' ? new RegExp(`<h1[^>]*>[^<]*${heading}`) : heading);
  return response;
}

test.describe('catalogue pages from the cache', () => {
  test('a second request is served from the cache, with a Cache-Control a CDN may keep', async ({ request }, testInfo) => {
    const hotel = hotels[testInfo.project.name === 'mobile' ? 1 : 0]!;
    const first = await page(request, href.hotel('fr_FR', hotel.id), hotel.label);
    expect(cacheState(first)).toBe('MISS');
    expect(first.headers()['cache-control']).toMatch(SHARED);
    const second = await page(request, href.hotel('fr_FR', hotel.id), hotel.label);
    expect(cacheState(second)).toBe('HIT');
    expect(second.headers()['cache-control']).toMatch(SHARED);
  });

  test('a variant the query chooses is a page of its own; other query keys share the page', async ({ request }) => {
    await page(request, href.home('nl_BE'), 'Gun jezelf');
    await page(request, href.home('nl_BE', { flow: 'gifting' }), /<h1[^>]*>(?!Gun jezelf)[^<]+/);
    expect(cacheState(await page(request, `${href.home('nl_BE')}?utm_source=mail`, 'Gun jezelf'))).toBe('HIT');
    expect(cacheState(await page(request, `${href.home('nl_BE', { flow: 'gifting' })}&utm_source=mail`, /<h1[^>]*>(?!Gun jezelf)[^<]+/))).toBe('HIT');
  });

  test('a revalidation by tag refreshes exactly the pages of that tag', async ({ request, playwright }, testInfo) => {
    const hotel = hotels[testInfo.project.name === 'mobile' ? 3 : 2]!;
    const hotelPage = href.hotel('es_ES', hotel.id);
    const home = href.home('es_ES');
    for (const path of [hotelPage, home]) await request.get(path);
    expect(cacheState(await request.get(hotelPage))).toBe('HIT');
    expect(cacheState(await request.get(home))).toBe('HIT');

    // As the catalogue's webhook calls it (no fault scope, its own client).
    const webhook = await playwright.request.newContext();
    const refused = await webhook.post('/api/revalidate', { data: { tags: [`hotel:${hotel.id}`] }, headers: { authorization: 'Bearer wrong' } });
    expect(refused.status()).toBe(401);
    const revalidated = await webhook.post('/api/revalidate', { data: { tags: [`hotel:${hotel.id}`] }, headers: { authorization: `Bearer ${REVALIDATE_SECRET}` } });
    expect(revalidated.status()).toBe(200);
    await webhook.dispose();

    const fresh = await page(request, hotelPage, hotel.label);
    expect(cacheState(fresh)).toBe('MISS');
    expect(cacheState(await request.get(home))).toBe('HIT');
    expect(cacheState(await request.get(hotelPage))).toBe('HIT');
  });

  test('a page rendered while the upstream failed is not kept: the next request renders it whole', async ({ request, simulator }) => {
    const home = href.home('fr_FR');
    const removeFault = await simulator.injectFault({ path: '/api/cms/menu', fault: '500' });
    const degraded = await page(request, home, 'Offrez-vous');
    // The top bar's menu entry (the CMS menu): its text node, not the label the burger's messages carry.
    expect(await degraded.text()).not.toContain('>Nos inspirations<');
    // A CDN keeps it a second at most, never serving it stale; Next does not store it.
    expect(degraded.headers()['cache-control']).toMatch(/^s-maxage=1(,|$)/);
    expect(cacheState(await request.get(home))).not.toBe('HIT');
    await removeFault();
    const whole = await page(request, home, 'Offrez-vous');
    expect(await whole.text()).toContain('>Nos inspirations<');
    expect(whole.headers()['cache-control']).toMatch(SHARED);
    expect(cacheState(await request.get(home))).toBe('HIT');
  });

  test('pages with a visitor’s own data are never stored', async ({ request }) => {
    for (const path of [href.contact('fr_FR'), href.bookingLookup('fr_FR'), '/']) {
      for (const time of ['first', 'second']) {
        const response = await request.get(path);
        expect(response.status(), `${path}, ${time} time`).toBe(200);
        expect(response.headers()['cache-control'], path).toMatch(/^private, no-cache, no-store/);
        expect(cacheState(response), path).toBeUndefined();
        expect(sharedCacheState(response), path).toBeUndefined();
      }
    }
  });
});

test.describe('catalogue pages from the shared cache in front of Next', () => {
  test('a page asked again is written from memory, in Brotli, with the headers Next gave it', async ({ request, faultScope, baseURL }) => {
    const path = '/fr-fr/ville/lyon';
    const fromNext = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(fromNext.status()).toBe(200);
    expect(sharedCacheState(fromNext)).toBeUndefined();
    const heading = /<h1[^>]*>[^<]*Lyon/;
    expect(await fromNext.text()).toMatch(heading);

    // Kept once Next has answered it again for the cache (a loopback request after the visitor's).
    await expect.poll(async () => sharedCacheState(await request.get(path))).toBe('hit');
    // The bytes as a browser receives them.
    const kept = await rawGet(`${baseURL}${path}`, { 'accept-encoding': 'gzip, deflate, br, zstd', [FAULT_SCOPE_HEADER]: faultScope });
    expect(kept.status).toBe(200);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(kept.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(kept.body).toString()).toMatch(heading);
    for (const name of ['cache-control', 'content-type', 'x-content-type-options', 'content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy']) {
      expect(kept.headers[name], name).toBe(fromNext.headers()[name]);
    }

    // A client navigation asks for the page's payload, not its HTML: Next answers it.
    const payload = await request.get(path, { headers: { rsc: '1' } });
    expect(payload.status()).toBe(200);
    expect(payload.headers()['content-type']).toMatch(/^text\/x-component/);
    expect(sharedCacheState(payload)).toBeUndefined();
  });

  test('a revalidation empties it: the page of the tag is rendered again, the others come from Next’s cache', async ({ request, playwright }, testInfo) => {
    const hotel = hotels[testInfo.project.name === 'mobile' ? 5 : 4]!;
    const hotelPage = href.hotel('it_IT', hotel.id);
    const home = href.home('it_IT');
    for (const path of [hotelPage, home]) {
      expect((await request.get(path)).status()).toBe(200);
      await expect.poll(async () => sharedCacheState(await request.get(path)), { message: path }).toBe('hit');
    }
    const webhook = await playwright.request.newContext();
    expect((await webhook.post('/api/revalidate', { data: { tags: [`hotel:${hotel.id}`] }, headers: { authorization: `Bearer ${REVALIDATE_SECRET}` } })).status()).toBe(200);
    await webhook.dispose();

    const fresh = await page(request, hotelPage, hotel.label);
    expect(sharedCacheState(fresh)).toBeUndefined();
    expect(cacheState(fresh)).toBe('MISS');
    const homeAgain = await request.get(home);
    expect(sharedCacheState(homeAgain)).toBeUndefined();
    expect(cacheState(homeAgain)).toBe('HIT');
    await expect.poll(async () => sharedCacheState(await request.get(hotelPage))).toBe('hit');
  });
});
