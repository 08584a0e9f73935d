import 'server-only';
import { ConfigError, parseApiConfig } from '@/api/core/config.server';
import { parseClock } from './clock.server';
import { parseMessengerConfig } from './messenger/messenger-config.server';
import { parseRecaptchaConfig } from './recaptcha/recaptcha-config.server';
import { parseSiteConfig, SiteConfigError } from './site-config';

/**
 * A misconfigured variable stops the server with a message naming it, instead of failing on
 * the first request.
 */
try {
  const api = parseApiConfig(process.env);
  parseSiteConfig(process.env);
  // The contact page's providers: a malformed key, score or URL is named at start-up, not on the first message.
  parseRecaptchaConfig(process.env, api.baseUrls.recaptcha);
  parseMessengerConfig(process.env, 'fr_FR');
  // A test-only pinned date is refused against real upstreams (src/server/clock.server.ts).
  parseClock(process.env);
} catch (error) {
  if (!(error instanceof ConfigError) && !(error instanceof SiteConfigError)) throw error;
  console.error(`\n${error.message}\nFix it in the environment or .env (see .env.example).\n`);
  process.exit(1);
}
