import 'server-only';
import { parseSiteConfig, SiteConfigError } from '@/server/site-config';
import { ConfigError, parseApiConfig } from './config.server';

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
