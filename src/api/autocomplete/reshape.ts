import type { ApiResult } from '@/api/core';
import type { Suggestion } from '@/domain/model/autocomplete';
import type { WireSuggestion } from './schemas';

export function toSuggestions(wire: WireSuggestion[]): Suggestion[] {
  return wire.map((item) => ({
    id: String(item.id),
    label: item.label,
    category: item.category,
    latitude: item.latitude ?? null,
    longitude: item.longitude ?? null,
    value: String(item.value),
    postalcode: item.postalcode ?? null,
  }));
}

/**
 * Autocomplete failure: the failure is already logged by the call; the list the user sees stays
 * as it was (part 2 §7 "Autocomplete failure: logged, results left as they were").
 */
export function suggestionsAfter(previous: Suggestion[], result: ApiResult<Suggestion[]>): Suggestion[] {
  return result.ok ? result.data : previous;
}
