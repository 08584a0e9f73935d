import { z } from 'zod';

/**
 * Storefront settings from the environment (the travel-API ones are in src/api/core/config.server.ts).
 * Validated at start-up (src/api/core/startup-check.server.ts): a bad value stops the server.
 */
export interface SiteConfig {
  /** Public base URL: canonical, hreflang, sitemap (default http://localhost:3000). */
  siteUrl: string;
}

export class SiteConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'SiteConfigError';
  }
}

const absoluteHttpUrl = z.url({ protocol: /^https?$/ });

export function parseSiteConfig(env: Readonly<Record<string, string | undefined>>): SiteConfig {
  const raw = env.SITE_URL;
  if (raw === undefined || raw === '') return { siteUrl: `http://localhost:${env.PORT ?? 3000}` };
  const parsed = absoluteHttpUrl.safeParse(raw.trim());
  if (!parsed.success) throw new SiteConfigError('SITE_URL', `must be an absolute http(s) URL (got "${raw}")`);
  return { siteUrl: parsed.data.replace(/\/+$/, '') };
}

let cached: SiteConfig | undefined;
export function getSiteConfig(): SiteConfig {
  cached ??= parseSiteConfig(process.env);
  return cached;
}
