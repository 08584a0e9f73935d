import { z } from 'zod';

/**
 * Storefront settings from the environment (the travel-API ones are in src/api/core/config.server.ts).
 * Validated at start-up (src/server/startup-check.server.ts): a bad value stops the server.
 */
export interface SiteConfig {
  /** Public base URL: canonical, hreflang, sitemap (default http://localhost:3000). */
  siteUrl: string;
  /**
   * Robots: false (the default) keeps every page out of search engines (robots.txt Disallow and
   * an X-Robots-Tag noindex header); production sets INDEXING_ENABLED=true (docs/decisions.md).
   */
  indexingEnabled: boolean;
  care: CareConfig;
  search: SearchConfig;
  /**
   * PREVIEW_SECRET signs the links into draft mode (content preview); null (unset) = no preview:
   * the preview route answers 404.
   */
  previewSecret: string | null;
  /**
   * REVALIDATE_SECRET authorises the CMS and catalogue webhooks' calls to /api/revalidate (at least 32
   * characters); null (unset) = no on-demand revalidation (the pages still refresh on their lifetime).
   */
  revalidateSecret: string | null;
}

/** Settings of the search results screen. */
export interface SearchConfig {
  /**
   * Map tile template with {z}, {x} and {y} (MAP_TILE_URL); '' draws the map without tiles.
   * Default: the simulator's generated tiles, so nothing is downloaded from the internet.
   */
  mapTileUrl: string;
  /** The beneficiary platform's affiliate id, sent with the beneficiary offer calls (part 1 §6). */
  beneficiaryAffiliateId: string;
}

/** The affiliate id the simulator's beneficiary platform answers for (docs/decisions.md). */
export const DEFAULT_BENEFICIARY_AFFILIATE_ID = 'beneficiary-platform';

/** The customer-care host and how its Google sign-in tokens are verified (src/care). */
export interface CareConfig {
  /** Host name (no port) that serves customer-care mode; every other host is public. */
  host: string;
  /** Where the signing keys of the ID tokens are published. */
  jwksUrl: string;
  /** The OAuth client id of the care application: the tokens' audience. */
  clientId: string;
  /** Google writes either form in `iss` (Google's "Verify the ID token" guide). */
  issuers: readonly string[];
  /** Staff accounts: the Workspace domain a token's `hd` claim must name. */
  hostedDomain: string;
  /**
   * The simulator's token endpoint when the simulator's keys are trusted (CARE_JWKS_URL unset):
   * the care login page then mints its token there. null = real Google sign-in.
   */
  simulatorTokenUrl: string | null;
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'] as const;
/** The simulator's OAuth client and Workspace domain (mocks/care/fake-google.ts names the same). */
export const SIMULATOR_CARE_CLIENT_ID = 'escapade-care-simulator.apps.googleusercontent.com';
export const SIMULATOR_CARE_HOSTED_DOMAIN = 'escapade.example';
/** Chromium resolves *.localhost to loopback, so this works on a developer machine and in e2e. */
export const DEFAULT_CARE_HOST = 'care.localhost';

export class SiteConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'SiteConfigError';
  }
}

type Environment = Readonly<Record<string, string | undefined>>;

const absoluteHttpUrl = z.url({ protocol: /^https?$/ });
const hostName = z.string().regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/, 'must be a lowercase host name without port');
const domainName = hostName;
const clientId = z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be an OAuth client id');
const port = z.coerce.number().int().min(1).max(65535);
const flag = z.enum(['true', 'false', '1', '0'], 'must be true or false');

/** The value of a set variable read through `schema`, or undefined when unset or empty. */
function read<T>(env: Environment, variable: string, schema: z.ZodType<T>): T | undefined {
  const raw = env[variable];
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = schema.safeParse(raw.trim());
  if (!parsed.success) throw new SiteConfigError(variable, `${parsed.error.issues[0]?.message ?? 'invalid'} (got "${raw}")`);
  return parsed.data;
}

function parseCareConfig(env: Environment, siteUrl: string): CareConfig {
  const host = read(env, 'CARE_HOST', hostName) ?? DEFAULT_CARE_HOST;
  // The public site on the care host would lock every visitor out behind the care login.
  if (host === new URL(siteUrl).hostname) throw new SiteConfigError('CARE_HOST', `must differ from the host of SITE_URL (both are "${host}")`);
  const jwksUrl = read(env, 'CARE_JWKS_URL', absoluteHttpUrl);
  const simulatorOrigin = `http://127.0.0.1:${read(env, 'SIMULATOR_PORT', port) ?? 4010}`;
  return {
    host,
    jwksUrl: jwksUrl ?? `${simulatorOrigin}/auth/jwks.json`,
    clientId: read(env, 'CARE_GOOGLE_CLIENT_ID', clientId) ?? SIMULATOR_CARE_CLIENT_ID,
    issuers: GOOGLE_ISSUERS,
    hostedDomain: read(env, 'CARE_HOSTED_DOMAIN', domainName) ?? SIMULATOR_CARE_HOSTED_DOMAIN,
    simulatorTokenUrl: jwksUrl === undefined ? `${simulatorOrigin}/auth/token` : null,
  };
}

const tileTemplate = z
  .string()
  .refine((value) => /^https?:\/\//.test(value) || value.startsWith('/'), 'must be an http(s) URL or a path')
  .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'must contain {z}, {x} and {y}');
const previewSecret = z.string().min(32, 'must be at least 32 characters');
const affiliateId = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'must be an affiliate id');

function parseSearchConfig(env: Environment): SearchConfig {
  const simulatorOrigin = `http://127.0.0.1:${read(env, 'SIMULATOR_PORT', port) ?? 4010}`;
  // Set but empty means "no tiles"; unset means the simulator's tiles.
  const tiles = env.MAP_TILE_URL === undefined ? `${simulatorOrigin}/tiles/{z}/{x}/{y}.svg` : (read(env, 'MAP_TILE_URL', tileTemplate) ?? '');
  return {
    mapTileUrl: tiles,
    beneficiaryAffiliateId: read(env, 'BENEFICIARY_AFFILIATE_ID', affiliateId) ?? DEFAULT_BENEFICIARY_AFFILIATE_ID,
  };
}

export function parseSiteConfig(env: Environment): SiteConfig {
  const raw = env.SITE_URL;
  let siteUrl = `http://localhost:${env.PORT ?? 3000}`;
  if (raw !== undefined && raw !== '') {
    const parsed = absoluteHttpUrl.safeParse(raw.trim());
    if (!parsed.success) throw new SiteConfigError('SITE_URL', `must be an absolute http(s) URL (got "${raw}")`);
    siteUrl = parsed.data.replace(/\/+$/, '');
  }
  const indexing = read(env, 'INDEXING_ENABLED', flag);
  return {
    siteUrl,
    indexingEnabled: indexing === 'true' || indexing === '1',
    care: parseCareConfig(env, siteUrl),
    search: parseSearchConfig(env),
    previewSecret: read(env, 'PREVIEW_SECRET', previewSecret) ?? null,
    revalidateSecret: read(env, 'REVALIDATE_SECRET', previewSecret) ?? null,
  };
}

let cached: SiteConfig | undefined;
export function getSiteConfig(): SiteConfig {
  cached ??= parseSiteConfig(process.env);
  return cached;
}

/** Tests change the environment between cases. */
export function resetSiteConfig(): void {
  cached = undefined;
}
