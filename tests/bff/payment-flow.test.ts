import { POST as initRoute } from '../../app/api/checkout/init/route';
import { GET as returnRoute } from '../../app/api/payment/return/route';
import { POST as startRoute } from '../../app/api/payment/start/route';
import { POST as travellerRoute } from '../../app/api/checkout/traveller/route';
import { addPriceDrift, clearCheckouts, clearPriceDrifts, listCheckouts } from '../../mocks/checkout';
import { addFaultRule, clearFaultRules } from '../../mocks/faults';
import { clearOutbox, listOutbox } from '../../mocks/mail';
import { clearPayments, listPayments } from '../../mocks/payments';
import { checkoutInitContract, type CheckoutInitAnswer } from '@/bff/contracts/checkout-init';
import { paymentStartContract, type PaymentStartAnswer } from '@/bff/contracts/payment-start';
import { checkoutTravellerContract } from '@/bff/contracts/checkout-traveller';
import { paymentStepHref } from '@/routing/checkout-steps';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { postRequest } from './helpers';
import { bookableStay, catalogueMorning } from './stays';

/**
 * Pay → the provider's hosted page → our return, over the in-process simulator (its payment
 * provider, travel API and mail outbox): what the traveller sees next, and what happened to the
 * money in the simulator's records.
 */
const LOCALE = 'fr_FR';
const EMAIL = 'camille.durand@example.com';

async function readyToPay(skip = 0): Promise<string> {
  const stay = bookableStay({ skip });
  const init = await initRoute(
    postRequest(checkoutInitContract.path, { locale: LOCALE, productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 0, activitySelectionList: stay.activitySelectionList }),
  );
  expect(init.status).toBe(200);
  const { checkoutId } = (await init.json()) as CheckoutInitAnswer;
  const saved = await travellerRoute(
    postRequest(checkoutTravellerContract.path, {
      locale: LOCALE,
      checkoutId,
      traveller: { civility: 'MRS', firstName: 'Camille', lastName: 'Durand', email: EMAIL, phone: '+33612345678', postalCode: '75011', country: 'FR' },
      termsAccepted: true,
    }),
  );
  expect(saved.status).toBe(200);
  return checkoutId;
}

async function start(checkoutId: string, method = 'card'): Promise<PaymentStartAnswer> {
  const response = await startRoute(postRequest(paymentStartContract.path, { locale: LOCALE, checkoutId, method }));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as PaymentStartAnswer;
}

/** The provider's card form, posted as the traveller's browser posts it: where it sends the browser next. */
async function submitCard(providerUrl: string, number: string): Promise<string> {
  const response = await fetch(providerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ holder: 'Camille Durand', number, expiry: '12/30', cvc: '123' }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** The browser's return to our route: where we send it. */
async function returnTo(location: string): Promise<string> {
  const response = await returnRoute(new Request(location));
  expect(response.status).toBe(303);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.headers.get('location')!;
}

const checkoutOf = (id: string) => listCheckouts().find((stored) => stored.id === id)!.checkout as { status: string; booking: { paymentId: string; paidAmount: number; reference: string } | null };
const paymentsOf = (id: string) => listPayments().filter((payment) => payment.merchantReference === id);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(catalogueMorning());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearCheckouts();
  clearPayments();
  clearOutbox();
  clearFaultRules();
  clearPriceDrifts();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('pay by card', () => {
  it('an authorised card books the checkout once, captures exactly what remained to pay, sends one e-mail, and lands on the confirmation', async () => {
    const checkoutId = await readyToPay();
    const answer = await start(checkoutId);
    expect(answer.next).toBe('provider');
    expect(answer.url.startsWith(`${SIMULATOR_ORIGIN}/psp/pay/`)).toBe(true);

    const back = await submitCard(answer.url, '4111 1111 1111 1111');
    expect(back.startsWith('http://localhost/api/payment/return?')).toBe(true);
    expect(await returnTo(back)).toBe(paymentStepHref(LOCALE, checkoutId));

    const checkout = checkoutOf(checkoutId);
    expect(checkout.status).toBe('BOOKED');
    const payments = paymentsOf(checkoutId);
    expect(payments.map((payment) => payment.status)).toEqual(['CAPTURED']);
    expect(checkout.booking!.paymentId).toBe(payments[0]!.id);
    expect(payments[0]!.amount).toBe(checkout.booking!.paidAmount);

    // The return again (a reload): nothing more is booked, charged or sent.
    expect(await returnTo(back)).toBe(paymentStepHref(LOCALE, checkoutId));
    expect(paymentsOf(checkoutId).map((payment) => payment.status)).toEqual(['CAPTURED']);
    const emails = listOutbox().filter((email) => email.to === EMAIL);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Votre réservation ${checkout.booking!.reference} est confirmée`);
    expect(emails[0]!.text).toContain(`/fr-fr/ma-reservation#r=${checkout.booking!.reference}`);
  });

  it('the same attempt twice (a double click, a second tab) is the same payment', async () => {
    const checkoutId = await readyToPay(1);
    const first = await start(checkoutId);
    const second = await start(checkoutId);
    expect(second.url).toBe(first.url);
    expect(paymentsOf(checkoutId)).toHaveLength(1);
  });

  it('a refused card: back on the step with the notice, nothing booked or charged; the next attempt is a new payment', async () => {
    const checkoutId = await readyToPay(2);
    const first = await start(checkoutId);
    expect(await returnTo(await submitCard(first.url, '4000 0000 0000 0002'))).toBe(paymentStepHref(LOCALE, checkoutId, { outcome: 'refused' }));
    expect(checkoutOf(checkoutId).booking).toBeNull();
    const second = await start(checkoutId);
    expect(second.url).not.toBe(first.url);
    expect(paymentsOf(checkoutId).map((payment) => payment.status)).toEqual(['REFUSED', 'PENDING']);
  });

  it('the booking fails after the authorisation: the payment is voided, never captured, and the traveller told', async () => {
    const checkoutId = await readyToPay(3);
    addFaultRule({ path: `/checkout/${checkoutId}/book`, fault: { kind: 'status', status: 500 } });
    const answer = await start(checkoutId);
    expect(await returnTo(await submitCard(answer.url, '4111 1111 1111 1111'))).toBe(paymentStepHref(LOCALE, checkoutId, { outcome: 'booking-failed' }));
    expect(paymentsOf(checkoutId).map((payment) => payment.status)).toEqual(['VOIDED']);
    expect(checkoutOf(checkoutId).booking).toBeNull();
    expect(listOutbox().filter((email) => email.to === EMAIL)).toEqual([]);
  });

  it('the provider does not answer: the step says so and nothing is charged', async () => {
    const checkoutId = await readyToPay(4);
    addFaultRule({ path: '/psp/v1/payments', method: 'POST', fault: { kind: 'status', status: 500 } });
    expect(await start(checkoutId)).toEqual({ next: 'page', url: paymentStepHref(LOCALE, checkoutId, { outcome: 'provider-unavailable' }) });
    expect(paymentsOf(checkoutId)).toEqual([]);
  });

  it('the provider’s status cannot be read on return: nothing decided, "check again" settles it once it answers', async () => {
    const checkoutId = await readyToPay(9);
    const answer = await start(checkoutId);
    const back = await submitCard(answer.url, '4111 1111 1111 1111');
    const paymentId = new URL(back).searchParams.get('paymentId')!;
    addFaultRule({ path: `/psp/v1/payments/${paymentId}`, method: 'GET', fault: { kind: 'status', status: 503 }, remaining: 1 });
    expect(await returnTo(back)).toBe(paymentStepHref(LOCALE, checkoutId, { outcome: 'unknown', paymentId }));
    expect(checkoutOf(checkoutId).booking).toBeNull();
    expect(paymentsOf(checkoutId).map((payment) => payment.status)).toEqual(['AUTHORISED']);

    expect(await returnTo(back)).toBe(paymentStepHref(LOCALE, checkoutId));
    expect(checkoutOf(checkoutId).booking?.paymentId).toBe(paymentId);
    expect(paymentsOf(checkoutId).map((payment) => payment.status)).toEqual(['CAPTURED']);
  });

  it('an authorisation whose return never came is booked by the next Pay instead of a second payment', async () => {
    const checkoutId = await readyToPay(10);
    const answer = await start(checkoutId);
    await submitCard(answer.url, '4111 1111 1111 1111');
    // The traveller closed the tab on the way back, then came to the payment step again and pressed Pay.
    expect(await start(checkoutId)).toEqual({ next: 'page', url: paymentStepHref(LOCALE, checkoutId) });
    expect(checkoutOf(checkoutId).status).toBe('BOOKED');
    expect(paymentsOf(checkoutId).map((payment) => payment.status)).toEqual(['CAPTURED']);
  });

  it('two authorised payments of one checkout (two tabs, two methods): one books and is captured, the other is voided', async () => {
    const checkoutId = await readyToPay(11);
    const card = await start(checkoutId, 'card');
    const cardBack = await submitCard(card.url, '4111 1111 1111 1111');
    // Another tab started another method before the first returned (the same key would give the same payment).
    const { createPayment } = await import('@/api/payment-provider');
    const other = await createPayment({ idempotencyKey: `other-tab-${checkoutId}`, amount: paymentsOf(checkoutId)[0]!.amount, method: 'card', merchantReference: checkoutId, returnUrl: 'http://localhost/api/payment/return?checkoutId=' + checkoutId + '&locale=fr_FR', locale: LOCALE });
    if (!other.ok) throw new Error('second payment not created');
    const otherBack = await submitCard(other.data.redirectUrl, '4111 1111 1111 1111');

    expect(await returnTo(cardBack)).toBe(paymentStepHref(LOCALE, checkoutId));
    expect(await returnTo(otherBack)).toBe(paymentStepHref(LOCALE, checkoutId));
    const statuses = Object.fromEntries(paymentsOf(checkoutId).map((payment) => [payment.id, payment.status]));
    expect(statuses).toEqual({ [new URL(cardBack).searchParams.get('paymentId')!]: 'CAPTURED', [other.data.id]: 'VOIDED' });
  });

  it('a return naming another checkout’s payment decides nothing for this one', async () => {
    const mine = await readyToPay(5);
    const other = await readyToPay(6);
    const answer = await start(other);
    const back = await submitCard(answer.url, '4111 1111 1111 1111');
    const forged = back.replace(`checkoutId=${other}`, `checkoutId=${mine}`);
    expect(await returnTo(forged)).toBe(paymentStepHref(LOCALE, mine));
    expect(checkoutOf(mine).booking).toBeNull();
  });

  it('a method the step does not offer for this site is refused before any payment', async () => {
    const checkoutId = await readyToPay(7);
    // PayPal pay later is for the Spanish and Italian sites only (part 2 §9).
    expect(await start(checkoutId, 'paypal')).toEqual({ next: 'page', url: paymentStepHref(LOCALE, checkoutId, { outcome: 'method-unavailable' }) });
    expect(paymentsOf(checkoutId)).toEqual([]);
  });

  it('a price that moved since the checkout sends back to the step (its price update) before any payment', async () => {
    const checkoutId = await readyToPay(8);
    const stored = listCheckouts().find((record) => record.id === checkoutId)!.checkout as { offerId: number };
    addPriceDrift({ target: 'quote', weekendId: stored.offerId, amount: 2_000 });
    expect(await start(checkoutId)).toEqual({ next: 'page', url: paymentStepHref(LOCALE, checkoutId) });
    expect(paymentsOf(checkoutId)).toEqual([]);
  });
});
