import { z } from 'zod';
import { stayNightsSchema } from '@/domain/booking/stay-nights-schema';
import { DEFAULT_PAX, PAX_BOUNDS, type PaxKind } from '@/domain/guests/pax';
import { LOCALES } from '@/domain/model/locale';

/** Query fields several BFF schemas share (route side only). */

export const localeField = z.enum(LOCALES);

/** Numeric ids: one spelling (docs/decisions.md), a safe integer. */
export const idField = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/)
  .transform(Number);

/** A stay length in a query: the domain's stay bound, 1 to 14 nights. */
export const nightsField = z.coerce.number().pipe(stayNightsSchema);

/** ISO day, shape only; the routes that need a real day refine it (isIsoDay). */
export const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const paxCount = (kind: PaxKind) => z.coerce.number().int().min(PAX_BOUNDS[kind].min).max(PAX_BOUNDS[kind].max).default(DEFAULT_PAX[kind]);

/**
 * The guest triple of every BFF query, with the spec's bounds (part 2 §5: adults 1–20, children
 * and babies 0–10) and the search defaults when absent.
 */
export const paxQueryShape = {
  adult: paxCount('adults'),
  child: paxCount('children'),
  baby: paxCount('babies'),
};
