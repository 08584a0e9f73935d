import type { Locale } from './locale';

/** Destination suggestions (part 1 §3 "Suggestion"). */
export type SuggestionCategory = 'city' | 'department' | 'region' | 'country' | 'poi' | 'hotel';

export interface Suggestion {
  id: string;
  label: string;
  category: SuggestionCategory;
  latitude: number | null;
  longitude: number | null;
  /** The value the search criterion of that category takes (city id, hotel id, region id…). */
  value: string;
  postalcode: string | null;
}

/** Catalogue sources the recommended autocomplete knows. */
export type CatalogSourceType = 'BOX' | 'MINISITE';

/** Autocomplete is enabled for these locales only (part 2 §9). */
export const AUTOCOMPLETE_LOCALES: readonly Locale[] = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE'];

export function isAutocompleteEnabled(locale: Locale): boolean {
  return AUTOCOMPLETE_LOCALES.includes(locale);
}

/** Default number of suggestions asked for (part 2 §7). */
export const AUTOCOMPLETE_MAX_RESULTS = 30;
