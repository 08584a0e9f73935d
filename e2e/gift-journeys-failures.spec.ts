import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { siteToday } from './support/clock';
import { answerChallenge, CARDS, checkoutRecord, emailsTo, payByCard, paymentsOf, travellerEmail } from './support/checkout';
import { expectGiftOrdersConsistent, giftOrderOf, orderGift, payWithCard, textsOf } from './support/gift-orders';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * A gift order's payment failures (issue 23: "failure states of payment as in the stay checkout"),
 * desktop on the French site and mobile on the Belgian Dutch one, each on a digital box order of its
 * own made through the booking step's routes: a failed 3-D Secure check, a payment cancelled on the
 * provider's page, the provider down then back, and a booking that fails after the authorisation.
 * Each says nothing was charged, and the records prove it: no capture without an order, no code issued
 * for an order that was not booked, one code for one that was. (A refused card then a good one is
 * e2e/gift-order-payment.spec.ts's.)
 */
const catalogue = getCatalogue();

type SpecLocale = Extract<Locale, 'fr_FR' | 'nl_BE'>;
const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const localeOf = (testInfo: TestInfo): SpecLocale => (isMobile(testInfo) ? 'nl_BE' : 'fr_FR');

/** A box per (slot, project) from the middle of the catalogue (the box pages' specs take its start, the payment spec its end). */
function boxFor(testInfo: TestInfo, slot: number) {
  const box = catalogue.boxes[Math.floor(catalogue.boxes.length / 2) - 4 + slot * 2 + (isMobile(testInfo) ? 1 : 0)];
  if (!box) throw new Error(`no box for slot ${slot}`);
  return box;
}

/** A digital box ordered, sent to the buyer, its buyer saved: the box's payment step opened, Pay hydrated. */
async function readyToPay(page: Page, testInfo: TestInfo, slot: number) {
  const locale = localeOf(testInfo);
  const box = boxFor(testInfo, slot);
  const buyer = travellerEmail(testInfo, '-fail');
  const order = await orderGift(page.request, { locale, buyer, gift: { type: 'BOX', code: box.code, giftFormat: 'digital' }, delivery: { kind: 'digital', recipient: 'me', recipientName: null, recipientEmail: null, sendOn: siteToday() } });
  expect((await page.goto(order.paymentPath))?.status()).toBe(200);
  await expectLanded(page, textsOf(locale)('payment.title'));
  await expectHydrated(page.getByTestId('payment-pay'));
  return { ...order, locale, box, buyer, t: textsOf(locale) };
}

async function toProvider(page: Page) {
  await page.getByTestId('payment-method-card').locator('input').check();
  await page.getByTestId('payment-pay').click();
  await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
}

test.describe('gift journeys: payment failures', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a failed 3-D Secure check: told nothing was charged, no order, Pay ready again', async ({ page, request }, testInfo) => {
    const ready = await readyToPay(page, testInfo, 0);
    await toProvider(page);
    await payByCard(page, CARDS.threeDSecure);
    await answerChallenge(page, 'fail');

    await page.waitForURL((url) => url.pathname === href.boxPayment(ready.locale, ready.box.code));
    await expectLanded(page, ready.t('payment.title'));
    await expect(page.getByTestId('payment-notice')).toHaveAttribute('data-notice', 'authentication-failed');
    await expect(page.getByTestId('payment-notice')).toHaveText(ready.t('payment.notice.authenticationFailed'));
    await expect(page.getByTestId('payment-pay')).toBeEnabled();
    expect((await paymentsOf(request, ready.checkoutId)).map((payment) => payment.status)).toEqual(['REFUSED']);
    expect(await giftOrderOf(request, ready.checkoutId)).toBeNull();
    expect(await emailsTo(request, ready.buyer)).toEqual([]);
    await expectGiftOrdersConsistent(request, [ready.checkoutId], expect);
  });

  test('cancelled on the provider’s page: back on the step, told nothing was charged, no order', async ({ page, request }, testInfo) => {
    const ready = await readyToPay(page, testInfo, 1);
    await toProvider(page);
    await page.locator('p.back a').click();

    await page.waitForURL((url) => url.pathname === href.boxPayment(ready.locale, ready.box.code));
    await expectLanded(page, ready.t('payment.title'));
    await expect(page.getByTestId('payment-notice')).toHaveAttribute('data-notice', 'cancelled');
    await expect(page.getByTestId('payment-notice')).toHaveText(ready.t('payment.notice.cancelled'));
    await expect(page.getByTestId('payment-pay')).toBeEnabled();
    expect((await paymentsOf(request, ready.checkoutId)).map((payment) => payment.status)).toEqual(['CANCELLED']);
    expect((await checkoutRecord(request, ready.checkoutId)).booking).toBeNull();
    expect(await giftOrderOf(request, ready.checkoutId)).toBeNull();
    await expectGiftOrdersConsistent(request, [ready.checkoutId], expect);
  });

  test('the provider is down: told nothing was charged; once it answers, paid once and one code issued', async ({ page, request, simulator }, testInfo) => {
    const ready = await readyToPay(page, testInfo, 2);
    await simulator.injectFault({ path: '/psp/v1/payments', method: 'POST', fault: '500', times: 1 });
    await page.getByTestId('payment-pay').click();
    await expect(page.getByTestId('payment-notice')).toHaveAttribute('data-notice', 'provider-unavailable');
    await expectLanded(page, ready.t('payment.title'));
    await expect(page.getByTestId('payment-notice')).toHaveText(ready.t('payment.notice.providerUnavailable'));
    expect(await paymentsOf(request, ready.checkoutId)).toEqual([]);

    await payWithCard(page, CARDS.authorised);
    await page.waitForURL((url) => url.pathname === href.boxPayment(ready.locale, ready.box.code) && !url.searchParams.has('outcome'));
    await expectLanded(page, ready.t('payment.gift.confirmed.title'));
    const order = await giftOrderOf(request, ready.checkoutId);
    await expect(page.getByTestId('gift-voucher-code')).toHaveText(order!.voucherCode!);
    expect((await paymentsOf(request, ready.checkoutId)).map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', ready.box.sellPrice]]);
    await expectGiftOrdersConsistent(request, [ready.checkoutId], expect);
  });

  test('the booking fails after the authorisation: the payment is voided, the buyer told, no code issued', async ({ page, request, simulator }, testInfo) => {
    const ready = await readyToPay(page, testInfo, 3);
    // This order's booking call only.
    await simulator.injectFault({ path: `/checkout/${ready.checkoutId}/book`, method: 'POST', fault: '500' });
    await payWithCard(page, CARDS.authorised);

    await page.waitForURL((url) => url.pathname === href.boxPayment(ready.locale, ready.box.code));
    await expectLanded(page, ready.t('payment.title'));
    await expect(page.getByTestId('payment-notice')).toHaveAttribute('data-notice', 'booking-failed');
    await expect(page.getByTestId('payment-notice')).toContainText(ready.t('payment.gift.bookingFailed'));
    expect((await paymentsOf(request, ready.checkoutId)).map((payment) => payment.status)).toEqual(['VOIDED']);
    expect((await checkoutRecord(request, ready.checkoutId)).booking).toBeNull();
    expect(await giftOrderOf(request, ready.checkoutId)).toBeNull();
    expect(await emailsTo(request, ready.buyer)).toEqual([]);
    await expectGiftOrdersConsistent(request, [ready.checkoutId], expect);
  });
});
