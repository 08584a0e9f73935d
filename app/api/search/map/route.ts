import { searchMapSchema } from '@/bff/contracts/search-query.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { resultsRequestOf } from '@/screens/search/bff-query';
import { loadMapResults } from '@/screens/search/map-results.server';
import { serverNow } from '@/server/clock.server';

/** The results map's points (≤ 1,000); a failed search answers the upstream error. Prices: never cached. */
export const GET = bffRoute(searchMapSchema, { successCacheControl: NO_STORE }, (query) => loadMapResults(resultsRequestOf(query, serverNow())));
