import { expect, test } from './support/test';

/**
 * Every answer carries the security headers from one place (next.config.ts ← src/server/security-headers.ts):
 * pages, route handlers, errors, 404s and redirects; HSTS only for requests that came over HTTPS. The
 * build's script and style files carry only what a browser obeys on them.
 */

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
  'cross-origin-opener-policy': 'same-origin',
};

const ANSWERS = [
  { what: 'a page', path: '/fr-fr', status: 200 },
  { what: 'a search page', path: '/fr-fr/ville/paris', status: 200 },
  { what: 'a 404 page', path: '/fr-fr/no-such-page-here', status: 404 },
  { what: 'a path outside every site', path: '/xx-xx', status: 404 },
  { what: 'a route handler', path: '/api/health', status: 200 },
  { what: 'a refused route handler query', path: '/api/search/facets?locale=nope', status: 400 },
  { what: 'the query-to-hash redirect', path: '/fr-fr/ville/paris?checkin=2030-01-01', status: 307 },
  { what: 'robots.txt', path: '/robots.txt', status: 200 },
];

for (const answer of ANSWERS) {
  test(`${answer.what} carries the security headers`, { tag: '@any-device' }, async ({ request }) => {
    const response = await request.get(answer.path, { maxRedirects: 0 });
    expect(response.status(), answer.path).toBe(answer.status);
    const headers = response.headers();
    for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], `${name} on ${answer.path}`).toBe(value);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
  });
}

test('the build files a page loads carry nosniff and none of the document headers', { tag: '@any-device' }, async ({ request }) => {
  const html = await (await request.get('/fr-fr/ville/paris')).text();
  const files = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].flatMap((match) => (match[1] ? [match[1]] : []));
  expect(files.some((file) => file.endsWith('.js')) && files.some((file) => file.endsWith('.css')), 'the page links scripts and stylesheets').toBe(true);
  for (const file of new Set(files)) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], file).toBe('nosniff');
    for (const name of Object.keys(EXPECTED).filter((header) => header !== 'x-content-type-options')) expect(headers[name], `${name} on ${file}`).toBeUndefined();
    expect(headers['permissions-policy'], file).toBeUndefined();
  }
});

test('HSTS for a year on answers served over HTTPS', { tag: '@any-device' }, async ({ request }) => {
  for (const path of ['/fr-fr', '/api/health', '/fr-fr/no-such-page-here']) {
    const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
    expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000');
  }
});

test('the static files of public/ are served as they are, and pages link them', { tag: '@any-device' }, async ({ request }) => {
  for (const [path, type] of [
    ['/favicon.ico', 'image/'],
    ['/icon.svg', 'image/svg+xml'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/icons/icon-192.png', 'image/png'],
    ['/icons/apple-touch-icon.png', 'image/png'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: Array<{ src: string }> };
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  const html = await (await request.get('/fr-fr')).text();
  expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
  expect(html).toMatch(/rel="icon" href="\/favicon.ico"/);
  expect(html).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
});
