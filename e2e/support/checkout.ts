import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { getCatalogue } from '../../mocks/catalogue';
import type { Locale } from '../../src/domain/model/locale';
import { addDays, addMonths, siteToday } from './clock';
import { SIMULATOR_ORIGIN } from './simulator';

/**
 * Checkout journeys' helpers: a bookable stay found through the calendar's BFF routes, a checkout
 * made as Book makes it, the traveller's details saved as the booking step saves them, the payment
 * provider's hosted page filled as a traveller fills it, and the simulator's records (payments,
 * bookings, e-mails) that prove what happened to the money.
 */
const catalogue = getCatalogue();
const PAX = 'adult=2&child=0&baby=0';

/** Products of active hotels, last first; each test takes its own slot per project so no two tests share a product's calls. */
const products = catalogue.packages.filter((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active).reverse();

export type Product = (typeof products)[number];

/** A distinct product per (spec, slot, project). `base` keeps specs apart (booking.spec.ts takes the dated-activity products). */
export function productFor(testInfo: TestInfo, base: number, slot: number): Product {
  const pkg = products[base + slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  if (!pkg) throw new Error(`no product for slot ${slot}`);
  return pkg;
}

/**
 * A distinct product per (slot, project) whose every night costs at least `minCents` for two (its lowest day
 * price over the year), and at most 2000 €: a stay of it is in the instalments' amounts whatever the dates.
 */
export function productPricedAtLeast(testInfo: TestInfo, minCents: number, slot: number): Product {
  const priced = products.filter((pkg) => pkg.fromPrice >= minCents && pkg.basePrice * 2 <= 200_000 && pkg.activities.every((activity) => !activity.singleDay));
  const pkg = priced[slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  if (!pkg) throw new Error(`no product priced at ${minCents} or more for slot ${slot}`);
  return pkg;
}

export async function bookableStay(request: APIRequestContext, id: number, locale: Locale, fromDays = 12): Promise<{ checkin: string; checkout: string }> {
  const from = addDays(siteToday(), fromDays);
  for (const month of [0, 1, 2].map((months) => addMonths(from, months))) {
    const availability = (await (await request.get(`/api/calendar/availability?locale=${locale}&id=${id}&month=${month}&length=1&${PAX}`)).json()) as { days: Record<string, unknown> };
    for (const checkin of Object.keys(availability.days ?? {}).sort()) {
      if (checkin < from) continue;
      const nights = (await (await request.get(`/api/calendar/checkout-nights?locale=${locale}&id=${id}&checkin=${checkin}&${PAX}`)).json()) as { range: { min: number } | null };
      if (nights.range) return { checkin, checkout: addDays(checkin, nights.range.min) };
    }
  }
  throw new Error(`no bookable stay for ${id}`);
}

export interface MadeCheckout {
  checkoutId: string;
  bookingPath: string;
  price: { sellPrice: number; totalPrice: number };
  checkin: string;
  checkout: string;
}

/** Book as the product page's island does: POST /api/checkout/init, every dated activity on the first day. */
export async function initCheckout(request: APIRequestContext, pkg: Product, locale: Locale, fromDays = 12): Promise<MadeCheckout> {
  const stay = await bookableStay(request, pkg.id, locale, fromDays);
  const activitySelectionList = pkg.activities
    .filter((activity) => activity.singleDay)
    .map((activity) => `${activity.activityId}_0`)
    .join('-');
  const response = await request.post('/api/checkout/init', {
    data: { locale, productId: pkg.id, offerId: pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 0, activitySelectionList: activitySelectionList || undefined },
  });
  if (response.status() !== 200) throw new Error(`init checkout: ${response.status()} ${await response.text()}`);
  return { ...((await response.json()) as Omit<MadeCheckout, 'checkin' | 'checkout'>), ...stay };
}

export const TRAVELLER = {
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Durand',
  phone: '+33612345678',
  postalCode: '75011',
  country: 'FR',
} as const;

/**
 * An address per test and run (a simulator kept between runs keeps its outbox), so the outbox and the lookup find
 * this test's booking only. The test's own half of its id (the first half names the file): a local part stays
 * under the 64 characters an e-mail address allows.
 */
export const travellerEmail = (testInfo: TestInfo, tag = '') =>
  `c.${testInfo.project.name}.${testInfo.testId.split('-').pop()}.${Number(process.env.E2E_NOW_SINCE ?? 0).toString(36)}.${testInfo.repeatEachIndex}${tag}@example.com`;

/** The booking step's Continue, through its route: the details saved, the payment step's path answered. */
export async function saveTraveller(request: APIRequestContext, locale: Locale, checkoutId: string, email: string): Promise<string> {
  const response = await request.post('/api/checkout/traveller', {
    data: { locale, checkoutId, traveller: { ...TRAVELLER, email }, termsAccepted: true },
  });
  if (response.status() !== 200) throw new Error(`save traveller: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { paymentPath: string }).paymentPath;
}

export const CARDS = {
  authorised: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
} as const;

/** The provider's hosted card page, filled as a traveller does (it is the provider's page, on the simulator's origin). */
export async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByLabel(/titulaire|holder|houder|titolare|titular/i).fill('Camille Durand');
  await page.locator('#number').fill(number);
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('form button[type="submit"]').click();
}

/** The 3-D Secure challenge page: complete or fail. */
export async function answerChallenge(page: Page, outcome: 'complete' | 'fail'): Promise<void> {
  await page.locator(`button[name="outcome"][value="${outcome}"]`).click();
}

export interface PaymentRecord {
  id: string;
  status: string;
  amount: number;
  method: string;
  merchantReference: string;
}

export async function paymentsOf(request: APIRequestContext, checkoutId: string): Promise<PaymentRecord[]> {
  const all = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/records/payments`)).json()) as PaymentRecord[];
  return all.filter((payment) => payment.merchantReference === checkoutId);
}

export interface CheckoutRecord {
  id: string;
  checkout: { status: string; booking: { reference: string; paymentId: string | null; paidAmount: number } | null; priceInfo: { remainingAmountToPay: number } };
}

export async function checkoutRecord(request: APIRequestContext, checkoutId: string): Promise<CheckoutRecord['checkout']> {
  const all = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/records/checkouts`)).json()) as CheckoutRecord[];
  const found = all.find((record) => record.id === checkoutId);
  if (!found) throw new Error(`no checkout ${checkoutId} in the simulator's records`);
  return found.checkout;
}

export interface EmailRecord {
  to: string;
  subject: string;
  text: string;
  locale: string;
  tags: { kind: string; reference?: string };
}

export async function emailsTo(request: APIRequestContext, to: string): Promise<EmailRecord[]> {
  const all = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/records/emails`)).json()) as EmailRecord[];
  return all.filter((email) => email.to === to);
}

/**
 * The money rule of every journey, from the simulator's records: the checkout is booked once, by a
 * payment that was captured, for exactly what remained to pay; every other payment of the checkout
 * took no money (refused, cancelled, voided, or still pending).
 */
export async function expectMoneyConsistent(request: APIRequestContext, checkoutId: string, expect: typeof import('@playwright/test').expect): Promise<void> {
  const [payments, checkout] = await Promise.all([paymentsOf(request, checkoutId), checkoutRecord(request, checkoutId)]);
  const captured = payments.filter((payment) => payment.status === 'CAPTURED');
  const holding = payments.filter((payment) => payment.status === 'AUTHORISED');
  expect(holding, 'no authorisation left hanging').toEqual([]);
  if (checkout.booking === null) {
    expect(captured, 'no charge without a booking').toEqual([]);
    return;
  }
  if (checkout.booking.paidAmount === 0) {
    expect(captured, 'nothing charged for a booking with nothing to pay').toEqual([]);
    return;
  }
  expect(captured.map((payment) => payment.id), 'one charge, the booking’s').toEqual([checkout.booking.paymentId]);
  expect(captured[0]!.amount).toBe(checkout.booking.paidAmount);
}
