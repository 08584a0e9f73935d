import { isSingleRoom } from '@/domain/guests/pax';
import { SEARCH_ORDERS } from '@/domain/model/search';
import { hasPosition } from '@/domain/search/search-flow';
import { DEFAULT_SORT } from '@/domain/search/sort-options';
import { withoutUndefined } from '../records';
import { DEFAULT_GIFT_FORMAT, DEFAULT_UPSELL, decodeBucket, decodeGiftFormat, decodeGiftNights, decodeUpsell } from './gift-values';
import { systemClock, todayOf, type Clock, type HashCodec } from './hash-codec';
import { formatHashParams, readHashParams, type HashParams } from './hash-params';
import { decodePax, paxEntries } from './pax';
import { AREA_KEYS, defaultSearchCriteria, SEARCH_HASH_KEY_ORDER, type AreaKey, type SearchHashCriteria } from './search-criteria';
import { decodeStayDates, stayDateEntries } from './stay-dates';
import { decodeCode, decodeSet, decodeText, integerIn, numberIn, oneOf } from './value-decoders';

/**
 * The search results hash ⇄ SearchHashCriteria. Field rules are in docs/decisions.md ("Search
 * hash codec"); the ones that tie two fields together are applied after each field is read.
 */

const decodeId = integerIn(1, Number.MAX_SAFE_INTEGER);
const decodeLatitude = numberIn(-90, 90);
const decodeLongitude = numberIn(-180, 180);
/** Half the Earth's circumference: the farthest a point can be; the map's refresh sends real radii. */
const decodeDistance = numberIn(0, 20_000);
const decodeStar = integerIn(1, 5);
const decodeScore = numberIn(0, 10);
const decodeCents = integerIn(0, Number.MAX_SAFE_INTEGER);
const decodePage = integerIn(1, Number.MAX_SAFE_INTEGER);
const decodeSort = oneOf(SEARCH_ORDERS);

/** List entries are catalogue codes: an entry that cannot be one is dropped, not searched. */
const codeSet = (params: HashParams, key: string): string[] => decodeSet(params.list(key), decodeCode);

/**
 * The one area or point a hash names (part 1 §4: a suggestion sets one geographic category). A
 * city or a picked hotel is more precise and wins; among areas the most specific one is kept.
 */
function areaOf(params: HashParams, hasCityOrHotel: boolean): Partial<Record<AreaKey, string>> {
  if (hasCityOrHotel) return {};
  for (const key of AREA_KEYS) {
    const value = decodeCode(params.first(key));
    if (value !== undefined) return { [key]: value };
  }
  return {};
}

/** Both ends of a range, or neither when they are in the wrong order. */
function orderedRange(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [undefined, undefined] : [min, max];
}

function parseSearchCriteria(hash: string, today: string | undefined): SearchHashCriteria {
  const params = readHashParams(hash);
  const first = params.first;
  const dates = decodeStayDates({ checkin: first('checkin'), checkout: first('checkout'), night: first('night') }, today);
  const pax = decodePax({ a: first('a'), c: first('c'), b: first('b') });

  // A reference point needs both coordinates.
  const lat = decodeLatitude(first('lat'));
  const lng = decodeLongitude(first('lng'));
  const positioned = hasPosition({ lat, lng });
  const [distanceMin, distanceMax] = orderedRange(decodeDistance(first('distanceMin')), decodeDistance(first('distanceMax')));
  const [priceMin, priceMax] = orderedRange(decodeCents(first('priceMin')), decodeCents(first('priceMax')));
  // Sorting by distance is offered only with a position (part 1 §9).
  const sort = decodeSort(first('sort'));
  // 0 is the filter's "none" (part 1 §4), so it is the absent value.
  const score = decodeScore(first('hotelScore'));
  const city = decodeText(first('city'));
  const cityId = decodeText(first('cityId'));
  const hotel = decodeId(first('hotel'));

  return withoutUndefined<SearchHashCriteria>({
    ...defaultSearchCriteria(),
    ...dates,
    ...pax,
    singleRoom: isSingleRoom(pax),
    city,
    cityId,
    hotel,
    hotelId: decodeId(first('hotelId')),
    ...areaOf(params, city !== undefined || cityId !== undefined || hotel !== undefined),
    id: decodeText(first('id')),
    theme: decodeText(first('theme')),
    lat: positioned ? lat : undefined,
    lng: positioned ? lng : undefined,
    distanceMin,
    distanceMax,
    sort: sort === undefined || (sort === 'distance' && !positioned) ? DEFAULT_SORT : sort,
    hotelTypes: codeSet(params, 'hotelTypes'),
    hotelEnvironments: codeSet(params, 'hotelEnvironments'),
    hotelStyles: codeSet(params, 'hotelStyles'),
    stars: decodeSet(params.list('stars'), decodeStar),
    hotelScore: score !== undefined && score > 0 ? score : undefined,
    priceMin,
    priceMax,
    facilities: codeSet(params, 'facilities'),
    tags: codeSet(params, 'tags'),
    giftNights: decodeGiftNights(first('giftNights')),
    giftFormat: decodeGiftFormat(first('giftFormat')) ?? DEFAULT_GIFT_FORMAT,
    bucket: decodeBucket(first('bucket')),
    upsell: decodeUpsell(first('upsell')) ?? DEFAULT_UPSELL,
    page: decodePage(first('page')) ?? 1,
    origin: decodeText(first('origin')),
    anchor: decodeText(first('anchor')),
  });
}

type Entry = [string, string];

const scalar = (key: string, value: string | number | undefined): Entry[] => (value === undefined ? [] : [[key, String(value)]]);
const unlessDefault = <T extends string | number>(key: string, value: T, fallback: T): Entry[] =>
  value === fallback ? [] : scalar(key, value);
const list = (key: string, values: readonly (string | number)[] | undefined): Entry[] =>
  (values ?? []).map((value): Entry => [`${key}[]`, String(value)]);

/**
 * Prints what it is given: a value the parser would reject is printed as it is and dropped when
 * read back. The store always parses what it prints, so its state is canonical anyway.
 */
function printSearchCriteria(criteria: SearchHashCriteria): string {
  const entries: Entry[] = [
    ...stayDateEntries(criteria),
    ...paxEntries(criteria),
    ...(isSingleRoom(criteria) ? [['s', '1'] as Entry] : []),
    ...scalar('city', criteria.city),
    ...scalar('cityId', criteria.cityId),
    ...scalar('hotel', criteria.hotel),
    ...scalar('hotelId', criteria.hotelId),
    ...scalar('region', criteria.region),
    ...scalar('department', criteria.department),
    ...scalar('country', criteria.country),
    ...scalar('poi', criteria.poi),
    ...scalar('id', criteria.id),
    ...scalar('theme', criteria.theme),
    ...scalar('lat', criteria.lat),
    ...scalar('lng', criteria.lng),
    ...scalar('distanceMin', criteria.distanceMin),
    ...scalar('distanceMax', criteria.distanceMax),
    ...unlessDefault('sort', criteria.sort, DEFAULT_SORT),
    ...list('hotelTypes', criteria.hotelTypes),
    ...list('hotelEnvironments', criteria.hotelEnvironments),
    ...list('hotelStyles', criteria.hotelStyles),
    ...list('stars', criteria.stars),
    ...scalar('hotelScore', criteria.hotelScore),
    ...scalar('priceMin', criteria.priceMin),
    ...scalar('priceMax', criteria.priceMax),
    ...list('facilities', criteria.facilities),
    ...list('tags', criteria.tags),
    ...scalar('giftNights', criteria.giftNights),
    ...unlessDefault('giftFormat', criteria.giftFormat, DEFAULT_GIFT_FORMAT),
    ...scalar('bucket', criteria.bucket),
    ...unlessDefault('upsell', criteria.upsell, DEFAULT_UPSELL),
    ...unlessDefault('page', criteria.page, 1),
    ...scalar('origin', criteria.origin),
    ...scalar('anchor', criteria.anchor),
  ];
  return formatHashParams(entries);
}

const SEARCH_HASH_KEYS: ReadonlySet<string> = new Set(SEARCH_HASH_KEY_ORDER.map((key) => key.replace(/\[\]$/, '')));

/**
 * The search hash codec. Dates before today (in Paris) or past the calendar's last month are
 * dropped, so the clock is an argument; the default is the system clock.
 */
export function createSearchCriteriaCodec(clock: Clock = systemClock): HashCodec<SearchHashCriteria> {
  return {
    keys: SEARCH_HASH_KEYS,
    defaults: defaultSearchCriteria,
    parse: (hash) => parseSearchCriteria(hash, todayOf(clock)),
    print: printSearchCriteria,
  };
}

export const searchCriteriaCodec = createSearchCriteriaCodec();
