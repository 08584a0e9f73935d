import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '../../src/domain/model/locale';
import { checkoutRecord, expectMoneyConsistent, payByCard, TRAVELLER } from './checkout';
import { expectHydrated } from './hydrated';
import { SIMULATOR_ORIGIN } from './simulator';

/**
 * Gift orders' helpers (issue 23, contract §7): an order made as the booking step makes it (the gift
 * started, its delivery and buyer saved), and the simulator's records that prove what each order sold:
 * one code per paid order, a voucher redeemed once at most, a gift card's balance down by exactly what
 * the stays it paid for used, and no money taken without an order.
 */
type Expect = typeof import('@playwright/test').expect;

export type GiftAsked =
  | { type: 'BOX'; code: string; giftFormat: 'digital' | 'physical' }
  | { type: 'SINGLEVOUCHER'; productId: number; giftFormat: 'digital' | 'physical'; giftNights: number; bucket: 1 | 2 | 3; upsell: 'none' | 'availability'; subElements: number[] }
  | { type: 'GIFTCARD'; amount: number };

export type GiftDeliveryAsked =
  | { kind: 'digital'; recipient: 'me'; recipientName: null; recipientEmail: null; sendOn: string }
  | { kind: 'digital'; recipient: 'someone'; recipientName: string; recipientEmail: string; sendOn: string }
  | { kind: 'physical'; address: { firstName: string; lastName: string; street: string; postalCode: string; city: string; country: string } };

/** The order as the box dialog (or the gift summary) and the booking step make it; returns its payment step. */
export async function orderGift(
  request: APIRequestContext,
  order: { locale: Locale; gift: GiftAsked; delivery: GiftDeliveryAsked; buyer: string; personalisation?: { fromName: string | null; message: string | null } },
): Promise<{ checkoutId: string; bookingPath: string; paymentPath: string }> {
  const { locale } = order;
  const started = await request.post('/api/checkout/gift', { data: { locale, gift: order.gift, personalisation: order.personalisation ?? { fromName: null, message: null } } });
  if (started.status() !== 200) throw new Error(`start gift order: ${started.status()} ${await started.text()}`);
  const { checkoutId, bookingPath } = (await started.json()) as { checkoutId: string; bookingPath: string };
  const delivered = await request.post('/api/checkout/delivery', { data: { locale, checkoutId, delivery: order.delivery } });
  if (delivered.status() !== 200) throw new Error(`save delivery: ${delivered.status()} ${await delivered.text()}`);
  const saved = await request.post('/api/checkout/traveller', { data: { locale, checkoutId, traveller: { ...TRAVELLER, email: order.buyer }, termsAccepted: true } });
  if (saved.status() !== 200) throw new Error(`save buyer: ${saved.status()} ${await saved.text()}`);
  return { checkoutId, bookingPath, paymentPath: ((await saved.json()) as { paymentPath: string }).paymentPath };
}

export interface GiftOrderRecord {
  checkoutId: string;
  reference: string;
  type: 'BOX' | 'SINGLEVOUCHER' | 'GIFTCARD';
  giftFormat: 'digital' | 'physical';
  paymentId: string | null;
  paidAmount: number;
  voucherCode: string | null;
  validUntil: string | null;
  voucherValue: number;
  redemptions: string[];
}

export async function giftOrders(request: APIRequestContext): Promise<GiftOrderRecord[]> {
  return (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/records/orders`)).json()) as GiftOrderRecord[];
}

export async function giftOrderOf(request: APIRequestContext, checkoutId: string): Promise<GiftOrderRecord | null> {
  return (await giftOrders(request)).find((order) => order.checkoutId === checkoutId) ?? null;
}

export interface VoucherRecord {
  code: string;
  type: 'BOX' | 'SINGLEVOUCHER';
  boxCode: string | null;
  productId: number | null;
  nights: number | null;
  value: number;
  state: string;
  expiresOn: string;
}

export async function voucherRecord(request: APIRequestContext, code: string): Promise<VoucherRecord | null> {
  const all = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/vouchers`)).json()) as VoucherRecord[];
  return all.find((voucher) => voucher.code === code) ?? null;
}

export async function giftcardBalance(request: APIRequestContext, serialNumber: string): Promise<number | null> {
  const all = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/records/giftcards`)).json()) as Array<{ serialNumber: string; balance: number }>;
  return all.find((card) => card.serialNumber === serialNumber)?.balance ?? null;
}

/** The code each kind of gift issues (contract §7). */
const CODE_FORMAT = { BOX: /^EB[A-Z0-9]{8}$/, SINGLEVOUCHER: /^SV[A-Z0-9]{8}$/, GIFTCARD: /^GC-\d{4}-\d{4}-\d{4}$/ } as const;

interface FullCheckout {
  kind: 'STAY' | 'ACTIVITY' | 'MODIFICATION' | 'GIFT';
  status: string;
  booking: { paymentId: string | null; paidAmount: number; voucherCode: string | null } | null;
  voucher: { code: string } | null;
  priceInfo: { giftcards: Array<{ serialNumber: string; usedAmount: number }> };
}

/**
 * The records prove the money of the checkouts a test made (its gift orders and the stays that used
 * what they sold), as the issue's "Done when" says:
 * - each checkout's money is consistent (expectMoneyConsistent: booked once by a captured payment of
 *   exactly its paid amount, no charge without a booking, no authorisation left uncaptured);
 * - a gift order is in the orders record exactly when it is booked, with exactly one code of its
 *   type's format, a code no other order issued; an order that was not booked issued nothing;
 * - a voucher (box or gift stay) is redeemed once at most, and the voucher lookup says `used` exactly
 *   when it was;
 * - a gift card's balance is what it was bought for minus what the booked checkouts used of it, never
 *   below zero.
 */
export async function expectGiftOrdersConsistent(request: APIRequestContext, checkoutIds: readonly string[], expect: Expect): Promise<void> {
  const orders = await giftOrders(request);
  for (const checkoutId of checkoutIds) {
    await expectMoneyConsistent(request, checkoutId, expect);
    const checkout = (await checkoutRecord(request, checkoutId)) as unknown as FullCheckout;
    if (checkout.kind !== 'GIFT') continue;
    const mine = orders.filter((order) => order.checkoutId === checkoutId);
    if (checkout.booking === null) {
      expect(mine, `${checkoutId}: an order that was not booked issued nothing`).toEqual([]);
      continue;
    }
    expect(mine, `${checkoutId}: a paid order is one order`).toHaveLength(1);
    const order = mine[0]!;
    expect(order.voucherCode, `${checkoutId}: its code`).toMatch(CODE_FORMAT[order.type]);
    expect(order.voucherCode).toBe(checkout.booking.voucherCode);
    expect(order.paidAmount).toBe(checkout.booking.paidAmount);
    expect(order.paymentId).toBe(checkout.booking.paymentId);
    expect(orders.filter((other) => other.voucherCode === order.voucherCode).map((other) => other.checkoutId), `${order.voucherCode} issued once`).toEqual([checkoutId]);

    if (order.type === 'GIFTCARD') {
      let used = 0;
      for (const redemption of order.redemptions) {
        const stay = (await checkoutRecord(request, redemption)) as unknown as FullCheckout;
        used += stay.priceInfo.giftcards.filter((use) => use.serialNumber === order.voucherCode).reduce((sum, use) => sum + use.usedAmount, 0);
      }
      const balance = await giftcardBalance(request, order.voucherCode!);
      expect(balance, `${order.voucherCode}: balance = bought − used`).toBe(order.voucherValue - used);
      expect(balance!).toBeGreaterThanOrEqual(0);
    } else {
      expect(order.redemptions.length, `${order.voucherCode}: redeemed once at most`).toBeLessThanOrEqual(1);
      const voucher = await voucherRecord(request, order.voucherCode!);
      expect(voucher, `${order.voucherCode} is a voucher`).not.toBeNull();
      expect(voucher!.value).toBe(order.voucherValue);
      expect(voucher!.state === 'used', `${order.voucherCode}: used exactly when redeemed`).toBe(order.redemptions.length === 1);
      for (const redemption of order.redemptions) {
        const stay = (await checkoutRecord(request, redemption)) as unknown as FullCheckout;
        expect(stay.voucher?.code).toBe(order.voucherCode);
      }
    }
  }
}

/** A site's catalogue of texts (locales/*.json): the pages' words, read where the test needs them. */
export function textsOf(locale: Locale): (id: string) => string {
  const texts = JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
  return (id) => {
    const found = texts[id];
    if (found === undefined) throw new Error(`no text ${id} in ${locale}`);
    return found;
  };
}

/** An amount as a page writes it ('349,90 €', '€ 1.234', '+5 €'), in cents. */
export function centsIn(text: string | null): number {
  const amount = /\d[\d.\s\u00a0\u202f]*(?:,\d{1,2})?/.exec(text ?? '')?.[0];
  if (amount === undefined) throw new Error(`no amount in "${text}"`);
  const [units, decimals = ''] = amount.replace(/[.\s\u00a0\u202f]/g, '').split(',');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** An amount as the site writes it (src/i18n/format.ts formatPrice: no decimals for whole euros), spaces made plain. */
export function eurosIn(locale: Locale, cents: number): string {
  return plainSpaces(
    new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100),
  );
}

/** Text with every kind of space as one plain space (the formats use narrow and non-breaking ones). */
export const plainSpaces = (value: string | null) => (value ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

/** A day as the confirmation writes it (longDay: weekday, day, month, year). */
export function longDayIn(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(locale.replace('_', '-'), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** The buyer's details typed into the booking step's form, as a buyer types them (TRAVELLER, with this test's e-mail). */
export async function fillBuyer(page: Page, email: string): Promise<void> {
  const form = page.getByTestId('traveller-form');
  await form.getByTestId('traveller-field-civility').locator(`input[value="${TRAVELLER.civility}"]`).check();
  await form.getByTestId('traveller-field-firstName').locator('input').fill(TRAVELLER.firstName);
  await form.getByTestId('traveller-field-lastName').locator('input').fill(TRAVELLER.lastName);
  await form.getByTestId('traveller-field-email').locator('input').fill(email);
  await form.getByTestId('traveller-field-phone').locator('input').fill(TRAVELLER.phone);
  await form.getByTestId('traveller-field-postalCode').locator('input').fill(TRAVELLER.postalCode);
  await form.getByTestId('traveller-field-country').locator('select').selectOption(TRAVELLER.country);
}

/** The booking step's Continue (terms ticked): the delivery and the buyer saved, the payment step loaded. */
export async function continueToPayment(page: Page): Promise<void> {
  const form = page.getByTestId('traveller-form');
  await form.getByTestId('traveller-field-termsAccepted').locator('input').check();
  await form.getByTestId('traveller-submit').click();
}

/**
 * What the confirmation says was paid and its reference are the booking's: the amount the card was
 * charged (`paid`), written as the site writes it, and the simulator's reference.
 */
export async function expectConfirmationPaid(page: Page, locale: Locale, paid: number, reference: string): Promise<void> {
  await expect(page.getByTestId('confirmation-reference')).toHaveText(reference);
  expect(plainSpaces(await page.getByTestId('confirmation-paid-amount').textContent())).toContain(eurosIn(locale, paid));
}

/** Pay on the payment step with the card method, through the provider's hosted page. */
export async function payWithCard(page: Page, card: string): Promise<void> {
  await expectHydrated(page.getByTestId('payment-pay'));
  await page.getByTestId('payment-method-card').locator('input').check();
  await page.getByTestId('payment-pay').click();
  await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
  await payByCard(page, card);
}
