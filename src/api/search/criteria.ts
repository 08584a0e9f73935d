import type { Query } from '@/api/core';
import type { SearchCriteria, SearchType } from '@/domain/model/search';
import { GIFT_PARTY } from '@/domain/gift/gift-party';
import { DEFAULT_PAX } from '@/domain/guests/pax';

/**
 * Search criteria → wire: the JSON `searchCriterias` of the search calls and the facet query of
 * part 1 §7, the second derived from the first. Pure; undefined values are left out.
 */

const PETS = 'pets';

function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== null)) as Partial<T>;
}

const nonEmpty = <T>(values: readonly T[] | undefined): T[] | undefined => (values && values.length > 0 ? [...values] : undefined);

/** Facilities without the pet policy, which travels as its own boolean (part 1 §7). */
export function splitPets(criteria: SearchCriteria): { facilities: string[]; petsAllowed: boolean } {
  const facilities = (criteria.facilities ?? []).filter((code) => code !== PETS);
  const petsAllowed = criteria.petsAllowed === true || (criteria.facilities ?? []).includes(PETS);
  return { facilities, petsAllowed };
}

/** The distance filter is active when distanceMin or distanceMax is present (part 1 §4). */
export function distanceActive(criteria: SearchCriteria): boolean {
  return criteria.distanceMin !== undefined || criteria.distanceMax !== undefined;
}

/** Gift and single-voucher search assume 2 adults, no children or babies, no dates (part 1 §9). */
export function toSearchCriterias(criteria: SearchCriteria, type: SearchType): Record<string, unknown> {
  const gift = type === 'gift';
  const { facilities, petsAllowed } = splitPets(criteria);
  const score = criteria.hotelScore && criteria.hotelScore > 0 ? criteria.hotelScore : undefined;
  return compact({
    checkin: gift ? undefined : criteria.checkin,
    checkout: gift ? undefined : criteria.checkout,
    night: gift ? undefined : criteria.night,
    adult: gift ? GIFT_PARTY.adults : (criteria.adults ?? DEFAULT_PAX.adults),
    child: gift ? GIFT_PARTY.children : (criteria.children ?? DEFAULT_PAX.children),
    baby: gift ? GIFT_PARTY.babies : (criteria.babies ?? DEFAULT_PAX.babies),
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
    hotelId: criteria.hotelId,
    theme: criteria.theme,
    giftNights: gift ? (criteria.giftNights ?? 1) : undefined,
    giftFormat: gift ? criteria.giftFormat : undefined,
    hotelTypes: nonEmpty(criteria.hotelTypes),
    hotelEnvironments: nonEmpty(criteria.hotelEnvironments),
    hotelStyles: nonEmpty(criteria.hotelStyles),
    stars: nonEmpty(criteria.stars),
    hotelScore: score,
    priceMin: gift ? undefined : criteria.priceMin,
    priceMax: gift ? undefined : criteria.priceMax,
    singleVoucherPriceMin: gift ? criteria.priceMin : undefined,
    singleVoucherPriceMax: gift ? criteria.priceMax : undefined,
    facilities: nonEmpty(facilities),
    petsAllowed: petsAllowed || undefined,
    tags: nonEmpty(criteria.tags),
    minisite: criteria.minisite,
  });
}

/**
 * The facet call's names for the search body's keys (part 1 §7); the other keys keep their name.
 * Lists travel comma-joined.
 */
const FACET_NAMES: Readonly<Record<string, string>> = {
  hotelTypes: 'hotelType',
  hotelEnvironments: 'hotelEnvironment',
  hotelStyles: 'hotelStyle',
  hotelScore: 'minHotelReviewScore',
};

function facetValue(value: unknown): Query[string] {
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : undefined;
  return value as Query[string];
}

/**
 * The facet-refresh query (part 1 §7), built FROM the search body (toSearchCriterias) so the
 * counts are those of the search the page shows: every criterion the search sends (hotel,
 * gift format, area or point included) is in the query, under the facet call's names. The one
 * difference the spec makes: lat/lng only when the distance filter is active (the position
 * then bounds the ring; without a distance it only orders, and counts do not depend on order).
 */
export function toFacetQuery(criteria: SearchCriteria, type: SearchType, withActivities: boolean): Query {
  const { lat, lng, ...body } = toSearchCriterias(criteria, type);
  const query: Query = { type };
  for (const [key, value] of Object.entries(body)) query[FACET_NAMES[key] ?? key] = facetValue(value);
  if (distanceActive(criteria)) {
    query.lat = lat as number | undefined;
    query.lng = lng as number | undefined;
  }
  query.activities = withActivities ? true : undefined;
  return query;
}
