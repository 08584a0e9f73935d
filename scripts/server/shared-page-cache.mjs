/**
 * A shared cache of the catalogue pages, in front of Next's handler: what a CDN does with the pages'
 * `Cache-Control: s-maxage=…, stale-while-revalidate=…`, done by the server that sends them.
 *
 * Why: Next answers a page from its own cache at a cost that follows the page's size (routing, the proxy,
 * reading the entry, gzip on every request): about 1.2 ms of CPU for the home page, so the two cores
 * serve ~900 home pages a second where they serve ~5,000 of a tiny page (docs/decisions.md, "What Next
 * itself reaches at a catalogue page's size", and "Catalogue pages from a shared cache in front of Next").
 * Kept here, a page is written from memory, already compressed.
 *
 * What it keeps is only what Next itself marked shared: a 200 with `s-maxage` above one second, no
 * `private` or `no-store`, no Set-Cookie. Pages with a visitor's own data are `private, no-store` (their
 * one owner is src/server/cache-headers.ts), so they never get here. A request that asks for something
 * other than the page's HTML (a client navigation's payload, draft mode, a range) goes to Next untouched.
 *
 * How an entry is made: once Next has answered a storable page for the second time (a URL asked only once,
 * as most of a crawler's are, costs nothing more), the server asks Next for the same URL again, over the
 * loopback, with only the headers a page's form may depend on (host, scheme, fault scope) and no
 * Accept-Encoding; the body is kept as it is and in Brotli and gzip. An entry is fresh for its `s-maxage`;
 * stale within `stale-while-revalidate` (answered, and asked again of Next in the background, as a CDN does);
 * then gone. A successful on-demand revalidation (`POST /api/revalidate`) empties the cache: Next's cache
 * has the truth, and it answers the next requests at once.
 */
import { request as httpRequest } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding } from './precompressed-build-files.mjs';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The response header that says an answer came from this cache: `hit`, or `stale` (being asked again). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** The route handler whose success empties the cache (app/api/revalidate). */
export const REVALIDATE_PATH = '/api/revalidate';

/** Paths that are never pages (route handlers, Next's files, the account application). */
const NOT_PAGES = /^\/(?:api|_next|account)\//;

/** Headers of Next's client router: the request wants the page's payload, not its HTML (Next's `Vary`). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

/** Next's draft-mode cookie: a preview renders per request, uncached. */
const DRAFT_COOKIE = /(?:^|;\s*)__prerender_bypass=/;

/** Headers of the answer that belong to one connection or one encoding, not to the page. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'age', PAGE_CACHE_HEADER]);

/** Longer URLs go to Next: a key is kept in memory, and no page of ours has a URL near this long. */
const MAX_URL_LENGTH = 2048;

/** How many URLs asked once are remembered, waiting for a second ask that makes them worth keeping. */
const ASKED_ONCE_LIMIT = 10_000;

/** Brotli quality for documents: 5 keeps ~98 % of quality 11's gain at 2 % of its time (3.5 ms for the home). */
const DOCUMENT_BROTLI_QUALITY = 5;

/**
 * The cache key of a request that may be answered from the cache, or null when it must go to Next.
 * `faultScope` is the request's e2e fault scope (only with fault scopes on, else null): a scope's pages
 * are pages of their own, as they are in Next's cache (src/routing/page-forms.ts).
 */
export function pageCacheKey(request, faultScope) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = String(request.url ?? '');
  if (!url.startsWith('/') || url.length > MAX_URL_LENGTH || NOT_PAGES.test(url)) return null;
  const headers = request.headers;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined) || headers.range !== undefined) return null;
  if (DRAFT_COOKIE.test(String(headers.cookie ?? ''))) return null;
  const scheme = String(headers['x-forwarded-proto'] ?? 'http').toLowerCase();
  const host = String(headers.host ?? '').toLowerCase();
  return [scheme, host, faultScope ?? '', url].join(' ');
}

/** One directive's number in a Cache-Control value, or null. */
function directive(cacheControl, name) {
  const match = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/**
 * How long an answer may be kept: { freshMs, staleMs } (stale counted after fresh), or null when it may not
 * be kept at all. `headers` are lower-case names. A page Next answered stale is stale here from the start.
 */
export function lifetimeOf(status, headers) {
  if (status !== 200) return null;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(cacheControl) || headers['set-cookie'] !== undefined) return null;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  const shared = directive(cacheControl, 's-maxage');
  // One second is what a page rendered while a read failed gets (src/api/core/uncacheable-render.ts): never kept.
  if (shared === null || shared <= 1) return null;
  const stale = directive(cacheControl, 'stale-while-revalidate') ?? 0;
  const answeredStale = String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE';
  return { freshMs: answeredStale ? 0 : shared * 1000, staleMs: (answeredStale ? shared + stale : stale) * 1000 };
}

/**
 * The cache: entries by key, least recently used first, within `maxBytes` (bodies in all three
 * encodings). `now` is the clock (tests move it).
 */
export function createPageCache({ maxBytes, now = Date.now }) {
  const entries = new Map();
  const filling = new Set();
  const askedOnce = new Set();
  let bytes = 0;
  let generation = 0;

  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    /** { entry, state: 'hit' | 'stale' } for a key, or null (an expired entry is dropped). */
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      const at = now();
      if (at >= entry.staleUntil) {
        remove(key);
        return null;
      }
      // Least recently used first: a hit moves the entry to the end.
      entries.delete(key);
      entries.set(key, entry);
      return { entry, state: at < entry.freshUntil ? 'hit' : 'stale', ageSeconds: Math.floor((at - entry.storedAt) / 1000) };
    },
    /**
     * Whether a storable page Next has just answered is worth keeping: true from its second ask on (while
     * remembered). Measured: filling every URL on its first ask made the cold renders' p95 a quarter slower.
     */
    askedAgain(key) {
      if (askedOnce.delete(key)) return true;
      askedOnce.add(key);
      if (askedOnce.size > ASKED_ONCE_LIMIT) askedOnce.delete(askedOnce.values().next().value);
      return false;
    },
    /** A fill of `key` begins: a token for `store`, or null when one is already under way. */
    beginFill(key) {
      if (filling.has(key)) return null;
      filling.add(key);
      return { key, generation };
    },
    isFilling: (key) => filling.has(key),
    /**
     * Ends a fill: keeps the answer when it may be kept and nothing emptied the cache since the fill
     * began (a page asked before a revalidation is the old page); drops the key's entry otherwise.
     */
    async store(token, answer) {
      try {
        const lifetime = answer && token.generation === generation ? lifetimeOf(answer.status, answer.headers) : null;
        // A page larger than an eighth of the budget would push out too much for one entry.
        if (!lifetime || answer.body.length > maxBytes / 8) {
          remove(token.key);
          return false;
        }
        const [br, gz] = await Promise.all([
          brotliAsync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: DOCUMENT_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length } }),
          gzipAsync(answer.body),
        ]);
        if (token.generation !== generation) return false;
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_KEPT.has(name)));
        const vary = String(headers.vary ?? '');
        if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
        const storedAt = now();
        const entry = {
          headers,
          bodies: { identity: answer.body, br, gzip: gz },
          storedAt,
          freshUntil: storedAt + lifetime.freshMs,
          staleUntil: storedAt + lifetime.freshMs + lifetime.staleMs,
          bytes: answer.body.length + br.length + gz.length,
        };
        remove(token.key);
        entries.set(token.key, entry);
        bytes += entry.bytes;
        for (const key of entries.keys()) {
          if (bytes <= maxBytes) break;
          remove(key);
        }
        return true;
      } finally {
        filling.delete(token.key);
      }
    },
    /** Empties the cache; fills under way keep nothing. */
    purge() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

/** Writes a cached page: its headers, the best encoding the request accepts, its age and the cache's word. */
export function answerFromCache(request, response, found) {
  const encoding = chooseEncoding(request.headers['accept-encoding']) ?? 'identity';
  const body = found.entry.bodies[encoding];
  response.writeHead(200, {
    ...found.entry.headers,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': body.length,
    age: String(found.ageSeconds),
    [PAGE_CACHE_HEADER]: found.state,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Asks the server at `origin` for the page a visitor asked for, as the cache keeps it: a GET of the same
 * URL with the same host, scheme and fault scope, nothing else of the visitor's. Resolves to
 * { status, headers, body }, or null when the answer did not come.
 */
export function askForPage(origin, request, faultScopeHeader, faultScope) {
  const headers = { host: request.headers.host ?? '', accept: 'text/html' };
  if (request.headers['x-forwarded-proto'] !== undefined) headers['x-forwarded-proto'] = request.headers['x-forwarded-proto'];
  if (faultScope) headers[faultScopeHeader] = faultScope;
  return new Promise((resolve) => {
    const asked = httpRequest(new URL(request.url, origin), { method: 'GET', headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', () => resolve(null));
    });
    asked.on('error', () => resolve(null));
    asked.end();
  });
}

/**
 * The request listener around Next's `handle`: a request with a key is answered from the cache when an
 * entry is there (a stale one asks Next again in the background); otherwise Next answers, and a storable
 * page answered for the second time is asked once more to fill the cache. `faultScopeOf(headers)` is the
 * request's e2e fault scope or null (always null with fault scopes off); `origin` is this server's own
 * address.
 */
export function withPageCache({ cache, handle, origin, faultScopeOf, faultScopeHeader }) {
  const fill = (key, request, faultScope) => {
    const token = cache.beginFill(key);
    if (token) void askForPage(origin, request, faultScopeHeader, faultScope).then((answer) => cache.store(token, answer));
  };
  return (request, response) => {
    if (request.method === 'POST' && String(request.url).split('?')[0] === REVALIDATE_PATH) {
      response.once('finish', () => {
        if (response.statusCode === 200) cache.purge();
      });
      return handle(request, response);
    }
    const faultScope = faultScopeOf(request.headers);
    const key = pageCacheKey(request, faultScope);
    // A fill's own request (or a visitor's while one is under way) goes to Next: it is the page's source.
    if (key === null || cache.isFilling(key)) return handle(request, response);
    const found = cache.lookup(key);
    if (found) {
      answerFromCache(request, response, found);
      if (found.state === 'stale') fill(key, request, faultScope);
      return undefined;
    }
    response.once('finish', () => {
      if (lifetimeOf(response.statusCode, response.getHeaders()) && cache.askedAgain(key)) fill(key, request, faultScope);
    });
    return handle(request, response);
  };
}
