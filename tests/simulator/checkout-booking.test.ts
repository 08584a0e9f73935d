import { FAULT_HEADER } from '../../mocks/faults';
import { issuedVouchers } from '../../mocks/vouchers/vouchers';
import { bookableStay, catalogue } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';
import {
  api,
  call,
  checkoutWithAuthorisedPayment,
  createPayment,
  findStay,
  initCheckout,
  lastRoomStay,
  payByCard,
  paymentBody,
  paymentOf,
  postJson,
  records,
  resetSimulator,
  stayPricedBetween,
  TRAVELLER,
  withTraveller,
} from './support/checkout-journey';

/**
 * The simulator's stay checkout after init (contract §1): traveller, insurance, promo code, gift
 * cards, expiry, and the booking checked against the payment provider stand-in's own store.
 */
beforeEach(resetSimulator);

const giftcardBalance = async (serial: string) => (await records<Array<{ serialNumber: string; balance: number }>>('giftcards')).find((card) => card.serialNumber === serial)!.balance;
const book = (id: string, paymentId: string | null) => call(id, '/book', { paymentId });

describe('a new checkout', () => {
  it('is a STAY, INITIALIZED, expiring 2 hours after its creation, with nothing chosen yet and the whole total to pay', async () => {
    const checkout = await initCheckout();
    expect(checkout).toMatchObject({ kind: 'STAY', status: 'INITIALIZED', traveller: null, promoCode: null, booking: null });
    expect(Date.parse(checkout.expiresAt) - Date.parse(checkout.createdAt)).toBe(2 * 60 * 60 * 1000);
    expect(checkout.priceInfo).toMatchObject({ promoCodeReductionAmount: 0, giftcards: [], remainingAmountToPay: checkout.priceInfo.totalPrice });
  });
});

describe('POST {api}/checkout/{id}/traveller', () => {
  it('stores the traveller (texts trimmed) and completes the details', async () => {
    const checkout = await initCheckout();
    const answer = await call(checkout.id, '/traveller', { ...TRAVELLER, firstName: '  Anne-Marie ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'DETAILS_COMPLETED', traveller: TRAVELLER });
    expect((await (await fetch(api(`/checkout/${checkout.id}`))).json()).traveller).toEqual(TRAVELLER);
  });

  it.each([
    ['civility', 'MISS'],
    ['firstName', 'Jean3'],
    ['firstName', ''],
    ['firstName', 'A'.repeat(61)],
    ['lastName', "'-"],
    ['email', 'anne@example'],
    ['email', `${'a'.repeat(250)}@example.com`],
    ['phone', '0612345678'],
    ['phone', '+3361'],
    ['postalCode', '1'.repeat(21)],
    ['country', 'fr'],
    ['country', 'FRA'],
  ])('refuses %s %j with 400 INVALID_PARAMETER naming the field, and keeps the checkout as it was', async (field, value) => {
    const checkout = await initCheckout();
    const answer = await call(checkout.id, '/traveller', { ...TRAVELLER, [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_PARAMETER', field, message: expect.any(String) });
    expect((await (await fetch(api(`/checkout/${checkout.id}`))).json())).toMatchObject({ status: 'INITIALIZED', traveller: null });
  });

  it('takes names with accents, spaces, apostrophes and hyphens, and a postal code of any country', async () => {
    const checkout = await initCheckout();
    const answer = await call(checkout.id, '/traveller', { ...TRAVELLER, firstName: 'Zoë Éléonore', lastName: 'van der Berg-O’Neil', postalCode: 'SW1A 1AA', country: 'GB' });
    expect(answer.status).toBe(200);
  });

  it('answers 404 for an unknown checkout', async () => {
    expect((await call('00000000-0000-0000-0000-000000000000', '/traveller', TRAVELLER)).status).toBe(404);
  });
});

describe('POST {api}/checkout/{id}/insurance', () => {
  it('re-prices the checkout with the chosen cover, and back to the included one with null', async () => {
    const checkout = await initCheckout();
    const insured = await call(checkout.id, '/insurance', { insuranceOfferId: 'CANCELLATION' });
    expect(insured.status).toBe(200);
    const amount = insured.body.priceInfo.insuranceAmount;
    expect(amount).toBeGreaterThan(0);
    expect(insured.body.insurance).toMatchObject({ id: 'CANCELLATION', sellPrice: amount });
    expect(insured.body.cancellationPolicy).toMatchObject({ type: 'FULL_REFUND' });
    expect(insured.body.priceInfo).toMatchObject({ totalPrice: checkout.priceInfo.sellPrice + amount, remainingAmountToPay: checkout.priceInfo.sellPrice + amount });
    const included = await call(checkout.id, '/insurance', { insuranceOfferId: null });
    expect(included.body).toMatchObject({ insurance: null, cancellationPolicy: checkout.cancellationPolicy });
    expect(included.body.priceInfo).toMatchObject({ insuranceAmount: 0, totalPrice: checkout.priceInfo.sellPrice });
  });

  it('refuses an unknown offer with 400 UNKNOWN_INSURANCE_OFFER', async () => {
    const checkout = await initCheckout();
    const answer = await call(checkout.id, '/insurance', { insuranceOfferId: 'GOLD' });
    expect([answer.status, answer.body.code]).toEqual([400, 'UNKNOWN_INSURANCE_OFFER']);
  });
});

describe('promo codes, gift cards and what remains to pay', () => {
  it('takes a promo code (any case), refuses an unknown one and one under its minimum, and removes it with null', async () => {
    const { stay, totalPrice } = await stayPricedBetween(10_000, 30_000);
    const checkout = await initCheckout(stay);
    const under = await call(checkout.id, '/promo-code', { code: 'WEEKEND50' });
    expect([under.status, under.body.code]).toEqual([400, 'PROMO_CODE_MINIMUM_NOT_REACHED']);
    const unknown = await call(checkout.id, '/promo-code', { code: 'NOPE' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'INVALID_PROMO_CODE']);
    const taken = await call(checkout.id, '/promo-code', { code: ' escapade20 ' });
    expect(taken.status).toBe(200);
    expect(taken.body.promoCode).toEqual({ code: 'ESCAPADE20', reductionAmount: 2_000 });
    expect(taken.body.priceInfo).toMatchObject({ promoCodeReductionAmount: 2_000, remainingAmountToPay: totalPrice - 2_000 });
    const removed = await call(checkout.id, '/promo-code', { code: null });
    expect(removed.body.promoCode).toBeNull();
    expect(removed.body.priceInfo).toMatchObject({ promoCodeReductionAmount: 0, remainingAmountToPay: totalPrice });
  });

  it('reduces in order: promo code, then each gift card up to what remains, then the voucher; and removes a card', async () => {
    const voucher = [...issuedVouchers(catalogue).values()].find((candidate) => candidate.state === 'valid')!;
    // A stay of the voucher's box: a box voucher redeems those only (contract §7).
    const { stay, totalPrice } = await stayPricedBetween(30_000, 90_000, boxStaysOf(voucher.boxCode!));
    const checkout = await initCheckout(stay, { voucherCode: voucher.code });
    await call(checkout.id, '/promo-code', { code: 'WEEKEND50' });
    await call(checkout.id, '/giftcards', { serialNumber: 'gc-1000-2000-3000' });
    const both = await call(checkout.id, '/giftcards', { serialNumber: 'GC-4000-5000-6000' });
    expect(both.status).toBe(200);
    // 50 € promo; the 50 € card whole; the 1 000 € card takes all the rest, so the voucher finds nothing left.
    expect(both.body.priceInfo).toMatchObject({
      totalPrice,
      promoCodeReductionAmount: 5_000,
      giftcards: [
        { serialNumber: 'GC-1000-2000-3000', usedAmount: 5_000 },
        { serialNumber: 'GC-4000-5000-6000', usedAmount: totalPrice - 10_000 },
      ],
      remainingAmountToPay: 0,
    });
    const removed = await call(checkout.id, '/giftcards/remove', { serialNumber: 'GC-4000-5000-6000' });
    expect(removed.body.priceInfo.giftcards).toEqual([{ serialNumber: 'GC-1000-2000-3000', usedAmount: 5_000 }]);
    expect(removed.body.priceInfo.remainingAmountToPay).toBe(Math.max(0, totalPrice - 10_000 - voucher.value));
  });

  it('refuses an unknown card, an empty one and one already applied', async () => {
    const checkout = await initCheckout();
    const unknown = await call(checkout.id, '/giftcards', { serialNumber: 'GC-0000-0000-0000' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'GIFTCARD_INVALID']);
    const empty = await call(checkout.id, '/giftcards', { serialNumber: 'GC-7000-8000-9000' });
    expect([empty.status, empty.body.code]).toEqual([400, 'GIFTCARD_EMPTY']);
    await call(checkout.id, '/giftcards', { serialNumber: 'GC-1000-2000-3000' });
    const again = await call(checkout.id, '/giftcards', { serialNumber: 'GC-1000-2000-3000' });
    expect([again.status, again.body.code]).toEqual([400, 'GIFTCARD_ALREADY_APPLIED']);
  });

  it('drops a promo code whose minimum a cheaper insurance no longer reaches', async () => {
    // A stay under WEEKEND50's 300 € that its cancellation insurance lifts over it.
    const { checkout } = await findStay((candidate) => candidate.priceInfo.sellPrice < 30_000 && candidate.priceInfo.totalPrice >= 30_000, { insuranceOfferId: 'CANCELLATION' });
    expect((await call(checkout.id, '/promo-code', { code: 'WEEKEND50' })).status).toBe(200);
    const cheaper = await call(checkout.id, '/insurance', { insuranceOfferId: null });
    expect(cheaper.body.promoCode).toBeNull();
    expect(cheaper.body.priceInfo).toMatchObject({ promoCodeReductionAmount: 0, remainingAmountToPay: cheaper.body.priceInfo.totalPrice });
  });
});

describe('POST {api}/checkout/{id}/book', () => {
  it('books with an authorised payment of what remains: 201 BOOKED with its CONFIRMED booking', async () => {
    const { checkout, payment } = await checkoutWithAuthorisedPayment();
    expect(payment.status).toBe('AUTHORISED');
    const booked = await book(checkout.id, payment.id);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      status: 'BOOKED',
      booking: { reference: checkout.bookingReference, status: 'CONFIRMED', paymentId: payment.id, paidAmount: checkout.priceInfo.remainingAmountToPay, paymentMethod: 'card' },
    });
    expect(booked.body.booking?.confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(booked.body.booking?.reference).toMatch(/^\d{8}$/);
  });

  it('is idempotent: the same payment again answers 200 the same booking; another payment 409 ALREADY_BOOKED with the booking', async () => {
    const { checkout, payment } = await checkoutWithAuthorisedPayment();
    const first = await book(checkout.id, payment.id);
    const again = await book(checkout.id, payment.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await createPayment(paymentBody({ amount: checkout.priceInfo.remainingAmountToPay, merchantReference: checkout.id }));
    await payByCard(other);
    const second = await book(checkout.id, other.id);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'ALREADY_BOOKED', booking: first.body.booking });
    expect((await records<Array<{ checkout: { status: string } }>>('checkouts')).filter((stored) => stored.checkout.status === 'BOOKED')).toHaveLength(1);
  });

  it('refuses a payment that is not authorised, another checkout’s, unknown or missing (402), and one of another amount (409)', async () => {
    const checkout = await withTraveller(await initCheckout());
    const remaining = checkout.priceInfo.remainingAmountToPay;
    const pending = await createPayment(paymentBody({ amount: remaining, merchantReference: checkout.id }));
    const refused = await createPayment(paymentBody({ amount: remaining, merchantReference: checkout.id }));
    await payByCard(refused, '4000 0000 0000 0002');
    const foreign = await createPayment(paymentBody({ amount: remaining, merchantReference: 'another-checkout' }));
    await payByCard(foreign);
    const wrongAmount = await createPayment(paymentBody({ amount: remaining + 100, merchantReference: checkout.id }));
    await payByCard(wrongAmount);
    for (const paymentId of [pending.id, refused.id, foreign.id, 'pay_000000000000000000000000', null]) {
      const answer = await book(checkout.id, paymentId);
      expect([answer.status, answer.body.code], String(paymentId)).toEqual([402, 'PAYMENT_NOT_AUTHORISED']);
    }
    const mismatch = await book(checkout.id, wrongAmount.id);
    expect([mismatch.status, mismatch.body.code]).toEqual([409, 'PAYMENT_AMOUNT_MISMATCH']);
    expect((await (await fetch(api(`/checkout/${checkout.id}`))).json()).status).toBe('DETAILS_COMPLETED');
  });

  it('refuses to book before the traveller details (409 TRAVELLER_MISSING)', async () => {
    const checkout = await initCheckout();
    const payment = await createPayment(paymentBody({ amount: checkout.priceInfo.remainingAmountToPay, merchantReference: checkout.id }));
    await payByCard(payment);
    const answer = await book(checkout.id, payment.id);
    expect([answer.status, answer.body.code]).toEqual([409, 'TRAVELLER_MISSING']);
  });

  it('books a checkout a gift card pays whole without a payment, and refuses a payment there (400 NOTHING_TO_PAY)', async () => {
    const { stay, totalPrice } = await stayPricedBetween(5_000, 90_000);
    const checkout = await withTraveller(await initCheckout(stay));
    const paid = await call(checkout.id, '/giftcards', { serialNumber: 'GC-4000-5000-6000' });
    expect(paid.body.priceInfo.remainingAmountToPay).toBe(0);
    const payment = await createPayment(paymentBody({ amount: totalPrice, merchantReference: checkout.id }));
    await payByCard(payment);
    const refused = await book(checkout.id, payment.id);
    expect([refused.status, refused.body.code]).toEqual([400, 'NOTHING_TO_PAY']);
    const booked = await book(checkout.id, null);
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ paymentId: null, paidAmount: 0, paymentMethod: null });
  });

  it('takes a gift card’s balance down once, by what the booking used, and never below 0', async () => {
    const { stay, totalPrice } = await stayPricedBetween(6_000, 90_000);
    const first = await withTraveller(await initCheckout(stay));
    const second = await withTraveller(await initCheckout(stay));
    await call(first.id, '/giftcards', { serialNumber: 'GC-1000-2000-3000' });
    const secondWithCard = await call(second.id, '/giftcards', { serialNumber: 'GC-1000-2000-3000' });
    expect(secondWithCard.body.priceInfo.giftcards).toEqual([{ serialNumber: 'GC-1000-2000-3000', usedAmount: 5_000 }]);

    const payment = await createPayment(paymentBody({ amount: totalPrice - 5_000, merchantReference: first.id }));
    await payByCard(payment);
    expect((await book(first.id, payment.id)).status).toBe(201);
    expect((await book(first.id, payment.id)).status).toBe(200);
    expect(await giftcardBalance('GC-1000-2000-3000')).toBe(0);

    // The other checkout now finds the card spent: it uses 0 and what remains goes up.
    const reread = (await (await fetch(api(`/checkout/${second.id}`))).json()) as typeof second;
    expect(reread.priceInfo).toMatchObject({ giftcards: [{ serialNumber: 'GC-1000-2000-3000', usedAmount: 0 }], remainingAmountToPay: totalPrice });
    const stale = await createPayment(paymentBody({ amount: totalPrice - 5_000, merchantReference: second.id }));
    await payByCard(stale);
    expect((await book(second.id, stale.id)).body.code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(await giftcardBalance('GC-1000-2000-3000')).toBe(0);
    const third = await initCheckout(stay);
    expect((await call(third.id, '/giftcards', { serialNumber: 'GC-1000-2000-3000' })).body.code).toBe('GIFTCARD_EMPTY');
  });

  it('redeems the voucher: a later init with it is refused (400 VOUCHER_ALREADY_USED) and the lookup says it is used', async () => {
    const voucher = [...issuedVouchers(catalogue).values()].filter((candidate) => candidate.state === 'valid')[1]!;
    const checkout = await withTraveller(await initCheckout(bookableStay({ among: boxStaysOf(voucher.boxCode!) }), { voucherCode: voucher.code }));
    const remaining = checkout.priceInfo.remainingAmountToPay;
    let paymentId: string | null = null;
    if (remaining > 0) {
      const payment = await createPayment(paymentBody({ amount: remaining, merchantReference: checkout.id }));
      await payByCard(payment);
      paymentId = payment.id;
    }
    expect((await book(checkout.id, paymentId)).status).toBe(201);
    const again = await postJson(api('/checkout/init.json'), { ...checkoutInit(), voucherCode: voucher.code });
    expect([again.status, (await again.json()).code]).toEqual([400, 'VOUCHER_ALREADY_USED']);
    expect((await fetch(`${SIMULATOR_ORIGIN}/origin/beneficiary/vouchers/${voucher.code}`)).status).toBe(409);
  });

  it('refuses a stay whose last room another booking took meanwhile (409 PACKAGE_NOT_AVAILABLE_AT_CHECKIN)', async () => {
    const stay = lastRoomStay();
    const first = await checkoutWithAuthorisedPayment(stay);
    const second = await checkoutWithAuthorisedPayment(stay);
    expect((await book(first.checkout.id, first.payment.id)).status).toBe(201);
    const late = await book(second.checkout.id, second.payment.id);
    expect([late.status, late.body.code]).toEqual([409, 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN']);
  });

  it('lets a fault on /book fail it before anything is booked', async () => {
    const { checkout, payment } = await checkoutWithAuthorisedPayment();
    const failed = await postJson(api(`/checkout/${checkout.id}/book`), { paymentId: payment.id }, { [FAULT_HEADER]: '500' });
    expect(failed.status).toBe(500);
    expect((await (await fetch(api(`/checkout/${checkout.id}`))).json())).toMatchObject({ status: 'DETAILS_COMPLETED', booking: null });
  });
});

describe('expiry', () => {
  it('answers 410 CHECKOUT_EXPIRED to every changing call once expired, still reads it (expired: true), and a booked checkout stays readable', async () => {
    const checkout = await withTraveller(await initCheckout());
    const expired = await fetch(`${SIMULATOR_ORIGIN}/__admin/checkouts/${checkout.id}/expire`, { method: 'POST' });
    expect(expired.status).toBe(200);
    const read = await fetch(api(`/checkout/${checkout.id}`));
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: checkout.id, expired: true, booking: null });
    for (const [path, body] of [
      ['/traveller', TRAVELLER],
      ['/insurance', { insuranceOfferId: null }],
      ['/promo-code', { code: 'ESCAPADE20' }],
      ['/giftcards', { serialNumber: 'GC-1000-2000-3000' }],
      ['/giftcards/remove', { serialNumber: 'GC-1000-2000-3000' }],
      ['/book', { paymentId: null }],
    ] as const) {
      const answer = await call(checkout.id, path, body);
      expect([answer.status, answer.body.code], path).toEqual([410, 'CHECKOUT_EXPIRED']);
    }

    const { checkout: other, payment } = await checkoutWithAuthorisedPayment();
    await book(other.id, payment.id);
    await fetch(`${SIMULATOR_ORIGIN}/__admin/checkouts/${other.id}/expire`, { method: 'POST' });
    expect((await fetch(api(`/checkout/${other.id}`))).status).toBe(200);
    expect((await book(other.id, payment.id)).status).toBe(200);
    const late = await call(other.id, '/traveller', TRAVELLER);
    expect([late.status, late.body.code]).toEqual([409, 'ALREADY_BOOKED']);
  });
});

const boxStaysOf = (boxCode: string) => catalogue.index.boxByCode.get(boxCode)!.packageIds;

function checkoutInit() {
  const stay = bookableStay();
  return { productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, activitySelectionList: stay.activitySelectionList, locale: 'fr_FR' };
}

describe('the payment provider’s records after a booking', () => {
  it('keep one authorised payment per booking', async () => {
    const { checkout, payment } = await checkoutWithAuthorisedPayment();
    await book(checkout.id, payment.id);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'AUTHORISED', merchantReference: checkout.id });
  });
});
