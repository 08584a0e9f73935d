import { z } from 'zod';
import { tolerantArray } from '@/api/cms/schemas';

/** Wire schema of a destination suggestion (part 1 §3 "Suggestion"); unknown categories are skipped. */
export const suggestionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  label: z.string(),
  category: z.enum(['city', 'department', 'region', 'country', 'poi', 'hotel']),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  value: z.union([z.string(), z.number()]),
  postalcode: z.string().nullable().optional(),
});

export const suggestionsSchema = tolerantArray(suggestionSchema);

export type WireSuggestion = z.output<typeof suggestionSchema>;
