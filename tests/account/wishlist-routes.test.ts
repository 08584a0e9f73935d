import { GET, POST } from '../../app/api/wishlist/route';
import { POST as REMOVE } from '../../app/api/wishlist/remove/route';
import { clearAccounts, signIn } from '../../mocks/account/accounts';
import { http, HttpResponse } from 'msw';
import { resetShellSettings } from '@/components/shell/settings';
import { simulator } from '../setup/simulator';

/** The wishlist BFF routes against the account stand-in (in process). */
beforeEach(() => clearAccounts());

const url = (path: string) => `http://shop.test/api/wishlist${path}`;
const withCookie = (token: string | null): Record<string, string> => (token ? { cookie: `other=1; access_token=${encodeURIComponent(token)}` } : {});
const post = (route: (request: Request) => Promise<Response>, path: string, body: unknown, token: string | null) =>
  route(new Request(url(path), { method: 'POST', headers: { 'content-type': 'application/json', ...withCookie(token) }, body: JSON.stringify(body) }));
const list = async (token: string | null) => GET(new Request(url(''), { headers: withCookie(token) }));

describe('the wishlist BFF routes', () => {
  it('adds, lists and removes for the cookie’s account, never cached', async () => {
    const { token } = signIn('lucia.garcia@example.com', { lang: 'es', home: '/es-es' });
    expect((await list(token)).status).toBe(200);
    const added = await post(POST, '', { productId: 31, label: 'Parador', path: '/es-es/estancia/31?flow=x' }, token);
    expect([added.status, added.headers.get('cache-control')]).toEqual([204, 'no-store']);
    await post(POST, '', { productId: 32, label: 'Finca', path: '/es-es/estancia/32' }, token);
    const answer = await list(token);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ productIds: [32, 31] });
    expect((await post(REMOVE, '/remove', { productId: 32 }, token)).status).toBe(204);
    expect(await (await list(token)).json()).toEqual({ productIds: [31] });
  });

  it('answers 401 to an anonymous visitor, a refused token and when the customer account toggle is off', async () => {
    expect((await list(null)).status).toBe(401);
    expect(await (await list(null)).json()).toEqual({ error: { code: 'unauthenticated' } });
    expect((await list('forged')).status).toBe(401);
    expect((await post(POST, '', { productId: 1, label: 'a', path: '/a' }, null)).status).toBe(401);
    const { token } = signIn('ana@example.com', { lang: 'fr', home: '/fr-fr' });
    vi.stubEnv('CUSTOMER_ACCOUNT_ENABLED', 'false');
    resetShellSettings();
    expect((await list(token)).status).toBe(401);
  });

  it('refuses a malformed body before any call: a path off this site, no label, a bad id', async () => {
    const { token } = signIn('ana@example.com', { lang: 'fr', home: '/fr-fr' });
    for (const body of [
      { productId: 1, label: 'a', path: 'https://evil.example/' },
      { productId: 1, label: 'a', path: '//evil.example/' },
      { productId: 1, label: 'a', path: 'javascript:alert(1)' },
      { productId: 1, label: ' ', path: '/a' },
      { productId: -1, label: 'a', path: '/a' },
      { productId: '1', label: 'a', path: '/a' },
      null,
    ]) {
      const answer = await post(POST, '', body, token);
      expect([answer.status, await answer.json()]).toEqual([400, { error: { code: 'invalid-body' } }]);
    }
    expect((await post(REMOVE, '/remove', { productId: 1.5 }, token)).status).toBe(400);
  });

  it('answers 502 when the account application fails', async () => {
    const { token } = signIn('ana@example.com', { lang: 'fr', home: '/fr-fr' });
    simulator.use(http.get('*/account/api/wishlist', () => HttpResponse.json({ code: 'DOWN' }, { status: 503 })));
    expect(await (await list(token)).json()).toEqual({ error: { code: 'upstream' } });
  });
});
