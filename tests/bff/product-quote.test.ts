import { GET } from '../../app/api/product/quote/route';
import { addFaultRule } from '../../mocks/faults';
import { productQuoteContract, productQuoteFetchFailed, type ProductQuoteAnswer } from '@/bff/contracts/product-quote';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { expectBffError, getRequest, spyUpstream } from './helpers';
import { addDays, bookableStay, catalogue, catalogueMorning } from './stays';

/**
 * GET /api/product/quote over the in-process simulator. The route judges past check-ins on the
 * request's clock: Date is set to a morning of the simulator's today (only Date is faked).
 */
const stay = bookableStay({ datedActivity: true });
const base = {
  locale: 'fr_FR',
  productId: stay.pkg.id,
  checkin: stay.checkin,
  checkout: stay.checkout,
  adult: 2,
  child: 0,
  baby: 0,
  activitySelectionList: stay.activitySelectionList,
};
const call = (query: Record<string, string | number | undefined>) => GET(getRequest(productQuoteContract.path, query));
const answerOf = async (response: Response) => (await response.json()) as ProductQuoteAnswer;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: catalogueMorning() });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function simulatorQuote() {
  const query = new URLSearchParams({ checkin: stay.checkin, night: String(stay.nights), adult: '2', locale: 'fr_FR' });
  const response = await fetch(`${SIMULATOR_ORIGIN}/api/weekend/${stay.pkg.id}/quote-realtime.json?${query}`);
  return ((await response.json()) as { priceInfo: { sellPrice: number } }).priceInfo.sellPrice;
}

describe('GET /api/product/quote', () => {
  it('answers the quoted outcome with the stay’s insurance offers, uncached', async () => {
    const response = await call(base);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = await answerOf(response);
    expect(answer.status).toBe('quoted');
    if (answer.status !== 'quoted') return;
    expect(answer.quote.sellPrice).toBe(await simulatorQuote());
    expect(answer.quote.reservationCriteria).toMatchObject({ checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights });
    expect(answer.insuranceOffers.map((offer) => offer.id)).toEqual(['INCLUDED', 'CANCELLATION']);
    expect(answer.insuranceOffers[0]?.sellPrice).toBe(0);
  });

  it('takes a night count instead of a checkout, and the same stay costs the same', async () => {
    const byCheckout = await answerOf(await call(base));
    const byNights = await answerOf(await call({ ...base, checkout: undefined, nights: stay.nights }));
    expect(byNights).toEqual(byCheckout);
  });

  it('reads an empty activity list as none, and passes the partner minisite on', async () => {
    const upstream = spyUpstream();
    const response = await call({ ...base, activitySelectionList: '', minisite: 'macif' });
    expect(await answerOf(response)).toMatchObject({ status: 'quoted' });
    const asked = new URL(upstream.urls().find((url) => url.includes('/quote-realtime.json'))!);
    expect(asked.searchParams.get('activitySelectionList')).toBeNull();
    expect(asked.searchParams.get('minisite')).toBe('macif');
    expect(asked.searchParams.get('night')).toBe(String(stay.nights));
  });

  it('a past check-in on the request’s clock is a price error answered 200, without asking the API', async () => {
    vi.setSystemTime(new Date(`${addDays(stay.checkin, 1)}T09:00:00Z`));
    const upstream = spyUpstream();
    const response = await call(base);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answerOf(response)).toEqual({ status: 'priceError', code: 'CHECKIN_IN_THE_PAST', message: null, dateProblem: true, insuranceOffers: [] });
    expect(upstream.urls()).toEqual([]);
  });

  it('an API price error (an activity day outside the stay) is an answer too, with no insurance offer', async () => {
    const outside = stay.activitySelectionList!.replace(/_0/g, `_${stay.nights}`);
    const response = await call({ ...base, activitySelectionList: outside });
    expect(response.status).toBe(200);
    expect(await answerOf(response)).toMatchObject({ status: 'priceError', code: 'ACTIVITY_DATE_OUT_OF_STAY', dateProblem: false, insuranceOffers: [] });
  });

  it('a failed quote call is the upstream error (502, uncached); the island then holds QUOTE_FETCH_ERROR', async () => {
    addFaultRule({ path: '/quote-realtime.json', fault: { kind: 'status', status: 503 } });
    await expectBffError(await call(base), 502, 'upstream');
    expect(productQuoteFetchFailed()).toMatchObject({ status: 'fetchError', code: 'QUOTE_FETCH_ERROR' });
  });

  it('a failed insurance call leaves the quote standing, with no insurance offer', async () => {
    addFaultRule({ path: '/insurance-offers.json', fault: { kind: 'malformed' } });
    const answer = await answerOf(await call(base));
    expect(answer).toMatchObject({ status: 'quoted', insuranceOffers: [] });
  });

  it.each([
    ['neither checkout nor nights', { checkout: undefined }],
    ['a checkout on the check-in day', { checkout: stay.checkin }],
    ['a checkout 15 nights later', { checkout: addDays(stay.checkin, 15) }],
    ['nights that disagree with the checkout', { nights: stay.nights + 1 }],
    ['no check-in', { checkin: undefined }],
    ['a product id that is not an id', { productId: 'abc' }],
    ['a malformed activity list', { activitySelectionList: '12-34' }],
    ['an unknown partner minisite', { minisite: 'acme' }],
    ['no adult', { adult: 0 }],
    ['11 children', { child: 11 }],
    ['an unknown locale', { locale: 'de_DE' }],
  ])('refuses %s (400 invalid-query)', async (_, overrides) => {
    await expectBffError(await call({ ...base, ...overrides }), 400, 'invalid-query');
  });

  it('an unknown product is the request’s own fault: 404, never a 5xx', async () => {
    await expectBffError(await call({ ...base, productId: 987_654_321 }), 404, 'not-found');
    expect(catalogue.index.packageById.has(987_654_321)).toBe(false);
  });
});
