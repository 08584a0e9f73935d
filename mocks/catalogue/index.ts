/**
 * The catalogue the simulator serves, generated once per process from the environment:
 *   SIMULATOR_SEED   uint32, default 20261122
 *   SIMULATOR_TODAY  ISO day the calendar starts from, default today (UTC)
 *   SIMULATOR_HOTELS number of hotels, default 320 (20,000 for load tests)
 */
import { z } from 'zod';
import { isValidIsoDay, utcToday } from './days';
import { DEFAULT_HOTELS, generateCatalogue } from './generate';
import type { Catalogue, CatalogueOptions } from './types';

export { generateCatalogue } from './generate';
export type * from './types';

export const DEFAULT_SEED = 20261122;
const MAX_HOTELS = 100_000;

/** Unset and empty variables both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const EnvSchema = z.object({
  SIMULATOR_SEED: optional(
    z
      .string()
      .regex(/^\d+$/, 'expected a non-negative integer')
      .transform(Number)
      .refine((n) => n <= 0xffffffff, 'expected at most 4294967295'),
  ),
  SIMULATOR_TODAY: optional(z.string().refine(isValidIsoDay, 'expected an ISO day like 2026-03-02')),
  SIMULATOR_HOTELS: optional(
    z
      .string()
      .regex(/^\d+$/, 'expected a positive integer')
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_HOTELS, `expected between 1 and ${MAX_HOTELS}`),
  ),
});

/** Reads the catalogue options from the environment; throws an Error naming the bad variable. */
export function catalogueOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): CatalogueOptions {
  const parsed = EnvSchema.safeParse({
    SIMULATOR_SEED: env.SIMULATOR_SEED,
    SIMULATOR_TODAY: env.SIMULATOR_TODAY,
    SIMULATOR_HOTELS: env.SIMULATOR_HOTELS,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'SIMULATOR_*');
    const value = env[variable];
    throw new Error(`Invalid ${variable}=${JSON.stringify(value)}: ${issue?.message ?? 'invalid value'}`);
  }
  return {
    seed: parsed.data.SIMULATOR_SEED ?? DEFAULT_SEED,
    today: parsed.data.SIMULATOR_TODAY ?? utcToday(now),
    hotels: parsed.data.SIMULATOR_HOTELS ?? DEFAULT_HOTELS,
  };
}

let current: Catalogue | null = null;

/** The process-wide catalogue, generated on first use. */
export function getCatalogue(): Catalogue {
  current ??= generateCatalogue(catalogueOptionsFromEnv());
  return current;
}

/** Forgets the memoised catalogue (tests change the environment between cases). */
export function resetCatalogue(): void {
  current = null;
}
