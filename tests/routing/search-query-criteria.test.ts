import fc from 'fast-check';
import { isSearchPath, MOVED_SEARCH_PAGE_LISTS, MOVED_SEARCH_PAGE_PARAMS, searchQueryToHash } from '@/routing/search-query';
import { createSearchCriteriaCodec } from '@/state/hash/search-criteria-codec';

/**
 * Issue 9 §2: query links keep their criteria. On a search page every criterion of part 1 §3 moves
 * to the hash (the results island reads only the hash); elsewhere only the stay parameters move and
 * the page's own query parameters stay.
 */
const move = (url: string) => searchQueryToHash(new URL(url, 'https://www.escapade.test'))?.location ?? null;
const codec = createSearchCriteriaCodec(() => new Date('2026-03-02T10:00:00Z'));

describe('searchQueryToHash on search pages', () => {
  it('moves the CMS links criteria (promo bar, banners) into the hash', () => {
    expect(move('/fr-fr/recherche?priceMax=15000')).toBe('/fr-fr/recherche#priceMax=15000');
    expect(move('/fr-fr/recherche?sort=promo')).toBe('/fr-fr/recherche#sort=promo');
    expect(move('/fr-fr/ville/lyon?priceMax=15000&sort=priceAsc')).toBe('/fr-fr/ville/lyon#sort=priceAsc&priceMax=15000');
    expect(move('/fr-fr/recherche-cadeau?theme=romantic&giftFormat=physical')).toBe('/fr-fr/recherche-cadeau#theme=romantic&giftFormat=physical');
  });

  it('moves lists with or without brackets, every value, and the area keys', () => {
    expect(move('/fr-fr/recherche?facilities[]=pool&facilities=spa&stars[]=4&region=bretagne')).toBe(
      '/fr-fr/recherche#region=bretagne&stars[]=4&facilities[]=pool&facilities[]=spa',
    );
    const read = codec.parse(move('/fr-fr/recherche?stars=4&stars=5&hotelTypes[]=chateau&poi=tour-eiffel&a=3')?.split('#')[1] ?? '');
    expect(read).toMatchObject({ stars: [4, 5], hotelTypes: ['chateau'], poi: 'tour-eiffel', adults: 3 });
  });

  it('keeps tracking values in the query and the guard against another host', () => {
    expect(move('/fr-fr/recherche?refid=TA1&sort=promo&fclid=SKY&affiliateId=42&subscription=sf9')).toBe(
      '/fr-fr/recherche?refid=TA1&fclid=SKY&affiliateId=42&subscription=sf9#sort=promo',
    );
    expect(move('https://www.escapade.test//fr-fr/recherche?sort=promo')?.startsWith('//')).toBe(false);
  });

  it('the query wins over the same key in the hash, other hash parts stay', () => {
    expect(move('/fr-fr/recherche?sort=promo&facilities=spa#sort=priceAsc&facilities[]=pool&page=2')).toBe('/fr-fr/recherche#page=2&sort=promo&facilities[]=spa');
  });

  it("other pages keep their own query parameters", () => {
    expect(move('/fr-fr?flow=gifting')).toBeNull();
    expect(move('/fr-fr?sort=promo&theme=romantic')).toBeNull();
    expect(move('/fr-fr/contact?ref=contact_thank_you')).toBeNull();
    expect(move('/fr-fr/service-client?careSignIn=failed')).toBeNull();
    expect(move('/fr-fr/hotel/12?id=5&a=2')).toBeNull();
    // The stay parameters still move everywhere.
    expect(move('/fr-fr/hotel/12?checkin=2026-04-01&priceMax=1')).toBe('/fr-fr/hotel/12?priceMax=1#checkin=2026-04-01');
  });

  it('decides by the route resolver', () => {
    for (const path of ['/fr-fr/recherche', '/fr-fr/ville/lyon', '/fr-fr/recherche-cadeau', '/fr-fr/activites', '/fr-fr/recherche-hotels']) expect(isSearchPath(path)).toBe(true);
    for (const path of ['/fr-fr', '/fr-fr/contact', '/fr-fr/hotel/12', '/', '/nope/x']) expect(isSearchPath(path)).toBe(false);
  });

  it('property: on a search page nothing searchable stays in the query, and the codec reads what moved', () => {
    const scalars = Object.keys(MOVED_SEARCH_PAGE_PARAMS);
    const names = [...scalars, ...MOVED_SEARCH_PAGE_LISTS, ...MOVED_SEARCH_PAGE_LISTS.map((name) => `${name}[]`), 'refid', 'fclid', 'x'];
    const pair = fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 10 }));
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), (pairs) => {
        const url = new URL('https://www.escapade.test/fr-fr/recherche');
        url.search = new URLSearchParams(pairs).toString();
        const result = searchQueryToHash(url);
        const kept = pairs.filter(([key]) => ['refid', 'fclid', 'x'].includes(key));
        if (kept.length === pairs.length) {
          expect(result).toBeNull();
          return;
        }
        const target = new URL(result?.location ?? '', url);
        expect(target.origin).toBe(url.origin);
        expect([...target.searchParams]).toStrictEqual(kept);
        const hash = new URLSearchParams(target.hash.slice(1));
        for (const name of scalars) {
          const first = pairs.find(([key]) => key === name)?.[1];
          if (first !== undefined && first !== '') expect(hash.getAll(MOVED_SEARCH_PAGE_PARAMS[name] ?? '')).toStrictEqual([first]);
        }
        for (const name of MOVED_SEARCH_PAGE_LISTS) {
          const values = pairs.filter(([key]) => key === `${name}[]`).concat(pairs.filter(([key]) => key === name));
          expect(hash.getAll(`${name}[]`)).toStrictEqual(values.map(([, value]) => value).filter((value) => value !== ''));
        }
      }),
      { numRuns: 500 },
    );
  });
});
