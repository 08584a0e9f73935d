import { fetchSearchDestinations, searchStays } from '@/api/search';
import { LOCALES } from '@/domain/model/locale';
import { addFaultRule } from '../../mocks/faults';
import { SIMULATOR_ORIGIN } from '../setup/env';

/** GET {search}/destinations.json: the client's schema against the simulator, and what the slugs search. */
describe('search destinations', () => {
  it.each(LOCALES)('%s: cities with hotels and themes with packages, most first', async (locale) => {
    const result = await fetchSearchDestinations(locale);
    if (!result.ok) throw new Error(result.error.kind);
    const { cities, themes } = result.data;
    expect(cities.length).toBeGreaterThan(5);
    expect(themes.length).toBeGreaterThan(3);
    for (const city of cities) expect(city.hotelCount).toBeGreaterThan(0);
    const counts = cities.map((city) => city.hotelCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const entry of [...cities, ...themes]) expect(entry.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('spells slugs and labels in the site language', async () => {
    const fr = await fetchSearchDestinations('fr_FR');
    const nl = await fetchSearchDestinations('nl_NL');
    if (!fr.ok || !nl.ok) throw new Error('call failed');
    const wellness = (data: typeof fr.data) => data.themes.find((theme) => theme.id === 'wellness');
    expect(wellness(fr.data)?.slug).toBe('bien-etre-spa');
    expect(wellness(nl.data)?.slug).toBe('wellness-spa');
  });

  it('every listed slug finds stays when searched', async () => {
    const result = await fetchSearchDestinations('es_ES');
    if (!result.ok) throw new Error('call failed');
    const searches = [
      ...result.data.cities.map((city) => ({ city: city.slug })),
      ...result.data.themes.map((theme) => ({ theme: theme.slug })),
    ];
    for (const criteria of searches) {
      const found = await searchStays({ locale: 'es_ES', type: 'stay', criteria, limit: 1 });
      if (!found.ok) throw new Error('search failed');
      expect(found.data.resultsCount, JSON.stringify(criteria)).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown locale; a failure is a typed error', async () => {
    expect((await fetch(`${SIMULATOR_ORIGIN}/search/destinations.json?locale=en_GB`)).status).toBe(400);
    addFaultRule({ path: '/search/destinations.json', fault: { kind: 'status', status: 503 } });
    const failed = await fetchSearchDestinations('fr_FR');
    expect(failed.ok).toBe(false);
  });
});
