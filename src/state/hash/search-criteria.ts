import { DEFAULT_PAX, type Pax } from '@/domain/guests/pax';
import type { SearchOrder } from '@/domain/model/search';
import { DEFAULT_SORT } from '@/domain/search/sort-options';
import { DEFAULT_GIFT_FORMAT, DEFAULT_UPSELL, type GiftBucket, type HashGiftFormat, type UpsellChoice } from './gift-values';
import type { StayDates } from './stay-dates';

/**
 * The search criteria of the results page hash (part 1 §3, part 2 §3), as the client holds them.
 * A field with a default is always present; the others are absent when the hash has no usable
 * value. Lists are sets: sorted, without repeats.
 */
export interface SearchHashCriteria extends StayDates, Pax {
  /** Derived from children and babies (part 2 §5); printed as `s=1` for the pages that read it. */
  singleRoom: boolean;
  city?: string;
  cityId?: string;
  /** A hotel picked in the destination selector (`hotel`, the API's alias of hotelId). */
  hotel?: number;
  /** The hotel whose other offers are looked up (not-found page) or searched (hotel flow). */
  hotelId?: number;
  /**
   * Areas and points picked in the destination selector (part 1 §4: one geographic category at a
   * time): a region id, a department id, a country code, a point of interest id. At most one is
   * set, and none when a city or a hotel names the place.
   */
  region?: string;
  department?: string;
  country?: string;
  poi?: string;
  /** The picked destination's id (part 1 §3 suggestion id). */
  id?: string;
  theme?: string;
  /** Reference point: both or neither. */
  lat?: number;
  lng?: number;
  /** Kilometres, distanceMin ≤ distanceMax when both are set. */
  distanceMin?: number;
  distanceMax?: number;
  sort: SearchOrder;
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  /** Whole stars 1 to 5. */
  stars: number[];
  /** Minimum review average, above 0 and at most 10; absent = no minimum. */
  hotelScore?: number;
  /** Cents, priceMin ≤ priceMax when both are set. */
  priceMin?: number;
  priceMax?: number;
  /** Facility codes; 'pets' stands for the pet policy (sent as petsAllowed). */
  facilities: string[];
  /** Activity tag ids. */
  tags: string[];
  giftNights?: number;
  giftFormat: HashGiftFormat;
  bucket?: GiftBucket;
  upsell: UpsellChoice;
  /** 1-based results page; 1 is left out of the hash. */
  page: number;
  /** Where the search was started from (analytics); the search bar after a filter confirm. */
  origin?: string;
  anchor?: string;
}

/** The origin a filter confirm writes (part 1 §4 "origin set to search bar"). */
export const SEARCH_BAR_ORIGIN = 'searchBar';

/** The area and point categories, most specific first: the first one a hash holds is kept. */
export const AREA_KEYS = ['poi', 'department', 'region', 'country'] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

/** Hash keys in print order: dates and guests, place, order, filters, gift, paging. Lists end in []. */
export const SEARCH_HASH_KEY_ORDER = [
  'checkin', 'checkout', 'night', 'a', 'c', 'b', 's',
  'city', 'cityId', 'hotel', 'hotelId', 'region', 'department', 'country', 'poi', 'id', 'theme', 'lat', 'lng', 'distanceMin', 'distanceMax',
  'sort',
  'hotelTypes[]', 'hotelEnvironments[]', 'hotelStyles[]', 'stars[]', 'hotelScore', 'priceMin', 'priceMax', 'facilities[]', 'tags[]',
  'giftNights', 'giftFormat', 'bucket', 'upsell',
  'page', 'origin', 'anchor',
] as const;

export function defaultSearchCriteria(): SearchHashCriteria {
  return {
    ...DEFAULT_PAX,
    singleRoom: false,
    sort: DEFAULT_SORT,
    hotelTypes: [],
    hotelEnvironments: [],
    hotelStyles: [],
    stars: [],
    facilities: [],
    tags: [],
    giftFormat: DEFAULT_GIFT_FORMAT,
    upsell: DEFAULT_UPSELL,
    page: 1,
  };
}
