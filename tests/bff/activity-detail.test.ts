import { GET } from '../../app/api/activity/detail/route';
import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import type { BffErrorBody } from '@/bff/contract';
import { bffUrl } from '@/bff/client';
import { activityDetailContract, type ActivityDetailAnswer, type ActivityDetailQuery } from '@/bff/contracts/activity-detail';
import { activityDetailSchema } from '@/bff/contracts/activity-detail.schema';
import { resetFeatures } from '@/settings/features';

/** GET /api/activity/detail over the in-process simulator: the activity checkout summary's voucher. */
const catalogue = getCatalogue();
const published = catalogue.activityOnly.find((product) => product.published)!;
const unpublished = catalogue.activityOnly.find((product) => !product.published)!;

const get = (query: Record<string, string | number>) => GET(new Request(`http://localhost/api/activity/detail?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/activity/detail', () => {
  it('answers the voucher: label, picture, main centre, prices per participant sorted by count, never cached', async () => {
    const response = await get({ locale: 'fr_FR', id: published.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { voucher } = (await response.json()) as ActivityDetailAnswer;
    expect(voucher).not.toBeNull();
    expect(voucher!.id).toBe(published.id);
    expect(voucher!.label).toBe(published.label.fr);
    expect(voucher!.published).toBe(true);
    expect(voucher!.image?.url).toMatch(/640/);
    expect(voucher!.mainActivityCenter?.label).toBe(published.activities[0]!.activityCenter.label);
    expect(voucher!.prices.map((price) => [price.adults, price.sellPrice])).toEqual(published.prices.map((price) => [price.adults, price.sellPrice]));
  });

  it('an unpublished voucher answers with published false', async () => {
    const { voucher } = (await (await get({ locale: 'nl_BE', id: unpublished.id })).json()) as ActivityDetailAnswer;
    expect(voucher?.published).toBe(false);
  });

  it('an unknown id is an answer (voucher null), not an error', async () => {
    const response = await get({ locale: 'fr_FR', id: 123_456 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ voucher: null });
  });

  it('knows no voucher while the activity-only feature is off (its pages answer 404 then)', async () => {
    vi.stubEnv('ACTIVITY_ONLY_ENABLED', 'false');
    resetFeatures();
    try {
      const response = await get({ locale: 'fr_FR', id: published.id });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ voucher: null });
    } finally {
      vi.unstubAllEnvs();
      resetFeatures();
    }
  });

  it('an upstream failure is 502 upstream, never cached', async () => {
    addFaultRule({ path: `/activity-only/weekend/${published.id}/detail.json`, fault: { kind: 'status', status: 500 } });
    const response = await get({ locale: 'fr_FR', id: published.id });
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()) as BffErrorBody).toEqual({ error: { code: 'upstream' } });
  });

  it('refuses a bad query with 400 invalid-query', async () => {
    const bad: Array<Record<string, string | number>> = [{ locale: 'fr_FR', id: 'abc' }, { locale: 'fr_FR', id: 0 }, { locale: 'en_GB', id: published.id }, { locale: 'fr_FR', id: '1.5' }, { locale: 'fr_FR' }];
    for (const query of bad) {
      const response = await get(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid-query' } });
    }
  });

  it('what the island sends is what the route reads', () => {
    const query: ActivityDetailQuery = { locale: 'es_ES', id: 900_012 };
    const url = new URL(bffUrl(activityDetailContract, query), 'http://localhost');
    expect(url.pathname).toBe('/api/activity/detail');
    expect(activityDetailSchema.parse(Object.fromEntries(url.searchParams))).toEqual({ success: true, data: query });
  });
});
