import { GET as getMap } from '../../app/api/box/map/route';
import { GET as getOffers } from '../../app/api/box/offers/route';
import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule, clearFaultRules } from '../../mocks/faults';
import type { BffErrorBody } from '@/bff/contract';
import type { BoxMapAnswer } from '@/bff/contracts/box-map';
import type { BoxOffersAnswer } from '@/bff/contracts/box-offers';

/** GET /api/box/offers and /api/box/map over the in-process simulator. */
const box = getCatalogue().boxes.find((candidate) => candidate.physicalCode !== null)!;
const request = (path: string, query: Record<string, string>) => new Request(`http://localhost${path}?${new URLSearchParams(query)}`);

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  clearFaultRules();
  vi.restoreAllMocks();
});

describe('GET /api/box/offers', () => {
  it('answers pages of 8 stay cards in box mode until an empty page', async () => {
    const first = (await (await getOffers(request('/api/box/offers', { locale: 'fr_FR', code: box.code, page: '1' }))).json()) as BoxOffersAnswer;
    expect(first.page).toBe(1);
    expect(first.stays).toHaveLength(8);
    expect(first.totalCount).toBeGreaterThan(8);
    for (const stay of first.stays) expect(stay.href).toMatch(new RegExp(`\\?box=${box.code}$`));
    const last = Math.ceil(first.totalCount / 8);
    const after = (await (await getOffers(request('/api/box/offers', { locale: 'fr_FR', code: box.code, page: String(last + 1) }))).json()) as BoxOffersAnswer;
    expect(after.stays).toEqual([]);
  });

  it('the physical code lists the same stays, linked with the digital code', async () => {
    const answer = (await (await getOffers(request('/api/box/offers', { locale: 'es_ES', code: box.physicalCode!, page: '1' }))).json()) as BoxOffersAnswer;
    expect(answer.stays[0]?.href).toContain(`?box=${box.code}`);
  });

  it('refuses a bad query and answers 502 when the API fails', async () => {
    const queries: Array<Record<string, string>> = [{ locale: 'fr_FR', code: box.code, page: '0' }, { locale: 'xx', code: box.code, page: '1' }, { locale: 'fr_FR', code: '../x', page: '1' }, { locale: 'fr_FR', code: box.code }];
    for (const query of queries) {
      const response = await getOffers(request('/api/box/offers', query));
      expect(response.status).toBe(400);
      expect(((await response.json()) as BffErrorBody).error.code).toBe('invalid-query');
    }
    addFaultRule({ path: `/boxes/${box.code}/offers`, fault: { kind: 'status', status: 500 } });
    const failed = await getOffers(request('/api/box/offers', { locale: 'nl_NL', code: box.code, page: '3' }));
    expect(failed.status).toBe(502);
  });
});

describe('GET /api/box/map', () => {
  it('answers every stay of the box with its position and its link', async () => {
    const answer = (await (await getMap(request('/api/box/map', { locale: 'fr_FR', code: box.code }))).json()) as BoxMapAnswer;
    const first = (await (await getOffers(request('/api/box/offers', { locale: 'fr_FR', code: box.code, page: '1' }))).json()) as BoxOffersAnswer;
    expect(answer.points).toHaveLength(first.totalCount);
    expect(answer.points[0]).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number), href: expect.stringContaining(`?box=${box.code}`) });
  });
});
