import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { REQUEST_HEADERS } from '@/server/request-headers';

/**
 * The proxy in front of every page (proxy.ts), called as Next calls it: the internal headers a
 * visitor sends never reach a page, pages answer only GET and HEAD, and a path Next cannot decode
 * gets the not-found screen (pages) or a 400 (the API) instead of Next's bare 500.
 */
const ORIGIN = 'http://localhost:3000';
const run = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => proxy(new NextRequest(new URL(path, ORIGIN), init));

/** What the proxy passes on to the page as a request header (NextResponse's override encoding). */
const passedOn = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);
const FORGED = { [REQUEST_HEADERS.pathname]: '/fr-fr/contact', [REQUEST_HEADERS.care]: '1', [REQUEST_HEADERS.notFound]: '1', 'x-escapade-unavailable': '1' };

describe('the internal request headers', () => {
  it('are dropped when a visitor sends them, and set from the request itself', async () => {
    const response = await run('/fr-fr', { headers: FORGED });
    expect(response.status).toBe(200);
    expect(passedOn(response, REQUEST_HEADERS.pathname)).toBe('/fr-fr');
    for (const name of Object.values(REQUEST_HEADERS).filter((name) => name !== REQUEST_HEADERS.pathname)) {
      expect(passedOn(response, name), name).toBeNull();
    }
    expect(response.headers.get('x-middleware-override-headers')?.split(',')).not.toContain(REQUEST_HEADERS.care);
  });

  it('are dropped on a path the proxy rewrites to the not-found screen', async () => {
    const response = await run('/fr-fr/no-such-page-here', { headers: FORGED });
    expect(response.status).toBe(404);
    expect(passedOn(response, REQUEST_HEADERS.care)).toBeNull();
    expect(passedOn(response, REQUEST_HEADERS.pathname)).toBe('/fr-fr/no-such-page-here');
  });

  it('are dropped on the route handlers’ paths the proxy sees (those with a percent escape)', async () => {
    const response = await run('/api/search%20x', { headers: FORGED });
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(passedOn(response, REQUEST_HEADERS.care)).toBeNull();
    expect(passedOn(response, REQUEST_HEADERS.pathname)).toBeNull();
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
  it.each(['/fr-fr/%zz', '/fr-fr/%E0%A4%A', '/%FF', '/fr-fr/sejour/%C0%AF', '/account/%zz', '/%'])('%s: the not-found screen (404), rendered from a path that decodes', async (path) => {
    const response = await run(path, { headers: FORGED });
    expect(response.status).toBe(404);
    const rewrite = response.headers.get('x-middleware-rewrite');
    expect(rewrite).not.toBeNull();
    expect(() => decodeURIComponent(new URL(rewrite!).pathname)).not.toThrow();
    expect(passedOn(response, REQUEST_HEADERS.notFound)).toBe('1');
    expect(passedOn(response, REQUEST_HEADERS.care)).toBeNull();
  });

  it('keeps the site of the path for the screen’s language', async () => {
    expect(passedOn(await run('/fr-fr/%zz'), REQUEST_HEADERS.pathname)).toBe('/fr-fr/%zz');
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
