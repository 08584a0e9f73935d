import type { SearchFlow } from '@/domain/search/search-flow';

/** The path params of the screens whose records need a type of their own (screen-registry.ts). */

/** City and theme slugs of a search by path (the rest of the criteria are in the hash). */
export interface SearchFilters {
  city?: string;
  theme?: string;
}

export type SearchParams = SearchFilters & ({ flow: Exclude<SearchFlow, 'box'> } | { flow: 'box'; code: string });

/** A hotel page is addressed by its numeric id or by the hotel's own uri (spec part 1 §2). */
export type HotelParams = { by: 'id'; id: number } | { by: 'uri'; uri: string };
