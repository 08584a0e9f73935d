/**
 * The simulator serves every travel-API service on one port, each under its own prefix.
 * `route('api', '/weekend/:id/detail.json')` matches that path on any host, so the same
 * handlers answer over real HTTP (mocks/server.ts) and in-process under vitest.
 */
export const SERVICE_PREFIX = {
  api: '/api',
  gateway: '/gateway',
  search: '/search',
  locale: '/locale',
  wed: '/wed',
  origin: '/origin',
  cms: '/cms',
  crm: '/crm',
  // The experimentation service (variation activation, part 1 §7).
  experiment: '/experiment',
  // The account application's stand-in (sign-in, profile, trips, wishlist).
  account: '/account',
  // The recaptcha provider's stand-in (script and token verification).
  recaptcha: '/recaptcha',
  // The chat messenger provider's stand-in (its script).
  messenger: '/messenger',
  // The payment provider's stand-in (hosted payment pages, payments API; mocks/payments).
  psp: '/psp',
  // The mail provider's stand-in (an outbox; mocks/mail).
  mail: '/mail',
} as const;

export type SimulatedService = keyof typeof SERVICE_PREFIX;

export function route(service: SimulatedService, path: string): string {
  return `*${SERVICE_PREFIX[service]}${path}`;
}
