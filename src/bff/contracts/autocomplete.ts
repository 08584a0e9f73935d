import { bffGetContract } from '../contract';
import type { Suggestion } from '@/domain/model/autocomplete';
import type { Locale } from '@/domain/model/locale';

/** The destination field's suggestions: GET /api/autocomplete?term&locale → the suggestions. */
export interface AutocompleteQuery {
  term: string;
  locale: Locale;
}

export const autocompleteContract = bffGetContract<AutocompleteQuery, Suggestion[]>('/api/autocomplete');
