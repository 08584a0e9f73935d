import 'server-only';
import { ConfigError, parseApiConfig } from '@/api/core/config.server';
import { parseSiteConfig, SiteConfigError } from './site-config';

/**
 * A misconfigured variable stops the server with a message naming it, instead of failing on
 * the first request.
 */
try {
  parseApiConfig(process.env);
  parseSiteConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError) && !(error instanceof SiteConfigError)) throw error;
  console.error(`\n${error.message}\nFix it in the environment or .env (see .env.example).\n`);
  process.exit(1);
}
