import { pathCriteriaOf, serverCriteria, withPathCriteria } from '@/screens/search/page-criteria';
import { toOwnHash } from '@/screens/search/own-hash';
import { defaultSearchCriteria, searchCriteriaCodec } from '@/state';

describe('search path criteria', () => {
  it('reads the city, the theme and the box code of the route', () => {
    expect(pathCriteriaOf({ screen: 'search', locale: 'fr_FR', params: { flow: 'booking', city: 'paris', theme: 'romantique' } })).toEqual({
      flow: 'booking',
      city: 'paris',
      theme: 'romantique',
    });
    expect(pathCriteriaOf({ screen: 'search', locale: 'fr_FR', params: { flow: 'box', code: 'SPA-DUO-EBOX' } })).toEqual({ flow: 'box', boxCode: 'SPA-DUO-EBOX' });
  });

  it('puts the path city under the hash unless the hash names a place of its own', () => {
    const path = { flow: 'booking' as const, city: 'paris', theme: 'romantique' };
    expect(withPathCriteria(searchCriteriaCodec.parse('a=3'), path)).toMatchObject({ city: 'paris', theme: 'romantique', adults: 3 });
    expect(withPathCriteria(searchCriteriaCodec.parse('city=lyon'), path).city).toBe('lyon');
    // A point picked on the map replaces the city as the place searched.
    expect(withPathCriteria(searchCriteriaCodec.parse('lat=45.7&lng=4.8'), path).city).toBeUndefined();
    expect(withPathCriteria(searchCriteriaCodec.parse('theme=spa'), path).theme).toBe('spa');
  });

  it('renders the server page for the path on the defaults', () => {
    expect(serverCriteria({ flow: 'booking', city: 'paris' })).toEqual({ ...defaultSearchCriteria(), city: 'paris' });
  });

  it('keeps the path city and theme out of the hash it writes back', () => {
    const path = { flow: 'booking' as const, city: 'paris', theme: 'romantique' };
    const current = searchCriteriaCodec.parse('a=3');
    const merged = withPathCriteria(current, path);
    const written = toOwnHash({ ...merged, sort: 'priceAsc' }, current, path);
    expect(searchCriteriaCodec.print(written)).toBe('a=3&sort=priceAsc');
    // A hash that named its own city keeps it.
    const own = searchCriteriaCodec.parse('city=paris');
    expect(toOwnHash(withPathCriteria(own, path), own, path).city).toBe('paris');
  });
});
