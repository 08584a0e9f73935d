import 'server-only';
import {
  type ActivityCatalogParams,
  fetchBeneficiaryBoxOffers,
  fetchBeneficiarySingleVoucherOffers,
  fetchBoxOffers,
  searchActivityCatalog,
  searchStays,
} from '@/api/search';
import { ok, type ApiError, type ApiResult } from '@/api/core';
import type { Locale } from '@/domain/model/locale';
import type { BoxOffers, OfferCard } from '@/domain/model/search';
import { getSiteConfig } from '@/server/site-config';
import { toApiSearchCriteria, toSearchCall } from '@/state/api-criteria';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import { criteriaForFlow } from '@/state/search-flow';
import type { PathCriteria } from './page-criteria';
import { hasHotel } from './hotel-flow-fallback';
import { areaOf } from './place-labels.server';
import { RESULTS_PAGE_SIZE, type ResultsPage } from './results-page';

/**
 * One page of results for a flow (part 1 §2 "every flow"): the stay and gift search, the
 * activity-only catalogue, a box's stays, or the beneficiary's offers. A failed call gives an
 * empty page (part 2 §8 "search lists return nothing on error"), already logged by request().
 */
export interface ResultsRequest {
  locale: Locale;
  path: PathCriteria;
  /** Hash criteria merged with the path's (withPathCriteria). */
  criteria: SearchHashCriteria;
  pageSize?: number;
  /** The hash as the visitor's URL holds it, passed on for tracking. */
  hash?: string;
}

/**
 * Packages per hotel of a flow's results: a hotel search up to 20 of the hotel's, the stay search
 * one per hotel (part 1 §9), box and beneficiary offers 20 (the offers call's default). The facets
 * count with the same cap, or their count would not be the results' (facets.server.ts).
 */
export function packagesPerHotel(flow: PathCriteria['flow']): number {
  return flow === 'booking' || flow === 'gifting' ? 1 : 20;
}

/** The activity catalogue search of a flow's criteria: the results and the filter count read the same one. */
export function activityCatalogParams(locale: Locale, fitted: SearchHashCriteria, page: number, limit: number): ActivityCatalogParams {
  return {
    locale,
    page,
    limit,
    orderBy: fitted.sort,
    criteria: {
      city: fitted.city,
      cityId: fitted.cityId,
      region: fitted.region,
      department: fitted.department,
      country: fitted.country,
      poi: fitted.poi,
      lat: fitted.lat,
      lng: fitted.lng,
      distanceMin: fitted.distanceMin,
      distanceMax: fitted.distanceMax,
      tags: fitted.tags,
      priceMin: fitted.priceMin,
      priceMax: fitted.priceMax,
      adults: fitted.adults,
    },
  };
}

/** A page of results; a failed search reads as an empty page (part 2 §8: search lists return nothing). */
export async function loadResultsPage(request: ResultsRequest): Promise<ResultsPage> {
  return (await loadResultsOutcome(request)).page;
}

/**
 * The same page, saying whether the search failed: for an island that must tell the visitor its
 * call failed (the map, whose empty answer would contradict the list beside it).
 */
export async function loadResultsOutcome(request: ResultsRequest): Promise<ResultsOutcome> {
  const [outcome, area] = await Promise.all([loadPage(request), areaOf(request.locale, request.criteria)]);
  return area ? { ...outcome, page: { ...outcome.page, area } } : outcome;
}

/** A page, whether the search failed, and how (the map's route tells an unknown box from a failing API). */
interface ResultsOutcome {
  page: ResultsPage;
  failed: boolean;
  error?: ApiError;
}

async function loadPage(request: ResultsRequest): Promise<ResultsOutcome> {
  const { locale, path } = request;
  const pageSize = request.pageSize ?? RESULTS_PAGE_SIZE;
  const fitted = criteriaForFlow(request.criteria, path.flow);
  const page = fitted.page;
  const empty: ResultsPage = { total: 0, page, pageSize, items: [], suggestions: [] };

  // The hotel flow lists ONE hotel's packages (part 1 §9); without a hotel there is nothing to list
  // (the island sends such a visitor to the booking search: hotel-flow-fallback.ts).
  if (path.flow === 'hotel' && !hasHotel(fitted)) return { page: empty, failed: false };

  switch (path.flow) {
    case 'activity': {
      const result = await searchActivityCatalog(activityCatalogParams(locale, fitted, page, pageSize));
      if (!result.ok) return { page: empty, failed: true, error: result.error };
      const results = result.data;
      return { page: { total: results.totalCount, page, pageSize, items: results.cards.map((card) => ({ kind: 'activity', card })), suggestions: [] }, failed: false };
    }
    case 'box':
    case 'beneficiary': {
      const result = await boxOrBeneficiaryOffers(locale, path, fitted, page, pageSize);
      if (!result.ok) return { page: empty, failed: true, error: result.error };
      const offers = result.data;
      return { page: { total: offers.resultsCount, page, pageSize, items: offers.cards.map((card) => ({ kind: 'offer', card })), suggestions: [] }, failed: false };
    }
    default: {
      const call = toSearchCall(fitted, path.flow);
      const result = await searchStays({
        locale,
        type: call.type,
        criteria: call.criteria,
        orderBy: call.orderBy,
        page,
        limit: pageSize,
        numberOfPackagesPerHotel: packagesPerHotel(path.flow),
        hash: request.hash,
      });
      if (!result.ok) return { page: empty, failed: true, error: result.error };
      const results = result.data;
      return {
        page: { total: results.resultsCount, page, pageSize, items: results.cards.map((card) => ({ kind: 'offer', card })), suggestions: results.suggestions },
        failed: false,
      };
    }
  }
}

async function boxOrBeneficiaryOffers(
  locale: Locale,
  path: PathCriteria,
  criteria: SearchHashCriteria,
  page: number,
  limit: number,
): Promise<ApiResult<BoxOffers>> {
  const apiCriteria = toApiSearchCriteria(criteria);
  const common = {
    locale,
    checkin: criteria.checkin,
    hotelId: criteria.hotelId ?? criteria.hotel,
    page,
    limit,
    criteria: apiCriteria,
    orderBy: criteria.sort,
    numberOfPackagesPerHotel: packagesPerHotel(path.flow),
  };
  // A box search without its box code has nothing to list (not a failure).
  if (path.flow === 'box') return path.boxCode ? fetchBoxOffers(path.boxCode, common) : ok({ resultsCount: 0, cards: [] });
  // Gift beneficiaries use the beneficiary platform's affiliate id in offer calls (part 1 §6).
  const affiliateId = getSiteConfig().search.beneficiaryAffiliateId;
  // A beneficiary with a voucher (its box code, from the voucher cookie on the page) sees its box's
  // stays; without one, the single-voucher offers.
  if (path.boxCode) return fetchBeneficiaryBoxOffers({ ...common, affiliateId, boxCode: path.boxCode });
  return fetchBeneficiarySingleVoucherOffers({ ...common, affiliateId });
}

/** Offer cards of a results page (the map and the inline blocks need them without the activity ones). */
export function offerCardsOf(page: ResultsPage): OfferCard[] {
  return page.items.flatMap((item) => (item.kind === 'offer' ? [item.card] : []));
}
