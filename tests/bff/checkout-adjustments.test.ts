import { http, HttpResponse } from 'msw';
import { POST as insuranceRoute } from '../../app/api/checkout/insurance/route';
import { POST as promoCodeRoute } from '../../app/api/checkout/promo-code/route';
import { POST as giftCardRoute } from '../../app/api/checkout/giftcard/route';
import { POST as initRoute } from '../../app/api/checkout/init/route';
import { fetchCheckout, fetchInsuranceOffers } from '@/api/checkout';
import { checkoutAdjustmentOutcome } from '@/bff/contracts/checkout-adjustment';
import { checkoutGiftCardContract } from '@/bff/contracts/checkout-giftcard';
import { checkoutInitContract, type CheckoutInitAnswer } from '@/bff/contracts/checkout-init';
import { checkoutInsuranceContract } from '@/bff/contracts/checkout-insurance';
import { checkoutPromoCodeContract } from '@/bff/contracts/checkout-promo-code';
import type { CheckoutPrice } from '@/domain/model/checkout';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { simulator } from '../setup/simulator';
import { expectBffError, postRequest } from './helpers';
import { bookableStay } from './stays';

/**
 * POST /api/checkout/{insurance,promo-code,giftcard}: each change made on the checkout by the
 * simulator's own checkout calls (the checkout contract §1), answered with the new price; each of
 * the API's refusals becomes a 400 naming its code, an expired checkout a 410.
 */
const insurance = (body: unknown) => insuranceRoute(postRequest(checkoutInsuranceContract.path, body));
const promoCode = (body: unknown) => promoCodeRoute(postRequest(checkoutPromoCodeContract.path, body));
const giftCard = (body: unknown) => giftCardRoute(postRequest(checkoutGiftCardContract.path, body));

const stay = bookableStay({ datedActivity: false });

async function newCheckout(): Promise<string> {
  const response = await initRoute(
    postRequest(checkoutInitContract.path, { locale: 'fr_FR', productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 0, activitySelectionList: stay.activitySelectionList }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as CheckoutInitAnswer).checkoutId;
}

async function priceOf(response: Response): Promise<CheckoutPrice> {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { price: CheckoutPrice }).price;
}

async function expectRefused(response: Response, reason: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ error: { code: 'refused', reason } });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('POST /api/checkout/promo-code', () => {
  it('applies a seeded code (any case): the reduction and what remains to pay; null removes it', async () => {
    const checkoutId = await newCheckout();
    const price = await priceOf(await promoCode({ checkoutId, code: ' escapade20 ' }));
    expect(price.promoCodeReductionAmount).toBe(2_000);
    expect(price.remainingAmountToPay).toBe(price.totalPrice - 2_000);
    const stored = await fetchCheckout({ id: checkoutId });
    expect(stored.ok && stored.data.promoCode).toEqual({ code: 'ESCAPADE20', reductionAmount: 2_000 });
    const removed = await priceOf(await promoCode({ checkoutId, code: null }));
    expect(removed.promoCodeReductionAmount).toBe(0);
    expect(removed.remainingAmountToPay).toBe(removed.totalPrice);
  });

  it('an unknown code is INVALID_PROMO_CODE', async () => {
    await expectRefused(await promoCode({ checkoutId: await newCheckout(), code: 'NOPE' }), 'INVALID_PROMO_CODE');
  });

  it('a code under its minimum is PROMO_CODE_MINIMUM_NOT_REACHED', async () => {
    simulator.use(http.post('*/checkout/:id/promo-code', () => HttpResponse.json({ code: 'PROMO_CODE_MINIMUM_NOT_REACHED', message: 'Minimum 300 €' }, { status: 400 })));
    await expectRefused(await promoCode({ checkoutId: 'abcdefgh1234', code: 'WEEKEND50' }), 'PROMO_CODE_MINIMUM_NOT_REACHED');
  });

  it.each([
    ['an empty code', { checkoutId: 'abcdefgh1234', code: '   ' }],
    ['a code of 41 characters', { checkoutId: 'abcdefgh1234', code: 'A'.repeat(41) }],
    ['a malformed checkout id', { checkoutId: '../x', code: 'ESCAPADE20' }],
    ['an unknown field', { checkoutId: 'abcdefgh1234', code: 'ESCAPADE20', extra: 1 }],
  ])('refuses %s (400 invalid-body)', async (_, body) => {
    await expectBffError(await promoCode(body), 400, 'invalid-body');
  });
});

describe('POST /api/checkout/giftcard', () => {
  it('applies a card (it pays min(balance, what remains)), lists it with its used amount, and removes it', async () => {
    const checkoutId = await newCheckout();
    const price = await priceOf(await giftCard({ checkoutId, action: 'apply', serialNumber: 'GC-1000-2000-3000' }));
    const used = Math.min(5_000, price.totalPrice);
    expect(price.giftcards).toEqual([{ serialNumber: 'GC-1000-2000-3000', usedAmount: used }]);
    expect(price.remainingAmountToPay).toBe(price.totalPrice - used);
    const removed = await priceOf(await giftCard({ checkoutId, action: 'remove', serialNumber: 'GC-1000-2000-3000' }));
    expect(removed.giftcards).toEqual([]);
    expect(removed.remainingAmountToPay).toBe(removed.totalPrice);
  });

  it.each([
    ['an unknown card', 'GC-0000-0000-0000', 'GIFTCARD_INVALID'],
    ['a card with no balance', 'GC-7000-8000-9000', 'GIFTCARD_EMPTY'],
  ])('%s is %s', async (_, serialNumber, reason) => {
    await expectRefused(await giftCard({ checkoutId: await newCheckout(), action: 'apply', serialNumber }), reason);
  });

  it('a card applied twice is GIFTCARD_ALREADY_APPLIED', async () => {
    const checkoutId = await newCheckout();
    await priceOf(await giftCard({ checkoutId, action: 'apply', serialNumber: 'GC-4000-5000-6000' }));
    await expectRefused(await giftCard({ checkoutId, action: 'apply', serialNumber: 'GC-4000-5000-6000' }), 'GIFTCARD_ALREADY_APPLIED');
  });

  it('refuses an action it does not know (400 invalid-body)', async () => {
    await expectBffError(await giftCard({ checkoutId: 'abcdefgh1234', action: 'spend', serialNumber: 'GC-1000-2000-3000' }), 400, 'invalid-body');
  });
});

describe('POST /api/checkout/insurance', () => {
  it('another cover re-prices the checkout; null goes back to the included cover', async () => {
    const checkoutId = await newCheckout();
    const offers = await fetchInsuranceOffers({ weekendId: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights, adult: 2, child: 0, baby: 0 });
    const paid = offers.ok ? offers.data.find((offer) => offer.sellPrice > 0) : undefined;
    expect(paid).toBeDefined();
    const price = await priceOf(await insurance({ checkoutId, insuranceOfferId: paid!.id }));
    expect(price.insuranceAmount).toBe(paid!.sellPrice);
    expect(price.totalPrice).toBe(price.sellPrice + paid!.sellPrice);
    const included = await priceOf(await insurance({ checkoutId, insuranceOfferId: null }));
    expect(included.insuranceAmount).toBe(0);
  });

  it('an offer the stay does not have is UNKNOWN_INSURANCE_OFFER', async () => {
    await expectRefused(await insurance({ checkoutId: await newCheckout(), insuranceOfferId: 'no-such-offer' }), 'UNKNOWN_INSURANCE_OFFER');
  });
});

describe('every adjustment route: the checkout’s end and the API’s failures', () => {
  it('an expired checkout is 410 checkout-expired, and so is one the API no longer knows', async () => {
    const checkoutId = await newCheckout();
    expect((await fetch(`${SIMULATOR_ORIGIN}/__admin/checkouts/${checkoutId}/expire`, { method: 'POST' })).status).toBe(200);
    for (const response of [
      await promoCode({ checkoutId, code: 'ESCAPADE20' }),
      await giftCard({ checkoutId, action: 'apply', serialNumber: 'GC-1000-2000-3000' }),
      await insurance({ checkoutId, insuranceOfferId: null }),
      await promoCode({ checkoutId: 'unknown-checkout-1', code: 'ESCAPADE20' }),
    ]) {
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({ error: { code: 'checkout-expired' } });
    }
  });

  it('a booked checkout is 409 already-booked; a failing API 502; another site’s page 403', async () => {
    simulator.use(http.post('*/checkout/:id/giftcards', () => HttpResponse.json({ code: 'ALREADY_BOOKED', message: 'Booked' }, { status: 409 })));
    const booked = await giftCard({ checkoutId: 'abcdefgh1234', action: 'apply', serialNumber: 'GC-1000-2000-3000' });
    expect(booked.status).toBe(409);
    expect(await booked.json()).toEqual({ error: { code: 'already-booked' } });
    simulator.use(http.post('*/checkout/:id/promo-code', () => new HttpResponse(null, { status: 500 })));
    await expectBffError(await promoCode({ checkoutId: 'abcdefgh1234', code: 'ESCAPADE20' }), 502, 'upstream');
    const crossSite = new Request(`http://localhost${checkoutInsuranceContract.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ checkoutId: 'abcdefgh1234', insuranceOfferId: null }),
    });
    await expectBffError(await insuranceRoute(crossSite), 403, 'cross-site');
  });
});

describe('checkoutAdjustmentOutcome: what the island makes of an answer', () => {
  const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  it.each([
    ['the new price', json({ price: { totalPrice: 1 } }, 200), { kind: 'applied', price: { totalPrice: 1 } }],
    ['a refusal with a known code', json({ error: { code: 'refused', reason: 'GIFTCARD_EMPTY' } }, 400), { kind: 'refused', reason: 'GIFTCARD_EMPTY' }],
    ['a refusal with an unknown code', json({ error: { code: 'refused', reason: 'OTHER' } }, 400), { kind: 'failed' }],
    ['the checkout’s end', json({ error: { code: 'checkout-expired' } }, 410), { kind: 'expired' }],
    ['a confirmed booking', json({ error: { code: 'already-booked' } }, 409), { kind: 'booked' }],
    ['a failure', json({ error: { code: 'upstream' } }, 502), { kind: 'failed' }],
    ['a page that is not JSON', new Response('<html>', { status: 200 }), { kind: 'failed' }],
  ])('%s', async (_, response, expected) => {
    expect(await checkoutAdjustmentOutcome(response)).toEqual(expected);
  });
});
