import 'server-only';
import {
  type ActivityCatalogParams,
  fetchBeneficiarySingleVoucherOffers,
  fetchBoxOffers,
  orEmpty,
  searchActivityCatalogOrEmpty,
  searchStaysOrEmpty,
} from '@/api/search';
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

export async function loadResultsPage(request: ResultsRequest): Promise<ResultsPage> {
  const [page, area] = await Promise.all([loadPage(request), areaOf(request.locale, request.criteria)]);
  return area ? { ...page, area } : page;
}

async function loadPage(request: ResultsRequest): Promise<ResultsPage> {
  const { locale, path } = request;
  const pageSize = request.pageSize ?? RESULTS_PAGE_SIZE;
  const fitted = criteriaForFlow(request.criteria, path.flow);
  const page = fitted.page;

  // The hotel flow lists ONE hotel's packages (part 1 §9); without a hotel there is nothing to list
  // (the island sends such a visitor to the booking search: hotel-flow-fallback.ts).
  if (path.flow === 'hotel' && !hasHotel(fitted)) return emptyHotelPage(page, pageSize);

  switch (path.flow) {
    case 'activity': {
      const results = await searchActivityCatalogOrEmpty(activityCatalogParams(locale, fitted, page, pageSize));
      return { total: results.totalCount, page, pageSize, items: results.cards.map((card) => ({ kind: 'activity', card })), suggestions: [] };
    }
    case 'box':
    case 'beneficiary': {
      const offers = await boxOrBeneficiaryOffers(locale, path, fitted, page, pageSize);
      return { total: offers.resultsCount, page, pageSize, items: offers.cards.map((card) => ({ kind: 'offer', card })), suggestions: [] };
    }
    default: {
      const call = toSearchCall(fitted, path.flow);
      const results = await searchStaysOrEmpty({
        locale,
        type: call.type,
        criteria: call.criteria,
        orderBy: call.orderBy,
        page,
        limit: pageSize,
        numberOfPackagesPerHotel: packagesPerHotel(path.flow),
        hash: request.hash,
      });
      return {
        total: results.resultsCount,
        page,
        pageSize,
        items: results.cards.map((card) => ({ kind: 'offer', card })),
        suggestions: results.suggestions,
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
): Promise<BoxOffers> {
  const empty: BoxOffers = { resultsCount: 0, cards: [] };
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
  if (path.flow === 'box') {
    if (!path.boxCode) return empty;
    return orEmpty(await fetchBoxOffers(path.boxCode, common), empty);
  }
  // Gift beneficiaries use the beneficiary platform's affiliate id in offer calls (part 1 §6).
  const affiliateId = getSiteConfig().search.beneficiaryAffiliateId;
  return orEmpty(await fetchBeneficiarySingleVoucherOffers({ ...common, affiliateId }), empty);
}

function emptyHotelPage(page: number, pageSize: number): ResultsPage {
  return { total: 0, page, pageSize, items: [], suggestions: [] };
}

/** Offer cards of a results page (the map and the inline blocks need them without the activity ones). */
export function offerCardsOf(page: ResultsPage): OfferCard[] {
  return page.items.flatMap((item) => (item.kind === 'offer' ? [item.card] : []));
}
