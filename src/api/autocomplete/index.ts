export { fetchDestinationSuggestions, fetchRecommendedSuggestions } from './calls';
export { suggestionsAfter } from './reshape';
export { isAutocompleteEnabled, AUTOCOMPLETE_LOCALES, AUTOCOMPLETE_MAX_RESULTS } from '@/domain/model/autocomplete';
