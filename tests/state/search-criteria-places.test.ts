import fc from 'fast-check';
import { applyDestination } from '@/components/search-box/destination';
import { searchUrl } from '@/components/search-box/search-url';
import { AREA_KEYS, defaultSearchCriteria, type SearchHashCriteria } from '@/state/hash/search-criteria';
import { createSearchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { decodeCode, MAX_CODE_LENGTH } from '@/state/hash/value-decoders';
import { withPathCriteria } from '@/screens/search/page-criteria';
import { code, fixedClock } from './arbitraries';

/**
 * Issue 9 §2: every destination category is a criterion of its own (region, department, country,
 * poi), one at a time; list entries are catalogue codes, anything else is dropped (§2b).
 */
const codec = createSearchCriteriaCodec(fixedClock);
const parse = (hash: string) => codec.parse(hash);
const withDefaults = (values: Partial<SearchHashCriteria>): SearchHashCriteria => ({ ...defaultSearchCriteria(), ...values });
const LIST_KEYS = ['hotelTypes', 'hotelEnvironments', 'hotelStyles', 'facilities', 'tags'] as const;

describe('search hash: areas and points of interest', () => {
  it('reads and prints each area key', () => {
    expect(parse('#region=ile-de-france')).toStrictEqual(withDefaults({ region: 'ile-de-france' }));
    expect(parse('#department=06')).toStrictEqual(withDefaults({ department: '06' }));
    expect(parse('#country=IT')).toStrictEqual(withDefaults({ country: 'IT' }));
    expect(parse('#poi=tour-eiffel')).toStrictEqual(withDefaults({ poi: 'tour-eiffel' }));
    expect(codec.print(withDefaults({ region: 'ile-de-france' }))).toBe('region=ile-de-france');
    expect(codec.print(withDefaults({ poi: 'tour-eiffel', sort: 'promo' }))).toBe('poi=tour-eiffel&sort=promo');
  });

  it('keeps one area, the most specific: poi, department, region, country', () => {
    expect(parse('#country=FR&region=bretagne&department=35')).toStrictEqual(withDefaults({ department: '35' }));
    expect(parse('#region=bretagne&poi=mont-saint-michel&country=FR')).toStrictEqual(withDefaults({ poi: 'mont-saint-michel' }));
    expect(parse('#country=FR&region=bretagne')).toStrictEqual(withDefaults({ region: 'bretagne' }));
  });

  it('a city or a picked hotel names the place: areas beside them are dropped', () => {
    expect(parse('#city=lyon&region=bretagne')).toStrictEqual(withDefaults({ city: 'lyon' }));
    expect(parse('#cityId=lyon&poi=tour-eiffel')).toStrictEqual(withDefaults({ cityId: 'lyon' }));
    expect(parse('#hotel=12&country=FR')).toStrictEqual(withDefaults({ hotel: 12 }));
    // hotelId is the hotel flow's (or not-found page's) hotel, not a picked destination.
    expect(parse('#hotelId=12&country=FR')).toStrictEqual(withDefaults({ hotelId: 12, country: 'FR' }));
  });

  it('drops an area value that is not a code', () => {
    for (const hash of ['#region=%3Cscript%3E', '#department=a%20b', '#country=', '#poi=%FF', `#region=${'x'.repeat(MAX_CODE_LENGTH + 1)}`]) {
      expect(parse(hash)).toStrictEqual(defaultSearchCriteria());
    }
  });

  it("an area in the hash replaces the path's city, the path's theme stays", () => {
    const merged = withPathCriteria(parse('#region=bretagne'), { flow: 'booking', city: 'lyon', theme: 'romantic' });
    expect(merged.city).toBeUndefined();
    expect(merged).toMatchObject({ region: 'bretagne', theme: 'romantic' });
  });

  it('the search box writes the picked area through the codec, resetting the other categories (part 1 §4)', () => {
    const url = searchUrl({
      locale: 'fr_FR',
      flow: 'booking',
      destination: { id: 'region-bretagne', label: 'Bretagne, France', category: 'region', value: 'bretagne' },
      guests: { adults: 2, children: 0, babies: 0 },
    });
    expect(url).toBe('/fr-fr/recherche#region=bretagne');
    expect(parse(url.split('#')[1] ?? '')).toStrictEqual(withDefaults({ region: 'bretagne' }));
    const poi = searchUrl({
      locale: 'fr_FR',
      flow: 'gifting',
      destination: { id: 'poi-tour-eiffel', label: 'Tour Eiffel', category: 'poi', value: 'tour-eiffel' },
      guests: { adults: 2, children: 0, babies: 0 },
    });
    expect(poi).toBe('/fr-fr/recherche-cadeau#poi=tour-eiffel');
    const picked = applyDestination({ region: 'bretagne', lat: 1, lng: 2, distanceMax: 30 }, { id: 'poi-x', label: 'X', category: 'poi', value: 'x' });
    expect(picked).toStrictEqual({ poi: 'x' });
  });

  it('property: print then parse keeps every area code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AREA_KEYS), code, (key, value) => {
        const criteria = withDefaults({ [key]: value });
        expect(parse(codec.print(criteria))).toStrictEqual(criteria);
      }),
      { numRuns: 300 },
    );
  });
});

describe('search hash: list entries are catalogue codes (issue 9 §2b)', () => {
  it('drops markup, bad escapes and spaces, keeps the good entries beside them', () => {
    expect(parse('#facilities[]=%3Cscript%3Ealert(1)%3C%2Fscript%3E&hotelTypes[]=%FF')).toStrictEqual(defaultSearchCriteria());
    expect(parse('#facilities[]=<script>x</script>&facilities[]=pool&tags[]=a b&tags[]=spa-access&hotelStyles[]=%E2%80%8B')).toStrictEqual(
      withDefaults({ facilities: ['pool'], tags: ['spa-access'] }),
    );
    expect(parse(`#hotelTypes[]=${'a'.repeat(MAX_CODE_LENGTH)}&hotelTypes[]=${'b'.repeat(MAX_CODE_LENGTH + 1)}`).hotelTypes).toStrictEqual(['a'.repeat(MAX_CODE_LENGTH)]);
  });

  it('accepts letters, digits and _ - . : only', () => {
    for (const good of ['pool', 'b-and-b', 'spa_access', 'v1.2', 'ns:code', 'X9']) expect(decodeCode(good)).toBe(good);
    for (const bad of ['', ' ', 'a b', '<b>', 'é', '%FF', 'a/b', 'a&b', 'a=b', '😀']) expect(decodeCode(bad)).toBeUndefined();
  });

  it('property: every list entry read is a code, and every code written is read back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIST_KEYS), fc.array(fc.string({ maxLength: 80 }), { maxLength: 6 }), (key, raws) => {
        const hash = raws.map((raw) => `${key}[]=${encodeURIComponent(raw.toWellFormed())}`).join('&');
        const read = parse(hash)[key];
        for (const value of read) expect(value).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
        const expected = [...new Set(raws.map((raw) => raw.toWellFormed().trim()).filter((raw) => /^[A-Za-z0-9_.:-]{1,64}$/.test(raw)))].sort();
        expect(read).toStrictEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
