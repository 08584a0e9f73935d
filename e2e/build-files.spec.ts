import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HYDRATED_ATTRIBUTE } from '../src/components/shell/hydration-mark';
import { rawGet } from './support/raw-get';
import { expect, test } from './support/test';

/**
 * The build's scripts and stylesheets are answered precompressed by the storefront's server
 * (scripts/server.mjs): Brotli to a browser, gzip to a client that accepts only gzip, the file as it is
 * to one that accepts neither; the same bytes once decoded.
 */

test('a page’s scripts and stylesheets come in Brotli, gzip or as they are, the same bytes each way', { tag: '@any-device' }, async ({ request, baseURL }) => {
  const html = await (await request.get('/fr-fr/sejour/100429/chateau-le-relais-1132-100429')).text();
  const files = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
  expect(files.filter((file) => file.endsWith('.js')).length, 'the page links scripts').toBeGreaterThan(3);
  expect(files.some((file) => file.endsWith('.css')), 'the page links a stylesheet').toBe(true);
  for (const file of files) {
    const plain = await rawGet(`${baseURL}${file}`, { 'accept-encoding': 'identity' });
    const br = await rawGet(`${baseURL}${file}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await rawGet(`${baseURL}${file}`, { 'accept-encoding': 'gzip' });
    expect([plain.status, br.status, gzip.status], file).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding'], file).toBeUndefined();
    expect(br.headers['content-encoding'], file).toBe('br');
    expect(gzip.headers['content-encoding'], file).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body), `${file}: Brotli decodes to the file`).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body), `${file}: gzip decodes to the file`).toBe(true);
    for (const answer of [br, gzip]) {
      expect(answer.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['vary'], file).toBe('Accept-Encoding');
      expect(answer.headers['x-content-type-options'], file).toBe('nosniff');
      expect(answer.headers['content-type'], file).toMatch(file.endsWith('.js') ? /^application\/javascript/ : /^text\/css/);
      expect(Number(answer.headers['content-length']), file).toBe(answer.body.length);
    }
  }
  const https = await rawGet(`${baseURL}${files[0]}`, { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' });
  expect(https.headers['strict-transport-security'], 'HSTS on a precompressed file over HTTPS').toBe('max-age=31536000');
});

test('a browser gets every script in Brotli, and the page runs them', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) encodings.set(response.url(), response.headers()['content-encoding']);
  });
  const response = await page.goto('/fr-fr/ville/paris');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The scripts ran: React hydrated the page and set its mark (support/hydrated.ts, which page.goto awaited).
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  expect(encodings.size, 'the page loaded scripts').toBeGreaterThan(3);
  for (const [url, encoding] of encodings) expect(encoding, url).toBe('br');
});
