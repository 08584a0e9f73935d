import { http, HttpResponse } from 'msw';
import { POST } from '../../app/api/checkout/traveller/route';
import { checkoutTravellerContract, saveTravellerOutcome, type CheckoutTravellerBody } from '@/bff/contracts/checkout-traveller';
import { fetchCheckout } from '@/api/checkout';
import { POST as initRoute } from '../../app/api/checkout/init/route';
import { checkoutInitContract, type CheckoutInitAnswer } from '@/bff/contracts/checkout-init';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { simulator } from '../setup/simulator';
import { postRequest } from './helpers';
import { bookableStay } from './stays';

/**
 * POST /api/checkout/traveller: the details checked again with the form's rules, saved on the
 * checkout, answered with the payment step's path; each API refusal becomes the answer the form
 * acts on. The travel API's traveller call is played by handlers of this test (the checkout
 * contract's answers), so what the route sends is seen as the API receives it.
 */
const checkoutId = '0f4e2a7c-9d1b-4c3a-8e5f-1a2b3c4d5e6f';
const traveller = { civility: 'MRS', firstName: 'Anne', lastName: 'Martin', email: 'anne@example.fr', phone: '+33612345678', postalCode: '75011', country: 'FR' } as const;
const body: CheckoutTravellerBody = { locale: 'fr_FR', checkoutId, traveller, termsAccepted: true };
const call = (payload: unknown) => POST(postRequest(checkoutTravellerContract.path, payload));

/** A checkout as the API answers it once the details are kept. */
const checkoutAnswer = {
  id: checkoutId,
  status: 'DETAILS_COMPLETED',
  locale: 'fr_FR',
  productId: 100725,
  offerId: 100725,
  reservationCriteria: { checkin: '2026-12-08', checkout: '2026-12-09', nights: 1, adult: 2, child: 0, baby: 0 },
  priceInfo: { sellPrice: 20_000, totalPrice: 20_000, remainingAmountToPay: 20_000 },
  traveller,
};

function travellerApi(answer: () => Response) {
  const received: Array<{ id: string; body: unknown }> = [];
  simulator.use(
    http.post('*/checkout/:id/traveller', async ({ request, params }) => {
      received.push({ id: String(params.id), body: await request.json() });
      return answer();
    }),
  );
  return received;
}

async function expectAnswer(response: Response, status: number, expected: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual(expected);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('POST /api/checkout/traveller', () => {
  it('saves the details on the checkout and answers the payment step’s path, uncached', async () => {
    const received = travellerApi(() => HttpResponse.json(checkoutAnswer));
    await expectAnswer(await call(body), 200, { paymentPath: `/fr-fr/paiement?checkoutId=${checkoutId}` });
    expect(received).toEqual([{ id: checkoutId, body: traveller }]);
  });

  it('leads to each site’s own payment route', async () => {
    travellerApi(() => HttpResponse.json({ ...checkoutAnswer, locale: 'es_ES' }));
    const answer = (await (await call({ ...body, locale: 'es_ES' })).json()) as { paymentPath: string };
    expect(answer.paymentPath).toMatch(new RegExp(`^/es-es/[a-z-]+\\?checkoutId=${checkoutId}$`));
    expect(answer.paymentPath).not.toContain('/fr-fr/');
  });

  it.each([
    ['a name with digits', { ...body, traveller: { ...traveller, lastName: 'Martin2' } }, 'lastName'],
    ['a phone that is no E.164 number', { ...body, traveller: { ...traveller, phone: '+33 6 12' } }, 'phone'],
    ['a 21-character postal code', { ...body, traveller: { ...traveller, postalCode: '1'.repeat(21) } }, 'postalCode'],
    ['a country off the list', { ...body, traveller: { ...traveller, country: 'XX' } }, 'country'],
    ['no civility', { ...body, traveller: { ...traveller, civility: '' } }, 'civility'],
    ['the terms not accepted', { ...body, termsAccepted: false }, 'termsAccepted'],
  ])('refuses %s (400 with its field) and calls nothing', async (_, payload, field) => {
    const received = travellerApi(() => HttpResponse.json(checkoutAnswer));
    await expectAnswer(await call(payload), 400, { error: { code: 'invalid-body', field } });
    expect(received).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', '{"locale":'],
    ['an unsafe checkout id', { ...body, checkoutId: '../admin' }],
    ['an unknown locale', { ...body, locale: 'en_GB' }],
    ['a traveller with more fields', { ...body, traveller: { ...traveller, isAdmin: true } }],
    ['no traveller', { ...body, traveller: undefined }],
  ])('refuses %s (400, no field) and calls nothing', async (_, payload) => {
    const received = travellerApi(() => HttpResponse.json(checkoutAnswer));
    await expectAnswer(await call(payload), 400, { error: { code: 'invalid-body' } });
    expect(received).toEqual([]);
  });

  it('the API’s refusal of a field is that field’s refusal; one it does not name is the body’s', async () => {
    travellerApi(() => HttpResponse.json({ code: 'INVALID_PARAMETER', message: 'email is invalid', field: 'email' }, { status: 400 }));
    await expectAnswer(await call(body), 400, { error: { code: 'invalid-body', field: 'email' } });
    simulator.resetHandlers();
    travellerApi(() => HttpResponse.json({ code: 'INVALID_PARAMETER', message: 'bad', field: 'shoeSize' }, { status: 400 }));
    await expectAnswer(await call(body), 400, { error: { code: 'invalid-body' } });
  });

  it('an expired checkout (410), or one the API no longer knows (404), is expired: back to the stay', async () => {
    travellerApi(() => HttpResponse.json({ code: 'CHECKOUT_EXPIRED', message: 'Checkout expired' }, { status: 410 }));
    await expectAnswer(await call(body), 410, { error: { code: 'checkout-expired' } });
    simulator.resetHandlers();
    travellerApi(() => HttpResponse.json({ code: 'CHECKOUT_NOT_FOUND', message: 'Unknown checkout' }, { status: 404 }));
    await expectAnswer(await call(body), 410, { error: { code: 'checkout-expired' } });
  });

  it('a checkout booked meanwhile (409 ALREADY_BOOKED) answers 409 with the payment step, which shows the confirmation', async () => {
    travellerApi(() => HttpResponse.json({ code: 'ALREADY_BOOKED', message: 'Already booked' }, { status: 409 }));
    await expectAnswer(await call(body), 409, { error: { code: 'already-booked', paymentPath: `/fr-fr/paiement?checkoutId=${checkoutId}` } });
  });

  it('an API failure is the upstream error', async () => {
    travellerApi(() => HttpResponse.json({ code: 'OOPS' }, { status: 503 }));
    await expectAnswer(await call(body), 502, { error: { code: 'upstream' } });
  });

  it('refuses another site’s page and a body that is not JSON before reading it', async () => {
    const received = travellerApi(() => HttpResponse.json(checkoutAnswer));
    const crossSite = new Request(`http://localhost${checkoutTravellerContract.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(body),
    });
    expect((await POST(crossSite)).status).toBe(403);
    const form = new Request(`http://localhost${checkoutTravellerContract.path}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });
    expect((await POST(form)).status).toBe(415);
    expect(received).toEqual([]);
  });
});

describe('the form’s reading of the route’s answers', () => {
  const response = (status: number, json: unknown) => new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  it.each([
    [200, { paymentPath: '/fr-fr/paiement?checkoutId=x' }, { kind: 'saved', paymentPath: '/fr-fr/paiement?checkoutId=x' }],
    [200, { paymentPath: 'https://evil.example/' }, { kind: 'failed' }],
    [409, { error: { code: 'already-booked', paymentPath: '/fr-fr/paiement?checkoutId=x' } }, { kind: 'booked', paymentPath: '/fr-fr/paiement?checkoutId=x' }],
    [410, { error: { code: 'checkout-expired' } }, { kind: 'expired' }],
    [400, { error: { code: 'invalid-body', field: 'phone' } }, { kind: 'refused', field: 'phone' }],
    [400, { error: { code: 'invalid-body', field: 'constructor' } }, { kind: 'refused', field: null }],
    [400, { error: { code: 'invalid-body' } }, { kind: 'refused', field: null }],
    [502, { error: { code: 'upstream' } }, { kind: 'failed' }],
    [403, { error: { code: 'cross-site' } }, { kind: 'failed' }],
  ])('%i %j → %j', async (status, json, outcome) => {
    expect(await saveTravellerOutcome(response(status, json))).toEqual(outcome);
  });
});

describe('POST /api/checkout/traveller over the in-process simulator', () => {
  const stay = bookableStay({ datedActivity: false });
  async function newCheckout(): Promise<string> {
    const response = await initRoute(
      postRequest(checkoutInitContract.path, { locale: 'fr_FR', productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 0, activitySelectionList: stay.activitySelectionList }),
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as CheckoutInitAnswer).checkoutId;
  }

  it('the checkout keeps the traveller and its details are completed', async () => {
    const id = await newCheckout();
    await expectAnswer(await call({ ...body, checkoutId: id }), 200, { paymentPath: `/fr-fr/paiement?checkoutId=${id}` });
    const checkout = await fetchCheckout({ id });
    expect(checkout.ok && checkout.data.traveller).toEqual(traveller);
    expect(checkout.ok && checkout.data.status).toBe('DETAILS_COMPLETED');
  });

  it('an expired checkout answers 410 and keeps nothing', async () => {
    const id = await newCheckout();
    expect((await fetch(`${SIMULATOR_ORIGIN}/__admin/checkouts/${id}/expire`, { method: 'POST' })).status).toBe(200);
    await expectAnswer(await call({ ...body, checkoutId: id }), 410, { error: { code: 'checkout-expired' } });
  });
});
