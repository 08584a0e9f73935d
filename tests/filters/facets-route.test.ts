import { GET as facetsRoute } from '../../app/api/search/facets/route';
import { GET as searchRoute } from '../../app/api/search/route';
import { addFaultRule } from '../../mocks/faults';
import type { SearchFacets } from '@/domain/model/search';

/** GET /api/search/facets: the filter panels' BFF, against the in-process simulator. */
const get = (query: string) => facetsRoute(new Request(`http://localhost/api/search/facets?${query}`));

describe('GET /api/search/facets', () => {
  it('counts the facets of the hash criteria, never cached', async () => {
    const all = (await (await get('locale=fr_FR&flow=booking&hash=')).json()) as SearchFacets;
    const response = await get(`locale=fr_FR&flow=booking&hash=${encodeURIComponent('priceMax=30000&stars[]=4&stars[]=5')}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const narrowed = (await response.json()) as SearchFacets;
    expect(narrowed.resultsCount).toBeGreaterThan(0);
    expect(narrowed.resultsCount).toBeLessThan(all.resultsCount);
    expect(all.facilities.length).toBeGreaterThan(0);
    expect(all.activities.length).toBeGreaterThan(0);
  });

  it('asks no activities in the hotel flow', async () => {
    const facets = (await (await get('locale=fr_FR&flow=hotel&hash=')).json()) as SearchFacets;
    expect(facets.activities).toEqual([]);
  });

  it('counts a box page on its own stays, and the beneficiary platform on the single vouchers', async () => {
    const query = 'locale=fr_FR&flow=box&boxCode=SPA-DUO-EBOX&hash=';
    const box = await get(query);
    expect(box.status).toBe(200);
    const boxFacets = (await box.json()) as SearchFacets;
    expect(boxFacets.resultsCount).toBeGreaterThan(0);
    // The filter button's count is the box page's own result count (same criteria, same packages per hotel).
    const results = (await (await searchRoute(new Request(`http://localhost/api/search?${query}`))).json()) as { total: number };
    expect(boxFacets.resultsCount).toBe(results.total);
    const beneficiary = await get('locale=fr_FR&flow=beneficiary&hash=');
    expect(beneficiary.status).toBe(200);
    expect(((await beneficiary.json()) as SearchFacets).resultsCount).toBeGreaterThan(0);
    // A box page without its code is not a query.
    expect((await get('locale=fr_FR&flow=box&hash=')).status).toBe(400);
  });

  it('answers 502 when the facets call fails, 400 on a bad query', async () => {
    addFaultRule({ path: '/search/facets.json', fault: { kind: 'status', status: 500 } });
    expect((await get('locale=fr_FR&flow=booking&hash=')).status).toBe(502);
    expect((await get('locale=xx&flow=booking')).status).toBe(400);
  });
});
