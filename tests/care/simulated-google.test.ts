import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader } from 'jose';
import { verifyCareToken } from '@/care/verify-token';
import { expectations } from './tokens';

/** The simulator's fake Google (docs/api/content.md, "Simulated Google sign-in"), over its HTTP contract. */
const SIMULATOR = 'http://simulator.test';

async function mint(body: unknown): Promise<Response> {
  return fetch(`${SIMULATOR}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('simulated Google sign-in', () => {
  it('publishes one RS256 public key (no private parts)', async () => {
    const response = await fetch(`${SIMULATOR}/auth/jwks.json`);
    const body = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: 'escapade-simulator-2026' });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(body.keys[0]).not.toHaveProperty(secret);
  });

  it('mints a Google-shaped ID token that verifies against the published keys', async () => {
    const response = await mint({ email: 'agent@escapade.example', expiresIn: 600 });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { id_token: idToken, expires_at: expiresAt } = (await response.json()) as { id_token: string; expires_at: number };
    expect(decodeProtectedHeader(idToken)).toMatchObject({ alg: 'RS256', kid: 'escapade-simulator-2026' });
    const claims = decodeJwt(idToken);
    expect(claims).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: 'escapade-care-simulator.apps.googleusercontent.com',
      email: 'agent@escapade.example',
      email_verified: true,
      hd: 'escapade.example',
      exp: expiresAt,
    });
    expect(claims.exp! - claims.iat!).toBe(600);
    const keys = createRemoteJWKSet(new URL(`${SIMULATOR}/auth/jwks.json`));
    expect(await verifyCareToken(idToken, expectations({ keys, now: new Date() }))).toMatchObject({ ok: true });
  });

  it.each([
    ['wrong-key', 'signature'],
    ['wrong-audience', 'claims'],
    ['wrong-issuer', 'claims'],
    ['expired', 'expired'],
    ['unsigned', 'algorithm'],
    ['unverified-email', 'not-staff'],
  ])('mints a %s token for negative tests, which the storefront refuses (%s)', async (forge, reason) => {
    const { id_token: idToken } = (await (await mint({ email: 'agent@escapade.example', forge })).json()) as { id_token: string };
    const keys = createRemoteJWKSet(new URL(`${SIMULATOR}/auth/jwks.json`));
    expect(await verifyCareToken(idToken, expectations({ keys, now: new Date() }))).toEqual({ ok: false, reason });
  });

  it('answers the browser’s CORS preflight', async () => {
    const response = await fetch(`${SIMULATOR}/auth/token`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it.each([
    [{}, 'INVALID_EMAIL'],
    [{ email: 'not-an-email' }, 'INVALID_EMAIL'],
    [{ email: 'a@escapade.example', expiresIn: 0 }, 'INVALID_EXPIRES_IN'],
    [{ email: 'a@escapade.example', expiresIn: 86401 }, 'INVALID_EXPIRES_IN'],
    [{ email: 'a@escapade.example', forge: 'admin' }, 'INVALID_FORGE'],
  ])('refuses %j with 400 %s', async (body, code) => {
    const response = await mint(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code });
  });
});
