import fc from 'fast-check';
import { destinationFromText } from '@/components/search-box/destination';
import { searchUrl, type SearchRequest } from '@/components/search-box/search-url';
import { resolve } from '@/routing/resolve';
import { createSearchCriteriaCodec } from '@/state/hash/search-criteria-codec';

const guests = { adults: 2, children: 0, babies: 0 };
const segments = (url: string) => url.split('#')[0]!.split('/').filter(Boolean);
const hashOf = (url: string) => url.split('#')[1] ?? '';
// The results page's reader; the clock is before every date used here, so none is dropped.
const codec = createSearchCriteriaCodec(() => new Date('2026-01-15T10:00:00Z'));

describe('where the search box leads', () => {
  it('puts a city in the path; the default party leaves the hash empty', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: { id: 'city-lyon', label: 'Lyon', category: 'city', value: 'lyon' }, guests });
    expect(url).toBe('/fr-fr/ville/lyon');
    expect(resolve(segments(url))).toEqual({ screen: 'search', locale: 'fr_FR', params: { flow: 'booking', city: 'lyon' } });
  });

  it('uses the localised route words of the site', () => {
    const destination = { id: 'city-seville', label: 'Sevilla', category: 'city' as const, value: 'seville' };
    expect(searchUrl({ locale: 'es_ES', flow: 'booking', destination, guests })).toBe('/es-es/ciudad/seville');
    expect(searchUrl({ locale: 'nl_BE', flow: 'booking', destination, guests: { ...guests, adults: 3 } })).toBe('/nl-be/stad/seville#a=3');
  });

  it('writes the guests with the codec and marks a single room when children or babies travel', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: null, guests: { adults: 1, children: 2, babies: 1 } });
    expect(url).toBe('/fr-fr/recherche#a=1&c=2&b=1&s=1');
    expect(codec.parse(hashOf(url))).toMatchObject({ adults: 1, children: 2, babies: 1, singleRoom: true });
  });

  it('keeps a picked hotel in the hash under the hotel key', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: { id: 'hotel-1042', label: 'Hôtel du Louvre', category: 'hotel', value: '1042' }, guests });
    expect(url).toBe('/fr-fr/recherche#hotel=1042');
    expect(codec.parse(hashOf(url)).hotel).toBe(1042);
  });

  it('sends gift searches to the gift search, without guests (fixed at 2 adults)', () => {
    const url = searchUrl({ locale: 'it_IT', flow: 'gifting', destination: destinationFromText('Roma'), guests: { adults: 5, children: 1, babies: 0 } });
    expect(url).toBe('/it-it/ricerca-regalo/citta/roma');
    expect(resolve(segments(url))).toEqual({ screen: 'search', locale: 'it_IT', params: { flow: 'gifting', city: 'roma' } });
  });

  it('keeps a city that cannot be a path segment in the hash', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: { id: 'city-x', label: 'X', category: 'city', value: 'Not A Slug' }, guests });
    expect(url.startsWith('/fr-fr/recherche#city=')).toBe(true);
    expect(codec.parse(hashOf(url)).city).toBe('Not A Slug');
  });

  it('writes the dates and their nights into the hash, in the hash key order (dates before guests)', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: null, guests: { ...guests, children: 1 }, dates: { checkin: '2026-03-27', checkout: '2026-03-30' } });
    expect(url).toBe('/fr-fr/recherche#checkin=2026-03-27&checkout=2026-03-30&night=3&c=1&s=1');
  });

  it('leaves incomplete dates out, and gift and activity searches never carry dates', () => {
    expect(searchUrl({ locale: 'fr_FR', flow: 'booking', destination: null, guests, dates: { checkin: '2026-03-27', checkout: null } })).toBe('/fr-fr/recherche');
    expect(searchUrl({ locale: 'fr_FR', flow: 'gifting', destination: null, guests, dates: { checkin: '2026-03-27', checkout: '2026-03-29' } })).not.toContain('checkin');
    expect(searchUrl({ locale: 'fr_FR', flow: 'activity', destination: null, guests: { adults: 4, children: 0, babies: 0 }, dates: { checkin: '2026-03-27', checkout: '2026-03-29' } })).not.toContain('#');
  });

  it('counts nights across a daylight-saving change', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: null, guests, dates: { checkin: '2026-03-28', checkout: '2026-03-30' } });
    expect(url).toContain('night=2');
  });

  it('prints the hash the results page would print itself (the codec is the only writer)', () => {
    const request = fc.record<SearchRequest>({
      locale: fc.constant('fr_FR'),
      flow: fc.constantFrom('booking', 'hotel', 'gifting', 'activity'),
      destination: fc.constant(null),
      guests: fc.record({ adults: fc.integer({ min: 1, max: 20 }), children: fc.integer({ min: 0, max: 10 }), babies: fc.integer({ min: 0, max: 10 }) }),
      dates: fc.integer({ min: 1, max: 14 }).map((night) => ({ checkin: '2026-04-10', checkout: `2026-04-${String(10 + night).padStart(2, '0')}` })),
    });
    fc.assert(
      fc.property(request, (req) => {
        const hash = hashOf(searchUrl(req));
        expect(codec.print(codec.parse(hash))).toBe(hash);
      }),
    );
  });
});
