// @vitest-environment node
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  createPageCache,
  lifetimeOf,
  pageCacheKey,
  withPageCache,
  type PageAnswer,
} from '../../scripts/server/shared-page-cache.mjs';

const SHARED = 's-maxage=300, stale-while-revalidate=86100';
const html = (headers: Record<string, string> = {}) => ({ 'content-type': 'text/html; charset=utf-8', 'cache-control': SHARED, ...headers });
const page = (text: string, headers?: Record<string, string>): PageAnswer => ({ status: 200, headers: html(headers), body: Buffer.from(text) });
const get = (url: string, headers: IncomingHttpHeaders = {}) => ({ method: 'GET', url, headers: { host: 'shop.example', ...headers } });

describe('which requests the shared page cache may answer', () => {
  it('keys a page request by scheme, host, fault scope and the whole URL', () => {
    const key = pageCacheKey(get('/fr-fr/ville/paris?utm=1'), null);
    expect(key).not.toBeNull();
    expect(pageCacheKey({ ...get('/fr-fr/ville/paris?utm=1'), method: 'HEAD' }, null)).toBe(key);
    expect(pageCacheKey(get('/fr-fr/ville/paris?utm=1', { host: 'SHOP.example' }), null)).toBe(key);
    for (const other of [
      pageCacheKey(get('/fr-fr/ville/paris'), null),
      pageCacheKey(get('/fr-fr/ville/paris?utm=1', { host: 'care.example' }), null),
      pageCacheKey(get('/fr-fr/ville/paris?utm=1', { 'x-forwarded-proto': 'https' }), null),
      pageCacheKey(get('/fr-fr/ville/paris?utm=1'), 'test-a'),
    ]) {
      expect(other).not.toBeNull();
      expect(other).not.toBe(key);
    }
  });

  it('leaves to Next what is not a page’s HTML: other methods, handlers, a client navigation, a range, draft mode, a huge URL', () => {
    expect(pageCacheKey({ ...get('/fr-fr'), method: 'POST' }, null)).toBeNull();
    for (const path of ['/api/search', '/_next/image?url=x', '/account/login', 'http://elsewhere/fr-fr']) expect(pageCacheKey(get(path), null)).toBeNull();
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action']) {
      expect(pageCacheKey(get('/fr-fr', { [header]: '1' }), null)).toBeNull();
    }
    expect(pageCacheKey(get('/fr-fr', { range: 'bytes=0-10' }), null)).toBeNull();
    // A URL longer than any of ours (each key is held in memory).
    expect(pageCacheKey(get(`/fr-fr?${'q'.repeat(2_100)}`), null)).toBeNull();
    expect(pageCacheKey(get('/fr-fr', { cookie: 'a=1; __prerender_bypass=abc' }), null)).toBeNull();
    // Any other cookie changes nothing: a cached page never reads one.
    expect(pageCacheKey(get('/fr-fr', { cookie: 'consent=1' }), null)).toBe(pageCacheKey(get('/fr-fr'), null));
  });
});

describe('what the shared page cache keeps, and how long', () => {
  it('keeps a shared page for its s-maxage, then stale for its stale-while-revalidate', () => {
    expect(lifetimeOf(200, html())).toEqual({ freshMs: 300_000, staleMs: 86_100_000 });
    expect(lifetimeOf(200, html({ 'cache-control': 's-maxage=60' }))).toEqual({ freshMs: 60_000, staleMs: 0 });
  });

  it('keeps a page Next answered stale as stale from the start', () => {
    expect(lifetimeOf(200, html({ 'x-nextjs-cache': 'STALE' }))).toEqual({ freshMs: 0, staleMs: 86_400_000 });
  });

  it('keeps nothing personal, failed, redirected, cookie-setting or not HTML', () => {
    expect(lifetimeOf(200, html({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBeNull();
    expect(lifetimeOf(200, html({ 'cache-control': 'no-store' }))).toBeNull();
    // A page rendered while a read failed: one second for a CDN, never kept here.
    expect(lifetimeOf(200, html({ 'cache-control': 's-maxage=1' }))).toBeNull();
    expect(lifetimeOf(200, html({ 'cache-control': 'max-age=300' }))).toBeNull();
    expect(lifetimeOf(404, html())).toBeNull();
    expect(lifetimeOf(308, html())).toBeNull();
    expect(lifetimeOf(200, { ...html(), 'set-cookie': ['a=1'] })).toBeNull();
    expect(lifetimeOf(200, html({ 'content-type': 'application/json' }))).toBeNull();
  });
});

describe('the shared page cache', () => {
  it('answers a kept page fresh, then stale, then no more', async () => {
    let now = 1_000_000;
    const cache = createPageCache({ maxBytes: 1_000_000, now: () => now });
    const token = cache.beginFill('k')!;
    expect(await cache.store(token, page('<p>é</p>', { 'cache-control': 's-maxage=10, stale-while-revalidate=20', 'x-page-cache': 'hit' }))).toBe(true);
    const found = cache.lookup('k')!;
    expect(found.state).toBe('hit');
    expect(found.entry.bodies.identity.toString()).toBe('<p>é</p>');
    expect(brotliDecompressSync(found.entry.bodies.br).toString()).toBe('<p>é</p>');
    expect(gunzipSync(found.entry.bodies.gzip).toString()).toBe('<p>é</p>');
    expect(found.entry.headers.vary).toBe('Accept-Encoding');
    expect(found.entry.headers['x-page-cache']).toBeUndefined();
    now += 10_000;
    expect(cache.lookup('k')).toMatchObject({ state: 'stale', ageSeconds: 10 });
    now += 20_000;
    expect(cache.lookup('k')).toBeNull();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('finds a page worth keeping from its second ask on', () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    expect(cache.askedAgain('a')).toBe(false);
    expect(cache.askedAgain('b')).toBe(false);
    expect(cache.askedAgain('a')).toBe(true);
    expect(cache.askedAgain('b')).toBe(true);
  });

  it('runs one fill of a key at a time', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const token = cache.beginFill('k')!;
    expect(cache.beginFill('k')).toBeNull();
    expect(cache.isFilling('k')).toBe(true);
    await cache.store(token, page('a'));
    expect(cache.isFilling('k')).toBe(false);
    expect(cache.beginFill('k')).not.toBeNull();
  });

  it('drops a key whose page can no longer be kept (gone, failed, turned personal)', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    await cache.store(cache.beginFill('k')!, page('a'));
    expect(await cache.store(cache.beginFill('k')!, { ...page('gone'), status: 404 })).toBe(false);
    expect(cache.lookup('k')).toBeNull();
    await cache.store(cache.beginFill('k')!, page('a'));
    expect(await cache.store(cache.beginFill('k')!, null)).toBe(false);
    expect(cache.lookup('k')).toBeNull();
  });

  it('keeps nothing a fill asked before the cache was emptied (the old page of a revalidation)', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    await cache.store(cache.beginFill('a')!, page('a'));
    const before = cache.beginFill('b')!;
    cache.purge();
    expect(cache.lookup('a')).toBeNull();
    expect(await cache.store(before, page('old b'))).toBe(false);
    expect(cache.lookup('b')).toBeNull();
  });

  it('stays within its size, the least recently used page leaving first', async () => {
    // Pages of the same size that compress little: each entry weighs about the same.
    const text = (seed: number) => Array.from({ length: 800 }, (_, index) => ((index * 7919 + seed * 104729) % 99991).toString(36)).join(' ');
    const probe = createPageCache({ maxBytes: 10_000_000 });
    await probe.store(probe.beginFill('probe')!, page(text(0)));
    const entryBytes = probe.stats().bytes;
    // Room for eight and a half pages (a page over an eighth of the budget is never kept).
    const cache = createPageCache({ maxBytes: Math.floor(entryBytes * 8.5) });
    const keys = Array.from({ length: 8 }, (_, index) => `k${index}`);
    for (const [index, key] of keys.entries()) expect(await cache.store(cache.beginFill(key)!, page(text(index + 1)))).toBe(true);
    expect(cache.stats().entries).toBe(8);
    cache.lookup('k0');
    await cache.store(cache.beginFill('k8')!, page(text(9)));
    expect(cache.stats().bytes).toBeLessThanOrEqual(Math.floor(entryBytes * 8.5));
    expect(cache.stats().entries).toBe(8);
    expect(cache.lookup('k1')).toBeNull();
    expect(cache.lookup('k0')).not.toBeNull();
    expect(cache.lookup('k8')).not.toBeNull();
    expect(await cache.store(cache.beginFill('big')!, page('x'.repeat(Math.ceil(entryBytes * 8.5 / 8) + 1)))).toBe(false);
    expect(cache.lookup('big')).toBeNull();
  });
});

describe('the shared page cache in front of Next’s handler', () => {
  let server: Server;
  let origin: string;
  let cache: ReturnType<typeof createPageCache>;
  let asked: { url: string; headers: IncomingHttpHeaders }[];
  let answers: Record<string, { status: number; headers: Record<string, string>; body: string }>;

  /** A stand-in for Next: the answer set for the path, and every request it met. */
  const next = (request: IncomingMessage, response: ServerResponse) => {
    asked.push({ url: String(request.url), headers: request.headers });
    const answer = answers[String(request.url)] ?? { status: 404, headers: { 'content-type': 'text/html' }, body: 'none' };
    for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
    response.statusCode = answer.status;
    response.end(answer.body);
  };

  const fetchRaw = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const outgoing = httpRequest(new URL(path, origin), { method: init.method ?? 'GET', headers: init.headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  beforeEach(async () => {
    asked = [];
    answers = {
      '/fr-fr': { status: 200, headers: { ...html(), 'x-nextjs-cache': 'HIT', 'x-content-type-options': 'nosniff' }, body: '<h1>Offrez-vous</h1>' },
      '/fr-fr/contact': { status: 200, headers: html({ 'cache-control': 'private, no-cache, no-store' }), body: '<h1>Contact</h1>' },
    };
    cache = createPageCache({ maxBytes: 1_000_000 });
    let listener: (request: IncomingMessage, response: ServerResponse) => unknown = () => undefined;
    server = createServer((request, response) => listener(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    listener = withPageCache({
      cache,
      handle: next,
      origin,
      faultScopeOf: (headers) => (typeof headers['x-scope'] === 'string' ? headers['x-scope'] : null),
      faultScopeHeader: 'x-scope',
    });
  });

  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('after Next has answered a shared page twice, asks it once more for the cache, then answers it from memory', async () => {
    const visitor = { 'accept-encoding': 'gzip', cookie: 'consent=1', 'x-scope': 's1', 'accept-language': 'nl' };
    const first = await fetchRaw('/fr-fr', { headers: visitor });
    expect(first.headers['x-page-cache']).toBeUndefined();
    // A URL asked once is not worth a fill (most of a crawler's): nothing more was asked of Next.
    expect(asked).toHaveLength(1);
    expect((await fetchRaw('/fr-fr', { headers: visitor })).headers['x-page-cache']).toBeUndefined();
    await vi.waitFor(() => expect(cache.stats().entries).toBe(1));
    // The fill: the same URL, with no encoding, no cookie, nothing of the visitor's but host and scope.
    expect(asked).toHaveLength(3);
    expect(asked[2]!.headers).toMatchObject({ host: new URL(origin).host, 'x-scope': 's1' });
    for (const name of ['accept-encoding', 'cookie', 'accept-language']) expect(asked[2]!.headers[name]).toBeUndefined();

    const second = await fetchRaw('/fr-fr', { headers: { 'accept-encoding': 'gzip, br', 'x-scope': 's1' } });
    expect(asked).toHaveLength(3);
    expect(second.status).toBe(200);
    expect(second.headers).toMatchObject({ 'x-page-cache': 'hit', 'content-encoding': 'br', 'cache-control': SHARED, 'x-nextjs-cache': 'HIT', 'x-content-type-options': 'nosniff', age: '0' });
    expect(brotliDecompressSync(second.body).toString()).toBe('<h1>Offrez-vous</h1>');
    const plain = await fetchRaw('/fr-fr', { headers: { 'x-scope': 's1' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('<h1>Offrez-vous</h1>');
    const head = await fetchRaw('/fr-fr', { method: 'HEAD', headers: { 'x-scope': 's1' } });
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body.length).toBe(0);

    // Another scope is a page of its own: Next answers it.
    expect((await fetchRaw('/fr-fr', { headers: { 'x-scope': 's2' } })).headers['x-page-cache']).toBeUndefined();
  });

  it('never asks again for a personal page, nor keeps it', async () => {
    for (let time = 0; time < 3; time += 1) {
      const answer = await fetchRaw('/fr-fr/contact');
      expect(answer.body.toString()).toBe('<h1>Contact</h1>');
      expect(answer.headers['x-page-cache']).toBeUndefined();
    }
    expect(asked.map((request) => request.url)).toEqual(['/fr-fr/contact', '/fr-fr/contact', '/fr-fr/contact']);
    expect(cache.stats().entries).toBe(0);
  });

  it('is emptied by a successful revalidation, not by a refused one', async () => {
    answers['/api/revalidate'] = { status: 401, headers: { 'content-type': 'application/json' }, body: '{}' };
    await fetchRaw('/fr-fr');
    await fetchRaw('/fr-fr');
    await vi.waitFor(() => expect(cache.stats().entries).toBe(1));
    await fetchRaw('/api/revalidate', { method: 'POST' });
    expect((await fetchRaw('/fr-fr')).headers['x-page-cache']).toBe('hit');

    answers['/api/revalidate'] = { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
    await fetchRaw('/api/revalidate', { method: 'POST' });
    expect(cache.stats().entries).toBe(0);
    answers['/fr-fr']!.body = '<h1>Nouveau</h1>';
    const fresh = await fetchRaw('/fr-fr');
    expect(fresh.headers['x-page-cache']).toBeUndefined();
    expect(fresh.body.toString()).toBe('<h1>Nouveau</h1>');
  });

  it('answers a stale page at once and asks Next for the new one, which the next visitor gets', async () => {
    answers['/fr-fr']!.headers['x-nextjs-cache'] = 'STALE';
    await fetchRaw('/fr-fr');
    await fetchRaw('/fr-fr');
    await vi.waitFor(() => expect(cache.stats().entries).toBe(1));
    answers['/fr-fr'] = { status: 200, headers: { ...html(), 'x-nextjs-cache': 'HIT' }, body: '<h1>Nouveau</h1>' };
    const stale = await fetchRaw('/fr-fr');
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.body.toString()).toBe('<h1>Offrez-vous</h1>');
    await vi.waitFor(() => expect(cache.lookup(pageCacheKey(get('/fr-fr', { host: new URL(origin).host }), null)!)?.state).toBe('hit'));
    const renewed = await fetchRaw('/fr-fr');
    expect(renewed.headers['x-page-cache']).toBe('hit');
    expect(renewed.body.toString()).toBe('<h1>Nouveau</h1>');
  });
});
