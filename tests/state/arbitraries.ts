import fc from 'fast-check';
import { SEARCH_ORDERS, type SearchOrder } from '@/domain/model/search';
import { GIFT_BUCKETS, GIFT_FORMATS, UPSELL_CHOICES } from '@/state/hash/gift-values';
import type { GiftSetupHash } from '@/state/hash/gift-setup-codec';
import type { HotelHash } from '@/state/hash/hotel-hash-codec';
import { isSingleRoom } from '@/domain/guests/pax';
import { AREA_KEYS, SEARCH_HASH_KEY_ORDER, type SearchHashCriteria } from '@/state/hash/search-criteria';
import { addDays, daysBetween as nightsBetween } from '@/domain/calendar/iso-day';
import { latestCheckin } from '@/domain/calendar/month-navigation';
import type { StayDates } from '@/state/hash/stay-dates';
import { withoutUndefined } from '@/state/records';

/** Generators shared by the state tests: valid values of each codec, and hashes of every kind. */

/** 2026-03-02 in Paris (11:00 there), the unit tests' simulator day. */
export const TODAY = '2026-03-02';
export const fixedClock = (): Date => new Date('2026-03-02T10:00:00Z');

const firstDay = TODAY;
const windowDays = nightsBetween(TODAY, latestCheckin(TODAY));
export const day = fc.integer({ min: 0, max: windowDays }).map((offset) => addDays(firstDay, offset));

export const stayDates: fc.Arbitrary<StayDates> = fc.oneof(
  fc.constant({}),
  fc.integer({ min: 1, max: 14 }).map((night) => ({ night })),
  fc.tuple(day, fc.option(fc.integer({ min: 1, max: 14 }), { nil: undefined })).map(([checkin, night]) => withoutUndefined({ checkin, night })),
  fc.tuple(day, fc.integer({ min: 1, max: 14 })).map(([checkin, night]) => ({ checkin, checkout: addDays(checkin, night), night })),
);

/** Characters that need encoding, or that a decoder could mistake for structure. */
const trickyChar = fc.constantFrom('&', '=', '+', '%', '%2', '#', '[', ']', '[]', ' ', '?', '/', ';', ',', 'é', 'Ж', '😀', '\u00a0x', '%41');
const anyGrapheme = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 });

/** A text the codecs accept as it is: trimmed, not empty, at most 200 code units, no control characters. */
export const text = fc
  .string({ unit: fc.oneof(trickyChar, anyGrapheme, fc.constantFrom('a', 'b', 'lyon', '-')), minLength: 1, maxLength: 12 })
  .map((value) => value.trim())
  // Control characters are rejected by the codec, so a valid text has none.
  .filter((value) => value.length > 0 && value.length <= 200 && !/[\u0000-\u001f\u007f]/.test(value));

/** A catalogue code the codecs accept (a list entry, a place id): letters, digits, _ - . : and at most 64. */
export const code = fc.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/);

const codeSet = fc.uniqueArray(code, { maxLength: 4 }).map((values) => [...values].sort());
/** No area, or one of the four (the codec keeps one, and none beside a city or a picked hotel). */
const area = fc.oneof(
  fc.constant({}),
  fc.tuple(fc.constantFrom(...AREA_KEYS), code).map(([key, value]) => ({ [key]: value })),
);
const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
/** Doubles without -0, which any decoder reads as 0. */
const double = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((value) => (Object.is(value, -0) ? 0 : value));
const orderedPair = <T extends number>(value: fc.Arbitrary<T>) =>
  fc.oneof(
    fc.constant<[T | undefined, T | undefined]>([undefined, undefined]),
    value.map((v): [T | undefined, T | undefined] => [v, undefined]),
    value.map((v): [T | undefined, T | undefined] => [undefined, v]),
    fc.tuple(value, value).map(([a, b]): [T | undefined, T | undefined] => (a <= b ? [a, b] : [b, a])),
  );
const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });

export const validSearchCriteria: fc.Arbitrary<SearchHashCriteria> = fc
  .record({
    dates: stayDates,
    adults: fc.integer({ min: 1, max: 20 }),
    children: fc.integer({ min: 0, max: 10 }),
    babies: fc.integer({ min: 0, max: 10 }),
    city: optional(text),
    cityId: optional(text),
    hotel: optional(id),
    hotelId: optional(id),
    id: optional(text),
    theme: optional(text),
    position: optional(fc.tuple(double(-90, 90), double(-180, 180))),
    distance: orderedPair(double(0, 20_000)),
    sort: fc.constantFrom<SearchOrder>(...SEARCH_ORDERS),
    area,
    hotelTypes: codeSet,
    hotelEnvironments: codeSet,
    hotelStyles: codeSet,
    stars: fc.subarray([1, 2, 3, 4, 5]),
    hotelScore: optional(double(0, 10).filter((score) => score > 0)),
    price: orderedPair(fc.maxSafeNat()),
    facilities: codeSet,
    tags: codeSet,
    giftNights: optional(fc.integer({ min: 1, max: 14 })),
    giftFormat: fc.constantFrom(...GIFT_FORMATS),
    bucket: optional(fc.constantFrom(...GIFT_BUCKETS)),
    upsell: fc.constantFrom(...UPSELL_CHOICES),
    page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
    origin: optional(text),
    anchor: optional(text),
  })
  .map(({ dates, position, distance, price, sort, area, ...rest }) =>
    withoutUndefined<SearchHashCriteria>({
      ...rest,
      ...(rest.city === undefined && rest.cityId === undefined && rest.hotel === undefined ? area : {}),
      ...dates,
      singleRoom: isSingleRoom(rest),
      lat: position?.[0],
      lng: position?.[1],
      distanceMin: distance[0],
      distanceMax: distance[1],
      priceMin: price[0],
      priceMax: price[1],
      sort: sort === 'distance' && !position ? 'priceQuality' : sort,
    }),
  );

export const validHotelHash: fc.Arbitrary<HotelHash> = fc
  .record({
    dates: stayDates,
    adults: fc.integer({ min: 1, max: 20 }),
    children: fc.integer({ min: 0, max: 10 }),
    babies: fc.integer({ min: 0, max: 10 }),
    anchor: optional(text),
    theme: optional(text),
    hotelId: optional(id),
    id: optional(id),
    giftFormat: fc.constantFrom(...GIFT_FORMATS),
  }, { noNullPrototype: true })
  .map(({ dates, ...rest }) => withoutUndefined<HotelHash>({ ...rest, ...dates }));

export const validGiftSetup: fc.Arbitrary<GiftSetupHash> = fc.record({
  giftFormat: fc.constantFrom(...GIFT_FORMATS),
  giftNights: fc.integer({ min: 1, max: 14 }),
  bucket: fc.constantFrom(...GIFT_BUCKETS),
  upsell: fc.constantFrom(...UPSELL_CHOICES),
  subElements: fc.uniqueArray(fc.integer({ min: 1, max: 999_999_999 }), { maxLength: 20 }).map((ids) => ids.sort((a, b) => a - b)),
}, { noNullPrototype: true });

const knownKey = fc.constantFrom(
  ...SEARCH_HASH_KEY_ORDER,
  ...SEARCH_HASH_KEY_ORDER.map((key) => key.replace('[]', '')),
  'stars%5B%5D',
  'facilities%5b%5d',
  'hotelId',
  'id',
  'anchor',
  'giftNights',
  'bucket',
  'subElements[]',
  'adult',
);
/** Values near the edges of every decoder. */
const edgeValue = fc.constantFrom(
  '', ' ', '0', '-0', '1', '2', '3', '5', '6', '9', '10', '11', '14', '15', '20', '21', '-1', '007', '1.5', '1e3', '1e-7', '.5', '5.',
  '+3', 'NaN', 'Infinity', '-Infinity', '9007199254740991', '9007199254740993', '1234567890123456', '90', '90.0000001', '-180', '180.5',
  '20000', '20000.01', '2026-03-01', '2026-03-02', '2026-03-05', '2026-03-16', '2026-03-17', '2027-03-31', '2027-04-01', '2026-02-30',
  '2026-3-5', 'digital', 'physical', 'availability', 'none', 'priceQuality', 'distance', 'promo', 'svPriceAsc', 'true', '%', '%E0%A4%A',
  '%ZZ', '%F0%9F%98%80', '+', 'a+b', '\u0000', '\ud800',
);
const anyValue = fc.oneof(edgeValue, fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 6 }), day);
const pair = fc.tuple(fc.oneof(knownKey, fc.string({ maxLength: 6 })), anyValue, fc.boolean()).map(([key, value, encode]) => {
  const written = encode ? encodeURIComponent(value.toWellFormed()) : value;
  return `${key}=${written}`;
});

/** Hashes made of key=value pairs that reach every decoder, well-formed or not. */
export const hashLike = fc
  .tuple(fc.constantFrom('', '#', '##', '?'), fc.array(pair, { maxLength: 14 }), fc.constantFrom('&', '&&', ';'))
  .map(([prefix, pairs, separator]) => prefix + pairs.join(separator));

/** Anything at all, lone surrogates included. */
export const anyString = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ maxLength: 60 }), hashLike);

