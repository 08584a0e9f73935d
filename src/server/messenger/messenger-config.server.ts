import 'server-only';
import { z } from 'zod';
import { ConfigError, type Environment } from '@/api/core/config.server';
import type { Locale } from '@/domain/model/locale';

/**
 * The chat messenger of the contact page: a provider set by the environment (MESSENGER_URL, default
 * the simulator's stand-in), whose `{url}/messenger.js` defines window.EscapadeMessenger.open.
 */
export interface MessengerConfig {
  /** Part 2 §9: only in production, or on the es_ES site. Disabled, the chat button is not shown. */
  enabled: boolean;
  scriptUrl: string;
}

/** The site whose messenger runs in every environment (part 2 §9). */
export const MESSENGER_ALWAYS_ON_LOCALE: Locale = 'es_ES';

/** Pure: the enabled rule. `production` is APP_ENV=production (docs/decisions.md: why not NODE_ENV). */
export function isMessengerEnabled(locale: Locale, production: boolean): boolean {
  return production || locale === MESSENGER_ALWAYS_ON_LOCALE;
}

/**
 * Production is named by APP_ENV, not NODE_ENV: every `next build` / `next start` (the e2e run, a
 * staging server) has NODE_ENV=production, and the messenger must stay off there.
 */
export function isProduction(env: Environment): boolean {
  return env.APP_ENV?.trim().toLowerCase() === 'production';
}

const httpUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), 'must be an absolute http(s) URL');

/** Pure: the messenger of a site from an environment. Throws ConfigError naming a malformed MESSENGER_URL. */
export function parseMessengerConfig(env: Environment, locale: Locale): MessengerConfig {
  let base: string;
  const raw = env.MESSENGER_URL;
  if (raw === undefined || raw.trim() === '') {
    // Same default origin as the travel-API services (src/api/core/config.server.ts).
    const port = /^\d{1,5}$/.test(env.SIMULATOR_PORT ?? '') ? env.SIMULATOR_PORT : '4010';
    base = `http://127.0.0.1:${port}/messenger`;
  } else {
    const parsed = httpUrl.safeParse(raw);
    if (!parsed.success) throw new ConfigError('MESSENGER_URL', `${parsed.error.issues[0]?.message ?? 'invalid'} (got "${raw}")`);
    base = parsed.data;
  }
  return { enabled: isMessengerEnabled(locale, isProduction(env)), scriptUrl: `${base.replace(/\/+$/, '')}/messenger.js` };
}

export function getMessengerConfig(locale: Locale): MessengerConfig {
  return parseMessengerConfig(process.env, locale);
}
