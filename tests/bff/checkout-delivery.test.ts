import { http, HttpResponse } from 'msw';
import { POST } from '../../app/api/checkout/delivery/route';
import { fetchCheckout, initGiftCheckout } from '@/api/checkout';
import { fetchBoxShippingCosts } from '@/api/gift';
import { checkoutDeliveryContract, saveDeliveryOutcome, type CheckoutDeliveryBody } from '@/bff/contracts/checkout-delivery';
import { addDays } from '@/domain/calendar/iso-day';
import { giftShippingAmount } from '@/domain/product/gift-total';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { simulator } from '../setup/simulator';
import { postRequest } from './helpers';
import { catalogue, catalogueMorning } from './stays';

/**
 * POST /api/checkout/delivery over the in-process simulator (contract §7): a gift order's delivery
 * checked again with the form's rules (the send date against the site's today), saved on the
 * checkout, answered with the API's re-priced shipping and total; each refusal carries the field the
 * form shows it on; an expired or booked order answers what the form acts on.
 */
const physicalBox = catalogue.boxes.find((box) => box.physicalCode !== null)!;
const TODAY = catalogue.today;
const ADDRESS = { firstName: 'Léa', lastName: "N'Diaye", street: '12 rue des Lilas', postalCode: '1000', city: 'Bruxelles', country: 'BE' };
const TO_SOMEONE = { kind: 'digital', recipient: 'someone', recipientName: 'Bob Martin', recipientEmail: 'bob@example.com', sendOn: TODAY } as const;

const call = (payload: unknown) => POST(postRequest(checkoutDeliveryContract.path, payload));

async function giftOrder(giftFormat: 'digital' | 'physical'): Promise<{ id: string; sellPrice: number }> {
  const code = giftFormat === 'physical' ? physicalBox.physicalCode! : physicalBox.code;
  const made = await initGiftCheckout({ locale: 'fr_FR', gift: { type: 'BOX', code, giftFormat }, personalisation: { fromName: null, message: null } });
  if (!made.ok) throw new Error(`gift init failed: ${JSON.stringify(made.error)}`);
  return { id: made.data.id, sellPrice: made.data.gift!.amounts.sellPrice };
}

async function savedDelivery(id: string) {
  const checkout = await fetchCheckout({ id });
  if (!checkout.ok) throw new Error('checkout unreadable');
  return checkout.data.gift!.delivery;
}

async function expectAnswer(response: Response, status: number, expected: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual(expected);
}

beforeEach(() => {
  // The site's today is the catalogue's: the send date's bounds are the same for the route and the simulator.
  vi.useFakeTimers({ toFake: ['Date'], now: catalogueMorning() });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST /api/checkout/delivery', () => {
  it('a digital gift sent to someone on a later day: saved as typed, nothing to ship, uncached', async () => {
    const order = await giftOrder('digital');
    const delivery = { ...TO_SOMEONE, sendOn: addDays(TODAY, 30) };
    await expectAnswer(await call({ locale: 'fr_FR', checkoutId: order.id, delivery }), 200, { shippingCost: 0, totalPrice: order.sellPrice });
    expect(await savedDelivery(order.id)).toEqual(delivery);
  });

  it('sent to me: no recipient is kept, whatever the form still held', async () => {
    const order = await giftOrder('digital');
    const body: CheckoutDeliveryBody = { locale: 'fr_FR', checkoutId: order.id, delivery: { kind: 'digital', recipient: 'me', recipientName: null, recipientEmail: null, sendOn: TODAY } };
    expect((await call(body)).status).toBe(200);
    expect(await savedDelivery(order.id)).toEqual({ kind: 'digital', recipient: 'me', recipientName: null, recipientEmail: null, sendOn: TODAY });
  });

  it('a physical gift sent abroad: the API re-prices the shipping by the address’s country (the shipping-costs table’s figure)', async () => {
    const order = await giftOrder('physical');
    const table = await fetchBoxShippingCosts({ pos: 'FR' });
    if (!table.ok) throw new Error('shipping costs unreadable');
    const toBelgium = giftShippingAmount('physical', table.data, 'BE')!;
    expect(toBelgium).toBeGreaterThan(0);
    await expectAnswer(await call({ locale: 'fr_FR', checkoutId: order.id, delivery: { kind: 'physical', address: ADDRESS } }), 200, { shippingCost: toBelgium, totalPrice: order.sellPrice + toBelgium });
    expect(await savedDelivery(order.id)).toMatchObject({ kind: 'physical', address: ADDRESS });
    // Back home: the site's own country's shipping again.
    const home = giftShippingAmount('physical', table.data, 'FR')!;
    await expectAnswer(await call({ locale: 'fr_FR', checkoutId: order.id, delivery: { kind: 'physical', address: { ...ADDRESS, city: 'Paris', postalCode: '75001', country: 'FR' } } }), 200, { shippingCost: home, totalPrice: order.sellPrice + home });
  });

  it.each([
    ['a send date before today', { ...TO_SOMEONE, sendOn: addDays(TODAY, -1) }, 'sendOn'],
    ['a send date beyond a year', { ...TO_SOMEONE, sendOn: addDays(TODAY, 366) }, 'sendOn'],
    ['a send date that is no day', { ...TO_SOMEONE, sendOn: '2026-02-30' }, 'sendOn'],
    ['someone without an e-mail', { ...TO_SOMEONE, recipientEmail: '' }, 'recipientEmail'],
    ['someone with an e-mail that is none', { ...TO_SOMEONE, recipientEmail: 'bob@' }, 'recipientEmail'],
    ['someone with a name of digits', { ...TO_SOMEONE, recipientName: 'R2D2' }, 'recipientName'],
    ['a 21-character postal code', { kind: 'physical', address: { ...ADDRESS, postalCode: '1'.repeat(21) } }, 'postalCode'],
    ['a country no parcel goes to', { kind: 'physical', address: { ...ADDRESS, country: 'DE' } }, 'country'],
    ['no street', { kind: 'physical', address: { ...ADDRESS, street: '  ' } }, 'street'],
  ])('refuses %s on its field (400) and saves nothing', async (_, delivery, field) => {
    const order = await giftOrder(delivery.kind === 'physical' ? 'physical' : 'digital');
    await expectAnswer(await call({ locale: 'fr_FR', checkoutId: order.id, delivery }), 400, { error: { code: 'invalid-body', field } });
    expect(await savedDelivery(order.id)).toBeNull();
  });

  it.each([
    ['a body that is not JSON', '{"locale":'],
    ['an unsafe checkout id', { locale: 'fr_FR', checkoutId: '../admin', delivery: TO_SOMEONE }],
    ['an unknown locale', { locale: 'en_GB', checkoutId: 'abcdef12-3456', delivery: TO_SOMEONE }],
    ['a delivery of no kind', { locale: 'fr_FR', checkoutId: 'abcdef12-3456', delivery: { ...TO_SOMEONE, kind: 'pigeon' } }],
    ['an address with more fields', { locale: 'fr_FR', checkoutId: 'abcdef12-3456', delivery: { kind: 'physical', address: { ...ADDRESS, floor: 3 } } }],
  ])('refuses %s (400, no field) and calls nothing', async (_, payload) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expectAnswer(await call(payload), 400, { error: { code: 'invalid-body' } });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the API’s refusal of a field (address.postalCode) is that field’s; one it does not name is the body’s', async () => {
    simulator.use(http.post('*/checkout/:id/delivery', () => HttpResponse.json({ code: 'INVALID_PARAMETER', message: 'bad', field: 'address.postalCode' }, { status: 400 })));
    const body = { locale: 'fr_FR', checkoutId: 'abcdef12-3456', delivery: { kind: 'physical', address: ADDRESS } };
    await expectAnswer(await call(body), 400, { error: { code: 'invalid-body', field: 'postalCode' } });
    simulator.resetHandlers();
    simulator.use(http.post('*/checkout/:id/delivery', () => HttpResponse.json({ code: 'INVALID_PARAMETER', message: 'bad', field: 'address.planet' }, { status: 400 })));
    await expectAnswer(await call(body), 400, { error: { code: 'invalid-body' } });
  });

  it('an expired order (410) is expired: the form leads back to the gift', async () => {
    const order = await giftOrder('digital');
    expect((await fetch(`${SIMULATOR_ORIGIN}/__admin/checkouts/${order.id}/expire`, { method: 'POST' })).status).toBe(200);
    const response = await call({ locale: 'fr_FR', checkoutId: order.id, delivery: TO_SOMEONE });
    expect(response.status).toBe(410);
    expect(await saveDeliveryOutcome(response)).toEqual({ kind: 'expired' });
  });

  it('an order booked meanwhile (409 ALREADY_BOOKED) answers its payment step, which shows the confirmation', async () => {
    simulator.use(http.post('*/checkout/:id/delivery', () => HttpResponse.json({ code: 'ALREADY_BOOKED', message: 'Already booked' }, { status: 409 })));
    const response = await call({ locale: 'fr_FR', checkoutId: 'abcdef12-3456', delivery: TO_SOMEONE });
    expect(response.status).toBe(409);
    expect(await saveDeliveryOutcome(response)).toEqual({ kind: 'booked', paymentPath: '/fr-fr/paiement?checkoutId=abcdef12-3456' });
  });

  it('a delivery of the other format (409 DELIVERY_FORMAT_MISMATCH) or an API outage is a failure the button sends again', async () => {
    const order = await giftOrder('digital');
    const response = await call({ locale: 'fr_FR', checkoutId: order.id, delivery: { kind: 'physical', address: ADDRESS } });
    expect(response.status).toBe(502);
    expect(await saveDeliveryOutcome(response)).toEqual({ kind: 'failed' });
    simulator.use(http.post('*/checkout/:id/delivery', () => HttpResponse.json({ code: 'OOPS' }, { status: 503 })));
    expect(await saveDeliveryOutcome(await call({ locale: 'fr_FR', checkoutId: order.id, delivery: TO_SOMEONE }))).toEqual({ kind: 'failed' });
  });
});
