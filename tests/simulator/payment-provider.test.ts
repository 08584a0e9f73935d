import { FAULT_HEADER } from '../../mocks/faults';
import type { Payment } from '../../mocks/payments';
import { SIMULATOR_ORIGIN } from '../setup/env';
import {
  API_KEY,
  CARD,
  createPayment,
  getPage,
  initCheckout,
  payByCard,
  paymentBody,
  paymentOf,
  postForm,
  postJson,
  psp,
  pspHeaders,
  records,
  resetSimulator,
  RETURN_URL,
} from './support/checkout-journey';

/**
 * The payment provider stand-in (contract §2): its server-to-server API (key, idempotency, listing,
 * capture / void / refund) and its hosted pages (test cards, 3-D Secure, PayPal and Alma approval,
 * the redirect back to the shop), in process.
 */
beforeEach(resetSimulator);

const create = (body: unknown, headers: Record<string, string>) => postJson(psp('/v1/payments'), body, headers);
const modify = (id: string, action: string, key = API_KEY) => fetch(psp(`/v1/payments/${id}/${action}`), { method: 'POST', headers: { authorization: `Bearer ${key}` } });
const returnedTo = (response: Response, payment: Payment) => {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe('https://shop.test/fr-fr/paiement');
  expect(Object.fromEntries(location.searchParams)).toEqual({ checkoutId: 'abc', paymentId: payment.id });
};

describe('the payments API', () => {
  it('creates a PENDING payment whose redirectUrl is the hosted page on the request’s origin', async () => {
    const answer = await create(paymentBody(), pspHeaders('attempt-1'));
    expect(answer.status).toBe(201);
    const payment = (await answer.json()) as Payment;
    expect(payment).toMatchObject({ status: 'PENDING', refusalReason: null, amount: 12_345, currency: 'EUR', method: 'card', merchantReference: 'order-1', locale: 'fr_FR', returnUrl: RETURN_URL, cardLast4: null, idempotencyKey: 'attempt-1' });
    expect(payment.id).toMatch(/^pay_[0-9a-f]{24}$/);
    expect(payment.redirectUrl).toBe(`${SIMULATOR_ORIGIN}/psp/pay/${payment.id}`);
  });

  it('answers the same payment for the same key and body, whatever its status now; 409 for another body', async () => {
    const first = (await (await create(paymentBody(), pspHeaders('attempt-1'))).json()) as Payment;
    await payByCard(first);
    const again = await create(paymentBody(), pspHeaders('attempt-1'));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: first.id, status: 'AUTHORISED' });
    const conflict = await create(paymentBody({ method: 'paypal' }), pspHeaders('attempt-1'));
    expect([conflict.status, (await conflict.json()).code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    const other = (await (await create(paymentBody(), pspHeaders('attempt-2'))).json()) as Payment;
    expect(other.id).not.toBe(first.id);
    expect((await records<Payment[]>('payments')).map((payment) => payment.id)).toEqual([first.id, other.id]);
  });

  it('needs the API key (401), an Idempotency-Key (400) and good fields (400 naming the field)', async () => {
    const noKey = await create(paymentBody(), { 'idempotency-key': 'k' });
    expect([noKey.status, (await noKey.json()).code]).toEqual([401, 'UNAUTHORISED']);
    const wrongKey = await create(paymentBody(), { authorization: 'Bearer nope', 'idempotency-key': 'k' });
    expect(wrongKey.status).toBe(401);
    const noIdempotency = await create(paymentBody(), { authorization: `Bearer ${API_KEY}` });
    expect([noIdempotency.status, (await noIdempotency.json()).code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    for (const [field, value] of [
      ['amount', 0],
      ['amount', 10.5],
      ['currency', 'USD'],
      ['merchantReference', ''],
      ['method', 'bitcoin'],
      ['returnUrl', '/relative'],
      ['returnUrl', 'javascript:alert(1)'],
      ['locale', 'en_GB'],
    ] as const) {
      const answer = await create(paymentBody({ [field]: value }), pspHeaders(`bad-${field}-${String(value)}`));
      expect([answer.status, await answer.json()], `${field} ${String(value)}`).toEqual([400, expect.objectContaining({ code: 'INVALID_PARAMETER', field })]);
    }
    expect(await records('payments')).toEqual([]);
    const payment = await createPayment(paymentBody());
    expect((await fetch(psp(`/v1/payments/${payment.id}`))).status).toBe(401);
    expect((await modify(payment.id, 'void', 'nope')).status).toBe(401);
  });

  it('reads a payment (404 PAYMENT_NOT_FOUND otherwise) and lists a merchant reference’s payments oldest first', async () => {
    const first = await createPayment(paymentBody({ merchantReference: 'checkout-a' }));
    await createPayment(paymentBody({ merchantReference: 'checkout-b' }));
    const second = await createPayment(paymentBody({ merchantReference: 'checkout-a' }));
    expect((await paymentOf(first.id)).id).toBe(first.id);
    const missing = await fetch(psp('/v1/payments/pay_000000000000000000000000'), { headers: { authorization: `Bearer ${API_KEY}` } });
    expect([missing.status, (await missing.json()).code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    const listed = await fetch(psp('/v1/payments?merchantReference=checkout-a'), { headers: { authorization: `Bearer ${API_KEY}` } });
    expect(((await listed.json()) as { payments: Payment[] }).payments.map((payment) => payment.id)).toEqual([first.id, second.id]);
  });

  it('captures, voids and refunds along the state machine; a repeated modification is unchanged, a wrong one 409', async () => {
    const pending = await createPayment(paymentBody());
    expect([(await modify(pending.id, 'capture')).status, (await modify(pending.id, 'void')).status, (await modify(pending.id, 'refund')).status]).toEqual([409, 409, 409]);
    expect((await (await modify(pending.id, 'capture')).json()).code).toBe('INVALID_STATE');

    const captured = await createPayment(paymentBody());
    await payByCard(captured);
    expect((await modify(captured.id, 'refund')).status).toBe(409);
    expect(await (await modify(captured.id, 'capture')).json()).toMatchObject({ status: 'CAPTURED' });
    expect(await (await modify(captured.id, 'capture')).json()).toMatchObject({ status: 'CAPTURED' });
    expect((await modify(captured.id, 'void')).status).toBe(409);
    expect(await (await modify(captured.id, 'refund')).json()).toMatchObject({ status: 'REFUNDED' });
    expect(await (await modify(captured.id, 'refund')).json()).toMatchObject({ status: 'REFUNDED' });

    const voided = await createPayment(paymentBody());
    await payByCard(voided);
    expect(await (await modify(voided.id, 'void')).json()).toMatchObject({ status: 'VOIDED' });
    expect((await modify(voided.id, 'void')).status).toBe(200);
    expect((await modify(voided.id, 'capture')).status).toBe(409);

    const history = (await records<Array<Payment & { history: Array<{ status: string }> }>>('payments')).map((payment) => payment.history.map((entry) => entry.status));
    expect(history).toEqual([['PENDING'], ['PENDING', 'AUTHORISED', 'CAPTURED', 'REFUNDED'], ['PENDING', 'AUTHORISED', 'VOIDED']]);
  });

  it('lets fault injection reach the API', async () => {
    expect((await create(paymentBody(), { ...pspHeaders('k'), [FAULT_HEADER]: '503' })).status).toBe(503);
  });
});

describe('the hosted card page', () => {
  it('shows the merchant, the amount and the labelled card form in the payment’s language, under its own CSP', async () => {
    const payment = await createPayment(paymentBody({ locale: 'nl_BE' }));
    const page = await getPage(`/pay/${payment.id}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self' https://shop.test");
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Escapade');
    expect(html).toMatch(/€\s?123,45/);
    for (const field of ['holder', 'number', 'expiry', 'cvc']) expect(html).toMatch(new RegExp(`<label for="${field}">[^<]+</label>\\s*<input id="${field}" name="${field}"`));
    expect(html).toContain('Annuleren en terug naar de winkel');
    expect(html).not.toContain('<script');
  });

  it.each([
    ['4111 1111 1111 1111', 'AUTHORISED', null],
    ['4000 0000 0000 0002', 'REFUSED', 'REFUSED'],
    ['5555 5555 5555 4444', 'REFUSED', 'REFUSED'],
  ])('card %s ends %s and sends the shopper back with the payment id only', async (number, status, refusalReason) => {
    const payment = await createPayment(paymentBody());
    returnedTo(await payByCard(payment, number), payment);
    expect(await paymentOf(payment.id)).toMatchObject({ status, refusalReason, cardLast4: number.replace(/\s/g, '').slice(-4) });
  });

  it('shows its own field errors (400) and pays nothing for an invalid card, expired card or CVC', async () => {
    const payment = await createPayment(paymentBody());
    const answer = await postForm(`/pay/${payment.id}`, { holder: '', number: '4111 1111 1111 1112', expiry: '01/20', cvc: '12' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('role="alert"');
    for (const message of ['Saisissez le nom du titulaire de la carte.', 'Saisissez un numéro de carte valide.', 'Cette carte a expiré.', 'Saisissez les 3 ou 4 chiffres du cryptogramme.']) expect(html).toContain(message);
    expect(html).toContain('aria-describedby="number-error"');
    const badFormat = await postForm(`/pay/${payment.id}`, { ...CARD, number: '4111111111111111', expiry: '13/30' });
    expect(await badFormat.text()).toContain('Saisissez la date d’expiration au format MM/AA.');
    expect((await paymentOf(payment.id)).status).toBe('PENDING');
  });

  it('runs the 3-D Secure challenge: Complete authorises, Fail refuses with AUTHENTICATION_FAILED', async () => {
    for (const [outcome, status, reason] of [
      ['complete', 'AUTHORISED', null],
      ['fail', 'REFUSED', 'AUTHENTICATION_FAILED'],
    ] as const) {
      const payment = await createPayment(paymentBody({ locale: 'es_ES' }));
      const toChallenge = await payByCard(payment, '4000 0027 6000 3184');
      expect([toChallenge.status, toChallenge.headers.get('location')]).toEqual([303, `/psp/pay/${payment.id}/challenge`]);
      expect((await paymentOf(payment.id)).status).toBe('PENDING');
      const page = await getPage(`/pay/${payment.id}/challenge`);
      const html = await page.text();
      expect(html).toContain('<h1>Autenticación 3-D Secure</h1>');
      expect(html).toContain('name="outcome" value="complete"');
      expect(html).toContain('name="outcome" value="fail"');
      returnedTo(await postForm(`/pay/${payment.id}/challenge`, { outcome }), payment);
      expect(await paymentOf(payment.id)).toMatchObject({ status, refusalReason: reason, cardLast4: '3184' });
    }
  });

  it('sends a challenge page without a waiting challenge back to the payment page', async () => {
    const payment = await createPayment(paymentBody());
    const answer = await getPage(`/pay/${payment.id}/challenge`);
    expect([answer.status, answer.headers.get('location')]).toEqual([303, `/psp/pay/${payment.id}`]);
  });

  it('sends any non-PENDING payment’s page straight back to the shop, so a reload or a back never pays twice', async () => {
    const payment = await createPayment(paymentBody());
    await payByCard(payment);
    returnedTo(await getPage(`/pay/${payment.id}`), payment);
    returnedTo(await payByCard(payment, '4000 0000 0000 0002'), payment);
    expect((await paymentOf(payment.id)).status).toBe('AUTHORISED');
    expect((await records<Array<{ history: unknown[] }>>('payments'))[0]!.history).toHaveLength(2);
  });

  it('cancels through the "Cancel and return to the shop" link', async () => {
    const payment = await createPayment(paymentBody());
    returnedTo(await getPage(`/pay/${payment.id}/cancel`), payment);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'CANCELLED', refusalReason: 'CANCELLED_BY_SHOPPER' });
  });

  it('answers an unknown payment with a 404 page', async () => {
    const answer = await getPage('/pay/pay_000000000000000000000000');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Paiement introuvable');
  });
});

describe('the approval pages', () => {
  it('PayPal: Approve authorises, Cancel cancels by the shopper', async () => {
    const approved = await createPayment(paymentBody({ method: 'paypal', locale: 'it_IT' }));
    const html = await (await getPage(`/pay/${approved.id}`)).text();
    expect(html).toContain('<h1>Paga con PayPal</h1>');
    expect(html).not.toContain('name="number"');
    returnedTo(await postForm(`/pay/${approved.id}`, { outcome: 'approve' }), approved);
    expect(await paymentOf(approved.id)).toMatchObject({ status: 'AUTHORISED', refusalReason: null, cardLast4: null });

    const cancelled = await createPayment(paymentBody({ method: 'paypal' }));
    returnedTo(await postForm(`/pay/${cancelled.id}`, { outcome: 'cancel' }), cancelled);
    expect(await paymentOf(cancelled.id)).toMatchObject({ status: 'CANCELLED', refusalReason: 'CANCELLED_BY_SHOPPER' });
    const undecided = await createPayment(paymentBody({ method: 'paypal' }));
    expect((await postForm(`/pay/${undecided.id}`, {})).status).toBe(400);
  });

  it('Alma 3x shows its schedule, the fee on the first instalment, as the eligibility call computes it', async () => {
    const checkout = await initCheckout();
    const amount = 44_700;
    const payment = await createPayment(paymentBody({ method: 'alma_3x', amount, merchantReference: checkout.id }));
    const eligibility = await fetch(`${SIMULATOR_ORIGIN}/gateway/purchase/alma/eligibility?amount=${amount}&checkinDate=${checkout.reservationCriteria!.checkin}&pointOfSale=FR`);
    const threeTimes = ((await eligibility.json()) as { paymentMethods: Array<{ type: string; paymentFee: number; installments: Array<{ amount: number }> }> }).paymentMethods.find((method) => method.type === '3x')!;
    const html = await (await getPage(`/pay/${payment.id}`)).text();
    expect(html).toContain('<h1>Payer en 3 fois avec Alma</h1>');
    const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    const rows = [...html.matchAll(/<tr><td>[^<]+<\/td><td>([^<]+)<\/td><\/tr>/g)].map((row) => row[1]);
    expect(rows).toEqual(threeTimes.installments.map((instalment, index) => (index === 0 ? `${euros(instalment.amount)} (dont ${euros(threeTimes.paymentFee)} de frais)` : euros(instalment.amount))));
    returnedTo(await postForm(`/pay/${payment.id}`, { outcome: 'approve' }), payment);
    expect((await paymentOf(payment.id)).status).toBe('AUTHORISED');
  });
});
