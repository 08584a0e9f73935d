import { createLocalJWKSet } from 'jose';
import { careGate } from '@/care/gate';
import { isCareHost } from '@/care/host';
import { parseSiteConfig } from '@/server/site-config';
import { jwks } from '../../mocks/care/fake-google';
import { NOW, token } from './tokens';

/** What the proxy does with a page request, per host and token (src/care/gate.ts). */
const config = parseSiteConfig({}).care;
const keys = createLocalJWKSet(jwks());
const gate = (host: string | null, path: string, cookie: string | undefined) =>
  careGate({ host, segments: path.split('/').filter(Boolean), token: cookie }, config, keys, NOW);

describe('the customer-care gate', () => {
  it('never gives care mode on the public host, whatever cookie it sends', async () => {
    const valid = await token();
    for (const host of ['localhost:3000', '127.0.0.1:3204', 'www.escapade.example', 'care.localhost.evil.example', 'xcare.localhost', null]) {
      expect(await gate(host, '/fr-fr', valid)).toEqual({ kind: 'public' });
    }
  });

  it('gives care mode on the care host with a valid token, with or without a port, in any letter case', async () => {
    const valid = await token();
    for (const host of ['care.localhost', 'care.localhost:3204', 'CARE.localhost:443']) {
      expect(await gate(host, '/nl-be', valid)).toMatchObject({ kind: 'care', identity: { email: 'agent@escapade.example' } });
    }
  });

  it('shows the login page of the site asked for when the token is missing or invalid', async () => {
    expect(await gate('care.localhost:3204', '/fr-fr', undefined)).toEqual({ kind: 'login', loginPath: '/fr-fr/service-client/connexion', reason: 'missing' });
    expect(await gate('care.localhost:3204', '/nl-be/stad/gent', await token({ forge: 'wrong-key' }))).toEqual({
      kind: 'login',
      loginPath: '/nl-be/klantenservice/inloggen',
      reason: 'signature',
    });
    expect(await gate('care.localhost', '/es-es/no-such-page', await token({ forge: 'expired' }))).toMatchObject({ kind: 'login', loginPath: '/es-es/atencion-cliente/acceso' });
    expect(await gate('care.localhost', '/it-it', await token({ forge: 'unsigned' }))).toMatchObject({ kind: 'login', loginPath: '/it-it/servizio-clienti/accesso' });
  });

  it('shows the French login page outside any site (splash pages, unknown first segments)', async () => {
    for (const path of ['/', '/be', '/xx-yy/page']) {
      expect(await gate('care.localhost', path, undefined)).toMatchObject({ kind: 'login', loginPath: '/fr-fr/service-client/connexion' });
    }
  });
});

describe('isCareHost', () => {
  it('compares the host name only, exactly', () => {
    expect(isCareHost('care.localhost:3204', 'care.localhost')).toBe(true);
    expect(isCareHost('care.localhost', 'care.localhost')).toBe(true);
    expect(isCareHost('sub.care.localhost', 'care.localhost')).toBe(false);
    expect(isCareHost('care.localhost@evil', 'care.localhost')).toBe(false);
    expect(isCareHost('', 'care.localhost')).toBe(false);
    expect(isCareHost('[::1]:3000', 'care.localhost')).toBe(false);
  });
});
