import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, addMonths, siteToday } from './support/clock';
import { CARDS, checkoutRecord, payByCard, paymentsOf, saveTraveller, TRAVELLER, travellerEmail } from './support/checkout';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';
import { getCatalogue } from '../mocks/catalogue';
import { giftVoucherWire } from '../mocks/product/weekend';
import { issuedVouchers, type IssuedVoucher } from '../mocks/vouchers/vouchers';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';

/**
 * A beneficiary redeems a gift box end to end (issue 23), desktop in French and mobile in Spanish:
 * the code → the box's stays → a stay whose calendar marks a day +X: that stay leaves X to pay → a
 * day marked Included: nothing left to pay, the gift covering the stay's price (never its whole value
 * when the stay costs less) → the booking step says so → confirmed with no payment → the same code
 * is refused at the code form and the stay's page no longer books with it. Each project has the SECOND
 * valid voucher of a box no other spec uses (ranks 5 and 6 by value): a booking uses it. The stay is one
 * of the box's whose calendar has both kinds of day in one month (most of a box's stays cost more than
 * the box on every day: the listing's first page may have none).
 */
const catalogue = getCatalogue();
const vouchers = [...issuedVouchers(catalogue).values()];
const localeOf = (testInfo: TestInfo): Locale => (testInfo.project.name === 'mobile' ? 'es_ES' : 'fr_FR');
const texts = (locale: Locale) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
/** The first amount in euros a sentence states ('349,90 €'), as a number. */
const firstAmount = (text: string | null) => euros(/\d[\d.\s\u00a0\u202f]*(?:,\d{2})?\s?€/.exec(text ?? '')?.[0] ?? null);

const boxesByValue = [...catalogue.boxes].sort((a, b) => b.value - a.value || a.code.localeCompare(b.code));

function secondVoucherOf(rank: number): IssuedVoucher {
  const voucher = vouchers.filter((candidate) => candidate.boxCode === boxesByValue[rank]?.code && candidate.state === 'valid')[1];
  if (!voucher) throw new Error(`no second valid voucher for box rank ${rank}`);
  return voucher;
}

interface CalendarAnswer {
  days: Record<string, { amount: number; minLos: number }>;
  remaining: Record<string, number>;
}

interface Day {
  checkin: string;
  checkout: string;
  amount: number;
  remaining: number;
}

/**
 * A stay of the box whose redemption calendar has, in one month, a day the gift covers and a day with
 * a supplement, read through the page's own BFF route (the browser's voucher cookie goes with it).
 */
async function stayWithBothKinds(request: APIRequestContext, locale: Locale, voucher: IssuedVoucher) {
  const from = addDays(siteToday(), 3);
  const box = catalogue.boxes.find((candidate) => candidate.code === voucher.boxCode)!;
  for (const id of box.packageIds) {
    const pkg = catalogue.index.packageById.get(id);
    if (!pkg || pkg.activities.some((activity) => activity.singleDay)) continue;
    for (const month of [0, 1].map((months) => addMonths(siteToday(), months))) {
      const answer = await request.get(`/api/beneficiary/calendar?locale=${locale}&id=${id}&month=${month}&length=1`);
      if (!answer.ok()) continue;
      const calendar = (await answer.json()) as CalendarAnswer;
      const days: Day[] = Object.keys(calendar.remaining)
        .filter((day) => day >= from && day.slice(0, 7) === month)
        .sort()
        .map((day) => ({ checkin: day, checkout: addDays(day, calendar.days[day]!.minLos), amount: calendar.days[day]!.amount, remaining: calendar.remaining[day]! }));
      const included = days.find((day) => day.remaining === 0);
      const supplement = days.find((day) => day.remaining > 0 && day.checkout.slice(0, 7) === month);
      if (included && supplement && included.checkout.slice(0, 7) === month) {
        return { link: href.product(locale, id, undefined, { flow: 'beneficiary' }), label: pkg.label[locale.slice(0, 2) as 'fr' | 'es'], included, supplement };
      }
    }
  }
  throw new Error(`no stay of ${voucher.boxCode} with included and supplement days`);
}

async function submitCode(page: Page, code: string) {
  await expect(page.locator('[data-testid="voucher-form"][data-hydrated="true"]')).toBeVisible();
  await page.getByTestId('voucher-code').fill(code);
  await page.getByTestId('voucher-submit').click();
}

/** Picks a stay in the panel's calendar (the month of the stay is shown first or reached with the next-month button). */
async function pickStay(page: Page, locale: Locale, day: Day) {
  const t = texts(locale);
  const panel = page.locator('[data-testid="redemption-panel"][data-hydrated="true"]');
  await panel.getByTestId('dates-field').click();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar.locator('[data-status]').first()).toBeVisible();
  const cell = calendar.locator(`[data-day="${day.checkin}"]`);
  for (let step = 0; step < 3 && !(await cell.isVisible()); step += 1) await calendar.getByRole('button', { name: t['calendar.nextMonth'] }).click();
  // The day's label is the calendar's rule (giftDayStatus) on the same offer's price.
  if (day.remaining === 0) {
    await expect(cell).toHaveAttribute('data-status', 'included');
    await expect(cell.getByTestId('day-price')).toHaveText(t['calendar.included']!);
  } else {
    await expect(cell).toHaveAttribute('data-status', 'supplement');
    expect(euros(await cell.getByTestId('day-price').textContent())).toBeCloseTo(day.remaining / 100, 2);
  }
  await cell.click();
  await calendar.locator(`[data-day="${day.checkout}"]`).click();
  await calendar.getByRole('button', { name: t['calendar.validate'] }).click();
  await expect(calendar).toBeHidden();
  return panel;
}

test.describe('beneficiary redemption, end to end', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the code → a +X day leaves X to pay → an Included day: nothing to pay → confirmed → the code used', async ({ page }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = texts(locale);
    const voucher = secondVoucherOf(testInfo.project.name === 'mobile' ? 6 : 5);

    await page.goto(href.beneficiaryLoginPage(locale));
    await expectLanded(page, t['beneficiary.login.title']!);
    await submitCode(page, voucher.code);
    await expectLanded(page, t['searchPage.titleBeneficiary']!);
    await expect(page.getByTestId('search-results').locator('a[href*="?flow=beneficiary"]').first()).toBeVisible();
    const stay = await stayWithBothKinds(page.request, locale, voucher);

    // The stay in redemption mode: the gift's value, no amount to pay before any dates.
    await page.goto(stay.link);
    await expectLanded(page, stay.label);
    await expect(page.getByTestId('product-price')).toHaveAttribute('data-price-type', 'BENEFICIARY');
    expect(euros(await page.getByTestId('product-price').locator('strong').textContent())).toBeCloseTo(voucher.value / 100, 2);
    const before = page.getByTestId('redemption-before-dates');
    await expect(before).toContainText(t['calendar.included']!);
    expect(firstAmount(await before.textContent())).toBeCloseTo(voucher.value / 100, 2);
    await expect(page.getByTestId('redemption-remaining')).toHaveCount(0);

    // A day marked +X: X is left to pay, the gift covering its whole value.
    let panel = await pickStay(page, locale, stay.supplement);
    await expect(panel.getByTestId('redemption-remaining')).toBeVisible();
    expect(euros(await panel.getByTestId('redemption-remaining').textContent())).toBeCloseTo(stay.supplement.remaining / 100, 2);
    expect(euros(await panel.getByTestId('redemption-covered').textContent())).toBeCloseTo(voucher.value / 100, 2);

    // A day marked Included: nothing left to pay, the gift covering the stay's price.
    panel = await pickStay(page, locale, stay.included);
    await expect(panel.getByTestId('redemption-remaining')).toHaveText(/^0\s€$/);
    expect(euros(await panel.getByTestId('redemption-covered').textContent())).toBeCloseTo(stay.included.amount / 100, 2);
    await expect(panel.getByTestId('redemption-summary')).toContainText(t['product.redemption.nothingToPay']!);
    await expectHydrated(panel.getByTestId('redemption-book'));
    await panel.getByTestId('redemption-book').click();

    // The booking step: the gift covers the stay, the one total to pay is 0.
    await expectLanded(page, t['booking.title']!);
    await expect(page.getByTestId('booking-voucher-code')).toHaveText(voucher.code);
    const covered = page.getByTestId('booking-voucher-covered');
    await expect(covered).toHaveAttribute('data-rest', '0');
    await expect(covered).toHaveAttribute('data-covered', String(stay.included.amount));
    expect(euros(await page.getByTestId('booking-voucher-reduction').textContent())).toBeCloseTo(stay.included.amount / 100, 2);
    await expect(page.getByTestId('booking-to-pay')).toHaveText(/^0\s€$/);
    const checkoutId = new URL(page.url()).searchParams.get('checkoutId')!;

    const paymentPath = await saveTraveller(page.request, locale, checkoutId, travellerEmail(testInfo, '.redeem'));
    expect((await page.goto(paymentPath))?.status()).toBe(200);
    await expectLanded(page, t['payment.title']!);
    await expect(page.getByTestId('payment-nothing-to-pay')).toBeVisible();
    await expectHydrated(page.getByTestId('payment-pay'));
    await page.getByTestId('payment-pay').click();
    await expectLanded(page, t['payment.confirmed.title']!);
    expect(await paymentsOf(page.request, checkoutId)).toEqual([]);
    expect((await checkoutRecord(page.request, checkoutId)).booking?.paidAmount).toBe(0);

    // Used: the stay's page (the cookie still holds the code) no longer books with it, and the form refuses it.
    await page.goto(stay.link);
    await expectLanded(page, stay.label);
    await expect(page.getByTestId('redemption-notice')).toHaveAttribute('data-problem', 'refused');
    await expect(page.getByTestId('redemption-panel')).toHaveCount(0);
    await page.goto(href.beneficiaryLoginPage(locale));
    await submitCode(page, voucher.code);
    const error = page.getByTestId('voucher-error');
    await expect(error).toHaveAttribute('data-error', 'used');
    await expect(error).toHaveText(t['beneficiary.form.error.used']!);
  });
});

/**
 * A voucher keeps to what it books (issue 23): a box voucher on a stay outside its box is told which
 * box it is for, with the way to that box's stays; a gift-stay holder's stays page is their stay.
 * Each project reads the FIRST valid voucher of the boxes the journey above books the second of
 * (ranks 5 and 6 by value): nothing here books, so it stays valid.
 */
test.describe('what a voucher opens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a box voucher on a stay outside its box: the notice names the box → its stays list', async ({ page }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = texts(locale);
    const lang = locale.slice(0, 2) as 'fr' | 'es';
    const rank = testInfo.project.name === 'mobile' ? 6 : 5;
    const voucher = vouchers.find((candidate) => candidate.boxCode === boxesByValue[rank]?.code && candidate.state === 'valid')!;
    const box = catalogue.boxes.find((candidate) => candidate.code === voucher.boxCode)!;
    const inBox = new Set(box.packageIds);
    const active = (hotelId: number) => catalogue.index.hotelById.get(hotelId)?.active === true;
    // Outside the box, at a hotel one of its stays is at: the hotel alone does not decide.
    const outside = catalogue.packages.find((pkg) => !inBox.has(pkg.id) && active(pkg.hotelId) && box.packageIds.some((id) => catalogue.index.packageById.get(id)?.hotelId === pkg.hotelId))
      ?? catalogue.packages.find((pkg) => !inBox.has(pkg.id) && active(pkg.hotelId))!;

    await page.goto(href.beneficiaryLoginPage(locale));
    await expectLanded(page, t['beneficiary.login.title']!);
    await submitCode(page, voucher.code);
    await expectLanded(page, t['searchPage.titleBeneficiary']!);

    await page.goto(href.product(locale, outside.id, undefined, { flow: 'beneficiary' }));
    await expectLanded(page, outside.label[lang]);
    const notice = page.getByTestId('redemption-notice');
    await expect(notice).toHaveAttribute('data-problem', 'otherProduct');
    await expect(notice.getByTestId('redemption-elsewhere')).toHaveText(t['product.redemption.otherBox']!.replace('{box}', box.title[lang]));
    await expect(page.getByTestId('redemption-panel')).toHaveCount(0);
    await expect(page.getByTestId('redemption-book')).toHaveCount(0);

    const link = notice.getByTestId('redemption-voucher-home');
    await expect(link).toHaveText(t['product.redemption.goToBoxStays']!);
    await link.click();
    await expectLanded(page, t['searchPage.titleBeneficiary']!);
    await expect(page.getByTestId('beneficiary-voucher-box')).toContainText(box.title[lang]);
    // The box's stays, each opening in redemption mode.
    const stays = page.getByTestId('search-results').locator('a[href*="?flow=beneficiary"]');
    await expect(stays.first()).toBeVisible();
    const ids = (await stays.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map((url) => Number(/\/(\d+)(?:\/|\?)/.exec(url ?? '')?.[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !inBox.has(id))).toEqual([]);
  });

  test('a gift-stay holder’s stays page is their stay', async ({ page }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = texts(locale);
    const lang = locale.slice(0, 2) as 'fr' | 'es';
    // A gift stay of its own per project (from the catalogue's start; the gift journeys take its end).
    const gifts = catalogue.packages.flatMap((pkg) => {
      const entry = catalogue.index.hotelById.get(pkg.hotelId)?.active ? giftVoucherWire(catalogue, pkg)?.priceList.find((candidate) => candidate.los === 1 && candidate.sellPrices[0]! > 0) : undefined;
      return entry ? [{ pkg, nights: entry.los }] : [];
    });
    const { pkg, nights } = gifts[testInfo.project.name === 'mobile' ? 1 : 0]!;

    // Bought for oneself through the gift order's BFF and the card: a gift-stay voucher of that stay.
    const started = await page.request.post('/api/checkout/gift', {
      data: { locale, gift: { type: 'SINGLEVOUCHER', productId: pkg.id, giftFormat: 'digital', giftNights: nights, bucket: 1, upsell: 'none', subElements: [] }, personalisation: { fromName: 'Camille', message: '' } },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { checkoutId } = (await started.json()) as { checkoutId: string };
    const delivered = await page.request.post('/api/checkout/delivery', { data: { locale, checkoutId, delivery: { kind: 'digital', recipient: 'me', recipientName: null, recipientEmail: null, sendOn: siteToday() } } });
    expect(delivered.status(), await delivered.text()).toBe(200);
    const saved = await page.request.post('/api/checkout/traveller', { data: { locale, checkoutId, traveller: { ...TRAVELLER, email: travellerEmail(testInfo, '-giftstay') }, termsAccepted: true } });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await page.goto(((await saved.json()) as { paymentPath: string }).paymentPath))?.status()).toBe(200);
    await expectHydrated(page.getByTestId('payment-pay'));
    await page.getByTestId('payment-method-card').locator('input').check();
    await page.getByTestId('payment-pay').click();
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    await payByCard(page, CARDS.authorised);
    await expectLanded(page, t['payment.gift.confirmed.title']!);
    const code = ((await checkoutRecord(page.request, checkoutId)) as { booking?: { voucherCode?: string } }).booking?.voucherCode ?? '';
    expect(code).toMatch(/^SV[A-Z0-9]{8}$/);

    await page.goto(href.beneficiaryLoginPage(locale));
    await submitCode(page, code);
    await expectLanded(page, pkg.label[lang]);

    // The beneficiary stays page leads to that stay's redemption: the only stay the gift books.
    const staysPage = href.search(locale, { flow: 'beneficiary' });
    await page.goto(staysPage);
    await expectLanded(page, pkg.label[lang]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href.product(locale, pkg.id, undefined, { flow: 'beneficiary' }));
    const panel = page.locator('[data-testid="redemption-panel"][data-hydrated="true"]');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(/SINGLEVOUCHER \{([^}]*)\}/.exec(t['product.redemption.heading']!)![1]!);
    await expect(panel.getByTestId('redemption-before-dates')).toBeVisible();
    await expect(page.getByTestId('search-results')).toHaveCount(0);
  });
});
