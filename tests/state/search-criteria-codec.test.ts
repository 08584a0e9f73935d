import fc from 'fast-check';
import { searchQueryToHash } from '@/routing/search-query';
import { defaultSearchCriteria, SEARCH_HASH_KEY_ORDER, type SearchHashCriteria } from '@/state/hash/search-criteria';
import { createSearchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { anyString, fixedClock, hashLike, validSearchCriteria } from './arbitraries';

const codec = createSearchCriteriaCodec(fixedClock);
const parse = (hash: string) => codec.parse(hash);
const withDefaults = (values: Partial<SearchHashCriteria>): SearchHashCriteria => ({ ...defaultSearchCriteria(), ...values });

describe('search hash: reading', () => {
  it('reads an empty or missing hash as the defaults: 2 adults, 0 children, 0 babies, priceQuality, digital, page 1', () => {
    const defaults: SearchHashCriteria = {
      adults: 2,
      children: 0,
      babies: 0,
      singleRoom: false,
      sort: 'priceQuality',
      hotelTypes: [],
      hotelEnvironments: [],
      hotelStyles: [],
      stars: [],
      facilities: [],
      tags: [],
      giftFormat: 'digital',
      upsell: 'none',
      page: 1,
    };
    for (const hash of ['', '#', '#&&', '#=', '#reviews']) expect(parse(hash)).toStrictEqual(defaults);
  });

  it('reads every criterion of part 1 §3', () => {
    const hash =
      '#checkin=2026-04-10&checkout=2026-04-12&a=3&c=1&b=1&city=Lyon&cityId=lyon&hotel=12&hotelId=34&id=city-9&theme=romantic' +
      '&lat=45.75&lng=4.85&distanceMin=0&distanceMax=50&sort=distance&hotelTypes[]=castle&hotelTypes[]=b-and-b' +
      '&hotelEnvironments[]=sea&hotelStyles[]=design&stars[]=4&stars[]=3&hotelScore=8.5&priceMin=5000&priceMax=25000' +
      '&facilities[]=pool&facilities[]=pets&tags[]=spa&giftNights=2&giftFormat=physical&bucket=2&upsell=availability' +
      '&page=3&origin=home&anchor=products';
    expect(parse(hash)).toStrictEqual<SearchHashCriteria>({
      checkin: '2026-04-10',
      checkout: '2026-04-12',
      night: 2,
      adults: 3,
      children: 1,
      babies: 1,
      singleRoom: true,
      city: 'Lyon',
      cityId: 'lyon',
      hotel: 12,
      hotelId: 34,
      id: 'city-9',
      theme: 'romantic',
      lat: 45.75,
      lng: 4.85,
      distanceMin: 0,
      distanceMax: 50,
      sort: 'distance',
      hotelTypes: ['b-and-b', 'castle'],
      hotelEnvironments: ['sea'],
      hotelStyles: ['design'],
      stars: [3, 4],
      hotelScore: 8.5,
      priceMin: 5000,
      priceMax: 25000,
      facilities: ['pets', 'pool'],
      tags: ['spa'],
      giftNights: 2,
      giftFormat: 'physical',
      bucket: 2,
      upsell: 'availability',
      page: 3,
      origin: 'home',
      anchor: 'products',
    });
  });

  it('ignores unknown keys', () => {
    expect(parse('#utm_source=x&foo=bar&A=3&Checkin=2026-04-10&a=4')).toStrictEqual(withDefaults({ adults: 4 }));
  });

  it('falls back to the default for each bad value, keeping the good ones', () => {
    expect(parse('#a=0&c=1')).toStrictEqual(withDefaults({ children: 1, singleRoom: true }));
    for (const bad of ['0', '21', '-1', '2.5', 'abc', '', ' 3', '+3', '1e1', '０']) expect(parse(`#a=${bad}`).adults).toBe(2);
    expect(parse('#c=11&b=11').children).toBe(0);
    expect(parse('#c=10&b=10')).toMatchObject({ children: 10, babies: 10 });
    expect(parse('#a=20').adults).toBe(20);
    expect(parse('#a=1').adults).toBe(1);
    expect(parse('#a=007').adults).toBe(7);
    expect(parse('#sort=cheapest').sort).toBe('priceQuality');
    expect(parse('#giftFormat=paper').giftFormat).toBe('digital');
    expect(parse('#upsell=yes').upsell).toBe('none');
    expect(parse('#page=0').page).toBe(1);
    expect(parse('#page=-2').page).toBe(1);
    expect(parse('#bucket=4').bucket).toBeUndefined();
    expect(parse('#bucket=3').bucket).toBe(3);
    expect(parse('#giftNights=0').giftNights).toBeUndefined();
    expect(parse('#giftNights=15').giftNights).toBeUndefined();
    expect(parse('#hotelId=0&hotel=12a').hotelId).toBeUndefined();
    expect(parse('#city=%20%20&theme=%00x').city).toBeUndefined();
    expect(parse(`#city=${'x'.repeat(201)}`).city).toBeUndefined();
    expect(parse(`#city=${'x'.repeat(200)}`).city).toHaveLength(200);
    expect(parse('#priceMin=-100&priceMax=12.5')).toStrictEqual(withDefaults({}));
    expect(parse('#hotelScore=11').hotelScore).toBeUndefined();
    expect(parse('#hotelScore=0').hotelScore).toBeUndefined(); // 0 is the filter's "none"
    expect(parse('#hotelScore=10').hotelScore).toBe(10);
  });

  it('keeps the first value of a repeated key, like the query redirect', () => {
    expect(parse('#a=3&a=4').adults).toBe(3);
    expect(parse('#a=x&a=4').adults).toBe(2);
  });

  it('reads lists as sets: key[] repeated, bare or percent-encoded brackets, sorted, each bad entry dropped', () => {
    expect(parse('#stars[]=4&stars[]=2&stars=5&stars%5B%5D=4&stars[]=6&stars[]=0&stars[]=x').stars).toStrictEqual([2, 4, 5]);
    expect(parse('#tags[]=yoga&tags[]=spa&tags[]=yoga&tags[]=%20').tags).toStrictEqual(['spa', 'yoga']);
  });

  it('decodes once: + is a space, %2B a plus, & and = inside values survive', () => {
    expect(parse('#city=Saint+Malo').city).toBe('Saint Malo');
    expect(parse('#city=a%2Bb%26c%3Dd').city).toBe('a+b&c=d');
    expect(parse('#city=%E0%A4%A').city).toBe('\ufffd%A'); // a broken escape does not throw
  });

  it('needs both coordinates, and sorting by distance needs them too', () => {
    expect(parse('#lat=45&sort=distance')).toStrictEqual(withDefaults({}));
    expect(parse('#lat=45&lng=4&sort=distance')).toMatchObject({ lat: 45, lng: 4, sort: 'distance' });
    expect(parse('#lat=91&lng=4')).toStrictEqual(withDefaults({}));
    expect(parse('#lat=-90&lng=180')).toMatchObject({ lat: -90, lng: 180 });
    expect(parse('#lat=1e-7&lng=-0')).toMatchObject({ lat: 1e-7, lng: 0 });
    expect(Object.is(parse('#lat=1&lng=-0').lng, 0)).toBe(true);
  });

  it('drops a range whose ends are in the wrong order, keeps a one-sided range', () => {
    expect(parse('#priceMin=20000&priceMax=10000')).toStrictEqual(withDefaults({}));
    expect(parse('#distanceMin=80&distanceMax=20')).toStrictEqual(withDefaults({}));
    expect(parse('#priceMin=1000')).toStrictEqual(withDefaults({ priceMin: 1000 }));
    expect(parse('#distanceMax=200')).toStrictEqual(withDefaults({ distanceMax: 200 }));
    expect(parse('#priceMin=0&priceMax=0')).toMatchObject({ priceMin: 0, priceMax: 0 });
  });

  it('derives the single room from children and babies, whatever s says', () => {
    expect(parse('#s=1').singleRoom).toBe(false);
    expect(parse('#b=1&s=0').singleRoom).toBe(true);
  });

  it('reads the hash the query redirect writes (adult, child, baby renamed a, c, b)', () => {
    const moved = searchQueryToHash(new URL('https://x.test/fr-fr/ville/lyon?checkin=2026-04-10&night=2&adult=1&child=2&baby=1'));
    const hash = new URL(moved?.location ?? '', 'https://x.test').hash;
    expect(parse(hash)).toStrictEqual(
      withDefaults({ checkin: '2026-04-10', night: 2, adults: 1, children: 2, babies: 1, singleRoom: true }),
    );
  });
});

describe('search hash: dates', () => {
  it('keeps real days from today (in Paris) to the end of the month one year ahead', () => {
    expect(parse('#checkin=2026-03-02&checkout=2026-03-03')).toMatchObject({ checkin: '2026-03-02', checkout: '2026-03-03', night: 1 });
    expect(parse('#checkin=2027-03-31').checkin).toBe('2027-03-31');
    expect(parse('#checkin=2027-04-01&checkout=2027-04-03')).toStrictEqual(withDefaults({}));
    expect(parse('#checkin=2026-03-01&checkout=2026-03-03')).toStrictEqual(withDefaults({}));
  });

  it('uses the Paris day: 23:30 UTC on 1 March is already 2 March there', () => {
    const lateEvening = createSearchCriteriaCodec(() => new Date('2026-03-01T23:30:00Z'));
    expect(lateEvening.parse('#checkin=2026-03-01').checkin).toBeUndefined();
    expect(lateEvening.parse('#checkin=2026-03-02').checkin).toBe('2026-03-02');
  });

  it('drops invalid days, and a checkout alone', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-3-10', '10/03/2026', '2026-03-10T00:00', ' 2026-03-10'])
      expect(parse(`#checkin=${day}`).checkin).toBeUndefined();
    expect(parse('#checkout=2026-03-10')).toStrictEqual(withDefaults({}));
  });

  it('drops a checkout that is not 1 to 14 nights after check-in, keeping the check-in', () => {
    expect(parse('#checkin=2026-04-10&checkout=2026-04-10')).toStrictEqual(withDefaults({ checkin: '2026-04-10' }));
    expect(parse('#checkin=2026-04-10&checkout=2026-04-09&night=2')).toStrictEqual(withDefaults({ checkin: '2026-04-10', night: 2 }));
    expect(parse('#checkin=2026-04-10&checkout=2026-04-24').night).toBe(14);
    expect(parse('#checkin=2026-04-10&checkout=2026-04-25').checkout).toBeUndefined();
    expect(parse('#checkin=2026-04-10&checkout=2026-02-30').checkout).toBeUndefined();
  });

  it('takes the night count from the dates when both are there', () => {
    expect(parse('#checkin=2026-04-10&checkout=2026-04-13&night=1').night).toBe(3);
    expect(parse('#night=3')).toStrictEqual(withDefaults({ night: 3 }));
    expect(parse('#night=15&checkin=2026-04-10')).toStrictEqual(withDefaults({ checkin: '2026-04-10' }));
  });

  it('without a usable clock keeps any real day (no window)', () => {
    const noClock = createSearchCriteriaCodec(() => new Date(Number.NaN));
    expect(noClock.parse('#checkin=1999-01-01').checkin).toBe('1999-01-01');
    const throwing = createSearchCriteriaCodec(() => {
      throw new Error('no clock');
    });
    expect(throwing.parse('#checkin=1999-01-01&checkout=1999-01-02').night).toBe(1);
  });
});

describe('search hash: printing', () => {
  it('prints nothing for the defaults', () => {
    expect(codec.print(defaultSearchCriteria())).toBe('');
  });

  it('prints in a fixed key order, lists as key[], values encoded, defaults left out', () => {
    const criteria = parse(
      '#page=2&tags[]=spa&stars[]=5&stars[]=3&sort=priceAsc&c=1&city=Saint-%C3%89tienne%20%26%20co&checkin=2026-04-10&checkout=2026-04-12&a=2&giftFormat=digital',
    );
    expect(codec.print(criteria)).toBe(
      'checkin=2026-04-10&checkout=2026-04-12&night=2&c=1&s=1&city=Saint-%C3%89tienne%20%26%20co&sort=priceAsc&stars[]=3&stars[]=5&tags[]=spa&page=2',
    );
  });

  it('lists keys in SEARCH_HASH_KEY_ORDER', () => {
    fc.assert(
      fc.property(validSearchCriteria, (criteria) => {
        const keys = [...new URLSearchParams(codec.print(criteria)).keys()];
        const positions = keys.map((key) => SEARCH_HASH_KEY_ORDER.indexOf(key as (typeof SEARCH_HASH_KEY_ORDER)[number]));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect(positions).toStrictEqual([...positions].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on values the parser would reject, which read back as defaults', () => {
    const odd = { ...defaultSearchCriteria(), adults: Number.NaN, city: '\ud800', lat: Number.POSITIVE_INFINITY, stars: [9] };
    const printed = codec.print(odd);
    expect(codec.parse(printed)).toStrictEqual(withDefaults({ city: '\ufffd' }));
  });
});

describe('search hash: properties', () => {
  it('parse never throws, on any string, and always gives complete criteria within bounds', () => {
    fc.assert(
      fc.property(anyString, (hash) => {
        const criteria = parse(hash);
        expect(criteria.adults).toBeGreaterThanOrEqual(1);
        expect(criteria.adults).toBeLessThanOrEqual(20);
        expect(criteria.children + criteria.babies > 0).toBe(criteria.singleRoom);
        if (criteria.checkout !== undefined) expect(criteria.checkin! < criteria.checkout).toBe(true);
        if (criteria.sort === 'distance') expect(criteria.lat !== undefined && criteria.lng !== undefined).toBe(true);
        expect(Array.isArray(criteria.stars) && Array.isArray(criteria.tags)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('print(parse(x)) is a fixed point: parsing it again gives the same criteria and the same text', () => {
    fc.assert(
      fc.property(anyString, (hash) => {
        const once = parse(hash);
        const printed = codec.print(once);
        expect(parse(printed)).toStrictEqual(once);
        expect(codec.print(parse(printed))).toBe(printed);
      }),
      { numRuns: 1000 },
    );
  });

  it('parse(print(c)) equals c for valid criteria', () => {
    fc.assert(
      fc.property(validSearchCriteria, (criteria) => {
        expect(parse(codec.print(criteria))).toStrictEqual(criteria);
      }),
      { numRuns: 500 },
    );
  });

  it('printing is deterministic: equal criteria print equal text, whatever the key order of the hash read', () => {
    fc.assert(
      fc.property(validSearchCriteria, fc.infiniteStream(fc.nat()), (criteria, randoms) => {
        const printed = codec.print(criteria);
        expect(codec.print(structuredClone(criteria))).toBe(printed);
        const parts = printed.split('&');
        const shuffled = parts.map((part) => [randoms.next().value, part] as const).sort(([a], [b]) => a - b).map(([, part]) => part);
        expect(codec.print(parse(shuffled.join('&')))).toBe(printed);
      }),
      { numRuns: 300 },
    );
  });

  it('hash-like input with garbage mixed in still round-trips through the canonical form', () => {
    fc.assert(
      fc.property(hashLike, hashLike, (good, garbage) => {
        const criteria = parse(good);
        const canonical = codec.print(criteria);
        // Unknown keys added after the known ones change nothing known keys already said.
        const noisy = `${canonical}&zz=${encodeURIComponent(garbage.toWellFormed())}`;
        expect(parse(noisy)).toStrictEqual(criteria);
      }),
      { numRuns: 300 },
    );
  });
});
