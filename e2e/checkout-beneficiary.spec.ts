import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, addMonths, siteToday } from './support/clock';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';
import { CARDS, checkoutRecord, emailsTo, expectMoneyConsistent, payByCard, paymentsOf, saveTraveller, travellerEmail } from './support/checkout';
import { getCatalogue } from '../mocks/catalogue';
import { issuedVouchers, type IssuedVoucher } from '../mocks/vouchers/vouchers';
import { href } from '../src/routing/href';

/**
 * A beneficiary books with a gift-box voucher through the same steps as any traveller: a stay the
 * voucher covers is confirmed with nothing to pay (no payment at all in the provider's records); a
 * stay above the voucher's value is paid for the supplement only. Each test and project has its own
 * voucher (a booking uses it), from boxes away from the redemption spec's.
 */
const LOCALE = 'fr_FR';
const catalogue = getCatalogue();
const vouchers = [...issuedVouchers(catalogue).values()];

/**
 * The SECOND valid voucher of a box ranked by value (rank 0 the most valuable): e2e/beneficiary.spec.ts takes the
 * first ones, and a booking here uses its voucher.
 */
function voucherOf(rank: number): IssuedVoucher {
  const boxes = [...catalogue.boxes].sort((a, b) => b.value - a.value || a.code.localeCompare(b.code));
  const box = boxes[rank];
  const voucher = vouchers.filter((candidate) => candidate.boxCode === box?.code && candidate.state === 'valid')[1];
  if (!voucher) throw new Error(`no second valid voucher for box rank ${rank}`);
  return voucher;
}

const projectRank = (testInfo: TestInfo, first: number) => first + (testInfo.project.name === 'mobile' ? 1 : 0);

/** The code typed on the login page: the voucher cookie is set and the box's stays listed; their product links. */
async function signInWithVoucher(page: Page, voucher: IssuedVoucher): Promise<number[]> {
  await page.goto(href.beneficiaryLoginPage(LOCALE));
  await expect(page.locator('[data-testid="voucher-form"][data-hydrated="true"]')).toBeVisible();
  await page.getByTestId('voucher-code').fill(voucher.code);
  await page.getByTestId('voucher-submit').click();
  await expectLanded(page, 'Les séjours à réserver avec votre cadeau');
  const cards = page.getByTestId('search-results').locator('a[href*="?flow=beneficiary"]');
  await expect(cards.first()).toBeVisible();
  const links = await cards.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(links.map((link) => Number(/\/(\d+)\//.exec(link)?.[1])).filter((id) => catalogue.index.packageById.get(id)?.activities.every((activity) => !activity.singleDay)))];
}

interface Booked {
  checkoutId: string;
  bookingPath: string;
  price: { totalPrice: number; remainingAmountToPay: number };
}

/**
 * Book with the voucher (the redemption panel's route) a stay whose remaining amount is, or is not, zero. The
 * redemption calendar's days come first in the order most likely to give it (cheapest first, or dearest first);
 * the checkout's own answer decides.
 */
async function bookWithVoucher(request: APIRequestContext, ids: number[], wantsNothingToPay: boolean): Promise<Booked> {
  const from = addDays(siteToday(), 2);
  for (const id of ids) {
    for (const month of [0, 1].map((months) => addMonths(siteToday(), months))) {
      const answer = await request.get(`/api/beneficiary/calendar?locale=${LOCALE}&id=${id}&month=${month}&length=1`);
      if (!answer.ok()) continue;
      const calendar = (await answer.json()) as { remaining: Record<string, number> };
      const days = Object.entries(calendar.remaining)
        .filter(([day]) => day >= from)
        .sort(([, a], [, b]) => (wantsNothingToPay ? a - b : b - a))
        .slice(0, 5)
        .map(([day]) => day);
      for (const checkin of days) {
        const nights = (await (await request.get(`/api/calendar/checkout-nights?locale=${LOCALE}&id=${id}&checkin=${checkin}&adult=2&child=0&baby=0`)).json()) as { range: { min: number } | null };
        if (!nights.range) continue;
        const booked = await request.post('/api/beneficiary/checkout', { data: { locale: LOCALE, productId: id, checkin, checkout: addDays(checkin, nights.range.min) } });
        if (booked.status() !== 200) continue;
        const made = (await booked.json()) as Booked;
        if ((made.price.remainingAmountToPay === 0) === wantsNothingToPay) return made;
      }
    }
  }
  throw new Error(`no stay with ${wantsNothingToPay ? 'nothing' : 'something'} to pay`);
}

test.describe('beneficiary checkout', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a stay the voucher covers: details, then confirmed with nothing to pay, no payment at all', async ({ page }, testInfo) => {
    // The most valuable boxes (about 350 and 300 €): their vouchers cover many stays.
    const voucher = voucherOf(projectRank(testInfo, 0));
    const ids = await signInWithVoucher(page, voucher);
    const booked = await bookWithVoucher(page.request, ids, true);
    const email = travellerEmail(testInfo, '.gift');
    const paymentPath = await saveTraveller(page.request, LOCALE, booked.checkoutId, email);

    expect((await page.goto(paymentPath))?.status()).toBe(200);
    await expectLanded(page, 'Paiement');
    await expect(page.getByTestId('payment-nothing-to-pay')).toBeVisible();
    await expectHydrated(page.getByTestId('payment-pay'));
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('payment-pay').click();

    await expectLanded(page, 'Votre réservation est confirmée');
    await expect(page.getByTestId('confirmation-paid-amount')).toHaveText('Rien à payer : votre cadeau couvre le séjour.');
    expect(await paymentsOf(page.request, booked.checkoutId)).toEqual([]);
    expect((await checkoutRecord(page.request, booked.checkoutId)).booking?.paidAmount).toBe(0);
    expect(await emailsTo(page.request, email)).toHaveLength(1);
    await expectMoneyConsistent(page.request, booked.checkoutId, expect);
  });

  test('a stay above the voucher’s value: only the supplement is paid, by card', async ({ page }, testInfo) => {
    // Boxes of about 150 €: most stays cost more.
    const voucher = voucherOf(projectRank(testInfo, 8));
    const ids = await signInWithVoucher(page, voucher);
    const booked = await bookWithVoucher(page.request, ids, false);
    expect(booked.price.remainingAmountToPay).toBe(Math.max(0, booked.price.totalPrice - voucher.value));
    const paymentPath = await saveTraveller(page.request, LOCALE, booked.checkoutId, travellerEmail(testInfo, '.gift'));

    expect((await page.goto(paymentPath))?.status()).toBe(200);
    await expectLanded(page, 'Paiement');
    await expectHydrated(page.getByTestId('payment-pay'));
    await page.getByTestId('payment-method-card').locator('input').check();
    await page.getByTestId('payment-pay').click();
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    await payByCard(page, CARDS.authorised);

    await expectLanded(page, 'Votre réservation est confirmée');
    const payments = await paymentsOf(page.request, booked.checkoutId);
    expect(payments.map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', booked.price.remainingAmountToPay]]);
    await expectMoneyConsistent(page.request, booked.checkoutId, expect);
  });
});
