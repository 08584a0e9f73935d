import { z } from 'zod';
import { bffGetContract, bffPostContract, type BffErrorBody } from '@/bff/contract';
import { answered, bffRoute, NO_STORE, type BffOutcome } from '@/bff/route-handler.server';
import { bffSchema } from '@/bff/schema';

/** The one parse → call → answer helper under every BFF route, on a route of its own. */
interface EchoQuery {
  id: number;
  name: string;
}

const echoContract = bffGetContract<EchoQuery, { echo: EchoQuery }>('/api/echo');
const echoSchema = bffSchema(echoContract, () => z.object({ id: z.coerce.number().int().positive(), name: z.string().min(1) }));
const CACHED = 'public, max-age=60';

let calls: EchoQuery[] = [];
const echo = bffRoute(echoSchema, { successCacheControl: CACHED }, async (query): Promise<BffOutcome<{ echo: EchoQuery }>> => {
  calls.push(query);
  if (query.name === 'down') return { ok: false };
  if (query.name === 'bug') throw new Error('a bug in the call');
  return answered({ echo: query });
});
const get = (search: string) => echo(new Request(`http://localhost/api/echo?${search}`));

const logContract = bffPostContract<{ message: string }, void>('/api/log');
const logSchema = bffSchema(logContract, () => z.object({ message: z.string().min(1) }));
const log = bffRoute(logSchema, { successCacheControl: NO_STORE }, async () => answered(undefined));
const post = (body: string) => log(new Request('http://localhost/api/log', { method: 'POST', headers: { 'content-type': 'application/json' }, body }));

beforeEach(() => {
  calls = [];
});
afterEach(() => vi.restoreAllMocks());

describe('bffRoute', () => {
  it('calls with the parsed query and answers JSON with the route’s success cache-control', async () => {
    const response = await get('id=42&name=Lyon');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHED);
    expect(await response.json()).toEqual({ echo: { id: 42, name: 'Lyon' } });
    expect(calls).toEqual([{ id: 42, name: 'Lyon' }]);
  });

  it('answers 400 invalid-query, never cached, without calling, when the query fails the schema', async () => {
    for (const search of ['id=0&name=Lyon', 'id=abc&name=Lyon', 'name=Lyon', 'id=3']) {
      const response = await get(search);
      expect(response.status, search).toBe(400);
      expect(response.headers.get('cache-control'), search).toBe('no-store');
      expect((await response.json()) as BffErrorBody).toEqual({ error: { code: 'invalid-query' } });
    }
    expect(calls).toEqual([]);
  });

  it('answers 502 upstream, never cached, when the call fails (whatever success caches)', async () => {
    const response = await get('id=1&name=down');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: { code: 'upstream' } });
  });

  it('answers 500 internal, never cached, when the call throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await get('id=1&name=bug');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: { code: 'internal' } });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('reads a POST body: 400 invalid-body for what is not JSON or not the schema, 204 for a call that answers nothing', async () => {
    for (const body of ['not json', '{"message":""}', '[]']) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(response.headers.get('cache-control'), body).toBe('no-store');
      expect(await response.json()).toEqual({ error: { code: 'invalid-body' } });
    }
    const done = await post('{"message":"boom"}');
    expect(done.status).toBe(204);
    expect(await done.text()).toBe('');
  });
});
