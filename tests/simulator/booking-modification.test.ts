import type { CheckoutWire } from '../../mocks/checkout';
import { api, call, createPayment, paymentBody, paymentOf, payByCard, postJson, records, resetSimulator, TRAVELLER } from './support/checkout-journey';
import { addDays, bookStay, modifiableStay, type ModifiableStay } from './support/modifiable-stay';

/**
 * Booking modification in the simulator (contract §6, mocks/bookings/modification.ts): the quote of
 * new dates with the booking's modification conditions, a change applied at once when nothing is
 * due, else a MODIFICATION checkout paid like a stay whose booking moves the booking.
 */
beforeEach(resetSimulator);

const ask = (booked: CheckoutWire, checkin: string, nights: number, email: string = TRAVELLER.email) => ({ email, checkin, nights, locale: 'fr_FR' });
const quote = (reference: string, body: unknown) => postJson(api(`/booking/${reference}/modification/quote`), body);
const modify = (reference: string, body: unknown) => postJson(api(`/booking/${reference}/modification`), body);
const lookup = async (reference: string) => (await postJson(api('/booking/lookup.json'), { reference, email: TRAVELLER.email })).json();

async function quotedSellPrice(stay: ModifiableStay, checkin: string, nights: number): Promise<number> {
  const query = new URLSearchParams({ checkin, night: String(nights), adult: '2', child: '0', baby: '0', locale: 'fr_FR' });
  const answer = (await (await fetch(api(`/weekend/${stay.pkg.id}/quote-realtime.json?${query}`))).json()) as { priceInfo: { sellPrice: number } };
  return answer.priceInfo.sellPrice;
}

describe('the modification quote', () => {
  it('prices the new dates as the quote does, with what the booking refunds today and the amount due', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 2);
    const answer = await quote(booked.bookingReference, ask(booked, stay.checkin, 3));
    expect(answer.status).toBe(200);
    const body = await answer.json();
    const sellPrice = await quotedSellPrice(stay, stay.checkin, 3);
    const refundableAmount = Math.round(booked.priceInfo.sellPrice * 0.8);
    expect(body).toEqual({
      bookingReference: booked.bookingReference,
      current: { checkin: stay.checkin, checkout: addDays(stay.checkin, 2), nights: 2, totalPrice: booked.priceInfo.totalPrice },
      reservationCriteria: { checkin: stay.checkin, checkout: addDays(stay.checkin, 3), nights: 3, adult: 2, child: 0, baby: 0 },
      priceInfo: expect.objectContaining({ sellPrice, insuranceAmount: 0, totalPrice: sellPrice }),
      localTaxTotalAmount: expect.any(Number),
      modificationConditions: { refundableAmount, giftPayments: null },
      insurance: { amount: 0, insuranceToPay: 0 },
      amountDue: sellPrice - refundableAmount,
    });
  });

  it('refunds the whole stay under the full-refund cover', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 2, { insuranceOfferId: 'CANCELLATION' });
    const body = await (await quote(booked.bookingReference, ask(booked, stay.checkin, 1))).json();
    expect(body.modificationConditions.refundableAmount).toBe(booked.priceInfo.sellPrice);
    expect(body.insurance).toEqual({ amount: booked.priceInfo.insuranceAmount, insuranceToPay: 0 });
    expect(booked.priceInfo.insuranceAmount).toBeGreaterThan(0);
  });

  it('is refused for another e-mail (404, as the lookup), the same dates, a seeded booking and a stay that cannot be booked', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 2);
    expect((await quote(booked.bookingReference, ask(booked, stay.checkin, 1, 'someone.else@example.com'))).status).toBe(404);
    const same = await quote(booked.bookingReference, ask(booked, stay.checkin, 2));
    expect([same.status, (await same.json()).code]).toEqual([400, 'MODIFICATION_UNCHANGED']);
    const past = await quote(booked.bookingReference, ask(booked, '2020-01-01', 2));
    expect([past.status, (await past.json()).code]).toEqual([400, 'CHECKIN_IN_THE_PAST']);
    const seeded = ((await (await fetch(api('/../__admin/bookings'))).json()) as Array<{ reference: string; status: string; customer: { email: string } }>).find((booking) => booking.status === 'CONFIRMED')!;
    const refused = await quote(seeded.reference, { email: seeded.customer.email, checkin: stay.checkin, nights: 1, locale: 'fr_FR' });
    expect([refused.status, (await refused.json()).code]).toEqual([409, 'BOOKING_NOT_MODIFIABLE']);
    expect(await lookup(booked.bookingReference)).toMatchObject({ modifiable: true });
  });
});

describe('the modification', () => {
  it('with nothing due moves the booking at once and records the change, no payment involved', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 2);
    const answer = await modify(booked.bookingReference, ask(booked, stay.checkin, 1));
    expect(answer.status).toBe(200);
    const change = (await answer.json()) as CheckoutWire;
    expect(change).toMatchObject({
      kind: 'MODIFICATION',
      status: 'BOOKED',
      bookingReference: booked.bookingReference,
      modification: { bookingReference: booked.bookingReference, previous: { checkin: stay.checkin, nights: 2 } },
      priceInfo: { remainingAmountToPay: 0 },
      booking: { reference: booked.bookingReference, paymentId: null, paidAmount: 0 },
    });
    const sellPrice = await quotedSellPrice(stay, stay.checkin, 1);
    expect(await lookup(booked.bookingReference)).toMatchObject({
      status: 'CONFIRMED',
      reservationCriteria: { checkin: stay.checkin, checkout: addDays(stay.checkin, 1), nights: 1 },
      priceInfo: { totalPrice: sellPrice, paidAmount: booked.booking!.paidAmount },
    });
    const stored = (await records<Array<{ id: string; checkout: CheckoutWire }>>('checkouts')).find((record) => record.id === booked.id)!.checkout;
    expect(stored.modifications).toEqual([{ modifiedAt: expect.any(String), previous: { checkin: stay.checkin, nights: 2 }, checkoutId: change.id, amountPaid: 0 }]);
    expect((await records<Array<{ merchantReference: string }>>('payments')).filter((payment) => payment.merchantReference === change.id)).toEqual([]);
  });

  it('with something due is a MODIFICATION checkout paid like a stay; its booking moves the booking', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 1);
    const quoted = await (await quote(booked.bookingReference, ask(booked, stay.checkin, 3))).json();
    const answer = await modify(booked.bookingReference, ask(booked, stay.checkin, 3));
    expect(answer.status).toBe(201);
    const change = (await answer.json()) as CheckoutWire;
    expect(quoted.amountDue).toBeGreaterThan(0);
    expect(change).toMatchObject({
      kind: 'MODIFICATION',
      status: 'DETAILS_COMPLETED',
      traveller: { email: TRAVELLER.email },
      reservationCriteria: { checkin: stay.checkin, nights: 3 },
      priceInfo: { totalPrice: quoted.priceInfo.totalPrice, remainingAmountToPay: quoted.amountDue },
      booking: null,
    });
    // Nothing moves before it is paid; the booking step's calls do not apply to it.
    expect(await lookup(booked.bookingReference)).toMatchObject({ reservationCriteria: { nights: 1 } });
    expect((await call(change.id, '/promo-code', { code: 'ESCAPADE20' })).body.code).toBe('MODIFICATION_CHECKOUT');
    expect((await call(change.id, '/book', { paymentId: null })).status).toBe(402);

    const payment = await createPayment(paymentBody({ amount: quoted.amountDue, merchantReference: change.id }));
    await payByCard(payment);
    const paid = await call(change.id, '/book', { paymentId: payment.id });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'BOOKED', booking: { reference: booked.bookingReference, paymentId: payment.id, paidAmount: quoted.amountDue } });
    expect((await paymentOf(payment.id)).status).toBe('AUTHORISED');
    expect(await lookup(booked.bookingReference)).toMatchObject({ reservationCriteria: { checkin: stay.checkin, nights: 3 }, priceInfo: { totalPrice: quoted.priceInfo.totalPrice } });
    // The change is its booking's: no second booking in the lookup's list.
    const bookings = (await (await fetch(api('/../__admin/bookings'))).json()) as Array<{ reference: string }>;
    expect(bookings.filter((booking) => booking.reference === booked.bookingReference)).toHaveLength(1);
  });

  it('refuses to book a change whose booking was changed meanwhile (BOOKING_CHANGED), so its payment can be released', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 1);
    const first = (await (await modify(booked.bookingReference, ask(booked, stay.checkin, 3))).json()) as CheckoutWire;
    const second = (await (await modify(booked.bookingReference, ask(booked, stay.checkin, 2))).json()) as CheckoutWire;
    for (const change of [first, second]) {
      const payment = await createPayment(paymentBody({ amount: change.priceInfo.remainingAmountToPay, merchantReference: change.id }));
      await payByCard(payment);
      const answer = await call(change.id, '/book', { paymentId: payment.id });
      expect([answer.status, answer.body.code]).toEqual(change === first ? [201, undefined] : [409, 'BOOKING_CHANGED']);
    }
    expect(await lookup(booked.bookingReference)).toMatchObject({ reservationCriteria: { nights: 3 } });
  });
});

describe('the account’s trips', () => {
  it('link a modifiable trip to the shop’s lookup with its reference, where its dates can be changed', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 2);
    const signIn = await fetch(`${api('/..')}/account/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: TRAVELLER.email, password: 'x', origin: '/fr-be' }).toString(),
    });
    const cookie = signIn.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    const html = await (await fetch(`${api('/..')}/account/trips`, { headers: { cookie } })).text();
    expect(html).toContain(`<a href="/fr-be/ma-reservation#r=${booked.bookingReference}" data-testid="account-trip-change-dates">Changer les dates</a>`);
  });
});
