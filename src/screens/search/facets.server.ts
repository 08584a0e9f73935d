import 'server-only';
import { fetchBeneficiarySingleVoucherFacets, fetchBoxFacets, fetchSearchFacets } from '@/api/search';
import type { ApiResult } from '@/api/core';
import type { SearchFacets } from '@/domain/model/search';
import { getSiteConfig } from '@/server/site-config';
import { toSearchCall } from '@/state/api-criteria';
import type { ResultsRequest } from './results.server';

/**
 * The facets of the filter panels for a flow (part 1 §7): the search facets (activities asked for
 * except in the hotel flow), a box's facets, or the beneficiary platform's.
 */
export async function loadFacets(request: Omit<ResultsRequest, 'pageSize'>): Promise<ApiResult<SearchFacets>> {
  const { locale, path } = request;
  const call = toSearchCall(request.criteria, path.flow);
  const params = { locale, type: call.type, criteria: call.criteria, activities: path.flow !== 'hotel' };
  if (path.flow === 'box' && path.boxCode) return fetchBoxFacets(path.boxCode, params);
  if (path.flow === 'beneficiary') return fetchBeneficiarySingleVoucherFacets({ ...params, affiliateId: getSiteConfig().search.beneficiaryAffiliateId });
  return fetchSearchFacets(params);
}
