import type { Suggestion } from '@/domain/model/autocomplete';
import type { RecentSearch } from '@/state/recent-searches';
import { destinationOf, type Destination } from './destination';

/**
 * What the destination list shows for the text typed so far: the recent searches while the field
 * is empty, the API's suggestions once a term is long enough (only where autocomplete exists,
 * part 2 §9), nothing while a place is typed as plain text. Pure, so the rules are testable.
 */
export interface DestinationOption {
  key: string;
  group: 'recent' | 'suggestions';
  destination: Destination;
}

export interface DestinationListInput {
  text: string;
  autocomplete: boolean;
  minChars: number;
  recent: readonly RecentSearch[];
  suggestions: readonly Suggestion[];
}

export function destinationOptions({ text, autocomplete, minChars, recent, suggestions }: DestinationListInput): DestinationOption[] {
  const term = text.trim();
  if (term === '') return recent.map((search) => ({ key: `recent-${search.id}`, group: 'recent', destination: destinationOf(search) }));
  if (!autocomplete || term.length < minChars) return [];
  return suggestions.map((suggestion) => ({ key: `suggestion-${suggestion.id}`, group: 'suggestions', destination: destinationOf(suggestion) }));
}

/** Arrow keys move through the options and wrap around; -1 means no option is active. */
export function nextActiveIndex(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
