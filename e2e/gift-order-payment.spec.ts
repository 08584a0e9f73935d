import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CARDS, checkoutRecord, emailsTo, expectMoneyConsistent, payByCard, paymentsOf, TRAVELLER, travellerEmail } from './support/checkout';
import { siteToday } from './support/clock';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * A digital gift box paid through the stay's payment step and provider (issue 23, contract §7),
 * desktop in French and mobile in Spanish: the order made through the BFF (gift, delivery to someone,
 * buyer) → the box's payment step → the provider's card page → the confirmation with the e-voucher
 * (code, value, validity, the sender's words, how to redeem), printable alone → the buyer's e-mail
 * carrying the same code and the recipient's scheduled for the chosen day → a reload charges and sends
 * nothing more. And a refused card, then a good one: one charge.
 */
type SpecLocale = Extract<Locale, 'fr_FR' | 'es_ES'>;
const localeOf = (testInfo: TestInfo): SpecLocale => (testInfo.project.name === 'mobile' ? 'es_ES' : 'fr_FR');

const TEXT = {
  fr_FR: {
    payment: 'Paiement',
    confirmed: 'Votre cadeau est commandé',
    voucher: 'Votre e-coffret',
    refused: /Votre paiement a été refusé/,
    emailCode: (code: string) => `Code du bon : ${code}`,
    dayLocale: 'fr-FR',
  },
  es_ES: {
    payment: 'Pago',
    confirmed: 'Tu regalo está pedido',
    voucher: 'Tu e-bono',
    refused: /Tu pago ha sido rechazado/,
    emailCode: (code: string) => `Código del bono: ${code}`,
    dayLocale: 'es-ES',
  },
} as const;

const catalogue = getCatalogue();
const FROM = 'Camille';
const MESSAGE = 'Pour tes 30 ans : profite bien !';

/** A distinct box per (slot, project), from the catalogue's end (the box pages' specs take its start). */
function boxFor(testInfo: TestInfo, slot: number) {
  const box = catalogue.boxes[catalogue.boxes.length - 1 - (slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0))];
  if (!box) throw new Error(`no box for slot ${slot}`);
  return box;
}

/** The order as the booking step makes it: the gift started, its delivery to someone and the buyer saved. Returns its payment step. */
async function orderBox(request: APIRequestContext, locale: SpecLocale, code: string, buyer: string, recipient: string): Promise<{ checkoutId: string; paymentPath: string }> {
  const started = await request.post('/api/checkout/gift', { data: { locale, gift: { type: 'BOX', code, giftFormat: 'digital' }, personalisation: { fromName: FROM, message: MESSAGE } } });
  expect(started.status(), await started.text()).toBe(200);
  const { checkoutId } = (await started.json()) as { checkoutId: string };
  const delivered = await request.post('/api/checkout/delivery', {
    data: { locale, checkoutId, delivery: { kind: 'digital', recipient: 'someone', recipientName: 'Louis', recipientEmail: recipient, sendOn: siteToday() } },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const saved = await request.post('/api/checkout/traveller', { data: { locale, checkoutId, traveller: { ...TRAVELLER, email: buyer }, termsAccepted: true } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { checkoutId, paymentPath: ((await saved.json()) as { paymentPath: string }).paymentPath };
}

const squash = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

/** A price as the pages show it (src/i18n/format.ts: no decimals for whole euros). */
const euros = (locale: SpecLocale, cents: number) =>
  new Intl.NumberFormat(TEXT[locale].dayLocale, { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);

const dayText = (locale: SpecLocale, day: string) =>
  new Intl.DateTimeFormat(TEXT[locale].dayLocale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test.describe('gift order payment', () => {
  // Two steps and the provider's page on a 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('digital box paid by card → the e-voucher on the page, printable → the e-mails with the same code → a reload charges nothing more', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = TEXT[locale];
    const box = boxFor(testInfo, 0);
    const buyer = travellerEmail(testInfo, '-gift');
    const recipient = travellerEmail(testInfo, '-louis');
    const { checkoutId, paymentPath } = await orderBox(request, locale, box.code, buyer, recipient);
    expect(new URL(paymentPath, 'http://x').pathname).toMatch(new RegExp(`/${box.code}$`));

    // The box's payment step: card only on the French site, card and PayPal on the Spanish one; never Alma.
    expect((await page.goto(paymentPath))?.status()).toBe(200);
    await expectLanded(page, t.payment);
    await expect(page.getByTestId('payment-gift')).toBeVisible();
    await expect(page.getByTestId('payment-method-card')).toBeVisible();
    await expect(page.getByTestId('payment-method-paypal')).toHaveCount(locale === 'es_ES' ? 1 : 0);
    await expect(page.locator('[data-testid^="payment-method-alma"]')).toHaveCount(0);
    await expect(page.getByTestId('booking-stay')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectHydrated(page.getByTestId('payment-pay'));
    await page.getByTestId('payment-method-card').locator('input').check();
    await page.getByTestId('payment-pay').click();
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    await payByCard(page, CARDS.authorised);

    // The confirmation, on the box's payment step: the e-voucher.
    await page.waitForURL((url) => url.pathname === new URL(paymentPath, 'http://x').pathname);
    await expectLanded(page, t.confirmed);
    const booked = (await checkoutRecord(request, checkoutId)) as Awaited<ReturnType<typeof checkoutRecord>> & { booking: { voucherCode: string; validUntil: string; reference: string } };
    expect(booked.status).toBe('BOOKED');
    const code = booked.booking.voucherCode;
    expect(code).toMatch(/^EB[A-Z0-9]{8}$/);
    const voucher = page.getByTestId('gift-voucher');
    await expect(voucher.getByRole('heading', { name: t.voucher })).toBeVisible();
    await expect(page.getByTestId('gift-voucher-code')).toHaveText(code);
    expect(squash(await page.getByTestId('gift-voucher-value').textContent())).toBe(squash(euros(locale, box.value)));
    await expect(page.getByTestId('gift-voucher-validity')).toHaveText(dayText(locale, booked.booking.validUntil));
    await expect(page.getByTestId('gift-voucher-from')).toHaveText(FROM);
    await expect(page.getByTestId('gift-voucher-message')).toHaveText(MESSAGE);
    await expect(voucher.locator(`a[href="${href.beneficiaryLoginPage(locale)}"]`)).toBeVisible();
    await expect(page.getByTestId('gift-voucher-sent')).toContainText(recipient);
    await expect(page.getByTestId('confirmation-lookup')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Printed, the page is the voucher alone: the shell and the other cards are hidden, the code is there.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('gift-voucher-code')).toBeVisible();
    await expect(page.getByTestId('confirmation-paid')).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByTestId('gift-voucher-print')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // The records: one charge of the total, one code; the buyer's e-mail carries the code, the recipient's is scheduled.
    const payments = await paymentsOf(request, checkoutId);
    expect(payments.map((payment) => payment.status)).toEqual(['CAPTURED']);
    await expectMoneyConsistent(request, checkoutId, expect);
    await expect.poll(async () => (await emailsTo(request, buyer)).length).toBe(1);
    const [sent] = await emailsTo(request, buyer);
    expect(sent!.tags).toEqual({ kind: 'gift-order-confirmation', reference: booked.booking.reference });
    expect(sent!.locale).toBe(locale);
    expect(sent!.text).toContain(t.emailCode(code));
    const [forRecipient] = (await emailsTo(request, recipient)) as ((typeof sent) & { sendAt?: string })[];
    expect(forRecipient!.tags.kind).toBe('gift-voucher');
    expect(forRecipient!.sendAt).toBe(siteToday());
    expect(forRecipient!.text).toContain(t.emailCode(code));

    // A reload shows the e-voucher again; nothing more is charged or sent.
    await page.reload();
    await expectLanded(page, t.confirmed);
    await expect(page.getByTestId('gift-voucher-code')).toHaveText(code);
    expect((await paymentsOf(request, checkoutId)).length).toBe(1);
    expect(await emailsTo(request, buyer)).toHaveLength(1);
    expect(await emailsTo(request, recipient)).toHaveLength(1);
  });

  test('a refused card, then a good one: the refusal says nothing was charged, then one charge and one voucher', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = TEXT[locale];
    const box = boxFor(testInfo, 1);
    const { checkoutId, paymentPath } = await orderBox(request, locale, box.code, travellerEmail(testInfo, '-gift'), travellerEmail(testInfo, '-louis'));

    expect((await page.goto(paymentPath))?.status()).toBe(200);
    await expectHydrated(page.getByTestId('payment-pay'));
    await page.getByTestId('payment-method-card').locator('input').check();
    await page.getByTestId('payment-pay').click();
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    await payByCard(page, CARDS.refused);

    // Back on the box's payment step (the return redirects there), with the refusal.
    await page.waitForURL((url) => url.pathname === new URL(paymentPath, 'http://x').pathname && url.searchParams.get('outcome') === 'refused');
    await expectLanded(page, t.payment);
    await expect(page.getByTestId('payment-notice')).toContainText(t.refused);
    expect((await checkoutRecord(request, checkoutId)).booking).toBeNull();

    await expectHydrated(page.getByTestId('payment-pay'));
    await page.getByTestId('payment-method-card').locator('input').check();
    await page.getByTestId('payment-pay').click();
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    await payByCard(page, CARDS.authorised);
    await page.waitForURL((url) => url.pathname === new URL(paymentPath, 'http://x').pathname && !url.searchParams.has('outcome'));
    await expectLanded(page, t.confirmed);
    await expect(page.getByTestId('gift-voucher-code')).toHaveText(/^EB[A-Z0-9]{8}$/);
    expect((await paymentsOf(request, checkoutId)).map((payment) => payment.status)).toEqual(['REFUSED', 'CAPTURED']);
    await expectMoneyConsistent(request, checkoutId, expect);
  });
});
