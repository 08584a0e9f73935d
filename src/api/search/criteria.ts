import type { Query } from '@/api/core';
import type { SearchCriteria, SearchType } from '@/domain/model/search';

/**
 * Search criteria → wire: the JSON `searchCriterias` of the search calls and the facet query of
 * part 1 §7. Pure; undefined values are left out.
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
    adult: gift ? 2 : (criteria.adults ?? 2),
    child: gift ? 0 : (criteria.children ?? 0),
    baby: gift ? 0 : (criteria.babies ?? 0),
    lat: criteria.lat,
    lng: criteria.lng,
    distanceMin: criteria.distanceMin,
    distanceMax: criteria.distanceMax,
    city: criteria.city,
    cityId: criteria.cityId,
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
  });
}

const joined = (values: readonly (string | number)[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(',') : undefined;

/**
 * The facet-refresh query (part 1 §7): context (place, theme, dates, guests) plus the criteria
 * keys the spec names; lat/lng only when the distance filter is active and a position exists.
 */
export function toFacetQuery(criteria: SearchCriteria, type: SearchType, withActivities: boolean): Query {
  const gift = type === 'gift';
  const { facilities, petsAllowed } = splitPets(criteria);
  const position = distanceActive(criteria) && criteria.lat !== undefined && criteria.lng !== undefined;
  return {
    type,
    city: criteria.city,
    cityId: criteria.cityId,
    theme: criteria.theme,
    checkin: gift ? undefined : criteria.checkin,
    night: gift ? undefined : criteria.night,
    adult: gift ? undefined : criteria.adults,
    child: gift ? undefined : criteria.children,
    baby: gift ? undefined : criteria.babies,
    giftNights: gift ? criteria.giftNights : undefined,
    hotelType: joined(criteria.hotelTypes),
    hotelEnvironment: joined(criteria.hotelEnvironments),
    hotelStyle: joined(criteria.hotelStyles),
    stars: joined(criteria.stars),
    minHotelReviewScore: criteria.hotelScore && criteria.hotelScore > 0 ? criteria.hotelScore : undefined,
    priceMin: gift ? undefined : criteria.priceMin,
    priceMax: gift ? undefined : criteria.priceMax,
    singleVoucherPriceMin: gift ? criteria.priceMin : undefined,
    singleVoucherPriceMax: gift ? criteria.priceMax : undefined,
    facilities: joined(facilities),
    petsAllowed: petsAllowed ? true : undefined,
    distanceMin: criteria.distanceMin,
    distanceMax: criteria.distanceMax,
    lat: position ? criteria.lat : undefined,
    lng: position ? criteria.lng : undefined,
    tags: joined(criteria.tags),
    activities: withActivities ? true : undefined,
  };
}
