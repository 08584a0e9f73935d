import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';
import { fetchActivityImages, fetchActivityOnlyDetail } from '@/api/activity';
import { ACTIVITY_PROMO_THRESHOLD } from '@/domain/cards/promo';

/** Activity voucher and activity images calls against the in-process simulator. */
const catalogue = getCatalogue();
const published = catalogue.activityOnly.find((product) => product.published)!;
const unpublished = catalogue.activityOnly.find((product) => !product.published);
const activity = catalogue.packages.find((pkg) => pkg.activities.length > 0)!.activities[0]!;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('activity calls', () => {
  it('fetchActivityOnlyDetail returns the voucher with per-person prices keyed by participants', async () => {
    const result = await fetchActivityOnlyDetail({ id: published.id, locale: 'es_ES' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const voucher = result.data;
    expect(voucher).toMatchObject({ id: published.id, published: true, uri: published.uri });
    expect(voucher.label).toBe(published.label.es);
    expect(voucher.activities.length).toBe(published.activities.length);
    expect(voucher.mainActivityCenter?.label).toBeTruthy();
    expect(voucher.pageModel?.pageTitle).toBeTruthy();
    expect(voucher.prices.map((price) => price.adults)).toEqual(published.prices.map((price) => price.adults).sort((a, b) => a - b));
    for (const price of voucher.prices) {
      expect(Number.isInteger(price.sellPrice) && price.sellPrice > 0).toBe(true);
      expect(price.promo === 0 || price.promo >= ACTIVITY_PROMO_THRESHOLD).toBe(true);
    }
  });

  it('fetchActivityOnlyDetail keeps the API’s breadcrumb, in the API’s own paths (the city, then the voucher)', async () => {
    const result = await fetchActivityOnlyDetail({ id: published.id, locale: 'fr_FR' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.breadCrumb.map((item) => item.url)).toEqual([`/activity/city/${published.cityId}`, `/activity/${published.id}`]);
  });

  it('fetchActivityOnlyDetail still answers for an unpublished voucher, flagged published:false', async () => {
    if (!unpublished) return expect(catalogue.activityOnly.every((product) => product.published)).toBe(true);
    const result = await fetchActivityOnlyDetail({ id: unpublished.id, locale: 'fr_FR' });
    expect(result.ok && result.data.published).toBe(false);
  });

  it('fetchActivityOnlyDetail shows the promo only from 5 %', async () => {
    const price = (adults: number, promo: number) => ({ sellPrice: 5000, refPrice: 6000, promo, moneySaved: 1000, paxComposition: { adults } });
    simulator.use(
      http.get('*/api/activity-only/weekend/:id/detail.json', () =>
        HttpResponse.json({ id: 1, label: 'Spa', published: true, prices: { '1': price(1, 4), '2': price(2, 5), '3': price(3, 17) } }),
      ),
    );
    const result = await fetchActivityOnlyDetail({ id: 1, locale: 'fr_FR' });
    expect(ACTIVITY_PROMO_THRESHOLD).toBe(5);
    expect(result.ok && result.data.prices.map((entry) => entry.promo)).toEqual([0, 5, 17]);
  });

  it('fetchActivityOnlyDetail answers 404 for an unknown voucher', async () => {
    const result = await fetchActivityOnlyDetail({ id: 1, locale: 'fr_FR' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });

  it('fetchActivityImages returns the pictures of the activity', async () => {
    const result = await fetchActivityImages({ id: activity.activityId, locale: 'fr_FR' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data[0]?.url).toContain(encodeURIComponent(activity.image.key));
    expect(Object.keys(result.data[0]?.sizes ?? {})).toEqual(expect.arrayContaining(['120_80', '640_360', '1920_880']));
  });
});
