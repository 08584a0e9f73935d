import { POST } from '../../app/api/checkout/init/route';
import { GET as quoteRoute } from '../../app/api/product/quote/route';
import { clearCheckouts, listCheckouts } from '../../mocks/checkout';
import { addFaultRule } from '../../mocks/faults';
import { BOOKING_CHECKOUT_PARAM, checkoutInitContract, type CheckoutInitAnswer } from '@/bff/contracts/checkout-init';
import { productQuoteContract, type ProductQuoteAnswer } from '@/bff/contracts/product-quote';
import { href } from '@/routing/href';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { expectBffError, getRequest, postRequest } from './helpers';
import { addDays, bookableStay, catalogue, catalogueMorning } from './stays';

/** POST /api/checkout/init over the in-process simulator. */
const stay = bookableStay({ datedActivity: true });
const body = {
  locale: 'fr_FR',
  productId: stay.pkg.id,
  offerId: stay.pkg.id,
  checkin: stay.checkin,
  checkout: stay.checkout,
  adult: 2,
  child: 0,
  baby: 0,
  activitySelectionList: stay.activitySelectionList,
};
const call = (payload: unknown) => POST(postRequest(checkoutInitContract.path, payload));
const clientLogs = async () => (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/clientLogs`)).json()) as Array<{ fields: Record<string, unknown> }>;

beforeEach(() => {
  clearCheckouts();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST /api/checkout/init', () => {
  it('names the hotel page the offer was booked from in the booking path (its way back), never in the checkout sent to the API', async () => {
    const response = await call({ ...body, hotelId: 1234 });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CheckoutInitAnswer;
    expect(answer.bookingPath).toBe(`${href.booking('fr_FR')}?${BOOKING_CHECKOUT_PARAM}=${answer.checkoutId}&hotelId=1234`);
    expect(listCheckouts().find((checkout) => checkout.id === answer.checkoutId)?.fields).not.toHaveProperty('hotelId');
    await expectBffError(await call({ ...body, hotelId: 0 }), 400, 'invalid-body');
  });

  it('initialises the checkout and answers its id, the booking path and the price it was made at, uncached', async () => {
    const response = await call({ ...body, insuranceOfferId: 'CANCELLATION' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as CheckoutInitAnswer;
    expect(answer.bookingPath).toBe(`${href.booking('fr_FR')}?${BOOKING_CHECKOUT_PARAM}=${answer.checkoutId}`);
    expect(answer.bookingPath).toMatch(/^\/fr-fr\/reservation\?checkoutId=[0-9a-f-]{36}$/);
    expect(answer.price.totalPrice).toBe(answer.price.sellPrice + answer.price.insuranceAmount);
    expect(answer.price.insuranceAmount).toBeGreaterThan(0);

    const [recorded] = listCheckouts();
    expect(recorded?.id).toBe(answer.checkoutId);
    expect(recorded?.fields).toMatchObject({ ...body, insuranceOfferId: 'CANCELLATION', client: 'msite' });
  });

  it('books at the price the quote route showed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: catalogueMorning() });
    const quote = (await (await quoteRoute(getRequest(productQuoteContract.path, body))).json()) as ProductQuoteAnswer;
    expect(quote.status).toBe('quoted');
    if (quote.status !== 'quoted') return;
    const answer = (await (await call({ ...body, checkout: undefined, nights: stay.nights })).json()) as CheckoutInitAnswer;
    expect(answer.price.sellPrice).toBe(quote.quote.sellPrice);
    expect(answer.price.totalPrice).toBe(quote.quote.sellPrice);
  });

  it('leads to each site’s own booking route', async () => {
    const answer = (await (await call({ ...body, locale: 'es_ES' })).json()) as CheckoutInitAnswer;
    expect(answer.bookingPath.startsWith(`${href.booking('es_ES')}?checkoutId=`)).toBe(true);
  });

  it.each([
    ['a body that is not JSON', '{"locale":'],
    ['no offer id', { ...body, offerId: undefined }],
    ['a product id as text', { ...body, productId: String(stay.pkg.id) }],
    ['neither checkout nor nights', { ...body, checkout: undefined }],
    ['15 nights', { ...body, checkout: undefined, nights: 15 }],
    ['a checkout before the check-in', { ...body, checkout: addDays(stay.checkin, -1) }],
    ['21 adults', { ...body, adult: 21 }],
    ['11 children', { ...body, child: 11 }],
    ['a malformed activity list', { ...body, activitySelectionList: '1_1_1' }],
    ['an insurance id that is not an id', { ...body, insuranceOfferId: 'GOLD PLUS' }],
    ['an unknown locale', { ...body, locale: 'en_GB' }],
  ])('refuses %s (400 invalid-body) and calls nothing', async (_, payload) => {
    await expectBffError(await call(payload), 400, 'invalid-body');
    expect(listCheckouts()).toEqual([]);
  });

  it('an API refusal (a past check-in) is the request\'s error (400, not a 5xx), reported to the error service with the location label', async () => {
    const past = { ...body, checkin: addDays(catalogue.today, -2), checkout: addDays(catalogue.today, -1) };
    await expectBffError(await call(past), 400, 'invalid-body');
    const reports = await clientLogs();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.fields).toMatchObject({ level: 'error', location: 'weekend.product', locale: 'fr_FR' });
    expect(listCheckouts()).toEqual([]);
  });

  it('an API outage is the upstream error too, reported the same way', async () => {
    addFaultRule({ path: '/checkout/init.json', fault: { kind: 'status', status: 503 } });
    await expectBffError(await call(body), 502, 'upstream');
    expect(await clientLogs()).toHaveLength(1);
  });
});
