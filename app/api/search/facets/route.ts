import { searchFacetsSchema } from '@/bff/contracts/search-query.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { resultsRequestOf } from '@/screens/search/bff-query';
import { loadFacets } from '@/screens/search/facets.server';
import { serverNow } from '@/server/clock.server';

/** The filter panels' facets; a failure answers 502 and the panels stay usable without counts. */
export const GET = bffRoute(searchFacetsSchema, { successCacheControl: NO_STORE }, (query) => loadFacets(resultsRequestOf(query, serverNow())));
