import { bffGet, bffPost, bffUrl, BffError } from '@/bff/client';
import { bffGetContract, bffPostContract } from '@/bff/contract';

/** The islands' client helper, against a stubbed fetch (what it sends, what it makes of answers). */
interface Query {
  locale: string;
  id: number;
  checkin?: string;
  gift: boolean;
}

const contract = bffGetContract<Query, { days: string[] }>('/api/thing');
const postContract = bffPostContract<{ message: string }, void>('/api/log');

let requests: Array<{ url: string; init: RequestInit }> = [];
function answer(response: () => Response) {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return response();
  });
}
afterEach(() => vi.unstubAllGlobals());

describe('bffUrl', () => {
  it('prints every defined value after the contract’s path, and leaves undefined ones out', () => {
    expect(bffUrl(contract, { locale: 'fr_FR', id: 12, checkin: undefined, gift: false })).toBe('/api/thing?locale=fr_FR&id=12&gift=false');
    expect(bffUrl(contract, { locale: 'a b&c', id: 1, checkin: '2026-12-04', gift: true })).toBe('/api/thing?locale=a+b%26c&id=1&checkin=2026-12-04&gift=true');
  });
});

describe('bffGet', () => {
  it('fetches the contract’s URL with the signal and gives the answer', async () => {
    answer(() => Response.json({ days: ['2026-12-04'] }));
    const controller = new AbortController();
    await expect(bffGet(contract, { locale: 'fr_FR', id: 3, gift: false }, { signal: controller.signal })).resolves.toEqual({ days: ['2026-12-04'] });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/thing?locale=fr_FR&id=3&gift=false');
    expect(requests[0]?.init.signal).toBe(controller.signal);
  });

  it('throws a BffError with the route’s error code, or null when the body is not the BFF error shape', async () => {
    answer(() => Response.json({ error: { code: 'upstream' } }, { status: 502 }));
    const upstream = await bffGet(contract, { locale: 'fr_FR', id: 3, gift: false }).catch((error: unknown) => error);
    expect(upstream).toBeInstanceOf(BffError);
    expect(upstream).toMatchObject({ status: 502, code: 'upstream', path: '/api/thing' });

    answer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(bffGet(contract, { locale: 'fr_FR', id: 3, gift: false })).rejects.toMatchObject({ status: 502, code: null });

    answer(() => Response.json({ error: { code: 'teapot' } }, { status: 418 }));
    await expect(bffGet(contract, { locale: 'fr_FR', id: 3, gift: false })).rejects.toMatchObject({ status: 418, code: null });
  });
});

describe('bffPost', () => {
  it('posts the body as JSON to the contract’s path, keepalive when asked, and reads 204 as nothing', async () => {
    answer(() => new Response(null, { status: 204 }));
    await expect(bffPost(postContract, { message: 'boom' }, { keepalive: true })).resolves.toBeUndefined();
    expect(requests[0]?.url).toBe('/api/log');
    expect(requests[0]?.init).toMatchObject({ method: 'POST', body: '{"message":"boom"}', keepalive: true });
  });

  it('throws on an error answer', async () => {
    answer(() => Response.json({ error: { code: 'invalid-body' } }, { status: 400 }));
    await expect(bffPost(postContract, { message: '' })).rejects.toMatchObject({ status: 400, code: 'invalid-body' });
  });
});
