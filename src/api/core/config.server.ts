import 'server-only';
import { z } from 'zod';
import { faultScopesEnabled } from './fault-scope';

/**
 * Base URLs of the travel-API services, read from the environment once.
 * Unset variables default to the built-in simulator so a fresh clone runs out of the box;
 * a set but malformed variable stops the server with a message naming it (see instrumentation.ts).
 */
export const SERVICES = ['api', 'gateway', 'search', 'locale', 'wed', 'origin', 'cms', 'crm', 'experiment', 'account', 'recaptcha', 'psp', 'mail'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Environment variable of each service, and the simulator path it defaults to. */
export const SERVICE_ENV: Record<ServiceName, { variable: string; simulatorPath: string }> = {
  api: { variable: 'API_BASE_URL', simulatorPath: '/api' },
  gateway: { variable: 'FRONT_GATEWAY_URL', simulatorPath: '/gateway' },
  search: { variable: 'SEARCH_API_URL', simulatorPath: '/search' },
  locale: { variable: 'LOCALE_ENDPOINT_URL', simulatorPath: '/locale' },
  wed: { variable: 'WED_ENDPOINT_URL', simulatorPath: '/wed' },
  origin: { variable: 'ORIGIN_URL', simulatorPath: '/origin' },
  cms: { variable: 'CMS_URL', simulatorPath: '/cms' },
  crm: { variable: 'CRM_URL', simulatorPath: '/crm' },
  // Variation activation (part 1 §7): the experimentation service.
  experiment: { variable: 'EXPERIMENT_URL', simulatorPath: '/experiment' },
  // The account application (sign-in, profile, trips, wishlist): the fixed /account/* paths lead there.
  account: { variable: 'ACCOUNT_URL', simulatorPath: '/account' },
  // The recaptcha provider: the browser loads {url}/api.js, the server verifies at {url}/api/siteverify.
  recaptcha: { variable: 'RECAPTCHA_URL', simulatorPath: '/recaptcha' },
  // The payment provider (hosted payment pages, 3-D Secure): our server creates payments and asks their status.
  psp: { variable: 'PAYMENT_PROVIDER_URL', simulatorPath: '/psp' },
  // The transactional e-mail provider (booking confirmations).
  mail: { variable: 'MAIL_URL', simulatorPath: '/mail' },
};

/** The environment as a plain map (process.env, or a test's object). */
export type Environment = Readonly<Record<string, string | undefined>>;

export interface ApiConfig {
  baseUrls: Record<ServiceName, string>;
  timeoutMs: number;
  /** Organisation id the CRM expects in every web-to-case form. */
  crmOrgId: string;
  /**
   * Upper bound of how long catalogue reads stay in Next's data cache (API_CACHE_MAX_SECONDS);
   * 0 turns the cache off (the e2e run, whose fault-injection tests need every call to reach the API).
   */
  cacheMaxSeconds: number;
  /**
   * SIMULATOR_FAULT_SCOPES=1 (the e2e servers only): forward the incoming request's fault scope to
   * every upstream call (src/api/core/fault-scope.ts). Never set in production.
   */
  faultScopes: boolean;
  /** The payment provider's secret API key (PAYMENT_PROVIDER_API_KEY): server-to-server calls only, never sent to a browser. */
  paymentProviderApiKey: string;
}

/** The simulator's payment provider key, used when PAYMENT_PROVIDER_API_KEY is not set. */
export const SIMULATOR_PAYMENT_PROVIDER_KEY = 'sim_test_key';

/** The simulator's organisation id, used when CRM_ORG_ID is not set. */
export const DEFAULT_CRM_ORG_ID = '00D000000000ESC';

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

const positiveInt = z.coerce.number().int().positive();

export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

function readVariable<T>(env: Environment, variable: string, schema: z.ZodType<T>): T | undefined {
  const raw = env[variable];
  if (raw === undefined || raw === '') return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(variable, `${parsed.error.issues[0]?.message ?? 'invalid'} (got "${raw}")`);
  return parsed.data;
}

/** Pure: builds the config from an environment object. Throws ConfigError naming the variable. */
export function parseApiConfig(env: Environment): ApiConfig {
  const simulatorPort = readVariable(env, 'SIMULATOR_PORT', positiveInt) ?? 4010;
  const simulatorOrigin = `http://127.0.0.1:${simulatorPort}`;
  const baseUrls = {} as Record<ServiceName, string>;
  for (const service of SERVICES) {
    const { variable, simulatorPath } = SERVICE_ENV[service];
    const url = readVariable(env, variable, httpUrl) ?? `${simulatorOrigin}${simulatorPath}`;
    baseUrls[service] = url.replace(/\/+$/, '');
  }
  const timeoutMs = readVariable(env, 'API_TIMEOUT_MS', positiveInt) ?? 3000;
  const crmOrgId = readVariable(env, 'CRM_ORG_ID', z.string().regex(/^[A-Za-z0-9]{15,18}$/, 'must be a 15 or 18 character id')) ?? DEFAULT_CRM_ORG_ID;
  const cacheMaxSeconds = readVariable(env, 'API_CACHE_MAX_SECONDS', z.coerce.number().int().min(0)) ?? 86_400;
  const faultScopes = faultScopesEnabled(env);
  const paymentProviderApiKey = readVariable(env, 'PAYMENT_PROVIDER_API_KEY', z.string().trim().min(8, 'must be at least 8 characters')) ?? SIMULATOR_PAYMENT_PROVIDER_KEY;
  return { baseUrls, timeoutMs, crmOrgId, cacheMaxSeconds, faultScopes, paymentProviderApiKey };
}

let cached: ApiConfig | undefined;

export function getApiConfig(): ApiConfig {
  cached ??= parseApiConfig(process.env);
  return cached;
}

/** Tests change the environment between cases. */
export function resetApiConfig(): void {
  cached = undefined;
}
