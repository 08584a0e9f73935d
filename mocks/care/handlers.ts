import { http, HttpResponse } from 'msw';
import { errorJson } from '../content/common';
import { FORGERIES, jwks, mintIdToken, type Forgery } from './fake-google';

/**
 * The simulated Google sign-in (docs/api/content.md, "Simulated Google sign-in"):
 *   GET  /auth/jwks.json  the public keys the storefront verifies ID tokens with
 *   POST /auth/token      { email, expiresIn?, name?, forge? } → { id_token, expires_at }
 * The token endpoint is called from the browser by the care login page (simulator mode), on
 * another origin than the storefront: it answers CORS preflights.
 */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_LIFETIME = 24 * 3600;

function withCors(response: Response): Response {
  for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
  return response;
}

type MintBody = { email: string; expiresIn: number; name?: string; forge?: Forgery };

function readMintBody(body: unknown): MintBody | { error: Response } {
  if (!body || typeof body !== 'object') return { error: errorJson(400, 'INVALID_BODY', 'Expected a JSON object') };
  const { email, expiresIn = 3600, name, forge } = body as Record<string, unknown>;
  if (typeof email !== 'string' || !EMAIL.test(email)) return { error: errorJson(400, 'INVALID_EMAIL', 'email must be an email address') };
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_LIFETIME) {
    return { error: errorJson(400, 'INVALID_EXPIRES_IN', `expiresIn must be an integer number of seconds, 1 to ${MAX_LIFETIME}`) };
  }
  if (name !== undefined && typeof name !== 'string') return { error: errorJson(400, 'INVALID_NAME', 'name must be a string') };
  if (forge !== undefined && !(FORGERIES as readonly unknown[]).includes(forge)) {
    return { error: errorJson(400, 'INVALID_FORGE', `forge must be one of ${FORGERIES.join(', ')}`) };
  }
  return { email, expiresIn, name, forge: forge as Forgery | undefined };
}

export const careHandlers = [
  http.get('*/auth/jwks.json', () => HttpResponse.json(jwks(), { headers: { 'cache-control': 'public, max-age=3600' } })),

  http.options('*/auth/token', () => new HttpResponse(null, { status: 204, headers: CORS })),

  http.post('*/auth/token', async ({ request }) => {
    const read = readMintBody(await request.json().catch(() => null));
    if ('error' in read) return withCors(read.error);
    const { idToken, expiresAt } = await mintIdToken(read);
    return HttpResponse.json({ id_token: idToken, expires_at: expiresAt }, { headers: CORS });
  }),
];
