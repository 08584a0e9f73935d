import { createLocalJWKSet, SignJWT, importJWK } from 'jose';
import { jwks, mintIdToken, SIMULATED_CLIENT_ID, type Forgery } from '../../mocks/care/fake-google';
import { FORGER_TEST_KEY, GOOGLE_TEST_KEY, SIMULATED_KEY_ID } from '../../mocks/care/test-keys';
import type { CareTokenExpectations } from '@/care/verify-token';
import { GOOGLE_ISSUERS, SIMULATOR_CARE_HOSTED_DOMAIN } from '@/server/site-config';

/** Tokens of the simulated Google for the care tests, minted at a fixed instant. */
export const NOW = new Date('2026-03-02T10:00:00Z');
export const STAFF = 'agent@escapade.example';

export async function token(options: { email?: string; forge?: Forgery; expiresIn?: number } = {}): Promise<string> {
  const minted = await mintIdToken({ email: options.email ?? STAFF, expiresIn: options.expiresIn ?? 3600, forge: options.forge }, NOW.getTime());
  return minted.idToken;
}

/** What the storefront expects by default (the simulator's client, issuer and domain). */
export function expectations(overrides: Partial<CareTokenExpectations> = {}): CareTokenExpectations {
  return {
    keys: createLocalJWKSet(jwks()),
    clientId: SIMULATED_CLIENT_ID,
    issuers: GOOGLE_ISSUERS,
    hostedDomain: SIMULATOR_CARE_HOSTED_DOMAIN,
    now: NOW,
    ...overrides,
  };
}

/** A token signed with any claims (for cases the simulator has no forgery for). */
export async function signed(claims: Record<string, unknown>, header: { alg?: string; kid?: string } = {}, key = GOOGLE_TEST_KEY): Promise<string> {
  const now = Math.floor(NOW.getTime() / 1000);
  return new SignJWT({ iss: 'https://accounts.google.com', aud: SIMULATED_CLIENT_ID, sub: '1', iat: now, exp: now + 3600, ...claims })
    .setProtectedHeader({ alg: header.alg ?? 'RS256', kid: header.kid ?? SIMULATED_KEY_ID })
    .sign(await importJWK(key, header.alg ?? 'RS256'));
}

export { FORGER_TEST_KEY };
