import { GET } from '../../app/api/gift/shipping-costs/route';
import { addFaultRule } from '../../mocks/faults';
import { giftShippingCostsContract, type GiftShippingCostsAnswer } from '@/bff/contracts/gift-shipping-costs';
import { expectBffError, getRequest, spyUpstream } from './helpers';

/** GET /api/gift/shipping-costs over the in-process simulator. */
const call = (query: Record<string, string | number | undefined>) => GET(getRequest(giftShippingCostsContract.path, query));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/gift/shipping-costs', () => {
  it.each([
    ['single-voucher', '/single-voucher/shipping-costs', 390],
    ['box', '/boxes/shipping-costs', 0],
  ] as const)('answers the %s costs per country for the site’s point of sale, uncached', async (kind, path, domestic) => {
    const upstream = spyUpstream();
    const response = await call({ locale: 'it_IT', kind });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as GiftShippingCostsAnswer;
    expect(answer.pointOfSale).toBe('IT');
    expect(answer.shippingCosts.IT).toEqual({ shippingCost: domestic, internationalShippingFee: 0 });
    expect(answer.shippingCosts.FR?.internationalShippingFee).toBeGreaterThan(0);
    const asked = new URL(upstream.urls().find((url) => url.includes('shipping-costs'))!);
    expect(asked.pathname.endsWith(path)).toBe(true);
    expect(asked.searchParams.get('pos')).toBe('IT');
  });

  it.each([
    ['no kind', { locale: 'fr_FR' }],
    ['an unknown kind', { locale: 'fr_FR', kind: 'giftcard' }],
    ['no locale', { kind: 'box' }],
  ])('refuses %s (400 invalid-query)', async (_, query) => {
    await expectBffError(await call(query), 400, 'invalid-query');
  });

  it('a failure is the upstream error (the physical format is then disabled)', async () => {
    addFaultRule({ path: '/boxes/shipping-costs', fault: { kind: 'status', status: 503 } });
    await expectBffError(await call({ locale: 'fr_FR', kind: 'box' }), 502, 'upstream');
  });
});
