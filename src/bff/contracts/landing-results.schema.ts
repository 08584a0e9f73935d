import { z } from 'zod';
import { isSlug } from '@/routing/segments';
import { bffSchema } from '../schema';
import { localeField } from './fields.schema';
import { LANDING_RESULTS_MAX, landingResultsContract } from './landing-results';

const slug = z.string().refine(isSlug);

export const landingResultsSchema = bffSchema(landingResultsContract, () =>
  z.object({
    locale: localeField,
    type: z.enum(['weekend', 'activity']),
    city: slug.optional(),
    theme: slug.optional(),
    count: z.coerce.number().int().min(1).max(LANDING_RESULTS_MAX),
  }),
);
