import { mapResult, request, type ApiResult, type CallOptions } from '@/api/core';
import { AUTOCOMPLETE_MAX_RESULTS, type CatalogSourceType, type Suggestion } from '@/domain/model/autocomplete';
import type { Locale } from '@/domain/model/locale';
import { toSuggestions } from './reshape';
import { suggestionsSchema } from './schemas';

/**
 * Destination autocomplete. Answers depend on every keystroke, so they are not cached.
 * On failure the caller keeps its previous suggestions (see `suggestionsAfter`).
 */
export async function fetchDestinationSuggestions(
  params: { term: string; locale: Locale; maxResults?: number },
  options?: CallOptions,
): Promise<ApiResult<Suggestion[]>> {
  const result = await request({
    service: 'api',
    path: '/autocomplete-geonames.json',
    query: { term: params.term, locale: params.locale, maxResults: params.maxResults ?? AUTOCOMPLETE_MAX_RESULTS },
    schema: suggestionsSchema,
    label: { operation: 'autocomplete-geonames', location: 'autocomplete.destination' },
    ...options,
  });
  return mapResult(result, toSuggestions);
}

/** GET {api}/recommendedAutocomplete.json — suggestions recommended for a catalogue source (a box, a minisite). */
export async function fetchRecommendedSuggestions(
  params: { locale: Locale; q?: string; catalogSourceType?: CatalogSourceType; catalogSourceCode?: string },
  options?: CallOptions,
): Promise<ApiResult<Suggestion[]>> {
  const result = await request({
    service: 'api',
    path: '/recommendedAutocomplete.json',
    query: { locale: params.locale, q: params.q ?? '', catalogSourceType: params.catalogSourceType, catalogSourceCode: params.catalogSourceCode },
    schema: suggestionsSchema,
    label: { operation: 'recommendedAutocomplete', location: 'autocomplete.destination' },
    ...options,
  });
  return mapResult(result, toSuggestions);
}
