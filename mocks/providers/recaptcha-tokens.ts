import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The recaptcha stand-in's tokens and its siteverify rules, shaped after Google's reCAPTCHA v3
 * (developers.google.com/recaptcha/docs/verify): a token is valid two minutes and verifies once.
 * The key pair repeats the storefront's simulator defaults (src/server/recaptcha/recaptcha-config.server.ts)
 * on purpose: mocks never import src.
 */
export const SIMULATED_RECAPTCHA_SITE_KEY = 'escapade-simulator-recaptcha-site-key';
export const SIMULATED_RECAPTCHA_SECRET = 'escapade-simulator-recaptcha-secret';
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;
/** Every genuine token scores like a human; the storefront's threshold (0.5 by default) is below. */
export const SIMULATED_SCORE = 0.9;
/** Google's rule for action names: alphanumerics, slashes and underscores. */
export const ACTION_PATTERN = /^[A-Za-z0-9/_]{1,100}$/;

/** Simulator-only: a fresh key per process, never sent anywhere, so no token can be made outside it. */
const signingKey = randomBytes(32);

interface TokenClaims {
  /** Site key the browser executed with. */
  k: string;
  /** Action. */
  a: string;
  /** Host name of the page that asked. */
  h: string;
  /** Issued at, epoch ms. */
  t: number;
  /** Nonce: what single use is remembered by. */
  n: string;
}

const sign = (payload: string) => createHmac('sha256', signingKey).update(payload).digest('base64url');

export function issueRecaptchaToken(request: { siteKey: string; action: string; hostname: string }, now = Date.now()): string {
  const claims: TokenClaims = { k: request.siteKey, a: request.action, h: request.hostname, t: now, n: randomUUID() };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `sim3.${payload}.${sign(payload)}`;
}

function readToken(token: string): TokenClaims | null {
  const [prefix, payload, signature, ...rest] = token.split('.');
  if (prefix !== 'sim3' || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    return typeof claims.k === 'string' && typeof claims.a === 'string' && typeof claims.t === 'number' && typeof claims.n === 'string' ? claims : null;
  } catch {
    return null;
  }
}

/** Nonces already verified, until their token would have expired anyway. */
const used = new Map<string, number>();

function forgetExpired(now: number): void {
  for (const [nonce, expiresAt] of used) if (expiresAt <= now) used.delete(nonce);
}

export type SiteverifyAnswer =
  | { success: true; challenge_ts: string; hostname: string; score: number; action: string }
  | { success: false; 'error-codes': string[] };

const refuse = (...codes: string[]): SiteverifyAnswer => ({ success: false, 'error-codes': codes });

/** Google's siteverify on the form fields `secret`, `response` (and `remoteip`, which it does not need). */
export function siteverify(form: { secret?: string | null; response?: string | null }, now = Date.now()): SiteverifyAnswer {
  const codes: string[] = [];
  if (!form.secret) codes.push('missing-input-secret');
  else if (form.secret !== SIMULATED_RECAPTCHA_SECRET) codes.push('invalid-input-secret');
  if (!form.response) codes.push('missing-input-response');
  if (codes.length > 0) return refuse(...codes);
  const claims = readToken(form.response!);
  // A token of another site key is not valid for this secret's key pair, like Google's.
  if (!claims || claims.k !== SIMULATED_RECAPTCHA_SITE_KEY) return refuse('invalid-input-response');
  forgetExpired(now);
  if (used.has(claims.n) || now - claims.t > TOKEN_LIFETIME_MS || claims.t > now) return refuse('timeout-or-duplicate');
  used.set(claims.n, claims.t + TOKEN_LIFETIME_MS);
  return { success: true, challenge_ts: new Date(claims.t).toISOString().replace(/\.\d{3}Z$/, 'Z'), hostname: claims.h, score: SIMULATED_SCORE, action: claims.a };
}
