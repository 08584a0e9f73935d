import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import { offeredSubElements } from '../mocks/product/gift';
import { text } from '../mocks/product/http';
import { giftVoucherWire } from '../mocks/product/weekend';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { addDays, siteToday } from './support/clock';
import { CARDS, checkoutRecord, emailsTo, initCheckout, paymentsOf, productFor, travellerEmail } from './support/checkout';
import { centsIn, continueToPayment, eurosIn, expectConfirmationPaid, expectGiftOrdersConsistent, fillBuyer, giftcardBalance, giftOrderOf, payWithCard, plainSpaces, textsOf } from './support/gift-orders';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';

/**
 * A gift stay and a gift card, bought and then used (issue 23), desktop on the French site and mobile
 * on the Belgian Dutch one:
 * - a gift stay with a dates' bucket, the availability upsell and an option: the product page's gift
 *   setup → the summary → the booking step's price lines → sent to someone on a later day → paid → the
 *   e-voucher (SV…) and two e-mails (the buyer's now, the recipient's on the chosen day) → the code
 *   leads to that stay's redemption page;
 * - a gift card: the gift card page → an amount → the summary → paid → its serial on the confirmation
 *   → a stay paid partly with that serial at the booking step's gift card field: the card's balance
 *   goes down by exactly what it paid and the card payment covers exactly the rest.
 * The products come from the simulator's catalogue, one per project, away from the other specs'.
 */
const catalogue = getCatalogue();

type SpecLocale = Extract<Locale, 'fr_FR' | 'nl_BE'>;
const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const localeOf = (testInfo: TestInfo): SpecLocale => (isMobile(testInfo) ? 'nl_BE' : 'fr_FR');
/** This spec's slots of the checkout specs' product list (support/checkout.ts productFor). */
const SPEC_BASE = 170;

/**
 * Gift stays sold with a price per dates' bucket and an availability upsell for 2 nights, as the weekend
 * detail's giftVoucher answers them (what the gift checkout prices), from the catalogue's end: the gift
 * setup specs take its start.
 */
const giftStays = catalogue.packages
  .filter((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active)
  .flatMap((pkg) => {
    const voucher = giftVoucherWire(catalogue, pkg);
    const entry = voucher?.priceList.find((candidate) => candidate.los === 2);
    return entry && entry.sellPrices.every((price) => price > 0) && entry.extraUpsellAvailabilityAmount > 0 ? [{ pkg, entry }] : [];
  })
  .reverse();

/**
 * The open gift dialog → the sender's name → Confirm → the gift summary (its total asserted) → Continue → the
 * booking step (its heading asserted); the gift order's checkout id.
 */
async function personaliseAndContinue(page: Page, locale: SpecLocale, total: number, heading: string): Promise<string> {
  const t = textsOf(locale);
  const dialog = page.getByTestId('gift-offer-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('gift-fromName').fill('Camille');
  await dialog.getByTestId('gift-offer-confirm').click();
  await expectLanded(page, t('giftBooking.title'));
  const summary = page.getByTestId('gift-booking-summary');
  expect(centsIn(await summary.getByTestId('summary-total').textContent())).toBe(total);
  await expectHydrated(summary.getByTestId('gift-booking-continue'));
  await summary.getByTestId('gift-booking-continue').click();
  await page.waitForURL((url) => url.pathname === href.booking(locale) && url.searchParams.has('checkoutId'));
  await expectLanded(page, heading);
  return new URL(page.url()).searchParams.get('checkoutId')!;
}

test.describe('gift journeys: a gift stay and a gift card', () => {
  test.describe.configure({ timeout: 120_000 });

  test('gift stay with a bucket, the upsell and an option → sent to someone later → paid → SV e-voucher, two e-mails → the code leads to that stay', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = textsOf(locale);
    const { pkg, entry } = giftStays[isMobile(testInfo) ? 1 : 0]!;
    const label = text(pkg.label, locale);
    const bucket = isMobile(testInfo) ? 3 : 2;
    const option = offeredSubElements(locale).find(({ category }) => !category.singleSelection)!.elements.find((element) => element.price > 0)!;
    const sellPrice = entry.sellPrices[bucket - 1]!;
    const upsell = entry.extraUpsellAvailabilityAmount;
    const total = sellPrice + upsell + option.price;
    const buyer = travellerEmail(testInfo, '-stay');
    const recipient = travellerEmail(testInfo, '-friend');
    const sendOn = addDays(siteToday(), 10);

    // The product page in the gifting flow: 2 nights, the bucket, the upsell, an option.
    expect((await page.goto(href.product(locale, pkg.id, undefined, { flow: 'gifting' })))?.status()).toBe(200);
    await expectLanded(page, label);
    const panel = page.getByTestId('gift-setup');
    await expectHydrated(panel.getByTestId('gift-nights').locator('input[value="2"]'));
    await panel.getByTestId('gift-nights').locator('input[value="2"]').check();
    await panel.getByTestId(`gift-bucket-${bucket}`).locator('input').check();
    await panel.getByTestId('gift-upsell').locator('input').check();
    await panel.getByTestId(`gift-category-${option.categoryId}`).locator(`input[value="${option.id}"]`).check();
    await expect.poll(async () => centsIn(await panel.getByTestId('gift-total').textContent())).toBe(total);

    // Offer → personalise → the summary → Continue → the booking step with the gift's price lines.
    await panel.getByTestId('gift-offer').click();
    const orderId = await personaliseAndContinue(page, locale, total, t('booking.gift.heading.stay'));
    const price = page.getByTestId('booking-price');
    expect(centsIn(await price.getByTestId('booking-gift-sell-price').textContent())).toBe(sellPrice);
    expect(centsIn(await price.getByTestId('booking-gift-upsell-price').textContent())).toBe(upsell);
    expect(centsIn(await price.getByTestId('booking-gift-options-price').textContent())).toBe(option.price);
    expect(centsIn(await price.getByTestId('booking-total').textContent())).toBe(total);

    // Sent to someone, on a later day; the buyer's details → the payment step → paid.
    await fillBuyer(page, buyer);
    const delivery = page.getByTestId('gift-delivery');
    await delivery.getByTestId('delivery-recipient-someone').check();
    await delivery.getByTestId('delivery-field-recipientName').locator('input').fill('Louis');
    await delivery.getByTestId('delivery-field-recipientEmail').locator('input').fill(recipient);
    await delivery.getByTestId('delivery-field-sendOn').locator('input').fill(sendOn);
    await continueToPayment(page);
    await page.waitForURL((url) => url.pathname === href.payment(locale));
    await expectLanded(page, t('payment.title'));
    expect(centsIn(await page.getByTestId('payment-gift-total').textContent())).toBe(total);
    expect(centsIn(await page.getByTestId('payment-amount').textContent())).toBe(total);
    await expect(page.getByTestId('payment-gift-send')).toContainText(recipient);
    await payWithCard(page, CARDS.authorised);
    await page.waitForURL((url) => url.pathname === href.payment(locale) && !url.searchParams.has('outcome'));
    await expectLanded(page, t('payment.gift.confirmed.title'));

    // The e-voucher: a gift stay's code, worth the stay's price with its upsell (options are not redeemable).
    const order = (await checkoutRecord(request, orderId)) as Awaited<ReturnType<typeof checkoutRecord>> & { booking: { voucherCode: string; reference: string } };
    const code = order.booking.voucherCode;
    expect(code).toMatch(/^SV[A-Z0-9]{8}$/);
    await expectConfirmationPaid(page, locale, total, order.booking.reference);
    await expect(page.getByTestId('gift-voucher-code')).toHaveText(code);
    expect(centsIn(await page.getByTestId('gift-voucher-value').textContent())).toBe(sellPrice + upsell);
    await expect(page.getByTestId('gift-voucher-sent')).toContainText(recipient);
    expect((await paymentsOf(request, orderId)).map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', total]]);

    // Two e-mails: the buyer's now, the recipient's on the chosen day, both with the code.
    await expect.poll(async () => (await emailsTo(request, buyer)).length).toBe(1);
    const [forBuyer] = await emailsTo(request, buyer);
    expect(forBuyer!.tags).toEqual({ kind: 'gift-order-confirmation', reference: order.booking.reference });
    expect((forBuyer as typeof forBuyer & { sendAt?: string }).sendAt).toBeUndefined();
    expect(forBuyer!.text).toContain(code);
    expect(plainSpaces(forBuyer!.text)).toContain(eurosIn(locale, total));
    const forRecipient = (await emailsTo(request, recipient)) as Array<Awaited<ReturnType<typeof emailsTo>>[number] & { sendAt?: string }>;
    expect(forRecipient.map((mail) => [mail.tags.kind, mail.sendAt])).toEqual([['gift-voucher', sendOn]]);
    expect(forRecipient[0]!.text).toContain(code);

    // The e-voucher's way to redeem (the site's code form): the code leads to that stay's redemption page.
    await page.getByTestId('gift-voucher').locator(`a[href="${href.beneficiaryLoginPage(locale)}"]`).click();
    await expectLanded(page, t('beneficiary.login.title'));
    await expect(page.locator('[data-testid="voucher-form"][data-hydrated="true"]')).toBeVisible();
    await page.getByTestId('voucher-code').fill(code);
    await page.getByTestId('voucher-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith(href.product(locale, pkg.id)) && url.searchParams.get('flow') === 'beneficiary');
    await expectLanded(page, label);
    await expect(page.getByTestId('redemption-panel')).toBeVisible();
    await expectGiftOrdersConsistent(request, [orderId], expect);
  });

  test('gift card bought → its serial → a stay paid partly with it: the balance goes down by exactly what it paid, the card payment covers the rest', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = textsOf(locale);
    const amount = 4_000;
    const buyer = travellerEmail(testInfo, '-card');

    // The gift card page → an amount → personalise → the summary → Continue → the booking step.
    expect((await page.goto(href.giftCard(locale)))?.status()).toBe(200);
    await expectLanded(page, t('giftCard.title'));
    const other = page.getByTestId('gift-card-other');
    await expectHydrated(other);
    await other.fill(String(amount / 100));
    await other.blur();
    await expect.poll(async () => centsIn(await page.getByTestId('gift-card-total').textContent())).toBe(amount);
    await page.getByTestId('gift-card-personalise').click();
    const orderId = await personaliseAndContinue(page, locale, amount, t('booking.gift.heading.card'));
    expect(centsIn(await page.getByTestId('booking-total').textContent())).toBe(amount);

    // 'Send it to me', the buyer → paid → the confirmation shows the serial and its balance.
    await fillBuyer(page, buyer);
    await page.getByTestId('delivery-recipient-me').check();
    await continueToPayment(page);
    await page.waitForURL((url) => url.pathname === href.payment(locale));
    await expectLanded(page, t('payment.title'));
    expect(centsIn(await page.getByTestId('payment-gift-total').textContent())).toBe(amount);
    expect(centsIn(await page.getByTestId('payment-amount').textContent())).toBe(amount);
    await payWithCard(page, CARDS.authorised);
    await page.waitForURL((url) => url.pathname === href.payment(locale) && !url.searchParams.has('outcome'));
    await expectLanded(page, t('payment.gift.confirmed.title'));
    const serial = ((await page.getByTestId('gift-card-serial').textContent()) ?? '').trim();
    expect(serial).toMatch(/^GC-\d{4}-\d{4}-\d{4}$/);
    const order = (await giftOrderOf(request, orderId))!;
    expect(order.voucherCode).toBe(serial);
    await expectConfirmationPaid(page, locale, amount, order.reference);
    expect(centsIn(await page.getByTestId('gift-card-balance').textContent())).toBe(amount);
    expect(await giftcardBalance(request, serial)).toBe(amount);
    await expect.poll(async () => (await emailsTo(request, buyer)).length).toBe(1);
    expect((await emailsTo(request, buyer))[0]!.text).toContain(serial);
    expect(plainSpaces((await emailsTo(request, buyer))[0]!.text)).toContain(eurosIn(locale, amount));

    // A stay dearer than the card: its booking step's gift card field takes the serial.
    const stay = await initCheckout(request, productFor(testInfo, SPEC_BASE, 0), locale);
    expect(stay.price.totalPrice, 'the stay costs more than the card').toBeGreaterThan(amount);
    expect((await page.goto(stay.bookingPath))?.status()).toBe(200);
    await expectLanded(page, t('booking.title'));
    const cardForm = page.getByTestId('adjustments-giftcard-form');
    // Typed on the page as drawn: the field's island loads on intent and takes the serial over.
    await cardForm.locator('input').fill(serial);
    await cardForm.locator('button[type="submit"]').click();
    await expect(page.getByTestId('adjustments-giftcard')).toContainText(serial);
    expect(centsIn(await page.getByTestId('booking-giftcard-used').textContent())).toBe(amount);
    expect(centsIn(await page.getByTestId('booking-to-pay').textContent())).toBe(stay.price.totalPrice - amount);

    // The rest by card → confirmed: the card paid exactly the rest, the gift card exactly its part.
    const traveller = travellerEmail(testInfo, '-stay');
    await fillBuyer(page, traveller);
    await continueToPayment(page);
    await page.waitForURL((url) => url.pathname === href.payment(locale));
    await expectLanded(page, t('payment.title'));
    expect(centsIn(await page.getByTestId('payment-amount').textContent())).toBe(stay.price.totalPrice - amount);
    await payWithCard(page, CARDS.authorised);
    await expectLanded(page, t('payment.confirmed.title'));
    const rest = stay.price.totalPrice - amount;
    await expectConfirmationPaid(page, locale, rest, (await checkoutRecord(request, stay.checkoutId)).booking!.reference);
    await expect.poll(async () => (await emailsTo(request, traveller)).length).toBe(1);
    expect(plainSpaces((await emailsTo(request, traveller))[0]!.text)).toContain(eurosIn(locale, rest));
    expect((await paymentsOf(request, stay.checkoutId)).map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', stay.price.totalPrice - amount]]);
    expect(await giftcardBalance(request, serial)).toBe(0);
    expect((await giftOrderOf(request, orderId))?.redemptions).toEqual([stay.checkoutId]);
    await expectGiftOrdersConsistent(request, [orderId, stay.checkoutId], expect);
  });
});
