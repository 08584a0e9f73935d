import type { SearchQuery } from '@/bff/contracts/search-query';
import { searchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import type { ResultsRequest } from './results.server';

/**
 * The results request of a search BFF query (its schema already checked the site, flow and box
 * code). The hash goes through the same codec as the browser's, so garbage reads as defaults.
 */
export function resultsRequestOf(query: SearchQuery): Omit<ResultsRequest, 'pageSize'> {
  const { locale, flow, boxCode, hash } = query;
  return { locale, path: { flow, ...(boxCode ? { boxCode } : {}) }, criteria: searchCriteriaCodec.parse(hash), hash };
}
