import { createHash } from 'node:crypto';
import { importJWK, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import { FORGER_TEST_KEY, GOOGLE_TEST_KEY, SIMULATED_KEY_ID } from './test-keys';

/**
 * The simulator's stand-in for Google sign-in: it mints ID tokens shaped like Google's
 * (RS256, iss https://accounts.google.com, aud = the OAuth client id, email, email_verified, hd)
 * and publishes the public key as a JWKS. The storefront's defaults (src/server/site-config.ts)
 * name the same client id and hosted domain; both sides repeat the values on purpose
 * (mocks never import src); the contract is docs/api/content.md, "Simulated Google sign-in".
 */
export const SIMULATED_ISSUER = 'https://accounts.google.com';
export const SIMULATED_CLIENT_ID = 'escapade-care-simulator.apps.googleusercontent.com';
/** Accounts of this Workspace domain carry `hd`; any other address is a consumer account (no hd). */
export const SIMULATED_HOSTED_DOMAIN = 'escapade.example';

/** Ways to mint a token the storefront must refuse (negative tests). */
export const FORGERIES = ['wrong-key', 'wrong-audience', 'wrong-issuer', 'expired', 'unsigned', 'unverified-email'] as const;
export type Forgery = (typeof FORGERIES)[number];

export interface MintRequest {
  email: string;
  /** Lifetime in seconds from now (Google's tokens live one hour). */
  expiresIn: number;
  name?: string;
  forge?: Forgery;
}

/** The public half of a private JWK, as a JWKS publishes it. */
export function publicJwk(key: JWK): JWK {
  return { kty: key.kty, n: key.n, e: key.e, kid: SIMULATED_KEY_ID, alg: 'RS256', use: 'sig' };
}

export function jwks(): { keys: JWK[] } {
  return { keys: [publicJwk(GOOGLE_TEST_KEY)] };
}

/** Google's subject is a stable opaque number per account. */
function subjectOf(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  return String(digest.readBigUInt64BE(0) % 10n ** 21n).padStart(21, '1');
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * Signed with the real wall clock, not the catalogue's day: the storefront checks expiry
 * against its own clock.
 */
export async function mintIdToken(request: MintRequest, nowMs = Date.now()): Promise<{ idToken: string; expiresAt: number }> {
  const now = Math.floor(nowMs / 1000);
  const expired = request.forge === 'expired';
  const issuedAt = expired ? now - request.expiresIn - 3600 : now;
  const expiresAt = expired ? now - 3600 : now + request.expiresIn;
  const domain = domainOf(request.email);
  const audience = request.forge === 'wrong-audience' ? 'another-app.apps.googleusercontent.com' : SIMULATED_CLIENT_ID;
  const claims = {
    azp: audience,
    email: request.email,
    email_verified: request.forge !== 'unverified-email',
    ...(domain === SIMULATED_HOSTED_DOMAIN ? { hd: domain } : {}),
    name: request.name ?? request.email.slice(0, request.email.indexOf('@')),
  };
  const issuer = request.forge === 'wrong-issuer' ? 'https://accounts.example.com' : SIMULATED_ISSUER;
  const subject = subjectOf(request.email);

  if (request.forge === 'unsigned') {
    const idToken = new UnsecuredJWT(claims)
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .encode();
    return { idToken, expiresAt };
  }

  // A forged token claims the real key id, so only the signature check can tell.
  const key = await importJWK(request.forge === 'wrong-key' ? FORGER_TEST_KEY : GOOGLE_TEST_KEY, 'RS256');
  const idToken = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: SIMULATED_KEY_ID, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { idToken, expiresAt };
}
