import { bffGetContract } from '../contract';
import type { SearchFacets } from '@/domain/model/search';
import type { SearchQuery } from './search-query';

/** The filter panels: GET /api/search/facets?locale&flow[&boxCode]&hash → the facets and count of the draft. */
export const searchFacetsContract = bffGetContract<SearchQuery, SearchFacets>('/api/search/facets');
