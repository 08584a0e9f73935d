import type { CheckoutWire } from '../../../mocks/checkout';
import type { Payment } from '../../../mocks/payments';
import { bookableStay, catalogue, type BookableStay } from '../../bff/stays';
import { SIMULATOR_ORIGIN } from '../../setup/env';

/**
 * A stay checkout's journey through the in-process simulator, for the checkout, payment-provider and
 * lookup tests: init, traveller, a payment at the provider stand-in, its hosted page, book.
 */
export const api = (path: string) => `${SIMULATOR_ORIGIN}/api${path}`;
export const psp = (path: string) => `${SIMULATOR_ORIGIN}/psp${path}`;
export const API_KEY = 'sim_test_key';
export const RETURN_URL = 'https://shop.test/fr-fr/paiement?checkoutId=abc';

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

export const TRAVELLER = {
  civility: 'MRS',
  firstName: 'Anne-Marie',
  lastName: "D'Arcy",
  email: 'anne-marie.darcy@example.com',
  phone: '+33612345678',
  postalCode: '75011',
  country: 'FR',
} as const;

export function initBody(stay: BookableStay, overrides: Record<string, unknown> = {}) {
  return { productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, activitySelectionList: stay.activitySelectionList, locale: 'fr_FR', ...overrides };
}

export async function initCheckout(stay: BookableStay = bookableStay(), overrides: Record<string, unknown> = {}): Promise<CheckoutWire> {
  const response = await postJson(api('/checkout/init.json'), initBody(stay, overrides));
  if (response.status !== 201) throw new Error(`init answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CheckoutWire;
}

export async function call(id: string, path: string, body: unknown): Promise<{ status: number; body: CheckoutWire & { code?: string; field?: string; booking?: unknown } }> {
  const response = await postJson(api(`/checkout/${id}${path}`), body);
  return { status: response.status, body: await response.json() };
}

export async function withTraveller(checkout: CheckoutWire): Promise<CheckoutWire> {
  const answer = await call(checkout.id, '/traveller', TRAVELLER);
  if (answer.status !== 200) throw new Error(`traveller answered ${answer.status}`);
  return answer.body;
}

export const pspHeaders = (key: string) => ({ authorization: `Bearer ${API_KEY}`, 'idempotency-key': key });

export function paymentBody(overrides: Record<string, unknown> = {}) {
  return { amount: 12_345, currency: 'EUR', merchantReference: 'order-1', method: 'card', returnUrl: RETURN_URL, locale: 'fr_FR', ...overrides };
}

export async function createPayment(body: Record<string, unknown>, key = `key-${Math.random()}`): Promise<Payment> {
  const response = await postJson(psp('/v1/payments'), body, pspHeaders(key));
  if (response.status !== 201) throw new Error(`create payment answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Payment;
}

/** Posts a hosted page's form as the browser does (no redirect followed). */
export const postForm = (path: string, fields: Record<string, string>) =>
  fetch(psp(path), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

export const getPage = (path: string) => fetch(psp(path), { redirect: 'manual' });

export const CARD = { holder: 'Anne-Marie Darcy', expiry: '12/30', cvc: '123' };

export async function payByCard(payment: Payment, number = '4111 1111 1111 1111'): Promise<Response> {
  return postForm(`/pay/${payment.id}`, { ...CARD, number });
}

export async function paymentOf(id: string): Promise<Payment> {
  return (await (await fetch(psp(`/v1/payments/${id}`), { headers: { authorization: `Bearer ${API_KEY}` } })).json()) as Payment;
}

/** A checkout with its traveller, and an authorised card payment of what remains, ready to book. */
export async function checkoutWithAuthorisedPayment(stay?: BookableStay, overrides: Record<string, unknown> = {}) {
  const checkout = await withTraveller(await initCheckout(stay, overrides));
  const payment = await createPayment(paymentBody({ amount: checkout.priceInfo.remainingAmountToPay, merchantReference: checkout.id }));
  await payByCard(payment);
  return { checkout, payment: await paymentOf(payment.id) };
}

export async function resetSimulator(): Promise<void> {
  await fetch(`${SIMULATOR_ORIGIN}/__admin/records`, { method: 'DELETE' });
}

export const records = async <T = Array<Record<string, unknown>>>(kind: string): Promise<T> => (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/${kind}`)).json()) as T;

/** The first bookable stay (2 adults, among these packages when given) whose checkout, made with `overrides`, passes `wanted`. */
export async function findStay(
  wanted: (checkout: CheckoutWire) => boolean,
  overrides: Record<string, unknown> = {},
  among?: readonly number[],
): Promise<{ stay: BookableStay; checkout: CheckoutWire }> {
  for (let skip = 0; skip < 400; skip += 1) {
    const stay = bookableStay({ skip, among });
    const checkout = await initCheckout(stay, overrides);
    if (wanted(checkout)) return { stay, checkout };
  }
  throw new Error('No stay of the catalogue fits');
}

/** A bookable stay whose init price lies within [min, max) cents for 2 adults. */
export async function stayPricedBetween(min: number, max: number, among?: readonly number[]): Promise<{ stay: BookableStay; totalPrice: number }> {
  const { stay, checkout } = await findStay((candidate) => candidate.priceInfo.totalPrice >= min && candidate.priceInfo.totalPrice < max, {}, among);
  return { stay, totalPrice: checkout.priceInfo.totalPrice };
}

/** A bookable stay (2 adults) one of whose nights has a single room left. */
export function lastRoomStay(): BookableStay {
  for (let skip = 0; skip < 2000; skip += 1) {
    const stay = bookableStay({ skip });
    const rooms = Array.from({ length: stay.nights }, (_, night) => catalogue.dayPrice(stay.pkg.id, addDay(stay.checkin, night))?.roomsLeft ?? 0);
    if (Math.min(...rooms) === 1) return stay;
  }
  throw new Error('No stay with a last room');
}

const addDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
