// Next's server environment first (its AsyncLocalStorage), as `next start` loads it before any of
// Next's modules: the data-cache tests (tests/api/core) run Next's own cache code under it.
import 'next/dist/server/node-environment-baseline';

/**
 * Unit tests talk to the simulator in process: every service points at a fake host that
 * msw intercepts, and the catalogue is generated for a fixed "today" so no test depends
 * on the date it runs.
 */
const services: Record<string, string> = {
  API_BASE_URL: '/api',
  FRONT_GATEWAY_URL: '/gateway',
  SEARCH_API_URL: '/search',
  LOCALE_ENDPOINT_URL: '/locale',
  WED_ENDPOINT_URL: '/wed',
  ORIGIN_URL: '/origin',
  CMS_URL: '/cms',
  CRM_URL: '/crm',
  EXPERIMENT_URL: '/experiment',
  ACCOUNT_URL: '/account',
  RECAPTCHA_URL: '/recaptcha',
  PAYMENT_PROVIDER_URL: '/psp',
  MAIL_URL: '/mail',
};
export const SIMULATOR_ORIGIN = 'http://simulator.test';
for (const [variable, prefix] of Object.entries(services)) process.env[variable] = `${SIMULATOR_ORIGIN}${prefix}`;
process.env.SIMULATOR_TODAY ??= '2026-03-02';
process.env.SIMULATOR_SEED ??= '20261122';
process.env.SIMULATOR_HOTELS ??= '320';
