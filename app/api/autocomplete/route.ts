import { fetchDestinationSuggestions, isAutocompleteEnabled } from '@/api/autocomplete';
import { autocompleteSchema } from '@/bff/contracts/autocomplete.schema';
import { answered, bffRoute } from '@/bff/route-handler.server';

/** The same term gives the same places for a while, so answers are cacheable (errors never are). */
const CACHED = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

export const GET = bffRoute(autocompleteSchema, { successCacheControl: CACHED }, async ({ term, locale }) =>
  // Sites without autocomplete (part 2 §9) have nothing to suggest.
  isAutocompleteEnabled(locale) ? fetchDestinationSuggestions({ term, locale }) : answered([]),
);
