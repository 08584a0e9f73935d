import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/**
 * Verification of a customer-care Google ID token (spec part 2 §6: care mode requires a Google
 * sign-in token). Pure: the keys, the expected claims and the clock are arguments, so every
 * refusal is unit-tested (tests/care/verify-token.test.ts). Anything not proven valid is refused.
 */
export interface CareTokenExpectations {
  /** Resolves the signing key from the token's header (a remote JWKS in production). */
  keys: JWTVerifyGetKey;
  /** The care application's OAuth client id: the only accepted audience. */
  clientId: string;
  issuers: readonly string[];
  /** Workspace domain of the staff accounts. */
  hostedDomain: string;
  now: Date;
}

export interface CareIdentity {
  email: string;
  name: string | null;
  expiresAt: Date;
}

export type CareRefusal =
  | 'missing'
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'expired'
  | 'claims'
  | 'not-staff'
  | 'keys-unavailable';

export type CareVerification = { ok: true; identity: CareIdentity } | { ok: false; reason: CareRefusal };

/** Google signs ID tokens with RS256; refusing every other algorithm rules out "none" and key confusion. */
const ALGORITHMS = ['RS256'];
/** A few seconds of clock skew between Google and us. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** Far longer than any ID token: a cookie value that is megabytes long is not worth parsing. */
const MAX_TOKEN_LENGTH = 8192;

function refusalOf(error: unknown): CareRefusal {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) return 'claims';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm';
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) return 'signature';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return 'keys-unavailable';
  if (error instanceof errors.JOSEError) return 'malformed';
  // The key set could not be fetched (network error from the remote JWKS).
  return 'keys-unavailable';
}

function staffIdentity(payload: JWTPayload, hostedDomain: string): CareIdentity | null {
  const { email, email_verified: verified, hd, name, exp } = payload;
  if (typeof email !== 'string' || verified !== true || hd !== hostedDomain) return null;
  // hd names the account's Workspace; the address must belong to it too.
  if (!email.toLowerCase().endsWith(`@${hostedDomain}`)) return null;
  if (typeof exp !== 'number') return null;
  return { email, name: typeof name === 'string' && name !== '' ? name : null, expiresAt: new Date(exp * 1000) };
}

export async function verifyCareToken(token: string | undefined, expected: CareTokenExpectations): Promise<CareVerification> {
  if (token === undefined || token === '') return { ok: false, reason: 'missing' };
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, expected.keys, {
      algorithms: ALGORITHMS,
      audience: expected.clientId,
      issuer: [...expected.issuers],
      currentDate: expected.now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'iat', 'sub', 'email'],
    });
    const identity = staffIdentity(payload, expected.hostedDomain);
    return identity ? { ok: true, identity } : { ok: false, reason: 'not-staff' };
  } catch (error) {
    return { ok: false, reason: refusalOf(error) };
  }
}
