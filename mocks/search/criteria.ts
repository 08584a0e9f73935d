import { daysBetween } from '../catalogue/days';
import { BadRequest } from './http';
import { readBoolean, readDay, readEnum, readInt, readList, readNumber, readNumberList, readString, type Source } from './input';

/**
 * The search criteria of spec part 1 §3, as the simulator understands them, read from the
 * search body's `searchCriterias` or from the facets query (same names; the facets call's
 * singular names hotelType/hotelEnvironment/hotelStyle and minHotelReviewScore are aliases).
 */
export type SearchType = 'stay' | 'gift';
export const SEARCH_TYPES: readonly SearchType[] = ['stay', 'gift'];

export interface Criteria {
  type: SearchType;
  /** ISO day; null = no dates (from-prices). */
  checkin: string | null;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  /** Position given by the client (map, geolocation, autocomplete point). */
  lat: number | null;
  lng: number | null;
  distanceMin: number | null;
  distanceMax: number | null;
  /** City as typed or routed (id or any localised label); cityId wins when both are given. */
  city: string | null;
  /**
   * An area or a point picked in the destination selector (part 1 §4): hotels of the cities of a
   * region, a department or a country, or hotels around a point of interest (place.ts).
   */
  region: string | null;
  department: string | null;
  country: string | null;
  poi: string | null;
  hotelId: number | null;
  theme: string | null;
  giftNights: number;
  giftFormat: 'digital' | 'physical' | null;
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  stars: number[];
  /** Minimum review average; 0 or absent = no filter. */
  hotelScore: number | null;
  /** Cents, on the displayed price (single-voucher price in gift searches). */
  priceMin: number | null;
  priceMax: number | null;
  facilities: string[];
  petsAllowed: boolean;
  tags: string[];
}

const MAX_NIGHTS = 14;

/** The facility code that stands for the hotel's pet policy. */
export const PETS_FACILITY = 'pets';

export function readCriteria(source: Source, type: SearchType): Criteria {
  const checkin = readDay(source, 'checkin') ?? null;
  const checkout = readDay(source, 'checkout');
  let nights = readInt(source, ['night', 'nights'], { min: 1, max: MAX_NIGHTS });
  if (nights === undefined && checkin && checkout) {
    nights = daysBetween(checkin, checkout);
    if (nights < 1 || nights > MAX_NIGHTS) {
      throw new BadRequest('INVALID_PARAMETER', `checkout must be 1 to ${MAX_NIGHTS} days after checkin`);
    }
  }

  const lat = readNumber(source, 'lat', { min: -90, max: 90 }) ?? null;
  const lng = readNumber(source, 'lng', { min: -180, max: 180 }) ?? null;
  if ((lat === null) !== (lng === null)) throw new BadRequest('INVALID_PARAMETER', 'lat and lng go together');
  const distanceMin = readNumber(source, 'distanceMin', { min: 0, max: 20_000 }) ?? null;
  const distanceMax = readNumber(source, 'distanceMax', { min: 0, max: 20_000 }) ?? null;
  if (distanceMin !== null && distanceMax !== null && distanceMin > distanceMax) {
    throw new BadRequest('INVALID_PARAMETER', 'distanceMin must not exceed distanceMax');
  }

  const gift = type === 'gift';
  const priceMin = (gift ? readInt(source, 'singleVoucherPriceMin', { min: 0, max: 100_000_000 }) : undefined) ?? readInt(source, 'priceMin', { min: 0, max: 100_000_000 }) ?? null;
  const priceMax = (gift ? readInt(source, 'singleVoucherPriceMax', { min: 0, max: 100_000_000 }) : undefined) ?? readInt(source, 'priceMax', { min: 0, max: 100_000_000 }) ?? null;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    throw new BadRequest('INVALID_PARAMETER', 'priceMin must not exceed priceMax');
  }

  const stars = readNumberList(source, 'stars');
  if (stars.some((value) => !Number.isInteger(value) || value < 1 || value > 5)) {
    throw new BadRequest('INVALID_PARAMETER', 'stars must be whole numbers from 1 to 5');
  }
  const score = readNumber(source, ['hotelScore', 'minHotelReviewScore'], { min: 0, max: 10 });
  const giftFormat = readString(source, 'giftFormat')?.toLowerCase();
  if (giftFormat !== undefined && giftFormat !== 'digital' && giftFormat !== 'physical') {
    throw new BadRequest('INVALID_PARAMETER', 'giftFormat must be digital or physical');
  }

  return {
    type,
    checkin,
    nights: nights ?? 1,
    adults: readInt(source, ['adult', 'a'], { min: 1, max: 20 }) ?? 2,
    children: readInt(source, ['child', 'c'], { min: 0, max: 10 }) ?? 0,
    babies: readInt(source, ['baby', 'b'], { min: 0, max: 10 }) ?? 0,
    lat,
    lng,
    distanceMin,
    distanceMax,
    city: readString(source, 'cityId') ?? readString(source, 'city') ?? null,
    region: readString(source, 'region') ?? null,
    department: readString(source, 'department') ?? null,
    country: readString(source, 'country')?.toUpperCase() ?? null,
    poi: readString(source, 'poi') ?? null,
    hotelId: readInt(source, ['hotelId', 'hotel'], { min: 1, max: Number.MAX_SAFE_INTEGER }) ?? null,
    theme: readString(source, 'theme') ?? null,
    giftNights: readInt(source, 'giftNights', { min: 1, max: MAX_NIGHTS }) ?? 1,
    giftFormat: giftFormat ?? null,
    hotelTypes: readList(source, ['hotelTypes', 'hotelType']),
    hotelEnvironments: readList(source, ['hotelEnvironments', 'hotelEnvironment']),
    hotelStyles: readList(source, ['hotelStyles', 'hotelStyle']),
    stars: [...new Set(stars)],
    hotelScore: score === undefined || score === 0 ? null : score,
    priceMin,
    priceMax,
    // Pets travel as their own boolean (part 1 §7); a 'pets' facility code means the same.
    facilities: [...new Set(readList(source, 'facilities'))].filter((code) => code !== PETS_FACILITY),
    petsAllowed: (readBoolean(source, 'petsAllowed') ?? false) || readList(source, 'facilities').includes(PETS_FACILITY),
    tags: [...new Set(readList(source, 'tags'))],
  };
}

export function readType(source: Source): SearchType {
  return readEnum(source, 'type', SEARCH_TYPES) ?? 'stay';
}
