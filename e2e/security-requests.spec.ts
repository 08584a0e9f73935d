import fc from 'fast-check';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * What a visitor (or an attacker) can send, over HTTP against the production build (issue 21):
 * no open redirect, no trusted client header, no cross-site POST, no write method on pages, no 5xx
 * for a malformed path, and the shop's security headers on every answer. HTTP only: @any-device.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOP = `http://127.0.0.1:${PORT}`;
const CARE_ORIGIN = `http://care.localhost:${PORT}`;
/** The care host as Node's request context reaches it (it does not resolve *.localhost as Chromium does). */
const CARE_HOST = { host: `care.localhost:${PORT}` };

/** The internal headers only the proxy may set, as a visitor would forge them. */
const FORGED = { 'x-escapade-pathname': '/fr-fr/contact', 'x-escapade-care': '1', 'x-escapade-not-found': '0' };
/** What a page in customer-care mode carries (src/care/care-session.tsx). */
const CARE_MARKERS = ['data-customer-care', 'action="/api/care/sign-out"'];

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['content-security-policy'], what).toBe("frame-ancestors 'self'");
}

/** A redirect target as the browser resolves it: it must stay on the shop. */
function expectOnShop(location: string | undefined, base: string): void {
  expect(location).toBeDefined();
  expect(location!.startsWith('//') || location!.startsWith('/\\'), location).toBe(false);
  expect(new URL(location!, base).origin).toBe(base);
}

test.describe('open redirects', { tag: '@any-device' }, () => {
  for (const path of ['/.//evil.example', '/a/..//evil.example/x', '/%2e%2e//evil.example', '/%252e%252e//evil.example', '//evil.example', '/\\evil.example']) {
    test(`leaving preview with path=${path} stays on the shop`, async ({ request }) => {
      const response = await request.get(`/api/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expectOnShop(response.headers().location, SHOP);
    });
  }

  test('the care sign-out and sign-in go back to a path of the care host only', async ({ request }) => {
    for (const route of ['/api/care/sign-out', '/api/care/session']) {
      const response = await request.post(`${SHOP}${route}`, { headers: CARE_HOST, form: { returnTo: '/.//evil.example', credential: 'x' }, maxRedirects: 0 });
      expect(response.status(), route).toBe(303);
      expectOnShop(response.headers().location, CARE_ORIGIN);
    }
  });
});

test.describe('headers only the proxy may set', { tag: '@any-device' }, () => {
  test('a path the proxy used to skip no longer renders a page from forged headers', async ({ request }) => {
    const response = await request.get('/sitemapfoo', { headers: FORGED });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-testid="not-found"');
    for (const marker of CARE_MARKERS) expect(html).not.toContain(marker);
    expectSecurityHeaders(response, '/sitemapfoo');
  });

  test('a page of the public host never turns to care mode from a forged header', async ({ request }) => {
    const response = await request.get('/fr-fr/contact', { headers: FORGED });
    expect(response.status()).toBe(200);
    for (const marker of CARE_MARKERS) expect(await response.text()).not.toContain(marker);
  });

  test('an unknown /api path is a plain JSON 404, whatever the method', async ({ request }) => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await request.fetch('/api/nope', { method, headers: FORGED, data: method === 'GET' ? undefined : '{}' });
      expect(response.status(), method).toBe(404);
      expect(response.headers()['content-type'], method).toContain('application/json');
      expect(await response.json()).toEqual({ error: { code: 'not-found' } });
      expectSecurityHeaders(response, `${method} /api/nope`);
    }
  });

  test('an unknown /_next file is a plain 404, not a page', async ({ request }) => {
    for (const path of ['/_next/static/chunks/nope.js', '/_next/nope']) {
      const response = await request.get(path, { headers: FORGED });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/plain');
      expect(await response.text(), path).not.toContain('<html');
    }
  });
});

test.describe('state-changing requests', { tag: '@any-device' }, () => {
  test('a JSON route reads application/json only (415 for text/plain, a form, multipart)', async ({ request }) => {
    const body = JSON.stringify({ message: 'boom', locale: 'fr_FR' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await request.post('/api/client-log', { headers: { 'content-type': type }, data: body });
      expect(response.status(), type).toBe(415);
    }
    expect((await request.post('/api/client-log', { headers: { 'content-type': 'application/json' }, data: body })).status()).toBe(204);
  });

  test('a POST from another site is refused (403); from our own page it goes through', async ({ request }) => {
    const data = { message: 'boom', locale: 'fr_FR' };
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }] as Array<Record<string, string>>) {
      expect((await request.post('/api/client-log', { headers, data })).status(), JSON.stringify(headers)).toBe(403);
    }
    expect((await request.post('/api/client-log', { headers: { origin: SHOP, 'sec-fetch-site': 'same-origin' }, data })).status()).toBe(204);
    const signOut = (origin: string) => request.post(`${SHOP}/api/care/sign-out`, { headers: { ...CARE_HOST, origin }, form: { returnTo: '/fr-fr' }, maxRedirects: 0 });
    expect((await signOut('https://evil.example')).status()).toBe(403);
    expect((await signOut(CARE_ORIGIN)).status()).toBe(303);
  });
});

test.describe('methods on pages', { tag: '@any-device' }, () => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
    test(`${method} on a page answers 405 with Allow`, async ({ request }) => {
      for (const path of ['/fr-fr', '/fr-fr/contact', '/']) {
        const response = await request.fetch(path, { method, data: method === 'DELETE' ? undefined : 'x=1', maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow).toBe('GET, HEAD');
        expectSecurityHeaders(response, `${method} ${path}`);
      }
    });
  }
});

test.describe('malformed percent-encoding', { tag: '@any-device' }, () => {
  for (const path of ['/fr-fr/%zz', '/fr-fr/%E0%A4%A', '/%FF', '/fr-fr/sejour/%C0%AF', '/account/%zz']) {
    test(`${path} is the not-found page (404, with the shop's headers)`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).toContain('data-testid="not-found"');
      expectSecurityHeaders(response, path);
    });
  }

  test('/fr-fr/%zz speaks the French site’s language', async ({ request }) => {
    expect(await (await request.get('/fr-fr/%zz')).text()).toContain('<html lang="fr-FR"');
  });

  test('/api/%zz is a 400', async ({ request }) => {
    const response = await request.get('/api/%zz');
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid-path' } });
    expectSecurityHeaders(response, '/api/%zz');
  });
});

test('fuzzed paths: no 5xx, the security headers on every answer but Next’s path-tidying 308s', { tag: '@any-device' }, async ({ request }) => {
  test.setTimeout(120_000);
  const segment = fc.oneof(
    fc.constantFrom('fr-fr', 'nl-be', 'es-es', 'it-it', 'sejour', 'ville', 'paris', 'hotel', 'contact', 'api', '_next', 'account', 'static', 'sitemap', 'icons'),
    fc.constantFrom('%zz', '%E0%A4%A', '%C0%AF', '%FF', '%', '%2e%2e', '%2F', '%5C', '%00', '..', '.', '%252e', '100243', '0', '-1', '9'.repeat(25)),
    fc.string({ maxLength: 10 }).map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))),
  );
  const paths = fc.sample(
    fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
    { seed: 21, numRuns: 200 },
  );
  const failures: string[] = [];
  for (const path of paths) {
    // Absolute: a path starting with '//' must not be read as another host.
    const response = await request.get(`${SHOP}${path}`, { maxRedirects: 0 });
    if (response.status() >= 500) failures.push(`${response.status()} ${path}`);
    // Next's own 308s that tidy a path ('//', a trailing '/') are answered before next.config's headers
    // apply: an empty redirect, to the same host. Every other answer carries them.
    const tidied = response.status() === 308 && new URL(response.headers().location ?? '', SHOP).origin === SHOP;
    if (!tidied && response.headers()['x-content-type-options'] !== 'nosniff') failures.push(`no security headers: ${response.status()} ${path}`);
  }
  expect(failures).toEqual([]);
});
