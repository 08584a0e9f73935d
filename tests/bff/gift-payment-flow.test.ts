import { POST as deliveryRoute } from '../../app/api/checkout/delivery/route';
import { POST as giftRoute } from '../../app/api/checkout/gift/route';
import { POST as travellerRoute } from '../../app/api/checkout/traveller/route';
import { GET as returnRoute } from '../../app/api/payment/return/route';
import { POST as startRoute } from '../../app/api/payment/start/route';
import { getCatalogue } from '../../mocks/catalogue';
import { clearCheckouts, listCheckouts } from '../../mocks/checkout';
import { listGiftOrders } from '../../mocks/checkout/gift-orders';
import { addFaultRule, clearFaultRules } from '../../mocks/faults';
import { clearOutbox, listOutbox } from '../../mocks/mail';
import { clearPayments, listPayments } from '../../mocks/payments';
import { checkoutDeliveryContract } from '@/bff/contracts/checkout-delivery';
import { checkoutGiftContract, type CheckoutGiftAnswer, type CheckoutGiftBody } from '@/bff/contracts/checkout-gift';
import { checkoutTravellerContract } from '@/bff/contracts/checkout-traveller';
import { paymentStartContract, type PaymentStartAnswer } from '@/bff/contracts/payment-start';
import type { GiftDeliveryRequest } from '@/domain/gift/gift-order';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import { paymentStepHref } from '@/routing/checkout-steps';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { postRequest } from './helpers';
import { catalogueMorning } from './stays';

/**
 * A gift order paid through the stay's payment step and provider (contract §7), over the in-process
 * simulator: the BFF starts it, saves its buyer and delivery, Pay → the provider's page → our return.
 * The simulator's records prove the money rules for a gift: booked once, captured once for exactly its
 * total, exactly one code issued; a booking failure voids; its e-mails sent once.
 */
const catalogue = getCatalogue();
const BUYER = 'camille.durand@example.com';
const box = catalogue.boxes[0]!;

async function orderGift(locale: Locale, gift: CheckoutGiftBody['gift'], delivery: GiftDeliveryRequest): Promise<string> {
  const started = await giftRoute(postRequest(checkoutGiftContract.path, { locale, gift, personalisation: { fromName: 'Camille', message: 'Bon anniversaire !' } }));
  expect(started.status).toBe(200);
  const { checkoutId } = (await started.json()) as CheckoutGiftAnswer;
  const delivered = await deliveryRoute(postRequest(checkoutDeliveryContract.path, { locale, checkoutId, delivery }));
  expect(delivered.status).toBe(200);
  const buyer = await travellerRoute(
    postRequest(checkoutTravellerContract.path, {
      locale,
      checkoutId,
      traveller: { civility: 'MRS', firstName: 'Camille', lastName: 'Durand', email: BUYER, phone: '+33612345678', postalCode: '75011', country: 'FR' },
      termsAccepted: true,
    }),
  );
  expect(buyer.status).toBe(200);
  return checkoutId;
}

const toLouis = (): GiftDeliveryRequest => ({ kind: 'digital', recipient: 'someone', recipientName: 'Louis', recipientEmail: 'louis@example.com', sendOn: catalogue.today });

async function start(locale: Locale, checkoutId: string, method = 'card'): Promise<PaymentStartAnswer> {
  const response = await startRoute(postRequest(paymentStartContract.path, { locale, checkoutId, method }));
  expect(response.status).toBe(200);
  return (await response.json()) as PaymentStartAnswer;
}

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

async function returnTo(location: string): Promise<string> {
  const response = await returnRoute(new Request(location));
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

type StoredGift = { status: string; priceInfo: { totalPrice: number }; booking: { paymentId: string; paidAmount: number; reference: string; voucherCode: string; paymentMethod: string } | null };
const checkoutOf = (id: string) => listCheckouts().find((stored) => stored.id === id)!.checkout as unknown as StoredGift;
const paymentsOf = (id: string) => listPayments().filter((payment) => payment.merchantReference === id);
const ordersOf = (id: string) => listGiftOrders().filter((order) => order.checkoutId === id);

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
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a digital box paid by card', () => {
  it('is booked once, captured once for exactly its total, issues one voucher, lands on its box payment step and sends each e-mail once', async () => {
    const checkoutId = await orderGift('fr_FR', { type: 'BOX', code: box.code, giftFormat: 'digital' }, toLouis());
    const answer = await start('fr_FR', checkoutId);
    expect(answer.next).toBe('provider');
    expect(answer.url.startsWith(`${SIMULATOR_ORIGIN}/psp/pay/`)).toBe(true);

    const back = await submitCard(answer.url, '4111 1111 1111 1111');
    const confirmation = `${href.boxPayment('fr_FR', box.code)}?checkoutId=${checkoutId}`;
    expect(await returnTo(back)).toBe(confirmation);

    const checkout = checkoutOf(checkoutId);
    expect(checkout.status).toBe('BOOKED');
    expect(paymentsOf(checkoutId).map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', checkout.priceInfo.totalPrice]]);
    expect(checkout.booking!.paidAmount).toBe(checkout.priceInfo.totalPrice);
    expect(checkout.priceInfo.totalPrice).toBeGreaterThan(0);
    const orders = ordersOf(checkoutId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.voucherCode).toMatch(/^EB[A-Z0-9]{8}$/);

    // A reload of the return: nothing more booked, charged, issued or sent.
    expect(await returnTo(back)).toBe(confirmation);
    expect(paymentsOf(checkoutId).map((payment) => payment.status)).toEqual(['CAPTURED']);
    expect(ordersOf(checkoutId).map((order) => order.voucherCode)).toEqual([orders[0]!.voucherCode]);
    const emails = listOutbox().filter((email) => email.tags.reference === checkout.booking!.reference);
    expect(emails.map((email) => [email.tags.kind, email.to, email.sendAt ?? null])).toEqual([
      ['gift-order-confirmation', BUYER, null],
      ['gift-voucher', 'louis@example.com', catalogue.today],
    ]);
    for (const email of emails) expect(email.text).toContain(orders[0]!.voucherCode!);
  });

  it('a refused card, then a good one: one booking, one capture, the refused attempt charged nothing', async () => {
    const checkoutId = await orderGift('fr_FR', { type: 'BOX', code: box.code, giftFormat: 'digital' }, toLouis());
    const first = await start('fr_FR', checkoutId);
    // The return knows only the checkout's id: the payment route with the notice (its step redirects a box order on).
    expect(await returnTo(await submitCard(first.url, '4000 0000 0000 0002'))).toBe(paymentStepHref('fr_FR', checkoutId, { outcome: 'refused' }));
    expect(checkoutOf(checkoutId).booking).toBeNull();
    const second = await start('fr_FR', checkoutId);
    expect(second.url).not.toBe(first.url);
    await returnTo(await submitCard(second.url, '4111 1111 1111 1111'));
    expect(paymentsOf(checkoutId).map((payment) => payment.status)).toEqual(['REFUSED', 'CAPTURED']);
    expect(ordersOf(checkoutId)).toHaveLength(1);
  });

  it('the booking fails after the authorisation: the payment is voided, no code issued, no e-mail', async () => {
    const checkoutId = await orderGift('fr_FR', { type: 'BOX', code: box.code, giftFormat: 'digital' }, toLouis());
    addFaultRule({ path: `/checkout/${checkoutId}/book`, fault: { kind: 'status', status: 500 } });
    const answer = await start('fr_FR', checkoutId);
    expect(await returnTo(await submitCard(answer.url, '4111 1111 1111 1111'))).toBe(paymentStepHref('fr_FR', checkoutId, { outcome: 'booking-failed' }));
    expect(paymentsOf(checkoutId).map((payment) => payment.status)).toEqual(['VOIDED']);
    expect(checkoutOf(checkoutId).booking).toBeNull();
    expect(ordersOf(checkoutId)).toEqual([]);
    expect(listOutbox()).toEqual([]);
  });

  it('never offers Alma: an instalment method is refused before any payment', async () => {
    const checkoutId = await orderGift('fr_FR', { type: 'BOX', code: box.code, giftFormat: 'digital' }, toLouis());
    expect(await start('fr_FR', checkoutId, 'alma_3x')).toEqual({ next: 'page', url: `${href.boxPayment('fr_FR', box.code)}?checkoutId=${checkoutId}&outcome=method-unavailable` });
    expect(paymentsOf(checkoutId)).toEqual([]);
  });
});

describe('a gift card paid with PayPal on the Spanish site', () => {
  it('issues one card serial, captured once for its amount, the buyer’s e-mail carrying it', async () => {
    const checkoutId = await orderGift('es_ES', { type: 'GIFTCARD', amount: 12_000 }, { kind: 'digital', recipient: 'me', recipientName: null, recipientEmail: null, sendOn: catalogue.today });
    const answer = await start('es_ES', checkoutId, 'paypal');
    expect(answer.next).toBe('provider');
    const approved = await fetch(answer.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ outcome: 'approve' }), redirect: 'manual' });
    expect(await returnTo(approved.headers.get('location')!)).toBe(paymentStepHref('es_ES', checkoutId));
    expect(paymentsOf(checkoutId).map((payment) => [payment.status, payment.method, payment.amount])).toEqual([['CAPTURED', 'paypal', 12_000]]);
    const [order] = ordersOf(checkoutId);
    expect(order!.voucherCode).toMatch(/^GC-\d{4}-\d{4}-\d{4}$/);
    const emails = listOutbox();
    expect(emails.map((email) => [email.tags.kind, email.to])).toEqual([['gift-order-confirmation', BUYER]]);
    expect(emails[0]!.text).toContain(order!.voucherCode!);
  });
});

describe('a gift always costs something', () => {
  it('a gift card of 0 € is refused at its start: no checkout, nothing to book without a payment', async () => {
    const started = await giftRoute(postRequest(checkoutGiftContract.path, { locale: 'fr_FR', gift: { type: 'GIFTCARD', amount: 0 }, personalisation: { fromName: null, message: null } }));
    expect(started.status).toBe(400);
    expect(listCheckouts()).toEqual([]);
  });
});
