import { clearCheckouts } from '../../mocks/checkout';
import { FAULT_HEADER } from '../../mocks/faults';
import { addDays, bookableStay, catalogue, packageOfAnotherHotel } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';

/**
 * The simulator's checkout area over its HTTP surface (in process): insurance offers, init
 * checkout re-priced by the quote's own function, the checkout by id, the admin listing, and the
 * generic fault injection on both calls.
 */
const api = (path: string) => `${SIMULATOR_ORIGIN}/api${path}`;
const stay = bookableStay({ datedActivity: true });
const guests = { adult: 2, child: 0, baby: 0 };

const body = (overrides: Record<string, unknown> = {}) => ({
  productId: stay.pkg.id,
  offerId: stay.pkg.id,
  checkin: stay.checkin,
  checkout: stay.checkout,
  ...guests,
  activitySelectionList: stay.activitySelectionList,
  locale: 'fr_FR',
  ...overrides,
});

const init = (payload: unknown, headers: Record<string, string> = {}) =>
  fetch(api('/checkout/init.json'), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof payload === 'string' ? payload : JSON.stringify(payload) });

/** The fields of the checkout answer these tests read. */
interface CheckoutWire {
  id: string;
  priceInfo: { sellPrice: number; refPrice: number; insuranceAmount: number; totalPrice: number };
  localTaxTotalAmount: number;
  reservationCriteria: Record<string, unknown>;
  activitySelectionList: unknown[];
  insurance: unknown;
  cancellationPolicy: unknown;
}

const recorded = async () => (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/checkouts`)).json()) as Array<{ id: string; fields: Record<string, unknown>; checkout: Record<string, unknown> }>;

async function quoteRealtime() {
  const query = new URLSearchParams({ checkin: stay.checkin, night: String(stay.nights), adult: '2', child: '0', baby: '0', locale: 'fr_FR', activitySelectionList: stay.activitySelectionList ?? '' });
  const response = await fetch(api(`/weekend/${stay.pkg.id}/quote-realtime.json?${query}`));
  return (await response.json()) as { bookable: boolean; priceInfo: { sellPrice: number; refPrice: number }; localTaxTotalAmount: number };
}

async function insuranceOffers() {
  const query = new URLSearchParams({ checkin: stay.checkin, night: String(stay.nights), adult: '2', locale: 'fr_FR' });
  const response = await fetch(api(`/weekend/${stay.pkg.id}/insurance-offers.json?${query}`));
  expect(response.status).toBe(200);
  return (await response.json()) as { insuranceOffers: Array<{ id: string; sellPrice: number; cancellationPolicy: { cancellable: boolean; cancellationDeadline: string | null } }> };
}

beforeEach(() => clearCheckouts());

describe('insurance offers of a stay', () => {
  it('lists the included cover at 0 and a cancellation insurance priced from the quote, refunded until the eve of arrival', async () => {
    const quote = await quoteRealtime();
    const { insuranceOffers: offers } = await insuranceOffers();
    expect(offers.map((offer) => offer.id)).toEqual(['INCLUDED', 'CANCELLATION']);
    expect(offers[0]!.sellPrice).toBe(0);
    expect(offers[1]!.sellPrice).toBe(Math.max(500, Math.round(quote.priceInfo.sellPrice * 0.05)));
    expect(offers[1]!.cancellationPolicy).toMatchObject({ cancellable: true, cancellationDeadline: addDays(stay.checkin, -1) });
  });

  it('has none for a stay that cannot be booked (a past check-in)', async () => {
    const query = new URLSearchParams({ checkin: addDays(catalogue.today, -3), night: '1', locale: 'fr_FR' });
    const response = await fetch(api(`/weekend/${stay.pkg.id}/insurance-offers.json?${query}`));
    expect(await response.json()).toMatchObject({ insuranceOffers: [] });
  });
});

describe('POST {api}/checkout/init.json', () => {
  it('re-prices the stay exactly as the quote does, keeps it under an id, and answers it', async () => {
    const quote = await quoteRealtime();
    expect(quote.bookable).toBe(true);
    const response = await init(body());
    expect(response.status).toBe(201);
    const checkout = (await response.json()) as CheckoutWire;
    expect(checkout.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkout.priceInfo.sellPrice).toBe(quote.priceInfo.sellPrice);
    expect(checkout.priceInfo.refPrice).toBe(quote.priceInfo.refPrice);
    expect(checkout.priceInfo.totalPrice).toBe(quote.priceInfo.sellPrice);
    expect(checkout.localTaxTotalAmount).toBe(quote.localTaxTotalAmount);
    expect(checkout.reservationCriteria).toEqual({ checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights, ...guests });
    expect(checkout.activitySelectionList.length).toBeGreaterThan(0);
    expect(checkout.insurance).toBeNull();

    const read = await fetch(api(`/checkout/${checkout.id}`));
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ ...checkout, expired: false });
  });

  it('adds the chosen insurance to the total, and takes nights instead of a checkout', async () => {
    const [, cancellation] = (await insuranceOffers()).insuranceOffers;
    const response = await init(body({ checkout: undefined, nights: stay.nights, insuranceOfferId: 'CANCELLATION' }));
    expect(response.status).toBe(201);
    const checkout = (await response.json()) as CheckoutWire;
    expect(checkout.priceInfo.insuranceAmount).toBe(cancellation!.sellPrice);
    expect(checkout.priceInfo.totalPrice).toBe(checkout.priceInfo.sellPrice + cancellation!.sellPrice);
    expect(checkout.cancellationPolicy).toEqual(cancellation!.cancellationPolicy);
    expect(checkout.reservationCriteria.checkout).toBe(stay.checkout);
  });

  it('is recorded for the admin API (request and answer), and forgotten by DELETE /__admin/records', async () => {
    const checkout = (await (await init(body())).json()) as { id: string };
    const records = await recorded();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: checkout.id, fields: { productId: stay.pkg.id, offerId: stay.pkg.id, locale: 'fr_FR' }, checkout: { id: checkout.id } });
    expect((await fetch(`${SIMULATOR_ORIGIN}/__admin/records`, { method: 'DELETE' })).status).toBe(204);
    expect(await recorded()).toEqual([]);
    expect((await fetch(api(`/checkout/${checkout.id}`))).status).toBe(404);
  });

  it.each([
    ['a past check-in', { checkin: addDays(catalogue.today, -1), checkout: addDays(catalogue.today, 1) }, 'CHECKIN_IN_THE_PAST'],
    ['no locale', { locale: undefined }, 'MISSING_PARAMETER'],
    ['an unknown locale', { locale: 'en_GB' }, 'INVALID_LOCALE'],
    ['no check-in', { checkin: undefined }, 'MISSING_PARAMETER'],
    ['a check-in that is not a day', { checkin: '2026-02-30' }, 'INVALID_DATE'],
    ['neither checkout nor nights', { checkout: undefined }, 'MISSING_PARAMETER'],
    ['nights that disagree with the checkout', { nights: stay.nights + 1 }, 'INVALID_PARAMETER'],
    ['21 adults', { adult: 21 }, 'INVALID_PARAMETER'],
    ['11 babies', { baby: 11 }, 'INVALID_PARAMETER'],
    ['an offer of another hotel', { offerId: packageOfAnotherHotel(stay.pkg).id }, 'OFFER_NOT_IN_PRODUCT'],
    ['an activity without its date', { activitySelectionList: undefined }, 'ACTIVITY_DATE_MISSING'],
    ['a malformed activity list', { activitySelectionList: 'x_1' }, 'INVALID_ACTIVITY_SELECTION'],
    ['an activity day after the stay', { activitySelectionList: stay.activitySelectionList?.replace(/_0/g, `_${stay.nights}`) }, 'ACTIVITY_DATE_OUT_OF_STAY'],
    ['an unknown insurance offer', { insuranceOfferId: 'GOLD' }, 'UNKNOWN_INSURANCE_OFFER'],
  ])('refuses %s with 400 and records nothing', async (_, overrides, code) => {
    const response = await init(body(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code, message: expect.any(String) });
    expect(await recorded()).toEqual([]);
  });

  it('refuses a body that is not a JSON object (400) and an unknown product (404)', async () => {
    expect((await init('not json')).status).toBe(400);
    expect((await init([1, 2])).status).toBe(400);
    const unknown = await init(body({ productId: 987_654_321 }));
    expect(unknown.status).toBe(404);
    expect(await recorded()).toEqual([]);
  });

  it('answers 404 for a checkout id it never made', async () => {
    const response = await fetch(api('/checkout/00000000-0000-0000-0000-000000000000'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('fault injection on the checkout calls (mocks/faults.ts)', () => {
  it('the fault header fails the init call and nothing is recorded', async () => {
    const response = await init(body(), { [FAULT_HEADER]: '503' });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'SIMULATED_503' });
    expect(await recorded()).toEqual([]);
  });

  it('an admin rule fails the init call once, then lets it through', async () => {
    const rule = await fetch(`${SIMULATOR_ORIGIN}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/checkout/init.json', method: 'POST', fault: '500', times: 1 }),
    });
    expect(rule.status).toBe(201);
    expect((await init(body())).status).toBe(500);
    expect((await init(body())).status).toBe(201);
    expect(await recorded()).toHaveLength(1);
  });

  it('an admin rule (a malformed body) and the header (502) fail the GET of a checkout by id', async () => {
    const checkout = (await (await init(body())).json()) as { id: string };
    await fetch(`${SIMULATOR_ORIGIN}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `/checkout/${checkout.id}`, method: 'GET', fault: 'malformed', times: 1 }),
    });
    const malformed = await fetch(api(`/checkout/${checkout.id}`));
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    expect((await fetch(api(`/checkout/${checkout.id}`), { headers: { [FAULT_HEADER]: '502' } })).status).toBe(502);
    expect((await fetch(api(`/checkout/${checkout.id}`))).status).toBe(200);
  });
});
