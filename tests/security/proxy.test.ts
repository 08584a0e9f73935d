import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { href } from '@/routing';

/**
 * The proxy in front of every page (proxy.ts), called as Next calls it: every page request is
 * rewritten to its page form (src/routing/page-forms.ts) and nothing a visitor sends in a header
 * reaches a page; pages answer only GET and HEAD; a path Next cannot decode gets the not-found page
 * (pages) or a 400 (the API) instead of Next's bare 500.
 */
const ORIGIN = 'http://localhost:3000';
/** The path each answer was asked for: a page passed on as it is renders from that path. */
const askedPath = new WeakMap<Response, string>();
const run = async (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => {
  const response = await proxy(new NextRequest(new URL(path, ORIGIN), init));
  askedPath.set(response, new URL(path, ORIGIN).pathname);
  return response;
};

/**
 * The internal path the page renders from (decoded, as the page tree's params see it): the rewrite's
 * target, or the asked path itself when the proxy passed the request on (a plain catalogue page,
 * whose form is its own path; the query goes along unread).
 */
const rewrittenTo = (response: Response) => {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite === null) return response.headers.get('x-middleware-next') === '1' ? decodeURIComponent(askedPath.get(response)!) : null;
  const url = new URL(rewrite);
  return decodeURIComponent(url.pathname) + url.search;
};

/** Headers the old design passed to pages; a visitor sending them must change nothing. */
const FORGED = { 'x-escapade-pathname': '/fr-fr/contact', 'x-escapade-care': '1', 'x-escapade-not-found': '1', 'x-escapade-unavailable': '1' };

describe('page forms', () => {
  it('a catalogue page renders from its own path, whatever headers a visitor sends', async () => {
    const response = await run('/fr-fr', { headers: FORGED });
    expect(response.status).toBe(200);
    expect(rewrittenTo(response)).toBe('/fr-fr');
    // No request header is passed on to the page at all.
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
  });

  it('a variant the query chooses becomes part of the path, other query keys do not', async () => {
    expect(rewrittenTo(await run('/fr-fr?flow=gifting&utm_source=mail'))).toBe('/_f/q.flow=gifting/fr-fr');
    expect(rewrittenTo(await run('/fr-fr?flow=<script>'))).toBe('/fr-fr');
    expect(rewrittenTo(await run('/fr-fr?utm_source=mail'))).toBe('/fr-fr');
  });

  it('a page with a visitor’s own data renders per request, with its query', async () => {
    const contact = href.contact('fr_FR');
    expect(rewrittenTo(await run(`${contact}?ref=thanks`, { headers: FORGED }))).toBe(`/_personal/-${contact}?ref=thanks`);
  });

  it('a missing page: the site’s not-found page, 404, whatever path was asked', async () => {
    for (const path of ['/fr-fr/no-such-page-here', '/fr-fr/another/missing']) {
      const response = await run(path, { headers: FORGED });
      expect(response.status).toBe(404);
      expect(rewrittenTo(response)).toBe('/_not-found/status=not-found&site=fr_FR');
    }
  });

  it('the care login page on the public host: the site’s not-found page, 404', async () => {
    const response = await run(href.customerCareLogin('it_IT'));
    expect(response.status).toBe(404);
    expect(rewrittenTo(response)).toBe('/_not-found/status=not-found&site=it_IT');
  });

  it('the crash test path: passed on when switched on (the e2e run), else the not-found page, 404', async () => {
    const switched = process.env.ENABLE_CRASH_TEST;
    try {
      delete process.env.ENABLE_CRASH_TEST;
      const off = await run('/crash-test', { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
      expect(off.status).toBe(404);
      expect(rewrittenTo(off)).toBe('/_not-found/status=not-found&lang=es_ES');
      process.env.ENABLE_CRASH_TEST = '1';
      const on = await run('/crash-test');
      expect(on.status).toBe(200);
      expect(rewrittenTo(on)).toBe('/crash-test');
    } finally {
      if (switched === undefined) delete process.env.ENABLE_CRASH_TEST;
      else process.env.ENABLE_CRASH_TEST = switched;
    }
  });

  it('outside every site, the not-found page speaks the visitor’s language', async () => {
    const response = await run('/xx-yy/page', { headers: { 'accept-language': 'nl-BE,nl;q=0.9' } });
    expect(response.status).toBe(404);
    expect(rewrittenTo(response)).toBe('/_not-found/status=not-found&lang=nl_BE');
  });

  it('a visitor cannot ask for a form: those paths are no page', async () => {
    for (const path of ['/_f/care=1/fr-fr', '/_f/status%3Dunavailable/fr-fr', '/_personal/care=1/fr-fr', '/_personal/-/fr-fr']) {
      const response = await run(path);
      expect(response.status, path).toBe(404);
      expect(rewrittenTo(response), path).toBe('/_not-found/status=not-found&lang=fr_FR');
    }
  });
});

describe('methods on pages', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s answers 405 with Allow: GET, HEAD', async (method) => {
    for (const path of ['/fr-fr', '/fr-fr/contact', '/', '/fr-fr/no-such-page-here', '/fr-fr/ville/paris?checkin=2030-01-01']) {
      const response = await run(path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('GET and HEAD go on to the page', async () => {
    expect((await run('/fr-fr')).status).toBe(200);
    expect((await run('/fr-fr', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('paths Next cannot decode', () => {
  it.each(['/fr-fr/%zz', '/fr-fr/%E0%A4%A', '/%FF', '/fr-fr/sejour/%C0%AF', '/account/%zz', '/%'])('%s: the not-found page (404), rendered from a path that decodes', async (path) => {
    const response = await run(path, { headers: FORGED });
    expect(response.status).toBe(404);
    const rewrite = response.headers.get('x-middleware-rewrite');
    expect(rewrite).not.toBeNull();
    expect(() => decodeURIComponent(new URL(rewrite!).pathname)).not.toThrow();
    expect(rewrittenTo(response)).toMatch(/^\/_not-found\/status=not-found&/);
  });

  it('keeps the site of the path for the page’s language', async () => {
    expect(rewrittenTo(await run('/fr-be/%zz'))).toBe('/_not-found/status=not-found&site=fr_BE');
  });

  it('a route handler’s path with an escape that decodes goes on as it is', async () => {
    const response = await run('/api/search%20x', { headers: FORGED });
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
  });

  it('an API path: 400 JSON', async () => {
    const response = await run('/api/%zz');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid-path' } });
  });

  it('one of Next’s files: a plain 404', async () => {
    const response = await run('/_next/static/%C0%AF.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });
});
