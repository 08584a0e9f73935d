import type { CheckoutWire } from '../../mocks/checkout';
import { catalogue } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { api, call, createPayment, initCheckout, payByCard, paymentBody, paymentOf, postJson, records, resetSimulator, TRAVELLER, withTraveller } from './support/checkout-journey';

/**
 * The simulator's activity voucher checkout (contract §5): init from an activity-only product's
 * prices, the same traveller, promo-code, gift-card and book calls as a stay, and a voucher code
 * valid 12 months once booked.
 */
beforeEach(resetSimulator);

const product = catalogue.activityOnly.find((candidate) => candidate.published && candidate.prices.length >= 3)!;
const unpublished = catalogue.activityOnly.find((candidate) => !candidate.published)!;
const entry = (adults: number) => product.prices.find((price) => price.adults === adults)!;
const unpricedCount = Array.from({ length: 20 }, (_, index) => index + 1).find((count) => !product.prices.some((price) => price.adults === count))!;

const initActivity = (body: Record<string, unknown>) => postJson(api('/checkout/activity/init.json'), { activityProductId: product.id, participants: 2, customType: 'OWN_USE', locale: 'fr_FR', ...body });

async function activityCheckout(body: Record<string, unknown> = {}): Promise<CheckoutWire> {
  const response = await initActivity(body);
  if (response.status !== 201) throw new Error(`activity init answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CheckoutWire;
}

const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

describe('POST {api}/checkout/activity/init.json', () => {
  it('makes an ACTIVITY checkout priced from the product’s entry for that count, with no stay, insurance nor cancellation policy', async () => {
    const checkout = await activityCheckout({ participants: 3, customType: 'GIFT', customerEmail: 'lea@example.com' });
    const price = entry(3);
    const refPrice = Math.max(price.barPrice, price.sellPrice);
    expect(checkout).toMatchObject({
      kind: 'ACTIVITY',
      status: 'INITIALIZED',
      productId: product.id,
      offerId: null,
      label: product.label.fr,
      hotel: null,
      reservationCriteria: null,
      activitySelectionList: [],
      insurance: null,
      cancellationPolicy: null,
      voucher: null,
      customerEmail: 'lea@example.com',
      booking: null,
      activity: { productId: product.id, label: product.label.fr, participants: 3, customType: 'GIFT', validityMonths: 12 },
    });
    expect(checkout.bookingReference).toMatch(/^\d{8}$/);
    expect(Date.parse(checkout.expiresAt) - Date.parse(checkout.createdAt)).toBe(2 * 60 * 60 * 1000);
    expect(checkout.priceInfo).toMatchObject({
      sellPrice: price.sellPrice * 3,
      refPrice: refPrice * 3,
      moneySaved: (refPrice - price.sellPrice) * 3,
      insuranceAmount: 0,
      totalPrice: price.sellPrice * 3,
      promoCodeReductionAmount: 0,
      giftcards: [],
      remainingAmountToPay: price.sellPrice * 3,
      nights: null,
      nbRooms: null,
    });
  });

  it('gives the same figures as the voucher page’s detail for that count', async () => {
    const detail = (await (await fetch(api(`/activity-only/weekend/${product.id}/detail.json?locale=fr_FR`))).json()) as { prices: Record<string, { sellPrice: number; refPrice: number; promoPercentageRounded: number }> };
    const checkout = await activityCheckout({ participants: 2 });
    expect(checkout.priceInfo.sellPrice).toBe(detail.prices['2']!.sellPrice * 2);
    expect(checkout.priceInfo.refPrice).toBe(detail.prices['2']!.refPrice * 2);
    expect(checkout.priceInfo.promoPercentageRounded).toBe(detail.prices['2']!.promoPercentageRounded);
  });

  it('stays answer kind STAY and activity null', async () => {
    expect(await initCheckout()).toMatchObject({ kind: 'STAY', activity: null });
  });

  it.each([
    [{ participants: unpricedCount }, 400, 'PARTICIPANTS_NOT_PRICED'],
    [{ participants: 0 }, 400, 'INVALID_PARAMETER'],
    [{ customType: 'FRIEND' }, 400, 'INVALID_PARAMETER'],
    [{ activityProductId: null }, 400, 'MISSING_PARAMETER'],
    [{ locale: 'en_GB' }, 400, 'INVALID_LOCALE'],
    [{ activityProductId: 999_999_999 }, 404, 'NOT_FOUND'],
    [{ activityProductId: unpublished.id }, 409, 'ACTIVITY_NOT_AVAILABLE'],
  ])('refuses %o: %i %s', async (body, status, code) => {
    const response = await initActivity(body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { code: string }).code).toBe(code);
  });

  it('is listed in the records and read back by GET {api}/checkout/{id}', async () => {
    const checkout = await activityCheckout();
    const read = (await (await fetch(api(`/checkout/${checkout.id}`))).json()) as CheckoutWire & { expired: boolean };
    expect(read).toMatchObject({ id: checkout.id, kind: 'ACTIVITY', expired: false, activity: checkout.activity });
    const listed = await records<Array<{ id: string; checkout: CheckoutWire }>>('checkouts');
    expect(listed.map((record) => record.id)).toContain(checkout.id);
  });
});

describe('the calls on an activity checkout', () => {
  it('takes the traveller, a promo code and a gift card as a stay does; insurance only null', async () => {
    const checkout = await withTraveller(await activityCheckout({ participants: 2 }));
    expect(checkout.status).toBe('DETAILS_COMPLETED');
    expect((await call(checkout.id, '/insurance', { insuranceOfferId: 'CANCELLATION' })).body.code).toBe('UNKNOWN_INSURANCE_OFFER');
    expect((await call(checkout.id, '/insurance', { insuranceOfferId: null })).status).toBe(200);
    const withCard = await call(checkout.id, '/giftcards', { serialNumber: 'GC-1000-2000-3000' });
    expect(withCard.status).toBe(200);
    const used = Math.min(5_000, checkout.priceInfo.totalPrice);
    expect(withCard.body.priceInfo.giftcards).toEqual([{ serialNumber: 'GC-1000-2000-3000', usedAmount: used }]);
    expect(withCard.body.priceInfo.remainingAmountToPay).toBe(checkout.priceInfo.totalPrice - used);
  });

  it('is booked with an authorised payment of what remains, without any availability check, and issues a voucher valid 12 months', async () => {
    const checkout = await withTraveller(await activityCheckout({ participants: 2 }));
    const payment = await createPayment(paymentBody({ amount: checkout.priceInfo.remainingAmountToPay, merchantReference: checkout.id }));
    await payByCard(payment);
    const booked = await call(checkout.id, '/book', { paymentId: payment.id });
    expect(booked.status).toBe(201);
    const booking = booked.body.booking as NonNullable<CheckoutWire['booking']>;
    expect(booked.body.status).toBe('BOOKED');
    expect(booking).toMatchObject({ reference: checkout.bookingReference, paymentId: payment.id, paidAmount: checkout.priceInfo.remainingAmountToPay, paymentMethod: 'card' });
    expect(booking.voucherCode).toMatch(/^AV[A-Z0-9]{8}$/);
    expect(booking.validUntil).toBe(addMonths(catalogue.today, 12));
    expect((await paymentOf(payment.id)).status).toBe('AUTHORISED');
    // Idempotent, as for a stay: the same payment answers the same voucher.
    const again = await call(checkout.id, '/book', { paymentId: payment.id });
    expect(again.status).toBe(200);
    expect((again.body.booking as typeof booking).voucherCode).toBe(booking.voucherCode);
  });

  it('a stay’s booking has no voucher code', async () => {
    const checkout = await withTraveller(await initCheckout());
    const payment = await createPayment(paymentBody({ amount: checkout.priceInfo.remainingAmountToPay, merchantReference: checkout.id }));
    await payByCard(payment);
    const booked = await call(checkout.id, '/book', { paymentId: payment.id });
    expect(booked.body.booking).toMatchObject({ voucherCode: null, validUntil: null });
  });

  it('is not a booking of the lookup (no stay to find), but still answers the traveller’s lookup with 404', async () => {
    const checkout = await withTraveller(await activityCheckout());
    const payment = await createPayment(paymentBody({ amount: checkout.priceInfo.remainingAmountToPay, merchantReference: checkout.id }));
    await payByCard(payment);
    expect((await call(checkout.id, '/book', { paymentId: payment.id })).status).toBe(201);
    const lookup = await postJson(api('/booking/lookup.json'), { reference: checkout.bookingReference, email: TRAVELLER.email });
    expect(lookup.status).toBe(404);
    expect((await fetch(`${SIMULATOR_ORIGIN}/__admin/bookings`)).status).toBe(200);
  });
});
