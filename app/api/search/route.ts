import { searchResultsSchema } from '@/bff/contracts/search-query.schema';
import { answered, bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { resultsRequestOf } from '@/screens/search/bff-query';
import { loadResultsPage } from '@/screens/search/results.server';
import { serverNow } from '@/server/clock.server';

/** The results island's page; a failed search reads as an empty page. Prices: never cached. */
export const GET = bffRoute(searchResultsSchema, { successCacheControl: NO_STORE }, async (query) => answered(await loadResultsPage(resultsRequestOf(query, serverNow()))));
