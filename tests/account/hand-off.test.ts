import { http, HttpResponse } from 'msw';
import { proxyToAccount } from '@/api/account/proxy.server';
import { firstPartyCookie, isForwardableSegment, localeOfHandOff, ourLocation, safeOrigin } from '@/api/account/hand-off';
import { clearAccounts } from '../../mocks/account/accounts';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { simulator } from '../setup/simulator';

/** The hand-off to the account application: its rules, and the proxy against the stand-in (in process). */
beforeEach(() => clearAccounts());

const SHOP = 'https://www.escapade.test';
const BASE = `${SIMULATOR_ORIGIN}/account`;

describe('the origin to return to', () => {
  it('keeps a path of this site and reduces a full URL of our origin to its path', () => {
    expect(safeOrigin('/fr-fr/recherche?x=1#a=2', SHOP)).toBe('/fr-fr/recherche?x=1#a=2');
    expect(safeOrigin(`${SHOP}/nl-be/zoeken#a=2&c=1`, SHOP)).toBe('/nl-be/zoeken#a=2&c=1');
  });

  it('replaces anything else by the splash (no open redirect)', () => {
    for (const value of ['https://evil.example', 'https://www.escapade.test.evil.example/', 'http://www.escapade.test/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', '  ', null, 42, `/${'a'.repeat(2001)}`]) {
      expect(safeOrigin(value, SHOP)).toBe('/');
    }
  });
});

describe('the application’s answer, for the browser', () => {
  it('maps a Location under the application’s base to our /account path, keeps a storefront path and another host', () => {
    const upstream = `${BASE}/signin`;
    expect(ourLocation(`${BASE}/trips#cancel`, upstream, BASE)).toBe('/account/trips#cancel');
    expect(ourLocation('/account/wishlist', upstream, BASE)).toBe('/account/wishlist');
    expect(ourLocation('/fr-fr/recherche#a=2', upstream, BASE)).toBe('/fr-fr/recherche#a=2');
    expect(ourLocation('https://idp.example/authorize?x=1', upstream, BASE)).toBe('https://idp.example/authorize?x=1');
    // An application at its host's root owns every path of it.
    expect(ourLocation('/trips', 'https://account.example/signin', 'https://account.example')).toBe('/account/trips');
  });

  it('makes the application’s cookies host-only on the storefront', () => {
    expect(firstPartyCookie('access_token=abc; Domain=account.example; Path=/; SameSite=Lax')).toBe('access_token=abc; Path=/; SameSite=Lax');
  });

  it('refuses dot segments and speaks the origin site’s language', () => {
    expect(['.', '..', ''].map(isForwardableSegment)).toEqual([false, false, false]);
    expect(isForwardableSegment('signin')).toBe(true);
    expect(localeOfHandOff('/it-it/ricerca', 'fr')).toBe('it_IT');
    expect(localeOfHandOff('/', 'nl-BE,nl;q=0.8')).toBe('nl_BE');
    expect(localeOfHandOff(null, 'es')).toBe('es_ES');
    expect(localeOfHandOff(null, 'de')).toBe('fr_FR');
  });
});

describe('the /account proxy', () => {
  const request = (path: string, init: RequestInit = {}) => new Request(`${SHOP}${path}`, init);
  const segments = (path: string) => path.split('?')[0]!.split('/').filter(Boolean).slice(1);
  const proxy = (path: string, init: RequestInit = {}) => proxyToAccount(request(path, init), segments(path));

  it('serves the sign-in page with the origin made a path of ours', async () => {
    const answer = await proxy(`/account/signin?origin=${encodeURIComponent(`${SHOP}/es-es/busqueda#a=2`)}`);
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control'), answer.headers.get('x-robots-tag')]).toEqual([200, 'text/html; charset=utf-8', 'private, no-store', 'noindex, nofollow']);
    const text = await answer.text();
    expect(text).toContain('<html lang="es">');
    expect(text).toContain('name="origin" value="/es-es/busqueda#a=2"');
    const evil = await (await proxy('/account/signin?origin=https%3A%2F%2Fevil.example')).text();
    expect(evil).toContain('name="origin" value="/"');
  });

  it('posts the form (its origin made safe) and passes back the 303, its Location and both cookies', async () => {
    const body = new URLSearchParams({ email: 'ana@example.com', password: 'x', origin: '/fr-be/recherche' }).toString();
    const answer = await proxy('/account/signin', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/fr-be/recherche']);
    expect(answer.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['access_token', 'account_id']);
    const evil = new URLSearchParams({ email: 'ana@example.com', password: 'x', origin: '//evil.example/' }).toString();
    const refused = await proxy('/account/signin', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: evil });
    expect(refused.headers.get('location')).toBe('/');
  });

  it('forwards the cookies: a signed-in visitor’s page, a signed-out one sent to sign in', async () => {
    const body = new URLSearchParams({ email: 'giulia.rossi@example.com', password: 'x', origin: '/it-it' }).toString();
    const signedIn = await proxy('/account/signin', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    const cookie = signedIn.headers.getSetCookie().map((item) => item.split(';')[0]).join('; ');
    const profile = await proxy('/account/settings/profile', { headers: { cookie } });
    expect(await profile.text()).toContain('<dd>Giulia</dd>');
    const anonymous = await proxy('/account/trips');
    expect([anonymous.status, anonymous.headers.get('location')]).toEqual([303, '/account/signin?origin=%2Faccount%2Ftrips']);
  });

  it('answers its own page when the application fails or does not answer, and 404 for a dot segment', async () => {
    simulator.use(http.get('*/account/signin', () => HttpResponse.json({ code: 'DOWN' }, { status: 503 })));
    const failed = await proxy('/account/signin?origin=%2Fnl-nl');
    expect([failed.status, failed.headers.get('cache-control')]).toEqual([502, 'no-store']);
    const text = await failed.text();
    expect(text).toContain('<html lang="nl-NL">');
    expect(text).toContain('href="/account/signin?origin=%2Fnl-nl"');
    simulator.use(http.get('*/account/trips', () => HttpResponse.error()));
    expect((await proxy('/account/trips')).status).toBe(502);
    expect((await proxyToAccount(request('/account/x'), ['..', 'api'])).status).toBe(404);
  });
});
