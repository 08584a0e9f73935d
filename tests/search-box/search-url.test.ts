import { destinationFromText } from '@/components/search-box/destination';
import { searchUrl } from '@/components/search-box/search-url';
import { resolve } from '@/routing';

const guests = { adults: 2, children: 0, babies: 0 };
const segments = (url: string) => url.split('#')[0]!.split('/').filter(Boolean);

describe('where the search box leads', () => {
  it('puts a city in the path and the guests in the hash', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: { id: 'city-lyon', label: 'Lyon', category: 'city', value: 'lyon' }, guests });
    expect(url).toBe('/fr-fr/ville/lyon#a=2&c=0&b=0');
    expect(resolve(segments(url))).toEqual({ screen: 'search', locale: 'fr_FR', params: { flow: 'booking', city: 'lyon' } });
  });

  it('uses the localised route words of the site', () => {
    const destination = { id: 'city-seville', label: 'Sevilla', category: 'city' as const, value: 'seville' };
    expect(searchUrl({ locale: 'es_ES', flow: 'booking', destination, guests })).toBe('/es-es/ciudad/seville#a=2&c=0&b=0');
    expect(searchUrl({ locale: 'nl_BE', flow: 'booking', destination, guests }).startsWith('/nl-be/stad/seville#')).toBe(true);
  });

  it('marks a single room when children or babies travel', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: null, guests: { adults: 1, children: 2, babies: 1 } });
    expect(url).toBe('/fr-fr/recherche#a=1&c=2&b=1&s=true');
  });

  it('keeps other places in the hash, under their category, after the guests', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: { id: 'region-bretagne', label: 'Bretagne', category: 'region', value: 'bretagne' }, guests });
    expect(url).toBe('/fr-fr/recherche#a=2&c=0&b=0&region=bretagne');
  });

  it('sends gift searches to the gift search, without guests (fixed at 2 adults)', () => {
    const url = searchUrl({ locale: 'it_IT', flow: 'gifting', destination: destinationFromText('Roma'), guests: { adults: 5, children: 1, babies: 0 } });
    expect(url).toBe('/it-it/ricerca-regalo/citta/roma');
    expect(resolve(segments(url))).toEqual({ screen: 'search', locale: 'it_IT', params: { flow: 'gifting', city: 'roma' } });
  });

  it('keeps a city that cannot be a path segment in the hash', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: { id: 'city-x', label: 'X', category: 'city', value: 'Not A Slug' }, guests });
    expect(url).toBe('/fr-fr/recherche#a=2&c=0&b=0&city=Not+A+Slug');
  });

  it('writes the dates and their nights into the hash, in the hash key order (dates before guests)', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: null, guests, dates: { checkin: '2026-03-27', checkout: '2026-03-30' } });
    expect(url).toBe('/fr-fr/recherche#checkin=2026-03-27&checkout=2026-03-30&night=3&a=2&c=0&b=0');
  });

  it('leaves incomplete dates out, and gift searches never carry dates', () => {
    expect(searchUrl({ locale: 'fr_FR', flow: 'booking', destination: null, guests, dates: { checkin: '2026-03-27', checkout: null } })).toBe('/fr-fr/recherche#a=2&c=0&b=0');
    expect(searchUrl({ locale: 'fr_FR', flow: 'gifting', destination: null, guests, dates: { checkin: '2026-03-27', checkout: '2026-03-29' } })).not.toContain('checkin');
  });

  it('counts nights across a daylight-saving change', () => {
    const url = searchUrl({ locale: 'fr_FR', flow: 'booking', destination: null, guests, dates: { checkin: '2026-03-28', checkout: '2026-03-30' } });
    expect(url).toContain('night=2');
  });
});
