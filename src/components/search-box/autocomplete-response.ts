import type { Suggestion, SuggestionCategory } from '@/domain/model/autocomplete';

/**
 * What /api/autocomplete answers: the domain suggestions. The island checks it like any other
 * input crossing a boundary (an old cached answer or a proxy page could be anything), by hand
 * rather than with zod, which would weigh more than the whole island in the browser.
 */
const CATEGORIES: ReadonlySet<string> = new Set<SuggestionCategory>(['city', 'department', 'region', 'country', 'poi', 'hotel']);

const isNumberOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

function isSuggestion(value: unknown): value is Suggestion {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.label === 'string' &&
    typeof item.category === 'string' &&
    CATEGORIES.has(item.category) &&
    typeof item.value === 'string' &&
    isNumberOrNull(item.latitude) &&
    isNumberOrNull(item.longitude) &&
    (item.postalcode === null || typeof item.postalcode === 'string')
  );
}

/** The suggestions of an answer; throws when the answer is not a list (the caller keeps its old list). */
export function parseAutocompleteResponse(body: unknown): Suggestion[] {
  if (!Array.isArray(body)) throw new TypeError('autocomplete answer is not a list');
  return body.filter(isSuggestion);
}
