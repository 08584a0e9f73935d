import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import type { Box } from '../mocks/catalogue/types';
import { text } from '../mocks/product/http';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { addDays, addMonths, siteToday } from './support/clock';
import { answerChallenge, CARDS, checkoutRecord, emailsTo, paymentsOf, travellerEmail } from './support/checkout';
import { centsIn, continueToPayment, eurosIn, expectConfirmationPaid, expectGiftOrdersConsistent, fillBuyer, giftOrderOf, longDayIn, payWithCard, plainSpaces, textsOf } from './support/gift-orders';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';

/**
 * The gift box journeys end to end (issue 23), desktop on the French site and mobile on the Belgian
 * Dutch one, each with its own box and unique addresses per run:
 * - the loop: the box page → Offer → personalise → digital → Confirm → the box's booking step → the
 *   buyer, 'send it to me' → the box's payment step → a 3-D Secure card → the e-voucher on the
 *   confirmation and the same code in the buyer's e-mail → its redeem link, the code → the box's stays
 *   → a stay on a day marked Included → nothing to pay → 'Confirm my booking' → a confirmed stay → the
 *   same code refused as used;
 * - a physical box shipped abroad: the delivery line and the total of the booking step, the payment
 *   step and the simulator's checkout agree; the confirmation gives the delivery dates and address.
 * Each ends with the records' proof (expectGiftOrdersConsistent).
 */
const catalogue = getCatalogue();

type SpecLocale = Extract<Locale, 'fr_FR' | 'nl_BE'>;
const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const localeOf = (testInfo: TestInfo): SpecLocale => (isMobile(testInfo) ? 'nl_BE' : 'fr_FR');
/** Each site's abroad: a country of the shipping table that is not the site's own. */
const ABROAD = { fr_FR: 'BE', nl_BE: 'NL' } as const;

const FROM = 'Camille';
const MESSAGE = 'Un week-end rien que pour vous deux !';

/**
 * Boxes with both formats by value, the most valuable first (their vouchers cover some of their stays
 * on some days): the loop takes the first, the physical journey two others.
 */
const boxesByValue = catalogue.boxes.filter((box) => box.physicalCode !== null).sort((a, b) => b.value - a.value || a.code.localeCompare(b.code));

async function openOffer(page: Page) {
  const button = page.getByTestId('box-offer-button');
  await expect(button).toHaveAttribute('data-hydrated', 'true');
  await button.click();
  const dialog = page.getByTestId('gift-offer-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openBox(page: Page, locale: SpecLocale, box: Box) {
  expect((await page.goto(href.box(locale, text(box.slug, locale), box.code)))?.status()).toBe(200);
  await expectLanded(page, text(box.title, locale));
}

async function submitCode(page: Page, code: string) {
  await expect(page.locator('[data-testid="voucher-form"][data-hydrated="true"]')).toBeVisible();
  await page.getByTestId('voucher-code').fill(code);
  await page.getByTestId('voucher-submit').click();
}

interface IncludedStay {
  id: number;
  checkin: string;
  checkout: string;
  amount: number;
}

/**
 * Among the stays the listing shows, one whose redemption calendar (the page's own BFF route, with the
 * browser's voucher cookie) marks a day Included whose whole stay falls in the same month.
 */
async function includedStayAmong(request: APIRequestContext, locale: SpecLocale, ids: number[]): Promise<IncludedStay> {
  const from = addDays(siteToday(), 3);
  for (const id of ids) {
    for (const month of [0, 1, 2].map((months) => addMonths(siteToday(), months).slice(0, 7))) {
      const answer = await request.get(`/api/beneficiary/calendar?locale=${locale}&id=${id}&month=${month}&length=1`);
      if (!answer.ok()) continue;
      const calendar = (await answer.json()) as { days: Record<string, { amount: number; minLos: number }>; remaining: Record<string, number> };
      const day = Object.keys(calendar.remaining)
        .sort()
        .find((candidate) => candidate >= from && calendar.remaining[candidate] === 0 && addDays(candidate, calendar.days[candidate]!.minLos).slice(0, 7) === month && candidate.slice(0, 7) === month);
      if (day) return { id, checkin: day, checkout: addDays(day, calendar.days[day]!.minLos), amount: calendar.days[day]!.amount };
    }
  }
  throw new Error(`no stay with an Included day among ${ids.join(', ')}`);
}

test.describe('gift journeys: boxes', () => {
  // Two checkouts, the provider's pages and the beneficiary's pages on a 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('the loop: box → personalise → digital → pay → e-voucher and e-mail → the code → a stay on an Included day → confirmed with nothing to pay → the code used', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = textsOf(locale);
    // The most valuable box: its voucher covers some of its stays on some days. Each project's order issues its own code.
    const box = boxesByValue[0]!;
    const title = text(box.title, locale);
    const buyer = travellerEmail(testInfo, '-buyer');

    // The box page → Offer → digital, personalised → Confirm: the box's booking step.
    await openBox(page, locale, box);
    const dialog = await openOffer(page);
    await dialog.locator('input[value="digital"]').check();
    await dialog.getByTestId('gift-fromName').fill(FROM);
    await dialog.getByTestId('gift-message').fill(MESSAGE);
    await dialog.getByTestId('gift-offer-confirm').click();
    await page.waitForURL((url) => url.pathname === href.boxBooking(locale, box.code) && url.searchParams.has('checkoutId'));
    await expectLanded(page, t('booking.gift.heading.box'));
    const orderId = new URL(page.url()).searchParams.get('checkoutId')!;
    const gift = page.getByTestId('booking-gift');
    await expect(gift.getByTestId('booking-gift-title')).toHaveText(title);
    await expect(gift.getByTestId('booking-gift-format')).toHaveText(t('giftBooking.formatDigital'));
    await expect(gift.getByTestId('booking-gift-from')).toHaveText(FROM);
    await expect(gift.getByTestId('booking-gift-message')).toHaveText(MESSAGE);
    expect(centsIn(await page.getByTestId('booking-gift-sell-price').textContent())).toBe(box.sellPrice);
    expect(centsIn(await page.getByTestId('booking-total').textContent())).toBe(box.sellPrice);

    // The buyer, 'send it to me' → the box's payment step.
    await fillBuyer(page, buyer);
    await page.getByTestId('delivery-recipient-me').check();
    await continueToPayment(page);
    await page.waitForURL((url) => url.pathname === href.boxPayment(locale, box.code));
    await expectLanded(page, t('payment.title'));
    await expect(page.getByTestId('payment-gift-label')).toContainText(title);
    expect(centsIn(await page.getByTestId('payment-gift-total').textContent())).toBe(box.sellPrice);
    expect(centsIn(await page.getByTestId('payment-amount').textContent())).toBe(box.sellPrice);

    // A card with 3-D Secure on the provider's pages → the confirmation, on the box's payment step.
    await payWithCard(page, CARDS.threeDSecure);
    await answerChallenge(page, 'complete');
    await page.waitForURL((url) => url.pathname === href.boxPayment(locale, box.code) && !url.searchParams.has('outcome'));
    await expectLanded(page, t('payment.gift.confirmed.title'));
    const order = (await checkoutRecord(request, orderId)) as Awaited<ReturnType<typeof checkoutRecord>> & { booking: { voucherCode: string; validUntil: string; reference: string } };
    const code = order.booking.voucherCode;
    expect(code).toMatch(/^EB[A-Z0-9]{8}$/);
    await expectConfirmationPaid(page, locale, box.sellPrice, order.booking.reference);
    const voucher = page.getByTestId('gift-voucher');
    await expect(page.getByTestId('gift-voucher-code')).toHaveText(code);
    expect(centsIn(await page.getByTestId('gift-voucher-value').textContent())).toBe(box.value);
    await expect(page.getByTestId('gift-voucher-validity')).toHaveText(longDayIn(locale, order.booking.validUntil));
    await expect(page.getByTestId('gift-voucher-from')).toHaveText(FROM);
    await expect(page.getByTestId('gift-voucher-message')).toHaveText(MESSAGE);
    await expect(page.getByTestId('gift-voucher-redeem')).toContainText(t('payment.gift.redeem.title'));
    expect((await paymentsOf(request, orderId)).map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', box.sellPrice]]);

    // The buyer's e-mail: the same code, value and amount paid. Sent to 'me': no second e-mail.
    await expect.poll(async () => (await emailsTo(request, buyer)).length).toBe(1);
    const [mail] = await emailsTo(request, buyer);
    expect(mail!.tags).toEqual({ kind: 'gift-order-confirmation', reference: order.booking.reference });
    expect(mail!.text).toContain(code);
    expect(plainSpaces(mail!.text)).toContain(eurosIn(locale, box.value));
    expect(plainSpaces(mail!.text)).toContain(eurosIn(locale, box.sellPrice));

    // The e-voucher's way to redeem: the code form of the site → the box's stays.
    await voucher.locator(`a[href="${href.beneficiaryLoginPage(locale)}"]`).click();
    await expectLanded(page, t('beneficiary.login.title'));
    await submitCode(page, code);
    await expectLanded(page, t('searchPage.titleBeneficiary'));
    const cards = page.getByTestId('search-results').locator('a[href*="?flow=beneficiary"]');
    await expect(cards.first()).toBeVisible();
    const listed = await cards.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const ids = [...new Set(listed.map((link) => Number(/\/(\d+)\//.exec(link)?.[1])))].filter((id) => box.packageIds.includes(id));
    expect(ids.length).toBeGreaterThan(0);
    const stay = await includedStayAmong(page.request, locale, ids);

    // A stay of the list → its calendar marks the day Included → Book.
    await page.getByTestId('search-results').locator(`a[href*="/${stay.id}/"][href*="flow=beneficiary"]`).first().click();
    await expectLanded(page, text(catalogue.index.packageById.get(stay.id)!.label, locale));
    const panel = page.locator('[data-testid="redemption-panel"][data-hydrated="true"]');
    await panel.getByTestId('dates-field').click();
    const calendar = page.getByTestId('availability-calendar');
    await expect(calendar.locator('[data-status]').first()).toBeVisible();
    const cell = calendar.locator(`[data-day="${stay.checkin}"]`);
    // The stay's month is shown first, or reached with the next-month button.
    for (let step = 0; step < 3 && !(await cell.isVisible()); step += 1) await calendar.getByRole('button', { name: t('calendar.nextMonth') }).click();
    await expect(cell).toHaveAttribute('data-status', 'included');
    await expect(cell.getByTestId('day-price')).toHaveText(t('calendar.included'));
    await cell.click();
    await calendar.locator(`[data-day="${stay.checkout}"]`).click();
    await calendar.getByRole('button', { name: t('calendar.validate') }).click();
    await expect(calendar).toBeHidden();
    await expect(panel.getByTestId('redemption-remaining')).toBeVisible();
    expect(centsIn(await panel.getByTestId('redemption-remaining').textContent())).toBe(0);
    await expectHydrated(panel.getByTestId('redemption-book'));
    await panel.getByTestId('redemption-book').click();

    // The booking step: the gift covers the stay, nothing to pay → 'Confirm my booking' → confirmed.
    await expectLanded(page, t('booking.title'));
    const stayId = new URL(page.url()).searchParams.get('checkoutId')!;
    await expect(page.getByTestId('booking-voucher-code')).toHaveText(code);
    expect(centsIn(await page.getByTestId('booking-to-pay').textContent())).toBe(0);
    await fillBuyer(page, travellerEmail(testInfo, '-beneficiary'));
    await continueToPayment(page);
    await expectLanded(page, t('payment.title'));
    await expect(page.getByTestId('payment-nothing-to-pay')).toBeVisible();
    await expectHydrated(page.getByTestId('payment-pay'));
    await expect(page.getByTestId('payment-pay')).toHaveText(t('payment.form.confirm'));
    await page.getByTestId('payment-pay').click();
    await expectLanded(page, t('payment.confirmed.title'));
    await expect(page.getByTestId('confirmation-paid-amount')).toHaveText(t('payment.paid.nothing'));
    const redeemed = await checkoutRecord(request, stayId);
    expect(redeemed.status).toBe('BOOKED');
    expect(redeemed.booking?.paidAmount).toBe(0);
    expect(await paymentsOf(request, stayId)).toEqual([]);

    // The same code again: refused as used.
    await page.goto(href.beneficiaryLoginPage(locale));
    await expectLanded(page, t('beneficiary.login.title'));
    await submitCode(page, code);
    await expect(page.getByTestId('voucher-error')).toHaveAttribute('data-error', 'used');
    await expect(page.getByTestId('voucher-error')).toHaveText(t('beneficiary.form.error.used'));

    await expectGiftOrdersConsistent(request, [orderId, stayId], expect);
    expect((await giftOrderOf(request, orderId))?.redemptions).toEqual([stayId]);
  });

  test('a physical box shipped abroad: the delivery line and total agree on both steps and in the checkout; the confirmation gives the dates and the address', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = textsOf(locale);
    const box = boxesByValue[isMobile(testInfo) ? 5 : 4]!;
    const country = ABROAD[locale];
    const buyer = travellerEmail(testInfo, '-parcel');

    await openBox(page, locale, box);
    const dialog = await openOffer(page);
    await dialog.locator('input[value="physical"]').check();
    await dialog.getByTestId('gift-fromName').fill(FROM);
    await dialog.getByTestId('gift-offer-confirm').click();
    await page.waitForURL((url) => url.pathname === href.boxBooking(locale, box.physicalCode!) && url.searchParams.has('checkoutId'));
    await expectLanded(page, t('booking.gift.heading.box'));
    const orderId = new URL(page.url()).searchParams.get('checkoutId')!;
    await expect(page.getByTestId('booking-gift-format')).toHaveText(t('giftBooking.formatPhysical'));
    // At home, a box ships free: the total is its price.
    await expect(page.getByTestId('booking-gift-shipping')).toHaveText(t('booking.gift.delivery.free'));
    expect(centsIn(await page.getByTestId('booking-total').textContent())).toBe(box.sellPrice);

    // The buyer and an address abroad: the delivery line and the total follow the country.
    await fillBuyer(page, buyer);
    const address = page.getByTestId('gift-delivery');
    await address.getByTestId('delivery-field-firstName').locator('input').fill('Louis');
    await address.getByTestId('delivery-field-lastName').locator('input').fill('Martin');
    await address.getByTestId('delivery-field-street').locator('input').fill('12 rue des Lilas');
    await address.getByTestId('delivery-field-postalCode').locator('input').fill('1000');
    await address.getByTestId('delivery-field-city').locator('input').fill('Bruxelles');
    await address.getByTestId('delivery-field-country').locator('select').selectOption(country);
    const shippingText = (await page.getByTestId('booking-gift-shipping').textContent()) ?? '';
    const shipping = centsIn(shippingText);
    expect(shipping, 'shipping abroad costs more').toBeGreaterThan(0);
    await expect.poll(async () => centsIn(await page.getByTestId('booking-total').textContent())).toBe(box.sellPrice + shipping);

    await continueToPayment(page);
    await page.waitForURL((url) => url.pathname === href.boxPayment(locale, box.physicalCode!));
    await expectLanded(page, t('payment.title'));
    // The simulator priced the same: its checkout, the payment step and the booking step agree.
    const priced = (await checkoutRecord(request, orderId)) as unknown as { priceInfo: { shippingCost: number; totalPrice: number; remainingAmountToPay: number }; gift: { delivery: { kind: string; estimate: { from: string; to: string } } } };
    expect(priced.priceInfo.shippingCost).toBe(shipping);
    expect(priced.priceInfo.totalPrice).toBe(box.sellPrice + shipping);
    expect(centsIn(await page.getByTestId('payment-gift-shipping').textContent())).toBe(shipping);
    expect(centsIn(await page.getByTestId('payment-gift-total').textContent())).toBe(priced.priceInfo.totalPrice);
    expect(centsIn(await page.getByTestId('payment-amount').textContent())).toBe(priced.priceInfo.remainingAmountToPay);
    await expect(page.getByTestId('payment-gift-address')).toContainText('12 rue des Lilas');

    await payWithCard(page, CARDS.authorised);
    await page.waitForURL((url) => url.pathname === href.boxPayment(locale, box.physicalCode!) && !url.searchParams.has('outcome'));
    await expectLanded(page, t('payment.gift.confirmed.title'));
    const { estimate } = priced.gift.delivery;
    const parcel = page.getByTestId('gift-parcel');
    await expect(parcel.getByTestId('gift-parcel-estimate')).toContainText(longDayIn(locale, estimate.from));
    await expect(parcel.getByTestId('gift-parcel-estimate')).toContainText(longDayIn(locale, estimate.to));
    await expect(parcel.getByTestId('gift-parcel-address')).toContainText('Louis Martin');
    await expect(parcel.getByTestId('gift-parcel-address')).toContainText(`1000 Bruxelles, ${country}`);
    const booked = (await checkoutRecord(request, orderId)) as Awaited<ReturnType<typeof checkoutRecord>> & { booking: { voucherCode: string; reference: string } };
    await expectConfirmationPaid(page, locale, box.sellPrice + shipping, booked.booking.reference);
    await expect(parcel.getByTestId('gift-parcel-code')).toHaveText(booked.booking.voucherCode);
    expect((await paymentsOf(request, orderId)).map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', box.sellPrice + shipping]]);

    // The e-mail says the same: the total paid, the estimate, the code.
    await expect.poll(async () => (await emailsTo(request, buyer)).length).toBe(1);
    const [mail] = await emailsTo(request, buyer);
    expect(plainSpaces(mail!.text)).toContain(eurosIn(locale, box.sellPrice + shipping));
    expect(mail!.text).toContain(longDayIn(locale, estimate.to));
    expect(mail!.text).toContain(booked.booking.voucherCode);
    await expectGiftOrdersConsistent(request, [orderId], expect);
  });
});

