import 'server-only';
import { SERVICE_ENV, ConfigError, type Environment } from '@/api/core/config.server';

/**
 * The storefront's "now" for what a visitor sees (today's calendar, a countdown, a check-in in the
 * past): the real clock, except in a test run against the simulator, where SIMULATED_NOW pins the
 * date so every run sees the calendar the simulator generated for the same day (DESIGN §4).
 *
 *   SIMULATED_NOW        ISO instant the clock reads at SIMULATED_NOW_SINCE
 *   SIMULATED_NOW_SINCE  real epoch milliseconds at which it read that (default: when the server read
 *                        the setting); time flows from there, so timers, TTLs and "20:00" still move
 *
 * Refused (at start-up, naming the variable) when any travel-API service is configured: a shop on
 * real upstreams must never show another day than today. Security decisions (token expiry, signed
 * links, cache lifetimes) keep the real clock: they are not what the visitor sees.
 */
export type Now = () => Date;

const realNow: Now = () => new Date();

/** Pure: the clock an environment asks for. `readAt` is the real epoch ms when it is read. */
export function parseClock(env: Environment, readAt: number = Date.now()): Now {
  const pinned = env.SIMULATED_NOW;
  if (pinned === undefined || pinned === '') return realNow;
  const at = Date.parse(pinned);
  if (!/^\d{4}-\d\d-\d\dT/.test(pinned) || Number.isNaN(at)) {
    throw new ConfigError('SIMULATED_NOW', `must be an ISO instant like 2026-11-24T10:00:00Z (got "${pinned}")`);
  }
  const since = env.SIMULATED_NOW_SINCE === undefined || env.SIMULATED_NOW_SINCE === '' ? readAt : Number(env.SIMULATED_NOW_SINCE);
  if (!Number.isSafeInteger(since) || since <= 0) {
    throw new ConfigError('SIMULATED_NOW_SINCE', `must be epoch milliseconds (got "${env.SIMULATED_NOW_SINCE}")`);
  }
  const configured = Object.values(SERVICE_ENV).find(({ variable }) => env[variable] !== undefined && env[variable] !== '');
  if (configured) {
    throw new ConfigError('SIMULATED_NOW', `is accepted only against the built-in simulator, and ${configured.variable} is set`);
  }
  const offset = at - since;
  return () => new Date(Date.now() + offset);
}

let clock: Now | undefined;

/** Now, as the visitor's pages and BFF answers see it. */
export function serverNow(): Date {
  clock ??= parseClock(process.env);
  return clock();
}
