import fc from 'fast-check';
import { MOVED_SEARCH_PARAMS, searchQueryToHash } from '@/routing/search-query';

const move = (url: string) => searchQueryToHash(new URL(url, 'https://www.escapade.test'))?.location ?? null;

describe('searchQueryToHash', () => {
  it('is null when the query holds no search parameter', () => {
    expect(move('/fr-fr/hotel/12')).toBeNull();
    expect(move('/fr-fr/hotel/12?refid=abc&affiliateId=7#checkin=2026-03-10')).toBeNull();
    expect(move('/fr-fr?flow=gifting')).toBeNull();
    expect(move('/fr-fr?a=2&c=1')).toBeNull(); // the hash's own names are not query search parameters
  });

  it('moves the six parameters into the hash under the hash keys', () => {
    expect(move('/fr-fr/hotel/12?checkin=2026-03-10&checkout=2026-03-12&night=2&adult=2&child=1&baby=1')).toBe(
      '/fr-fr/hotel/12#checkin=2026-03-10&checkout=2026-03-12&night=2&a=2&c=1&b=1',
    );
  });

  it('keeps the tracking values and any other query parameter, in their order', () => {
    expect(
      move('/es-es/ciudad/madrid?refid=TA1&checkin=2026-04-01&fclid=SKY&affiliateId=42&subscription=sf9&flow=gifting'),
    ).toBe('/es-es/ciudad/madrid?refid=TA1&fclid=SKY&affiliateId=42&subscription=sf9&flow=gifting#checkin=2026-04-01');
  });

  it('keeps the hash values the query does not set; the query wins over the ones it does', () => {
    expect(move('/fr-fr/hotel/12?adult=3&checkin=2026-05-01#a=2&anchor=products&checkin=2026-04-01')).toBe(
      '/fr-fr/hotel/12#anchor=products&checkin=2026-05-01&a=3',
    );
    // A hash that is not key=value pairs is kept verbatim.
    expect(move('/fr-fr/contact?night=1#reviews')).toBe('/fr-fr/contact#reviews&night=1');
  });

  it('drops empty values and keeps the first of repeated ones', () => {
    expect(move('/fr-fr?checkin=&adult=2&adult=4')).toBe('/fr-fr#a=2');
    expect(move('/fr-fr/recherche?checkin=')).toBe('/fr-fr/recherche');
    expect(move('/fr-fr/recherche?checkin=&x=1#a=1')).toBe('/fr-fr/recherche?x=1#a=1');
  });

  it('encodes values for the hash', () => {
    expect(move('/fr-fr?checkin=2026%2F03%2F10%20x&adult=%232')).toBe('/fr-fr#checkin=2026%2F03%2F10+x&a=%232');
  });

  it('never redirects to another host', () => {
    expect(move('https://www.escapade.test//evil.example/x?adult=2')).toBe('/evil.example/x#a=2');
    expect(move('https://www.escapade.test/\\evil.example?adult=2')?.startsWith('//')).toBe(false);
  });

  it('property: nothing moved stays in the query, everything else does, and the hash carries the moved values', () => {
    const names = [...Object.keys(MOVED_SEARCH_PARAMS), 'refid', 'fclid', 'affiliateId', 'flow', 'x'];
    const pair = fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), fc.array(pair, { maxLength: 4 }), (queryPairs, hashPairs) => {
        const url = new URL('https://www.escapade.test/fr-fr/hotel/1');
        url.search = new URLSearchParams(queryPairs).toString();
        url.hash = new URLSearchParams(hashPairs).toString();
        const result = searchQueryToHash(url);
        const hasMoved = queryPairs.some(([key]) => key in MOVED_SEARCH_PARAMS);
        expect(result === null).toBe(!hasMoved);
        if (result === null) return;
        const target = new URL(result.location, url);
        expect(target.origin).toBe(url.origin);
        expect(target.pathname).toBe(url.pathname);
        expect([...target.searchParams]).toStrictEqual(queryPairs.filter(([key]) => !(key in MOVED_SEARCH_PARAMS)));
        const hash = new URLSearchParams(target.hash.slice(1));
        for (const [queryName, hashKey] of Object.entries(MOVED_SEARCH_PARAMS)) {
          const first = queryPairs.find(([key]) => key === queryName)?.[1];
          if (first !== undefined && first !== '') expect(hash.getAll(hashKey)).toStrictEqual([first]);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
