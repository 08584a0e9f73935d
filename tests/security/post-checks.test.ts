import { NextRequest } from 'next/server';
import { POST as accountPost } from '../../app/account/[...path]/route';
import { POST as bookingLookup } from '../../app/api/booking-lookup/route';
import { POST as careSession } from '../../app/api/care/session/route';
import { POST as careSignOut } from '../../app/api/care/sign-out/route';
import { POST as clientLog } from '../../app/api/client-log/route';
import { POST as contact } from '../../app/api/contact/route';
import { POST as wishlistAdd } from '../../app/api/wishlist/route';
import { isJsonContentType } from '@/bff/route-handler.server';
import { isSameSiteRequest } from '@/server/same-site-request';

/**
 * State-changing requests (every POST) come from our own pages only: Origin and Sec-Fetch-Site
 * decide (403 otherwise; a client sending neither is no browser and passes). JSON routes read
 * application/json only (415): a form or text/plain body is what another site can send unasked.
 */
const SHOP = 'http://localhost:3000';
const CARE = 'http://care.localhost:3000';

function request(url: string, init: { headers?: Record<string, string>; body?: string } = {}): NextRequest {
  const host = new URL(url).host;
  return new NextRequest(url, { method: 'POST', headers: { host, ...init.headers }, body: init.body ?? '{}' });
}
const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('isSameSiteRequest', () => {
  const headers = (values: Record<string, string>) => new Headers({ host: 'shop.example', ...values });
  it.each([
    [{}, true],
    [{ origin: 'https://shop.example' }, true],
    [{ origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ origin: 'https://proxy.example', host: 'internal:3000', 'x-forwarded-host': 'proxy.example' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'https://shop.example.evil.example' }, false],
    [{ origin: 'null' }, false],
    [{ origin: 'https://sub.shop.example', 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'javascript:alert(1)' }, false],
  ])('%j → %s', (values, expected) => {
    expect(isSameSiteRequest(headers(values))).toBe(expected);
  });

  it('trusts an origin the route names, whatever Sec-Fetch-Site says', () => {
    expect(isSameSiteRequest(headers({ origin: 'https://accounts.google.com', 'sec-fetch-site': 'cross-site' }), ['https://accounts.google.com'])).toBe(true);
    expect(isSameSiteRequest(headers({ origin: 'https://accounts.google.com' }))).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['text/plain', false],
    ['text/plain;charset=UTF-8', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/json-patch+json', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isJsonContentType(value)).toBe(expected);
  });
});

const JSON_ROUTES = [
  ['/api/client-log', clientLog],
  ['/api/booking-lookup', bookingLookup],
  ['/api/contact', contact],
  ['/api/wishlist', wishlistAdd],
] as const;

describe('the JSON POST routes', () => {
  it.each(JSON_ROUTES)('%s answers 415 to a body that is not JSON, without reading it', async (path, route) => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await route(request(`${SHOP}${path}`, { headers: { 'content-type': type }, body: '{"message":"x","locale":"fr_FR"}' }));
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: { code: 'unsupported-media-type' } });
    }
    const noType = new NextRequest(`${SHOP}${path}`, { method: 'POST', body: new Uint8Array([123, 125]) });
    expect((await route(noType)).status).toBe(415);
  });

  it.each(JSON_ROUTES)('%s answers 403 to another site’s page', async (path, route) => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }] as Array<Record<string, string>>) {
      const response = await route(request(`${SHOP}${path}`, { headers: { ...json, ...headers } }));
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'cross-site' } });
    }
  });

  it('reads JSON from our own pages and from clients that are no browser', async () => {
    const body = JSON.stringify({ message: 'boom', locale: 'fr_FR' });
    for (const headers of [{}, { origin: SHOP, 'sec-fetch-site': 'same-origin' }, { 'content-type': 'application/json; charset=utf-8' }] as Array<Record<string, string>>) {
      const response = await clientLog(request(`${SHOP}/api/client-log`, { headers: { ...json, ...headers }, body }));
      expect(response.status, JSON.stringify(headers)).toBe(204);
    }
  });
});

describe('the form POST routes', () => {
  const careForm = (path: string, headers: Record<string, string>) => request(`${CARE}${path}`, { headers: { ...form, ...headers }, body: 'returnTo=%2Ffr-fr' });

  it('care sign-out: 403 from another site, 303 from our own page or a client that is no browser', async () => {
    expect((await careSignOut(careForm('/api/care/sign-out', { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await careSignOut(careForm('/api/care/sign-out', { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await careSignOut(careForm('/api/care/sign-out', { origin: CARE }))).status).toBe(303);
    expect((await careSignOut(careForm('/api/care/sign-out', {}))).status).toBe(303);
  });

  it('care sign-out goes back to a path of the care host only', async () => {
    const signOut = (returnTo: string) => careSignOut(request(`${CARE}/api/care/sign-out`, { headers: form, body: new URLSearchParams({ returnTo }).toString() }));
    for (const returnTo of ['/.//evil.example', '/a/..//evil.example/x', '/%2e%2e//evil.example']) {
      expect((await signOut(returnTo)).headers.get('location'), returnTo).toBe('/');
    }
  });

  it('care sign-in: 403 from another site, but Google’s sign-in page may post the token', async () => {
    expect((await careSession(careForm('/api/care/session', { origin: 'https://evil.example' }))).status).toBe(403);
    const fromGoogle = await careSession(careForm('/api/care/session', { origin: 'https://accounts.google.com', 'sec-fetch-site': 'cross-site' }));
    // No valid token in the form: back to the page with the failure, not refused as cross-site.
    expect(fromGoogle.status).toBe(303);
    const back = await careSession(request(`${CARE}/api/care/session`, { headers: form, body: 'credential=x&returnTo=%2F.%2F%2Fevil.example' }));
    expect(back.headers.get('location')).toMatch(/^\/\?/);
  });

  it('the account application’s form: 403 from another site', async () => {
    const context = { params: Promise.resolve({ path: ['signin'] }) };
    const response = await accountPost(request(`${SHOP}/account/signin`, { headers: { ...form, origin: 'https://evil.example' }, body: 'email=a%40b.c' }), context);
    expect(response.status).toBe(403);
  });
});
