import { http, HttpResponse } from 'msw';
import { POST as modificationRoute } from '../../app/api/booking/modification/route';
import { POST as quoteRoute } from '../../app/api/booking/modification/quote/route';
import { GET as returnRoute } from '../../app/api/payment/return/route';
import { POST as startRoute } from '../../app/api/payment/start/route';
import { listCheckouts } from '../../mocks/checkout';
import { listOutbox } from '../../mocks/mail';
import { listPayments } from '../../mocks/payments';
import {
  bookingModificationContract,
  bookingModificationQuoteContract,
  type BookingModificationAnswer,
  type BookingModificationQuoteAnswer,
} from '@/bff/contracts/booking-modification';
import { paymentStartContract, type PaymentStartAnswer } from '@/bff/contracts/payment-start';
import { paymentStepHref } from '@/routing/checkout-steps';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { simulator } from '../setup/simulator';
import { resetSimulator, TRAVELLER } from '../simulator/support/checkout-journey';
import { addDays, bookStay, modifiableStay } from '../simulator/support/modifiable-stay';
import { expectBffError, postRequest } from './helpers';
import { catalogueMorning } from './stays';

/**
 * POST /api/booking/modification/quote and /api/booking/modification over the in-process simulator:
 * the new price and the amount due by the storefront's rule (refused when the API's differs), the
 * change at once when nothing is due (e-mail sent, the booking answered with its new dates), else
 * the payment step of the change, paid like a stay: captured once, its own e-mail.
 */
const LOCALE = 'fr_FR';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(catalogueMorning());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await resetSimulator();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function quote(body: unknown): Promise<Response> {
  return quoteRoute(postRequest(bookingModificationQuoteContract.path, body));
}
async function modify(body: unknown): Promise<BookingModificationAnswer> {
  const response = await modificationRoute(postRequest(bookingModificationContract.path, body));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as BookingModificationAnswer;
}

describe('the modification quote route', () => {
  it('answers the new stay, its total and the amount due (the API’s, which the rule agrees with)', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 1);
    const response = await quote({ locale: LOCALE, reference: booked.bookingReference, email: ` ${TRAVELLER.email} `, checkin: stay.checkin, nights: 3 });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as BookingModificationQuoteAnswer;
    const api = await (
      await fetch(`${SIMULATOR_ORIGIN}/api/booking/${booked.bookingReference}/modification/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: TRAVELLER.email, checkin: stay.checkin, nights: 3, locale: LOCALE }),
      })
    ).json();
    expect(answer).toEqual({
      outcome: 'quoted',
      quote: { checkin: stay.checkin, checkout: addDays(stay.checkin, 3), nights: 3, newTotal: api.priceInfo.totalPrice, currentTotal: booked.priceInfo.totalPrice, amountDue: api.amountDue },
    });
    expect(api.amountDue).toBeGreaterThan(0);
  });

  it('answers the API’s refusals as reasons, and refuses a malformed body before the API', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 2);
    const same = await quote({ locale: LOCALE, reference: booked.bookingReference, email: TRAVELLER.email, checkin: stay.checkin, nights: 2 });
    expect(await same.json()).toEqual({ outcome: 'refused', reason: 'unchanged' });
    const past = await quote({ locale: LOCALE, reference: booked.bookingReference, email: TRAVELLER.email, checkin: '2020-01-02', nights: 2 });
    expect(await past.json()).toEqual({ outcome: 'refused', reason: 'dates-unavailable' });
    await expectBffError(await quote({ locale: LOCALE, reference: '123', email: TRAVELLER.email, checkin: stay.checkin, nights: 2 }), 400, 'invalid-body');
    await expectBffError(await quote({ locale: LOCALE, reference: booked.bookingReference, email: TRAVELLER.email, checkin: '2027-02-30', nights: 2 }), 400, 'invalid-body');
    await expectBffError(await quote({ locale: LOCALE, reference: booked.bookingReference, email: TRAVELLER.email, checkin: stay.checkin, nights: 0 }), 400, 'invalid-body');
  });

  it('shows nothing when the API’s amount due is not the rule’s (a 502, logged)', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 1);
    simulator.use(
      http.post('*/api/booking/:reference/modification/quote', () =>
        HttpResponse.json({
          bookingReference: booked.bookingReference,
          current: { checkin: stay.checkin, checkout: addDays(stay.checkin, 1), nights: 1, totalPrice: 20_000 },
          reservationCriteria: { checkin: stay.checkin, checkout: addDays(stay.checkin, 3), nights: 3 },
          priceInfo: { sellPrice: 60_000, totalPrice: 60_000 },
          modificationConditions: { refundableAmount: 16_000, giftPayments: null },
          insurance: { amount: 0, insuranceToPay: 0 },
          amountDue: 40_000,
        }),
      ),
    );
    await expectBffError(await quote({ locale: LOCALE, reference: booked.bookingReference, email: TRAVELLER.email, checkin: stay.checkin, nights: 3 }), 502, 'upstream');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('amount due differs'), expect.objectContaining({ api: 40_000, rule: 44_000 }));
  });
});

describe('the modification route', () => {
  it('with nothing due: the booking is modified at once, answered with its new dates, and the e-mail says so', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 2);
    const answer = await modify({ locale: LOCALE, reference: booked.bookingReference, email: TRAVELLER.email, checkin: stay.checkin, nights: 1 });
    expect(answer).toMatchObject({ outcome: 'modified', booking: { reference: booked.bookingReference, status: 'confirmed', checkin: stay.checkin, checkout: addDays(stay.checkin, 1), nights: 1 } });
    const emails = listOutbox().filter((email) => email.to === TRAVELLER.email);
    expect(emails.map((email) => [email.subject, email.tags.kind])).toEqual([[`Votre réservation ${booked.bookingReference} est modifiée`, 'booking-modification']]);
    expect(emails[0]!.text).toContain('Rien à payer pour ce changement.');
    expect(emails[0]!.text).toContain(`/fr-fr/ma-reservation#r=${booked.bookingReference}`);
  });

  it('with something due: the payment step of the change; paid by card, the booking moves, one capture of the amount due, its own e-mail', async () => {
    const stay = modifiableStay();
    const booked = await bookStay(stay, 1);
    const answer = await modify({ locale: LOCALE, reference: booked.bookingReference, email: TRAVELLER.email, checkin: stay.checkin, nights: 3 });
    if (answer.outcome !== 'payment') throw new Error(`expected the payment step, got ${answer.outcome}`);
    const change = listCheckouts().find((stored) => stored.checkout.kind === 'MODIFICATION')!.checkout;
    expect(answer.paymentPath).toBe(paymentStepHref(LOCALE, change.id));

    const started = (await (await startRoute(postRequest(paymentStartContract.path, { locale: LOCALE, checkoutId: change.id, method: 'card' }))).json()) as PaymentStartAnswer;
    expect(started.next).toBe('provider');
    const card = await fetch(started.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ holder: 'Anne-Marie Darcy', number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' }),
      redirect: 'manual',
    });
    const back = await returnRoute(new Request(card.headers.get('location')!));
    expect(back.headers.get('location')).toBe(paymentStepHref(LOCALE, change.id));

    const payments = listPayments().filter((payment) => payment.merchantReference === change.id);
    expect(payments.map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', change.priceInfo.remainingAmountToPay]]);
    const lookup = await (
      await fetch(`${SIMULATOR_ORIGIN}/api/booking/lookup.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reference: booked.bookingReference, email: TRAVELLER.email }) })
    ).json();
    expect(lookup.reservationCriteria).toMatchObject({ checkin: stay.checkin, nights: 3 });
    const emails = listOutbox().filter((email) => email.to === TRAVELLER.email);
    expect(emails.map((email) => email.tags.kind)).toEqual(['booking-modification']);
    expect(emails[0]!.text).toContain('Payé pour le changement');
  });
});
