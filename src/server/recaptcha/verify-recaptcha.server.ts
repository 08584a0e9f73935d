import 'server-only';
import { request } from '@/api/core/request';
import type { ApiResult } from '@/api/core/result';
import { getRecaptchaConfig } from './recaptcha-config.server';
import { siteverifyAnswerSchema, type SiteverifyAnswer } from './siteverify-answer';

/**
 * - missing: no token came with the request (the browser could not run the recaptcha, or a bot).
 * - rejected: the provider answered and refused it (forged, reused, expired, wrong action, low score,
 *   or our secret is wrong — a configuration error, logged, but still no submission without a check).
 * - unavailable: the provider did not answer usably (timeout, network, HTTP error, malformed answer).
 */
export type RecaptchaVerdict = { ok: true } | { ok: false; reason: 'missing' | 'rejected' | 'unavailable' };

export interface RecaptchaExpectation {
  /** The action the browser executed with; the answer must name the same one. */
  action?: string;
  minScore: number;
}

/** Google's tokens are about 2 kB; anything far longer is refused without calling the provider. */
export const MAX_TOKEN_LENGTH = 8192;

/** Error codes of a refusal that is our configuration's fault, not the visitor's (logged as such). */
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/** Pure: the verdict on the provider's answer (or on its failure to give one). */
export function judgeSiteverify(answer: ApiResult<SiteverifyAnswer>, expected: RecaptchaExpectation): RecaptchaVerdict {
  if (!answer.ok) return { ok: false, reason: 'unavailable' };
  const { success, action, score } = answer.data;
  if (!success) return { ok: false, reason: 'rejected' };
  // A token executed for another action (e.g. one minted for a login form) is not proof for this one.
  if (expected.action !== undefined && action !== expected.action) return { ok: false, reason: 'rejected' };
  if (score !== undefined && score < expected.minScore) return { ok: false, reason: 'rejected' };
  return { ok: true };
}

/**
 * Checks a recaptcha token with the provider's siteverify endpoint (form `secret`, `response`,
 * `remoteip`, as Google takes them). Never throws.
 */
export async function verifyRecaptcha(
  token: string | null | undefined,
  options: { remoteIp?: string; action?: string } = {},
): Promise<RecaptchaVerdict> {
  const response = token?.trim() ?? '';
  if (response === '') return { ok: false, reason: 'missing' };
  if (response.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'rejected' };
  const config = getRecaptchaConfig();
  const form: Record<string, string> = { secret: config.secret, response };
  if (options.remoteIp) form.remoteip = options.remoteIp;
  const answer = await request({
    service: 'recaptcha',
    path: '/api/siteverify',
    method: 'POST',
    form,
    schema: siteverifyAnswerSchema,
    label: { operation: 'recaptcha-siteverify', location: 'recaptcha.verify' },
    cache: 'no-store',
  });
  if (answer.ok && !answer.data.success) {
    const codes = answer.data['error-codes'] ?? [];
    if (codes.some((code) => CONFIGURATION_ERRORS.has(code))) console.error('recaptcha: the provider refused our request', { errorCodes: codes });
  }
  return judgeSiteverify(answer, { action: options.action, minScore: config.minScore });
}
