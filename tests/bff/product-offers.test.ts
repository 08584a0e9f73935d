import { GET } from '../../app/api/product/offers/route';
import { addFaultRule } from '../../mocks/faults';
import { productOffersContract } from '@/bff/contracts/product-offers';
import { expectBffError, getRequest, spyUpstream } from './helpers';
import { bookableStay } from './stays';

/** GET /api/product/offers over the in-process simulator. */
const stay = bookableStay();
const base = { locale: 'fr_FR', productId: stay.pkg.id, checkin: stay.checkin, nights: stay.nights, adult: 2, child: 0, baby: 0 };
const call = (query: Record<string, string | number | undefined>) => GET(getRequest(productOffersContract.path, query));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/product/offers', () => {
  it('answers the bookable offers for the dates, the product first, priced, uncached', async () => {
    const response = await call(base);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { offers } = (await response.json()) as { offers: Array<{ weekendId: number; sellPrice: number; nights: number | null }> };
    expect(offers[0]).toMatchObject({ weekendId: stay.pkg.id, nights: stay.nights });
    expect(offers.every((offer) => offer.sellPrice > 0)).toBe(true);
  });

  it('answers every offer at its from price without dates, guests defaulting to 2, 0, 0', async () => {
    const response = await call({ locale: 'fr_FR', productId: stay.pkg.id });
    expect(response.status).toBe(200);
    const { offers } = (await response.json()) as { offers: unknown[] };
    expect(offers.length).toBeGreaterThan(0);
  });

  it('asks the API for the dates, guests and partner minisite given', async () => {
    const upstream = spyUpstream();
    expect((await call({ ...base, adult: 3, child: 1, minisite: 'lefigaro' })).status).toBe(200);
    const asked = new URL(upstream.urls().find((url) => url.includes(`/product/${stay.pkg.id}/offers`))!);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ checkin: stay.checkin, nights: String(stay.nights), adult: '3', child: '1', baby: '0', locale: 'fr_FR', minisite: 'lefigaro' });
  });

  it.each([
    ['an unknown partner minisite', { minisite: 'acme' }],
    ['no product id', { productId: undefined }],
    ['a product id with a leading zero', { productId: `0${stay.pkg.id}` }],
    ['an unknown locale', { locale: 'en_GB' }],
    ['a check-in that is not a day', { checkin: '2026-02-30' }],
    ['15 nights', { nights: 15 }],
    ['no night', { nights: 0 }],
    ['21 adults', { adult: 21 }],
    ['11 children', { child: 11 }],
    ['11 babies', { baby: 11 }],
  ])('refuses %s (400 invalid-query)', async (_, overrides) => {
    await expectBffError(await call({ ...base, ...overrides }), 400, 'invalid-query');
  });

  it('answers the upstream error when the API fails, 404 when it does not know the product', async () => {
    await expectBffError(await call({ ...base, productId: 987_654_321 }), 404, 'not-found');
    addFaultRule({ path: `/product/${stay.pkg.id}/offers`, fault: { kind: 'status', status: 500 } });
    await expectBffError(await call(base), 502, 'upstream');
  });
});
