/**
 * The date the e2e run lives on (DESIGN §4: a run on any date sees the same calendar).
 *
 * E2E_NOW (an ISO instant, default DEFAULT_E2E_NOW) is what the clocks read when the run starts;
 * playwright.config.ts records the real start once (E2E_NOW_SINCE) so the three clocks agree and
 * time flows on from there: the simulator generates its catalogue for E2E_NOW's day
 * (SIMULATOR_TODAY), the storefront reads SIMULATED_NOW/SIMULATED_NOW_SINCE (src/server/clock.server.ts),
 * and each test's browser installs Playwright's clock at the same instant (support/test.ts).
 * Try an awkward day with e.g. `E2E_NOW=2026-12-31T21:30:00Z npx playwright test`.
 */
import { hotelDay } from '../../src/domain/calendar/site-clock';

export const DEFAULT_E2E_NOW = '2026-11-24T10:00:00Z';

function pinnedInstant(): number {
  const value = process.env.E2E_NOW || DEFAULT_E2E_NOW;
  const at = Date.parse(value);
  if (!/^\d{4}-\d\d-\d\dT/.test(value) || Number.isNaN(at)) throw new Error(`E2E_NOW must be an ISO instant like ${DEFAULT_E2E_NOW} (got "${value}")`);
  return at;
}

/** The real epoch ms at which the run's clocks read E2E_NOW (set once by playwright.config.ts, inherited by the workers). */
function since(): number {
  const recorded = Number(process.env.E2E_NOW_SINCE);
  return Number.isSafeInteger(recorded) && recorded > 0 ? recorded : Date.now();
}

/** The run's E2E_NOW, as an ISO instant. */
export const E2E_NOW = new Date(pinnedInstant()).toISOString();

/** The day the simulator's catalogue starts from (its "today": the UTC day of E2E_NOW, fixed for the run). */
export const SIMULATOR_TODAY = E2E_NOW.slice(0, 10);

/** Now, on the run's clock. */
export function e2eNow(): Date {
  return new Date(pinnedInstant() + (Date.now() - since()));
}

/**
 * Today as the shop's calendars show it: the Paris day on the run's clock (the sites' wall clock,
 * src/domain/calendar/site-clock.ts). Never before SIMULATOR_TODAY, and a day after it late in a
 * UTC evening: journeys pick their days from here, with a margin for the 20:00 cut-off.
 */
export function siteToday(): string {
  return hotelDay(e2eNow())!;
}

/** The ISO day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO month (YYYY-MM) of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The ISO month `months` after the month of `day`. */
export function addMonths(day: string, months: number): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}
