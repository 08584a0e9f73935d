import { fetchDestinationSuggestions, fetchRecommendedSuggestions, isAutocompleteEnabled, suggestionsAfter } from '@/api/autocomplete';
import type { ApiResult } from '@/api/core';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';
import { http, HttpResponse } from 'msw';

/** Contract tests of destination autocomplete and recommended suggestions. */
function data<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

describe('autocomplete-geonames', () => {
  it('returns suggestions matching the term, best matches first, within maxResults', async () => {
    const suggestions = data(await fetchDestinationSuggestions({ term: 'Par', locale: 'fr_FR', maxResults: 5 }));
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions[0]).toMatchObject({ category: 'city', value: 'paris' });
    expect(suggestions[0]?.latitude).toBeCloseTo(48.86, 1);
    for (const suggestion of suggestions) expect(['city', 'department', 'region', 'country', 'poi', 'hotel']).toContain(suggestion.category);
  });

  it('matches accent- and case-insensitively: "seville" finds Sevilla / Séville', async () => {
    const spanish = data(await fetchDestinationSuggestions({ term: 'seville', locale: 'es_ES' }));
    expect(spanish[0]).toMatchObject({ category: 'city', value: 'seville', label: expect.stringMatching(/^Sevilla/) });
    const french = data(await fetchDestinationSuggestions({ term: 'SÉVILLE', locale: 'fr_FR' }));
    expect(french[0]?.label).toMatch(/^Séville/);
    // Regions are matched by their label only, so these two prove the accents are ignored.
    const region = data(await fetchDestinationSuggestions({ term: 'andalucia', locale: 'es_ES' }));
    expect(region[0]).toMatchObject({ category: 'region', label: expect.stringMatching(/^Andalucía/) });
    const ile = data(await fetchDestinationSuggestions({ term: 'ile de france', locale: 'fr_FR' }));
    expect(ile[0]).toMatchObject({ category: 'region', value: 'ile-de-france' });
  });

  it('finds catalogue hotels by name', async () => {
    const hotel = getCatalogue().hotels.find((item) => item.active) ?? getCatalogue().hotels[0];
    const suggestions = data(await fetchDestinationSuggestions({ term: hotel?.label ?? '', locale: 'fr_FR' }));
    expect(suggestions.some((suggestion) => suggestion.category === 'hotel' && suggestion.value === String(hotel?.id))).toBe(true);
  });

  it('on failure the caller keeps the suggestions it had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const previous = data(await fetchDestinationSuggestions({ term: 'lyon', locale: 'fr_FR' }));
    simulator.use(http.get('*/api/autocomplete-geonames.json', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const failed = await fetchDestinationSuggestions({ term: 'lyo', locale: 'fr_FR' });
    expect(failed).toMatchObject({ ok: false, error: { status: 503 } });
    expect(suggestionsAfter(previous, failed)).toBe(previous);
    expect(console.error).toHaveBeenCalledWith('Error fetching autocomplete-geonames', expect.objectContaining({ location: 'autocomplete.destination' }));
    vi.restoreAllMocks();
  });

  it('is enabled for fr_FR, es_ES, fr_BE and nl_BE only', () => {
    expect(['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT', 'es_ES'].filter((locale) => isAutocompleteEnabled(locale as never))).toEqual(['fr_FR', 'fr_BE', 'nl_BE', 'es_ES']);
  });
});

describe('recommendedAutocomplete', () => {
  it('recommends the cities where a box has stays, filtered by q', async () => {
    const catalogue = getCatalogue();
    const box = catalogue.boxes.find((item) => item.packageIds.length > 0);
    const cityIds = new Set(
      (box?.packageIds ?? []).flatMap((id) => {
        const hotelId = catalogue.index.packageById.get(id)?.hotelId;
        const cityId = hotelId === undefined ? undefined : catalogue.index.hotelById.get(hotelId)?.cityId;
        return cityId ? [cityId] : [];
      }),
    );
    const all = data(await fetchRecommendedSuggestions({ locale: 'fr_FR', catalogSourceType: 'BOX', catalogSourceCode: box?.code ?? '' }));
    expect(all.length).toBeGreaterThan(0);
    for (const suggestion of all) expect(cityIds.has(suggestion.value)).toBe(true);
    const first = all[0];
    const filtered = data(await fetchRecommendedSuggestions({ locale: 'fr_FR', q: first?.label.slice(0, 4), catalogSourceType: 'BOX', catalogSourceCode: box?.code ?? '' }));
    expect(filtered.map((suggestion) => suggestion.value)).toContain(first?.value);
  });

  it('recommends the partner country cities for a minisite, and 404s an unknown source', async () => {
    const libelle = data(await fetchRecommendedSuggestions({ locale: 'nl_BE', catalogSourceType: 'MINISITE', catalogSourceCode: 'libelle' }));
    const belgian = new Set(getCatalogue().cities.filter((city) => city.country === 'BE').map((city) => city.id));
    expect(libelle.length).toBeGreaterThan(0);
    for (const suggestion of libelle) expect(belgian.has(suggestion.value)).toBe(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchRecommendedSuggestions({ locale: 'fr_FR', catalogSourceType: 'BOX', catalogSourceCode: 'NOPE-EBOX' })).resolves.toMatchObject({ ok: false, error: { status: 404 } });
    vi.restoreAllMocks();
  });
});
