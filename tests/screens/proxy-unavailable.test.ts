import { NextRequest } from 'next/server';
import { addFaultRule } from '../../mocks/faults';
import { proxy } from '../../proxy';
import { href } from '@/routing';

/**
 * A transient upstream failure is never a 404 (issue 21): the proxy answers a product whose detail
 * failed with 503, Retry-After and no-store, rewritten to the unavailable page form (rendered per
 * request, src/routing/page-forms.ts); an unknown product stays a 404. Under fault scopes, the proxy's own upstream call
 * carries the request's scope.
 */
async function aPublishedProduct(): Promise<number> {
  const { getCatalogue } = await import('../../mocks/catalogue');
  const catalogue = getCatalogue();
  return catalogue.packages.find((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active)!.id;
}

const askedPath = new WeakMap<Response, string>();
const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
  askedPath.set(response, new URL(path, 'http://localhost:3000').pathname);
  return response;
};
/** The page form the request renders from (decoded): the rewrite's target, or the asked path when passed on as it is. */
const rewrittenTo = (response: Response) => {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite === null && response.headers.get('x-middleware-next') === '1') return decodeURIComponent(askedPath.get(response)!);
  return decodeURIComponent(new URL(rewrite ?? 'http://x/').pathname);
};

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('the proxy and a failing product detail', () => {
  it('answers 503 with Retry-After, never stored, with the unavailable page rendered per request', async () => {
    const id = await aPublishedProduct();
    addFaultRule({ path: `/weekend/${id}/detail.json`, fault: { kind: 'status', status: 500 } });
    const response = await get(href.product('fr_FR', id));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(rewrittenTo(response)).toBe(`/_personal/status=unavailable${href.product('fr_FR', id)}`);
  });

  it('is back to the page on the next request once the upstream recovers', async () => {
    const id = await aPublishedProduct();
    addFaultRule({ path: `/weekend/${id}/detail.json`, fault: { kind: 'malformed' }, remaining: 1 });
    expect((await get(href.product('es_ES', id))).status).toBe(503);
    const next = await get(href.product('es_ES', id));
    expect(next.status).toBe(200);
    expect(rewrittenTo(next)).toBe(href.product('es_ES', id));
  });

  it('still answers 404 for a product the upstream does not know', async () => {
    const response = await get(href.product('fr_FR', 987654321));
    expect(response.status).toBe(404);
    expect(rewrittenTo(response)).toBe('/_not-found/status=not-found&site=fr_FR');
  });

  it('with SIMULATOR_FAULT_SCOPES=1, asks the upstream under the request scope (header, else cookie)', async () => {
    vi.stubEnv('SIMULATOR_FAULT_SCOPES', '1');
    const id = await aPublishedProduct();
    addFaultRule({ path: `/weekend/${id}/detail.json`, fault: { kind: 'status', status: 500 }, scope: 'proxy-test' });
    expect((await get(href.product('nl_NL', id))).status).toBe(200);
    expect((await get(href.product('nl_NL', id), { 'x-simulator-fault-scope': 'proxy-test' })).status).toBe(503);
    expect((await get(href.product('nl_NL', id), { cookie: 'simulator-fault-scope=proxy-test' })).status).toBe(503);
    expect((await get(href.product('nl_NL', id), { 'x-simulator-fault-scope': 'another-test' })).status).toBe(200);
  });
});
