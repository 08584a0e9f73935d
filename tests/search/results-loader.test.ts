import { GET as resultsRoute } from '../../app/api/search/route';
import { GET as mapRoute } from '../../app/api/search/map/route';
import { searchResultsSchema } from '@/bff/contracts/search-query.schema';
import { resultsRequestOf } from '@/screens/search/bff-query';
import type { MapResult, ResultsPage } from '@/screens/search/results-page';
import { loadResultsPage } from '@/screens/search/results.server';
import { defaultSearchCriteria, searchCriteriaCodec } from '@/state';
import { addFaultRule } from '../../mocks/faults';

/** The results loader of every flow and its BFF routes, against the in-process simulator. */
const criteria = (hash: string) => searchCriteriaCodec.parse(hash);

describe('loadResultsPage', () => {
  it('booking: a page of 12 stays, one per hotel, with the total', async () => {
    const page = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'booking' }, criteria: defaultSearchCriteria() });
    expect(page.items).toHaveLength(12);
    expect(page.total).toBeGreaterThan(12);
    const hotels = page.items.map((item) => (item.kind === 'offer' ? item.card.hotel?.id : null));
    expect(new Set(hotels).size).toBe(12);
  });

  it('a city keeps that city, a filter and a page narrow it', async () => {
    const paris = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'booking', city: 'paris' }, criteria: criteria('city=paris') });
    expect(paris.total).toBeGreaterThan(0);
    const second = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'booking' }, criteria: criteria('city=paris&page=2') });
    expect(second.page).toBe(2);
    const cheap = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'booking' }, criteria: criteria('city=paris&priceMax=15000') });
    expect(cheap.total).toBeLessThanOrEqual(paris.total);
    for (const item of cheap.items) if (item.kind === 'offer') expect(item.card.price.sellPrice).toBeLessThanOrEqual(15000);
  });

  it('gifting: gift stays (single vouchers) for 2 adults, whatever the hash says', async () => {
    const page = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'gifting' }, criteria: criteria('a=5&c=2') });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) if (item.kind === 'offer') expect(item.card.itemCategory).toBe('single_voucher');
  });

  it('activity: the activity-only catalogue', async () => {
    const page = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'activity' }, criteria: defaultSearchCriteria() });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.kind === 'activity')).toBe(true);
  });

  it('beneficiary: offers asked with the beneficiary platform affiliate id', async () => {
    const page = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'beneficiary' }, criteria: defaultSearchCriteria() });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) if (item.kind === 'offer') expect(item.card.price.priceType).toBe('BENEFICIARY');
  });

  it('an unknown city finds no exact result but suggestions', async () => {
    const page = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'booking' }, criteria: criteria('city=atlantis') });
    expect(page.total).toBe(0);
    expect(page.suggestions.length).toBeGreaterThan(0);
  });

  it('a failing search reads as an empty page', async () => {
    addFaultRule({ path: '/search/search.json', fault: { kind: 'status', status: 503 } });
    const page = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'booking' }, criteria: defaultSearchCriteria() });
    expect(page).toMatchObject({ total: 0, items: [], suggestions: [] });
  });
});

describe('results BFF routes', () => {
  const parse = (search: string) => searchResultsSchema.parse(Object.fromEntries(new URLSearchParams(search)));

  it('parses garbage hashes to defaults and refuses unknown sites and flows', () => {
    const garbage = parse('locale=fr_FR&flow=booking&hash=%25%25%25sort%3Dnope&page=-3');
    if (!garbage.success) throw new Error('a garbage hash is still a query');
    expect(resultsRequestOf(garbage.data, new Date()).criteria).toEqual(defaultSearchCriteria());
    expect(parse('locale=en_GB&flow=booking').success).toBe(false);
    expect(parse('locale=fr_FR&flow=cruise').success).toBe(false);
    expect(parse('locale=fr_FR&flow=box').success).toBe(false);
    expect(parse('locale=fr_FR&flow=box&boxCode=SPA-DUO-EBOX').success).toBe(true);
  });

  it('GET /api/search answers a page, never cached', async () => {
    const response = await resultsRoute(new Request('http://localhost/api/search?locale=nl_BE&flow=booking&hash=sort%3DpriceAsc'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = (await response.json()) as ResultsPage;
    const prices = page.items.map((item) => (item.kind === 'offer' ? item.card.price.sellPrice : 0));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await resultsRoute(new Request('http://localhost/api/search?locale=xx&flow=booking'))).status).toBe(400);
  });

  it('GET /api/search/map answers every result with a position and a link', async () => {
    const response = await mapRoute(new Request('http://localhost/api/search/map?locale=fr_FR&flow=booking&hash=city%3Dparis'));
    const points = (await response.json()) as MapResult[];
    const page = await loadResultsPage({ locale: 'fr_FR', path: { flow: 'booking' }, criteria: criteria('city=paris') });
    expect(points).toHaveLength(Math.min(page.total, 1000));
    for (const point of points) {
      expect(Number.isFinite(point.lat) && Number.isFinite(point.lng)).toBe(true);
      expect(point.href).toMatch(/^\/fr-fr\//);
    }
  });

  it('GET /api/search/map answers the upstream error, never cached, when a page of points fails', async () => {
    // The second page of Paris points fails: a map missing points would contradict the list.
    addFaultRule({ path: '/search/search.json', contains: '"limit":100,"page":2', fault: { kind: 'status', status: 503 } });
    const response = await mapRoute(new Request('http://localhost/api/search/map?locale=fr_FR&flow=booking'));
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: { code: 'upstream' } });
  });
});
