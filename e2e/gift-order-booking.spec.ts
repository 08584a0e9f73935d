import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import { text } from '../mocks/product/http';
import type { Locale } from '../src/domain/model/locale';
import { pointOfSale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { TRAVELLER } from './support/checkout';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * A gift order's booking step (issue 23, contract §7), desktop in French and mobile in Flemish: the
 * box page's Confirm → the box booking variant (heading, box, total) → the buyer and a digital gift to
 * someone → the payment step; a physical box whose country of delivery re-prices the shipping before and
 * after saving (the payment step's total is the booking step's); the gift summary's Continue for a gift
 * stay and a gift card; a reload keeps what was typed; a refusal on its field; an init failure said in
 * the dialog with nothing lost, then a retry; a double click starting one order. Expected prices come
 * from the simulator's catalogue and shipping table, texts from the site's catalogue.
 */
type SpecLocale = Extract<Locale, 'fr_FR' | 'nl_BE'>;
const localeOf = (testInfo: TestInfo): SpecLocale => (testInfo.project.name === 'mobile' ? 'nl_BE' : 'fr_FR');

const catalogue = getCatalogue();
const texts = (locale: Locale): Record<string, string> => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
const t = (locale: Locale, id: string): string => {
  const found = texts(locale)[id];
  if (found === undefined) throw new Error(`no text ${id} in ${locale}`);
  return found;
};
const squash = (value: string | null) => (value ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const euros = (locale: Locale, cents: number) =>
  squash(new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100));

/** A distinct box per (slot, project) from the catalogue's middle (the box pages' and the payment specs' take its ends). */
const PHYSICAL_BOXES = ['GOURMET-ESCAPE', 'NATURE-ESCAPE', 'CULTURE-CITY', 'DISCOVERY'];
const DIGITAL_BOXES = ['WINE-AND-DINE', 'CITY-BREAK', 'SEASIDE-ESCAPE', 'CHATEAU-NIGHT', 'GOURMET-PRESTIGE', 'WELLNESS-PRESTIGE'];
function boxFor(testInfo: TestInfo, stems: string[], slot: number) {
  const stem = stems[slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  const box = catalogue.boxes.find((candidate) => candidate.code === `${stem}-EBOX`);
  if (!box) throw new Error(`no box for slot ${slot}`);
  return box;
}
type Box = ReturnType<typeof boxFor>;
const boxPage = (locale: Locale, box: Box) => href.box(locale, text(box.slug, locale), box.code);

/**
 * A sender's name of this test alone (text only, as the dialog's rule asks): its checkouts are found by
 * it in the records. Letters from a hash of the test's id (the file's part of it is every test's) and
 * its project.
 */
function senderOf(testInfo: TestInfo): string {
  let hash = 2166136261;
  for (const char of `${testInfo.testId}/${testInfo.project.name}/${testInfo.retry}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const letters = Array.from({ length: 7 }, (_, index) => String.fromCharCode(97 + (Math.floor(hash / 26 ** index) % 26))).join('');
  return `Zoé ${letters}`;
}

interface CheckoutRecord {
  id: string;
  fields: { personalisation?: { fromName: string | null } };
  checkout: { gift: { delivery: unknown } | null; priceInfo: { totalPrice: number } };
}
async function checkoutsFrom(request: APIRequestContext, sender: string): Promise<CheckoutRecord[]> {
  const all = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/records/checkouts`)).json()) as CheckoutRecord[];
  return all.filter((record) => record.fields.personalisation?.fromName === sender);
}

/** The shipping a box costs to each country from the site's point of sale (the table the API prices with). */
async function boxShipping(request: APIRequestContext, locale: Locale, country: string): Promise<number> {
  const table = (await (await request.get(`${SIMULATOR_ORIGIN}/gateway/boxes/shipping-costs?pos=${pointOfSale(locale)}`)).json()) as {
    shippingCostsPerCountry: Record<string, { shippingCost: number; internationalShippingFee: number }>;
  };
  const line = table.shippingCostsPerCountry[country]!;
  return line.shippingCost + line.internationalShippingFee;
}

async function openOffer(page: Page) {
  const button = page.getByTestId('box-offer-button');
  await expect(button).toHaveAttribute('data-hydrated', 'true');
  await button.click();
  const dialog = page.getByTestId('gift-offer-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A gift order started as the box dialog's Confirm starts it; returns its booking step. */
async function startBox(request: APIRequestContext, locale: Locale, box: Box, giftFormat: 'digital' | 'physical', sender: string): Promise<string> {
  const code = giftFormat === 'physical' ? box.physicalCode! : box.code;
  const started = await request.post('/api/checkout/gift', { data: { locale, gift: { type: 'BOX', code, giftFormat }, personalisation: { fromName: sender, message: null } } });
  expect(started.status(), await started.text()).toBe(200);
  return ((await started.json()) as { bookingPath: string }).bookingPath;
}

const form = (page: Page) => page.getByTestId('traveller-form');
const deliveryField = (page: Page, name: string) => page.getByTestId(`delivery-field-${name}`).locator('input, select');

async function fillBuyer(page: Page, email: string) {
  await form(page).getByTestId('traveller-field-civility').locator(`input[value="${TRAVELLER.civility}"]`).check();
  await form(page).getByTestId('traveller-field-firstName').locator('input').fill(TRAVELLER.firstName);
  await form(page).getByTestId('traveller-field-lastName').locator('input').fill(TRAVELLER.lastName);
  await form(page).getByTestId('traveller-field-email').locator('input').fill(email);
  await form(page).getByTestId('traveller-field-phone').locator('input').fill(TRAVELLER.phone);
  await form(page).getByTestId('traveller-field-postalCode').locator('input').fill(TRAVELLER.postalCode);
}

async function continueToPayment(page: Page) {
  await form(page).getByTestId('traveller-field-termsAccepted').locator('input').check();
  await form(page).getByTestId('traveller-submit').click();
}

const buyerEmail = (testInfo: TestInfo) => `buyer.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.com`;

test.describe('gift order booking step', () => {
  test('box page → Confirm → the box booking step (heading, box, total) → buyer and a digital gift to someone → the payment step', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const locale = localeOf(testInfo);
    const box = boxFor(testInfo, DIGITAL_BOXES, 0);
    const sender = senderOf(testInfo);
    await page.goto(boxPage(locale, box));
    const dialog = await openOffer(page);
    await dialog.getByTestId('gift-fromName').fill(sender);
    await dialog.getByTestId('gift-offer-confirm').click();

    await expect(page).toHaveURL(new RegExp(`/${box.code}\\?checkoutId=`));
    await expectLanded(page, t(locale, 'booking.gift.heading.box'));
    await expect(page).toHaveTitle(new RegExp(`^${t(locale, 'booking.gift.heading.box')}`));
    const gift = page.getByTestId('booking-gift');
    await expect(gift.getByTestId('booking-gift-title')).toHaveText(text(box.title, locale));
    await expect(gift.getByTestId('booking-gift-format')).toHaveText(t(locale, 'giftBooking.formatDigital'));
    await expect(gift.getByTestId('booking-gift-from')).toHaveText(sender);
    expect(squash(await page.getByTestId('booking-total').textContent())).toBe(euros(locale, box.sellPrice));
    await expectNoSeriousA11yViolations(page);

    await fillBuyer(page, buyerEmail(testInfo));
    await page.getByTestId('delivery-recipient-someone').check();
    await deliveryField(page, 'recipientName').fill('Louis Martin');
    await deliveryField(page, 'recipientEmail').fill('louis.martin@example.com');
    await expectNoSeriousA11yViolations(page);
    await continueToPayment(page);

    await expect(page).toHaveURL(new RegExp(`/${box.code}\\?checkoutId=`));
    await expectLanded(page, t(locale, 'payment.title'));
    expect(squash(await page.getByTestId('payment-amount').textContent())).toBe(euros(locale, box.sellPrice));
    const [record] = await checkoutsFrom(request, sender);
    expect(record?.checkout.gift?.delivery).toMatchObject({ kind: 'digital', recipient: 'someone', recipientName: 'Louis Martin', recipientEmail: 'louis.martin@example.com' });
  });

  test('a physical box: the country of delivery re-prices the shipping and the total before saving; saved, the payment step’s total is the booking step’s', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const locale = localeOf(testInfo);
    const box = boxFor(testInfo, PHYSICAL_BOXES, 0);
    const home = pointOfSale(locale);
    const abroad = home === 'FR' ? 'BE' : 'FR';
    const [homeShipping, abroadShipping] = await Promise.all([boxShipping(request, locale, home), boxShipping(request, locale, abroad)]);
    expect(abroadShipping, 'sending abroad costs more').toBeGreaterThan(homeShipping);
    const bookingPath = await startBox(request, locale, box, 'physical', senderOf(testInfo));
    expect((await page.goto(bookingPath))?.status()).toBe(200);
    await expectLanded(page, t(locale, 'booking.gift.heading.box'));
    await expect(page.getByTestId('booking-gift-format')).toHaveText(t(locale, 'giftBooking.formatPhysical'));
    const shipping = page.getByTestId('booking-gift-shipping');
    const total = page.getByTestId('booking-total');
    await expect(shipping).toHaveText(homeShipping === 0 ? t(locale, 'booking.gift.delivery.free') : `+${euros(locale, homeShipping)}`);
    expect(squash(await total.textContent())).toBe(euros(locale, box.sellPrice + homeShipping));

    await fillBuyer(page, buyerEmail(testInfo));
    await deliveryField(page, 'firstName').fill('Léa');
    await deliveryField(page, 'lastName').fill('Roux');
    await deliveryField(page, 'street').fill('12 rue des Lilas');
    await deliveryField(page, 'postalCode').fill('1000');
    await deliveryField(page, 'city').fill('Bruxelles');
    await deliveryField(page, 'country').selectOption(abroad);
    await expect(shipping).toHaveText(`+${euros(locale, abroadShipping)}`);
    await expect(total).toHaveText(new RegExp(euros(locale, box.sellPrice + abroadShipping).replace(/ /g, '\\s')));
    await deliveryField(page, 'country').selectOption(home);
    expect(squash(await total.textContent())).toBe(euros(locale, box.sellPrice + homeShipping));
    await deliveryField(page, 'country').selectOption(abroad);
    const shown = squash(await total.textContent());
    await expectNoSeriousA11yViolations(page);
    await continueToPayment(page);

    await expectLanded(page, t(locale, 'payment.title'));
    expect(squash(await page.getByTestId('payment-amount').textContent())).toBe(shown);
    const [record] = await checkoutsFrom(request, senderOf(testInfo));
    expect(record?.checkout.priceInfo.totalPrice).toBe(box.sellPrice + abroadShipping);
    expect(record?.checkout.gift?.delivery).toMatchObject({ kind: 'physical', address: { city: 'Bruxelles', country: abroad } });
  });

  test('the gift summary’s Continue: a gift stay, then a gift card, each on its booking step', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const locale = localeOf(testInfo);
    const voucher = catalogue.singleVouchers.filter((candidate) => catalogue.index.hotelById.get(candidate.hotelId)?.active && candidate.priceList.some((line) => line.los === 1))[testInfo.project.name === 'mobile' ? 1 : 0]!;
    await page.goto(href.giftBooking(locale, { productId: voucher.id, giftFormat: 'digital', giftNights: 1, bucket: 1, upsell: 'none', subElements: [] }));
    const continueButton = page.getByTestId('gift-booking-continue');
    await expectHydrated(continueButton);
    const summaryTotal = squash(await page.getByTestId('summary-total').textContent());
    await continueButton.click();
    await expect(page).toHaveURL(/checkoutId=/);
    await expectLanded(page, t(locale, 'booking.gift.heading.stay'));
    await expect(page.getByTestId('booking-gift')).toHaveAttribute('data-gift-type', 'SINGLEVOUCHER');
    const product = (await (await request.get(`${SIMULATOR_ORIGIN}/api/weekend/${voucher.id}/detail.json?locale=${locale}`)).json()) as { label?: string };
    expect(product.label, 'the stay’s label').toBeTruthy();
    await expect(page.getByTestId('booking-gift-title')).toHaveText(product.label!);
    expect(squash(await page.getByTestId('booking-total').textContent())).toBe(summaryTotal);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${href.giftBooking(locale)}?type=giftcard&amount=7000`);
    await expectHydrated(page.getByTestId('gift-booking-continue'));
    await page.getByTestId('gift-booking-continue').click();
    await expect(page).toHaveURL(/checkoutId=/);
    await expectLanded(page, t(locale, 'booking.gift.heading.card'));
    expect(squash(await page.getByTestId('booking-gift-amount').textContent())).toBe(euros(locale, 7_000));
    expect(squash(await page.getByTestId('booking-total').textContent())).toBe(euros(locale, 7_000));
  });

  test('a reload keeps what was typed; a refused field shows its error there, with the focus', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const locale = localeOf(testInfo);
    const bookingPath = await startBox(request, locale, boxFor(testInfo, DIGITAL_BOXES, 1), 'digital', senderOf(testInfo));
    await page.goto(bookingPath);
    await fillBuyer(page, buyerEmail(testInfo));
    await page.getByTestId('delivery-recipient-someone').check();
    await deliveryField(page, 'recipientName').fill('Louis Martin');
    await deliveryField(page, 'recipientEmail').fill('louis@example');

    await page.reload();
    await expectLanded(page, t(locale, 'booking.gift.heading.box'));
    await expect(form(page).getByTestId('traveller-field-firstName').locator('input')).toHaveValue(TRAVELLER.firstName);
    await expect(form(page).getByTestId('traveller-field-email').locator('input')).toHaveValue(buyerEmail(testInfo));
    await expect(page.getByTestId('delivery-recipient-someone')).toBeChecked();
    await expect(deliveryField(page, 'recipientName')).toHaveValue('Louis Martin');
    await expect(deliveryField(page, 'recipientEmail')).toHaveValue('louis@example');

    await continueToPayment(page);
    await expect(page.getByTestId('delivery-error-recipientEmail')).toHaveText(t(locale, 'booking.traveller.error.email'));
    await expect(deliveryField(page, 'recipientEmail')).toBeFocused();
    await expect(deliveryField(page, 'recipientEmail')).toHaveAttribute('aria-invalid', 'true');
    await expectLanded(page, t(locale, 'booking.gift.heading.box'));
    await expectNoSeriousA11yViolations(page);
    await deliveryField(page, 'recipientEmail').fill('louis@example.com');
    await form(page).getByTestId('traveller-submit').click();
    await expectLanded(page, t(locale, 'payment.title'));
  });

  test('an init failure is said in the dialog, nothing typed is lost, and Confirm again starts the order', async ({ page, simulator }, testInfo) => {
    test.setTimeout(90_000);
    const locale = localeOf(testInfo);
    const box = boxFor(testInfo, DIGITAL_BOXES, 2);
    const sender = senderOf(testInfo);
    await page.goto(boxPage(locale, box));
    const dialog = await openOffer(page);
    await dialog.getByTestId('gift-fromName').fill(sender);
    const removeFault = await simulator.injectFault({ path: '/checkout/gift/init.json', fault: '503' });
    await dialog.getByTestId('gift-offer-confirm').click();
    await expect(dialog.getByTestId('gift-offer-error')).toHaveText(t(locale, 'giftOrder.start.failed'));
    await expect(dialog.getByTestId('gift-fromName')).toHaveValue(sender);
    await expect(dialog.getByTestId('gift-offer-confirm')).toBeEnabled();
    expect(page.url()).not.toContain('checkoutId=');

    await removeFault();
    await dialog.getByTestId('gift-offer-confirm').click();
    await expectLanded(page, t(locale, 'booking.gift.heading.box'));
    await expect(page.getByTestId('booking-gift-from')).toHaveText(sender);
  });

  test('a double click on Confirm starts one order', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const locale = localeOf(testInfo);
    const box = boxFor(testInfo, PHYSICAL_BOXES, 1);
    const sender = senderOf(testInfo);
    await page.goto(boxPage(locale, box));
    const dialog = await openOffer(page);
    await dialog.getByTestId('gift-fromName').fill(sender);
    await dialog.getByTestId('gift-offer-confirm').dblclick();
    await expectLanded(page, t(locale, 'booking.gift.heading.box'));
    const checkoutId = new URL(page.url()).searchParams.get('checkoutId');
    expect((await checkoutsFrom(request, sender)).map((record) => record.id)).toEqual([checkoutId]);
  });
});
