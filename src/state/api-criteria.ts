import type { SearchCriteria, SearchOrder, SearchType } from '@/domain/model/search';
import type { SearchFlow } from '@/domain/search/search-flow';
import { withoutUndefined } from './records';
import type { SearchHashCriteria } from './hash/search-criteria';
import { criteriaForFlow } from './search-flow';

/**
 * Hash criteria → the search API client's SearchCriteria (src/domain/model/search.ts). Keys the
 * API has no criterion for (page, sort, origin, anchor, bucket, upsell, id, singleRoom) are left
 * out; page and sort travel as their own call parameters (toSearchCall).
 */

const nonEmpty = <T>(values: readonly T[]): T[] | undefined => (values.length > 0 ? [...values] : undefined);

export function toApiSearchCriteria(criteria: SearchHashCriteria): SearchCriteria {
  return withoutUndefined<SearchCriteria>({
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    night: criteria.night,
    adults: criteria.adults,
    children: criteria.children,
    babies: criteria.babies,
    lat: criteria.lat,
    lng: criteria.lng,
    distanceMin: criteria.distanceMin,
    distanceMax: criteria.distanceMax,
    city: criteria.city,
    cityId: criteria.cityId,
    region: criteria.region,
    department: criteria.department,
    country: criteria.country,
    poi: criteria.poi,
    // `hotel` is the API's alias of hotelId (docs/api/search.md); an explicit hotelId wins.
    hotelId: criteria.hotelId ?? criteria.hotel,
    theme: criteria.theme,
    giftNights: criteria.giftNights,
    giftFormat: criteria.giftFormat,
    hotelTypes: nonEmpty(criteria.hotelTypes),
    hotelEnvironments: nonEmpty(criteria.hotelEnvironments),
    hotelStyles: nonEmpty(criteria.hotelStyles),
    stars: nonEmpty(criteria.stars),
    hotelScore: criteria.hotelScore,
    priceMin: criteria.priceMin,
    priceMax: criteria.priceMax,
    // 'pets' stays a facility here; the client turns it into petsAllowed (splitPets).
    facilities: nonEmpty(criteria.facilities),
    tags: nonEmpty(criteria.tags),
  });
}

/** The gifting flow searches gift stays (single vouchers); every other flow stays. */
export function searchTypeOf(flow: SearchFlow): SearchType {
  return flow === 'gifting' ? 'gift' : 'stay';
}

/** The parts of a search call the hash decides, after the flow's rules (fixed guests, offered sorts). */
export function toSearchCall(
  criteria: SearchHashCriteria,
  flow: SearchFlow,
): { type: SearchType; criteria: SearchCriteria; orderBy: SearchOrder; page: number } {
  const fitted = criteriaForFlow(criteria, flow);
  return { type: searchTypeOf(flow), criteria: toApiSearchCriteria(fitted), orderBy: fitted.sort, page: fitted.page };
}
