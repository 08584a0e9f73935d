import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import { GIFT_PARTY } from '@/domain/gift/gift-party';
import { DEFAULT_PAX } from '@/domain/guests/pax';
import type { Locale } from '@/domain/model/locale';
import type {
  ActivityCatalogResults,
  BoxOffers,
  BoxStaysPage,
  HotelOffers,
  MapPoint,
  OfferCard,
  SearchCriteria,
  SearchDestinations,
  SearchFacets,
  SearchOrder,
  SearchResults,
  SearchType,
} from '@/domain/model/search';
import { toFacetQuery, toSearchCriterias } from './criteria';
import {
  toActivityCatalog,
  toBoxOffers,
  toBoxStaysPage,
  toDestinations,
  toFacets,
  toHotelOffers,
  toMapPoints,
  toOfferCard,
  toSearchResults,
} from './reshape';
import {
  boxMapSchema,
  boxOffersSchema,
  boxStaysPageSchema,
  catalogSearchSchema,
  destinationsSchema,
  facetsSchema,
  hotelOffersSchema,
  staySearchSchema,
} from './schemas';

/**
 * The search area's calls (docs/api/search.md). Each returns a typed result; screens that must
 * skip failures use for-screens.ts. Answers with prices are never cached; only the box's stay
 * list (no prices) is a cached catalogue read.
 */

/** Which search back-end answers; the spec names the field, not its values. */
export const DEFAULT_SEARCH_SERVICE_PROVIDER = 'internal';

export interface StaySearchParams {
  locale: Locale;
  type: SearchType;
  criteria: SearchCriteria;
  orderBy?: SearchOrder;
  page?: number;
  limit?: number;
  /** 1 on the stay search page, 20 for a hotel search (part 1 §9). */
  numberOfPackagesPerHotel?: number;
  /** The page hash, passed through for tracking. */
  hash?: string;
  searchServiceProvider?: string;
  location?: string;
}

/** Stay or gift search (part 2 §7): POST {search}/search.json. */
export async function searchStays(params: StaySearchParams, options: CallOptions = {}): Promise<ApiResult<SearchResults>> {
  const page = params.page ?? 1;
  const result = await request({
    service: 'search',
    path: '/search.json',
    method: 'POST',
    json: {
      hash: params.hash,
      limit: params.limit ?? 12,
      page,
      locale: params.locale,
      numberOfPackagesPerHotel: params.numberOfPackagesPerHotel ?? 1,
      searchCriterias: toSearchCriterias(params.criteria, params.type),
      type: params.type,
      searchServiceProvider: params.searchServiceProvider ?? DEFAULT_SEARCH_SERVICE_PROVIDER,
      orderBy: params.orderBy ?? 'priceQuality',
    },
    schema: staySearchSchema,
    label: { operation: 'Stay or gift search', location: params.location ?? 'search.results' },
    ...options,
  });
  return mapResult(result, (wire) => toSearchResults(wire, page));
}

/**
 * Other offers of a hotel (part 2 §7): the same search with the hotel id, limit 1, no page model.
 * Used by the not-found page when the hash holds a hotelId; null when the hotel has none.
 */
export async function fetchOtherOffersOfHotel(
  params: { locale: Locale; hotelId: number; location?: string },
  options: CallOptions = {},
): Promise<ApiResult<OfferCard | null>> {
  const result = await request({
    service: 'search',
    path: '/search.json',
    method: 'POST',
    json: {
      limit: 1,
      page: 1,
      locale: params.locale,
      numberOfPackagesPerHotel: 1,
      searchCriterias: toSearchCriterias({ hotelId: params.hotelId }, 'stay'),
      type: 'stay',
      searchServiceProvider: DEFAULT_SEARCH_SERVICE_PROVIDER,
      orderBy: 'priceQuality',
    },
    schema: staySearchSchema,
    label: { operation: 'Other offers of a hotel', location: params.location ?? 'not-found.other-offers' },
    ...options,
  });
  return mapResult(result, (wire) => {
    const first = wire.exactMatches[0];
    return first ? toOfferCard(first) : null;
  });
}

export interface FacetParams {
  locale: Locale;
  type: SearchType;
  criteria: SearchCriteria;
  /** Ask for the activity facet too (not in the hotel flow). */
  activities?: boolean;
  /** The per-hotel cap of the search the counts are for (its numberOfPackagesPerHotel); the API's default is 1. */
  numberOfPackagesPerHotel?: number;
}

/** The facet query of a facets call: the search's criteria (toFacetQuery) and its per-hotel cap. */
function facetQueryOf(params: FacetParams) {
  return {
    locale: params.locale,
    ...toFacetQuery(params.criteria, params.type, params.activities ?? true),
    numberOfPackagesPerHotel: params.numberOfPackagesPerHotel,
  };
}

/** Facet refresh on filter change (part 1 §7): GET {search}/facets.json. */
export async function fetchSearchFacets(params: FacetParams, options: CallOptions = {}): Promise<ApiResult<SearchFacets>> {
  const result = await request({
    service: 'search',
    path: '/facets.json',
    query: facetQueryOf(params),
    schema: facetsSchema,
    label: { operation: 'Facet refresh', location: 'search.filters' },
    ...options,
  });
  return mapResult(result, toFacets);
}

export interface ActivityCatalogParams {
  locale: Locale;
  page?: number;
  limit?: number;
  /** Activity search: 20 packages per hotel (part 2 §9). */
  numberOfPackagesPerHotel?: number;
  /** The order chosen in the sort drawer (docs/decisions.md "Flow rules": priceQuality or distance). */
  orderBy?: SearchOrder;
  criteria: {
    city?: string;
    cityId?: string;
    /** One area or point at a time (part 1 §4), as in the stay search. */
    region?: string;
    department?: string;
    country?: string;
    poi?: string;
    lat?: number;
    lng?: number;
    distanceMin?: number;
    distanceMax?: number;
    tags?: string[];
    priceMin?: number;
    priceMax?: number;
    /** Participants (hash a). */
    adults?: number;
  };
}

/** POST catalog search (part 2 §7): POST {search}/catalog/search.json, activity-only products. */
export async function searchActivityCatalog(params: ActivityCatalogParams, options: CallOptions = {}): Promise<ApiResult<ActivityCatalogResults>> {
  const { criteria } = params;
  const result = await request({
    service: 'search',
    path: '/catalog/search.json',
    method: 'POST',
    json: {
      limit: params.limit ?? 12,
      locale: params.locale,
      numberOfPackagesPerHotel: params.numberOfPackagesPerHotel ?? 20,
      page: params.page ?? 1,
      orderBy: params.orderBy ?? 'priceQuality',
      searchCriterias: {
        city: criteria.city,
        cityId: criteria.cityId,
        region: criteria.region,
        department: criteria.department,
        country: criteria.country,
        poi: criteria.poi,
        lat: criteria.lat,
        lng: criteria.lng,
        distanceMin: criteria.distanceMin,
        distanceMax: criteria.distanceMax,
        tags: criteria.tags && criteria.tags.length > 0 ? criteria.tags : undefined,
        priceMin: criteria.priceMin,
        priceMax: criteria.priceMax,
        adult: criteria.adults,
      },
    },
    schema: catalogSearchSchema,
    label: { operation: 'POST catalog search', location: 'activity.search' },
    ...options,
  });
  return mapResult(result, toActivityCatalog);
}

export interface HotelOffersParams {
  locale: Locale;
  hotelId: number;
  checkin?: string;
  night?: number;
  adults?: number;
  children?: number;
  babies?: number;
  gifting?: boolean;
  numberOfPackagesPerHotel?: number;
  location?: string;
}

/** The hotel's main and other packages (part 1 §7): POST {search}/offers.json, cheapest first. */
export async function fetchHotelOffers(params: HotelOffersParams, options: CallOptions = {}): Promise<ApiResult<HotelOffers>> {
  const gift = params.gifting === true;
  const result = await request({
    service: 'search',
    path: '/offers.json',
    method: 'POST',
    json: {
      locale: params.locale,
      orderBy: 'priceAsc',
      searchCriterias: {
        adult: gift ? GIFT_PARTY.adults : (params.adults ?? DEFAULT_PAX.adults),
        baby: gift ? GIFT_PARTY.babies : (params.babies ?? DEFAULT_PAX.babies),
        child: gift ? GIFT_PARTY.children : (params.children ?? DEFAULT_PAX.children),
        checkin: gift ? undefined : params.checkin,
        night: gift ? undefined : params.night,
        hotelId: params.hotelId,
      },
      numberOfPackagesPerHotel: params.numberOfPackagesPerHotel ?? 20,
      searchServiceProvider: DEFAULT_SEARCH_SERVICE_PROVIDER,
      ...(gift ? { type: 'gift' } : {}),
    },
    schema: hotelOffersSchema,
    label: { operation: 'offers', location: params.location ?? 'hotel.offers' },
    ...options,
  });
  return mapResult(result, (wire) => toHotelOffers(wire, params.hotelId));
}

export interface BoxOffersParams {
  locale: Locale;
  /** checkin (front gateway) or checkinDate (beneficiary platform) on the wire. */
  checkin?: string;
  hotelId?: number;
  numberOfPackagesPerHotel?: number;
  affiliateId?: string;
  /** 1-based page and its size (the answer's resultsCount counts every page). */
  page?: number;
  limit?: number;
  /** Place and filter criteria, sent under the facet query's names (docs/api/search.md). */
  criteria?: SearchCriteria;
  /** The order chosen in the sort drawer (docs/decisions.md "Flow rules"); the API's default is cheapest first. */
  orderBy?: SearchOrder;
}

/** The query keys every box and beneficiary offers call shares. */
function boxOffersQuery(params: BoxOffersParams) {
  const { type: _type, activities: _activities, checkin: _checkin, checkout: _checkout, ...criteria } = params.criteria ? toFacetQuery(params.criteria, 'stay', false) : {};
  return {
    locale: params.locale,
    ...criteria,
    hotelId: params.hotelId,
    numberOfPackagesPerHotel: params.numberOfPackagesPerHotel ?? 20,
    selectivePublicationAffiliateId: params.affiliateId,
    // The position orders by distance even without a distance filter (the facet query leaves it out then).
    lat: params.criteria?.lat,
    lng: params.criteria?.lng,
    orderBy: params.orderBy,
    page: params.page,
    limit: params.limit,
  };
}

/** GET {frontGateway}/box-offers/{code} (part 1 §7). */
export async function fetchBoxOffers(code: string, params: BoxOffersParams, options: CallOptions = {}): Promise<ApiResult<BoxOffers>> {
  const result = await request({
    service: 'gateway',
    path: `/box-offers/${segment(code)}`,
    query: { ...boxOffersQuery(params), checkin: params.checkin },
    schema: boxOffersSchema,
    label: { operation: 'box-offers', location: 'box.offers' },
    ...options,
  });
  return mapResult(result, toBoxOffers);
}

/** GET {origin}/beneficiary/boxes/offers (part 1 §7): prices carry priceType BENEFICIARY. */
export async function fetchBeneficiaryBoxOffers(
  params: BoxOffersParams & { affiliateId: string; boxCode?: string },
  options: CallOptions = {},
): Promise<ApiResult<BoxOffers>> {
  const result = await request({
    service: 'origin',
    path: '/beneficiary/boxes/offers',
    query: { ...boxOffersQuery(params), checkinDate: params.checkin, boxCode: params.boxCode },
    schema: boxOffersSchema,
    label: { operation: 'beneficiary box offers', location: 'beneficiary.offers' },
    ...options,
  });
  return mapResult(result, toBoxOffers);
}

/** GET {origin}/beneficiary/single-vouchers/offers (part 1 §7), matchOfferRangePriceWithGiftAmount=false. */
export async function fetchBeneficiarySingleVoucherOffers(
  params: BoxOffersParams & { affiliateId: string },
  options: CallOptions = {},
): Promise<ApiResult<BoxOffers>> {
  const result = await request({
    service: 'origin',
    path: '/beneficiary/single-vouchers/offers',
    query: { ...boxOffersQuery(params), checkinDate: params.checkin, matchOfferRangePriceWithGiftAmount: false },
    schema: boxOffersSchema,
    label: { operation: 'beneficiary single-voucher offers', location: 'beneficiary.offers' },
    ...options,
  });
  return mapResult(result, toBoxOffers);
}

type BoxFacetParams = FacetParams & { affiliateId?: string; boxCode?: string };

function boxFacetQuery(params: BoxFacetParams) {
  return {
    ...facetQueryOf(params),
    selectivePublicationAffiliateId: params.affiliateId,
    boxCode: params.boxCode,
  };
}

/** GET {frontGateway}/box-facets/{code} (part 1 §7). */
export async function fetchBoxFacets(code: string, params: FacetParams, options: CallOptions = {}): Promise<ApiResult<SearchFacets>> {
  const result = await request({
    service: 'gateway',
    path: `/box-facets/${segment(code)}`,
    query: boxFacetQuery(params),
    schema: facetsSchema,
    label: { operation: 'box-facets', location: 'box.filters' },
    ...options,
  });
  return mapResult(result, toFacets);
}

/** GET {origin}/beneficiary/boxes/facets (part 1 §7). */
export async function fetchBeneficiaryBoxFacets(
  params: BoxFacetParams & { affiliateId: string },
  options: CallOptions = {},
): Promise<ApiResult<SearchFacets>> {
  const result = await request({
    service: 'origin',
    path: '/beneficiary/boxes/facets',
    query: boxFacetQuery(params),
    schema: facetsSchema,
    label: { operation: 'beneficiary box facets', location: 'beneficiary.filters' },
    ...options,
  });
  return mapResult(result, toFacets);
}

/** GET {origin}/beneficiary/single-vouchers/facets (part 1 §7). */
export async function fetchBeneficiarySingleVoucherFacets(
  params: BoxFacetParams & { affiliateId: string },
  options: CallOptions = {},
): Promise<ApiResult<SearchFacets>> {
  const result = await request({
    service: 'origin',
    path: '/beneficiary/single-vouchers/facets',
    query: boxFacetQuery(params),
    schema: facetsSchema,
    label: { operation: 'beneficiary single-voucher facets', location: 'beneficiary.filters' },
    ...options,
  });
  return mapResult(result, toFacets);
}

/** Box offers page size (part 2 §9). */
export const BOX_OFFERS_PAGE_SIZE = 8;

/** GET {gateway}/boxes/{boxCode}/offers (part 2 §7): one page of the box's stays. */
export async function fetchBoxStaysPage(
  boxCode: string,
  params: { locale: Locale; page: number; limit?: number },
  options: CallOptions = {},
): Promise<ApiResult<BoxStaysPage>> {
  const result = await request({
    service: 'gateway',
    path: `/boxes/${segment(boxCode)}/offers`,
    query: { locale: params.locale, page: params.page, limit: params.limit ?? BOX_OFFERS_PAGE_SIZE },
    schema: boxStaysPageSchema,
    label: { operation: 'box offers', location: 'box.detail' },
    // The stays of a box carry no price: a catalogue read, cached with the box's tag.
    cache: catalogueCache(cacheTags.box(boxCode)),
    ...options,
  });
  return mapResult(result, toBoxStaysPage);
}

/** GET {gateway}/boxes/{boxCode}/offers?performMapSearch=true (part 2 §7): every stay's position. */
export async function fetchBoxStaysMap(boxCode: string, params: { locale: Locale }, options: CallOptions = {}): Promise<ApiResult<MapPoint[]>> {
  const result = await request({
    service: 'gateway',
    path: `/boxes/${segment(boxCode)}/offers`,
    query: { locale: params.locale, performMapSearch: true },
    schema: boxMapSchema,
    label: { operation: 'box offers map', location: 'box.map' },
    cache: catalogueCache(cacheTags.box(boxCode)),
    ...options,
  });
  return mapResult(result, toMapPoints);
}

/**
 * The cities and themes the catalogue can be searched by, with their path slugs (docs/api/search.md,
 * "Destinations"): page titles and the sitemaps' city and theme pages. A catalogue read, cached.
 */
export async function fetchSearchDestinations(locale: Locale, options: CallOptions = {}): Promise<ApiResult<SearchDestinations>> {
  const result = await request({
    service: 'search',
    path: '/destinations.json',
    query: { locale },
    schema: destinationsSchema,
    label: { operation: 'destinations', location: 'search.destinations' },
    cache: catalogueCache(cacheTags.destinations()),
    ...options,
  });
  return mapResult(result, toDestinations);
}
