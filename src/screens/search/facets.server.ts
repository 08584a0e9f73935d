import 'server-only';
import { fetchBeneficiaryBoxFacets, fetchBeneficiarySingleVoucherFacets, fetchBoxFacets, fetchSearchFacets, searchActivityCatalog } from '@/api/search';
import { mapResult, type ApiResult } from '@/api/core';
import type { SearchFacets } from '@/domain/model/search';
import { getSiteConfig } from '@/server/site-config';
import { toSearchCall } from '@/state/api-criteria';
import { criteriaForFlow } from '@/state/search-flow';
import { hasHotel } from './hotel-flow-fallback';
import { activityCatalogParams, packagesPerHotel, type ResultsRequest } from './results.server';

/**
 * The facets of the filter panels for a flow (part 1 §7): the search facets (activities asked for
 * except in the hotel flow), a box's facets, or the beneficiary platform's. Built from the same
 * criteria as the results (toSearchCall, the same per-hotel cap), so the filter button's count is
 * the number of results the page then shows (issue 9 §2b). The activity flow lists the activity
 * catalogue, not stays: its count is that search's total.
 */
export async function loadFacets(request: Omit<ResultsRequest, 'pageSize'>): Promise<ApiResult<SearchFacets>> {
  const { locale, path } = request;
  const call = toSearchCall(request.criteria, path.flow);
  const params = {
    locale,
    type: call.type,
    criteria: call.criteria,
    activities: path.flow !== 'hotel',
    numberOfPackagesPerHotel: packagesPerHotel(path.flow),
  };
  if (path.flow === 'box' && path.boxCode) return fetchBoxFacets(path.boxCode, params);
  if (path.flow === 'beneficiary' && path.boxCode) return fetchBeneficiaryBoxFacets({ ...params, affiliateId: getSiteConfig().search.beneficiaryAffiliateId, boxCode: path.boxCode });
  if (path.flow === 'beneficiary') return fetchBeneficiarySingleVoucherFacets({ ...params, affiliateId: getSiteConfig().search.beneficiaryAffiliateId });
  if (path.flow === 'activity') return activityFacets(request, params);
  const facets = await fetchSearchFacets(params);
  // A hotel-flow search without a hotel lists nothing (results.server.ts): nor does its count.
  if (path.flow === 'hotel' && !hasHotel(request.criteria)) return mapResult(facets, (data) => ({ ...data, resultsCount: 0 }));
  return facets;
}

async function activityFacets(request: Omit<ResultsRequest, 'pageSize'>, params: Parameters<typeof fetchSearchFacets>[0]): Promise<ApiResult<SearchFacets>> {
  const fitted = criteriaForFlow(request.criteria, 'activity');
  const [facets, activities] = await Promise.all([
    fetchSearchFacets(params),
    searchActivityCatalog(activityCatalogParams(request.locale, fitted, 1, 1)),
  ]);
  if (!activities.ok) return activities;
  return mapResult(facets, (data) => ({ ...data, resultsCount: activities.data.totalCount }));
}
