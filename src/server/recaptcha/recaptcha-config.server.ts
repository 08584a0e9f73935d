import 'server-only';
import { z } from 'zod';
import { ConfigError, getApiConfig, type Environment } from '@/api/core/config.server';

/**
 * The invisible recaptcha (reCAPTCHA v3, docs/decisions.md): the site key the browser executes with,
 * the secret the server verifies with, and where both talk to the provider. The provider's base URL
 * is the `recaptcha` service (RECAPTCHA_URL, default the simulator's stand-in); with Google it is
 * https://www.google.com/recaptcha.
 */
export interface RecaptchaConfig {
  /** Public: sent to the browser, which loads `{scriptUrl}?render={siteKey}`. */
  siteKey: string;
  /** Private: only ever sent to the provider's siteverify endpoint. */
  secret: string;
  scriptUrl: string;
  verifyUrl: string;
  /**
   * Lowest v3 score accepted (0 = bot, 1 = human); Google's documentation suggests 0.5 to start
   * with (RECAPTCHA_MIN_SCORE).
   */
  minScore: number;
}

/**
 * The simulator stand-in's key pair (mocks/providers/recaptcha.ts names the same values), used when
 * RECAPTCHA_SITE_KEY / RECAPTCHA_SECRET are unset so a fresh clone works offline.
 */
export const SIMULATOR_RECAPTCHA_SITE_KEY = 'escapade-simulator-recaptcha-site-key';
export const SIMULATOR_RECAPTCHA_SECRET = 'escapade-simulator-recaptcha-secret';
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;

const key = z.string().trim().min(1).max(200).regex(/^[\w.-]+$/, 'letters, digits, dot, dash and underscore only');
const score = z.coerce.number().min(0).max(1);

function read<T>(env: Environment, variable: string, schema: z.ZodType<T>): T | undefined {
  const raw = env[variable];
  if (raw === undefined || raw === '') return undefined;
  const parsed = schema.safeParse(raw);
  // The secret is never echoed back in the message.
  if (!parsed.success) throw new ConfigError(variable, parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

/** Pure: the config from an environment and the provider's base URL. Throws ConfigError naming the variable. */
export function parseRecaptchaConfig(env: Environment, providerUrl: string): RecaptchaConfig {
  return {
    siteKey: read(env, 'RECAPTCHA_SITE_KEY', key) ?? SIMULATOR_RECAPTCHA_SITE_KEY,
    secret: read(env, 'RECAPTCHA_SECRET', key) ?? SIMULATOR_RECAPTCHA_SECRET,
    scriptUrl: `${providerUrl}/api.js`,
    verifyUrl: `${providerUrl}/api/siteverify`,
    minScore: read(env, 'RECAPTCHA_MIN_SCORE', score) ?? DEFAULT_RECAPTCHA_MIN_SCORE,
  };
}

/** Read from process.env on each call: cheap, and tests that change the environment need no reset. */
export function getRecaptchaConfig(): RecaptchaConfig {
  return parseRecaptchaConfig(process.env, getApiConfig().baseUrls.recaptcha);
}
