import { GET } from '../../app/api/autocomplete/route';
import { addFaultRule, parseFault } from '../../mocks/faults';

const call = (query: string) => GET(new Request(`http://localhost/api/autocomplete?${query}`));

describe('GET /api/autocomplete (BFF of the destination field)', () => {
  it('answers the suggestions of the term, cacheable', async () => {
    const response = await call('term=lyon&locale=fr_FR');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = (await response.json()) as Array<{ category: string; value: string; label: string }>;
    expect(body[0]).toMatchObject({ category: 'city', value: 'lyon' });
  });

  it('refuses a missing or too short term and an unknown locale', async () => {
    for (const query of ['locale=fr_FR', 'term=l&locale=fr_FR', 'term=lyon', 'term=lyon&locale=en_GB', `term=${'x'.repeat(101)}&locale=fr_FR`]) {
      const response = await call(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('suggests nothing on sites without autocomplete (part 2 §9)', async () => {
    const response = await call('term=amsterdam&locale=nl_NL');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('answers 502, never cached, when the travel API fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addFaultRule({ path: '/autocomplete-geonames.json', fault: parseFault('503')! });
    const response = await call('term=lyon&locale=fr_FR');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(console.error).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
