import type { SearchQuery } from '@/bff/contracts/search-query';
import { createSearchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import type { ResultsRequest } from './results.server';

/**
 * The results request of a search BFF query (its schema already checked the site, flow and box
 * code). The hash goes through the same codec as the browser's, so garbage reads as defaults; its
 * dates are judged on the server's clock at `now` (the storefront's, src/server/clock.server.ts).
 */
export function resultsRequestOf(query: SearchQuery, now: Date): Omit<ResultsRequest, 'pageSize'> {
  const { locale, flow, boxCode, hash } = query;
  const criteria = createSearchCriteriaCodec(() => now).parse(hash);
  return { locale, path: { flow, ...(boxCode ? { boxCode } : {}) }, criteria, hash };
}
