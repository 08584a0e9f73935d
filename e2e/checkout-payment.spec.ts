import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';
import {
  answerChallenge,
  CARDS,
  checkoutRecord,
  emailsTo,
  expectMoneyConsistent,
  initCheckout,
  payByCard,
  paymentsOf,
  productFor,
  productPricedAtLeast,
  saveTraveller,
  travellerEmail,
} from './support/checkout';
import type { Locale } from '../src/domain/model/locale';

/**
 * The payment step, the provider's hosted page and the confirmation, desktop and mobile, in two
 * locales (French on desktop, Spanish on mobile). Each test makes its own checkout (a product of its
 * own per project) through the routes the booking step uses, then pays as a traveller does; the
 * simulator's records prove that each checkout is booked once, charged once, and that no money is
 * taken without a booking.
 */
const SPEC_BASE = 40;

type SpecLocale = Extract<Locale, 'fr_FR' | 'es_ES'>;
const localeOf = (testInfo: TestInfo): SpecLocale => (testInfo.project.name === 'mobile' ? 'es_ES' : 'fr_FR');
const TEXT = {
  fr_FR: { payment: 'Paiement', confirmed: 'Votre réservation est confirmée', lookup: 'Retrouver ma réservation', subject: /Votre réservation \d{8} est confirmée/, refused: /Votre paiement a été refusé/, authFailed: /3-D Secure/, providerDown: /Le service de paiement ne répond pas/, bookingFailed: /Nous n’avons pas pu confirmer votre réservation/, expired: 'Votre session de réservation a expiré', pay: /^Payer/ },
  es_ES: { payment: 'Pago', confirmed: 'Tu reserva está confirmada', lookup: 'Encontrar mi reserva', subject: /Tu reserva \d{8} está confirmada/, refused: /Tu pago ha sido rechazado/, authFailed: /3-D Secure/, providerDown: /El servicio de pago no responde/, bookingFailed: /No hemos podido confirmar tu reserva/, expired: 'Tu sesión de reserva ha caducado', pay: /^Pagar/ },
} as const;

/** A checkout with its traveller saved: the payment step's path, the checkout's id, the traveller's e-mail. */
async function readyToPay(request: Parameters<typeof initCheckout>[0], testInfo: TestInfo, slot: number, fromDays = 12) {
  const locale = localeOf(testInfo);
  const made = await initCheckout(request, productFor(testInfo, SPEC_BASE, slot), locale, fromDays);
  const email = travellerEmail(testInfo);
  const paymentPath = await saveTraveller(request, locale, made.checkoutId, email);
  return { ...made, locale, email, paymentPath };
}

async function openPaymentStep(page: Page, path: string, locale: SpecLocale) {
  expect((await page.goto(path))?.status()).toBe(200);
  await expectLanded(page, TEXT[locale].payment);
  // Pay before hydration would submit the bare HTML form: wait for the island's handlers.
  await expectHydrated(page.getByTestId('payment-pay'));
}

async function pay(page: Page, method = 'card') {
  await page.getByTestId(`payment-method-${method}`).locator('input').check();
  await page.getByTestId('payment-pay').click();
  await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
}

async function expectConfirmed(page: Page, locale: SpecLocale): Promise<string> {
  await expectLanded(page, TEXT[locale].confirmed);
  const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();
  expect(reference).toMatch(/^\d{8}$/);
  return reference;
}

test.describe('payment and confirmation', () => {
  // Each test makes a checkout through the BFF, then pays through the provider's pages.
  test.describe.configure({ timeout: 90_000 });

  test('card with 3-D Secure: the provider’s page, the challenge, the confirmation, the e-mail in the outbox, the lookup finds it', async ({ page, request }, testInfo) => {
    const ready = await readyToPay(request, testInfo, 0);
    const { locale } = ready;
    await openPaymentStep(page, ready.paymentPath, locale);
    const amount = (await page.getByTestId('payment-amount').textContent())!;
    await expectNoSeriousA11yViolations(page);

    await pay(page);
    // The provider's own page, on its own origin: the card never reaches our server.
    await expect(page.locator('body')).toContainText('Escapade');
    await payByCard(page, CARDS.threeDSecure);
    await answerChallenge(page, 'complete');

    const reference = await expectConfirmed(page, locale);
    await expect(page.getByTestId('confirmation-paid-amount')).toContainText(amount.trim());
    await expectNoSeriousA11yViolations(page);

    const emails = await emailsTo(request, ready.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(TEXT[locale].subject);
    expect(emails[0]!.subject).toContain(reference);
    expect(emails[0]!.locale).toBe(locale);
    expect(emails[0]!.text).toContain(reference);

    // A reload shows the confirmation again and sends nothing again.
    await page.reload();
    await expectConfirmed(page, locale);
    expect(await emailsTo(request, ready.email)).toHaveLength(1);

    // The lookup finds the booking by its reference and the traveller's e-mail, anonymously.
    await page.getByTestId('confirmation-lookup').click();
    await expect(page.getByTestId('booking-lookup-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('lookup-reference')).toHaveValue(reference);
    await page.getByTestId('lookup-email').fill(ready.email);
    await page.getByTestId('booking-lookup-submit').click();
    await expect(page.getByTestId('found-booking')).toHaveAttribute('data-reference', reference);
    await expect(page.getByTestId('found-booking-checkin').locator('time')).toHaveAttribute('datetime', ready.checkin);

    await expectMoneyConsistent(request, ready.checkoutId, expect);
    expect((await checkoutRecord(request, ready.checkoutId)).booking?.reference).toBe(reference);
  });

  test('a refused card, then a good one: told, nothing lost, one booking and one charge', async ({ page, request }, testInfo) => {
    const ready = await readyToPay(request, testInfo, 1);
    const { locale } = ready;
    await openPaymentStep(page, ready.paymentPath, locale);
    await pay(page);
    await payByCard(page, CARDS.refused);

    await expectLanded(page, TEXT[locale].payment);
    await expect(page.getByTestId('payment-notice')).toHaveText(TEXT[locale].refused);
    await expect(page.getByTestId('payment-traveller')).toContainText('Camille Durand');
    expect((await checkoutRecord(request, ready.checkoutId)).booking).toBeNull();

    await pay(page);
    await payByCard(page, CARDS.authorised);
    await expectConfirmed(page, locale);

    const payments = await paymentsOf(request, ready.checkoutId);
    expect(payments.map((payment) => payment.status).sort()).toEqual(['CAPTURED', 'REFUSED']);
    await expectMoneyConsistent(request, ready.checkoutId, expect);
  });

  test('a failed 3-D Secure check: told, nothing charged, the step ready again', async ({ page, request }, testInfo) => {
    const ready = await readyToPay(request, testInfo, 2);
    await openPaymentStep(page, ready.paymentPath, ready.locale);
    await pay(page);
    await payByCard(page, CARDS.threeDSecure);
    await answerChallenge(page, 'fail');

    await expectLanded(page, TEXT[ready.locale].payment);
    await expect(page.getByTestId('payment-notice')).toHaveAttribute('data-notice', 'authentication-failed');
    await expect(page.getByTestId('payment-notice')).toHaveText(TEXT[ready.locale].authFailed);
    await expect(page.getByTestId('payment-pay')).toBeEnabled();
    await expectMoneyConsistent(request, ready.checkoutId, expect);
  });

  test('double click, back from the provider, reload, Pay again: one payment, one booking', async ({ page, request }, testInfo) => {
    const ready = await readyToPay(request, testInfo, 3);
    await openPaymentStep(page, ready.paymentPath, ready.locale);
    await page.getByTestId('payment-pay').dblclick();
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    const providerUrl = page.url();

    await page.goBack();
    await expectLanded(page, TEXT[ready.locale].payment);
    // Shown again from the browser's cache, the page was left busy: Pay must work again.
    await expect(page.getByTestId('payment-pay')).toBeEnabled();
    await page.reload();
    await expectHydrated(page.getByTestId('payment-pay'));
    await page.getByTestId('payment-pay').click();
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    expect(page.url(), 'the same attempt is the same payment').toBe(providerUrl);
    await payByCard(page, CARDS.authorised);
    await expectConfirmed(page, ready.locale);

    // Back to the provider's page of a finished payment: straight back to the confirmation.
    await page.goto(providerUrl);
    await expectConfirmed(page, ready.locale);
    expect(await paymentsOf(request, ready.checkoutId)).toHaveLength(1);
    await expectMoneyConsistent(request, ready.checkoutId, expect);
  });

  test('the provider is down: told nothing was charged, and Pay works again once it answers', async ({ page, request, simulator }, testInfo) => {
    const ready = await readyToPay(request, testInfo, 4);
    await openPaymentStep(page, ready.paymentPath, ready.locale);
    await simulator.injectFault({ path: '/psp/v1/payments', method: 'POST', fault: '500', times: 1 });
    await page.getByTestId('payment-pay').click();
    await expectLanded(page, TEXT[ready.locale].payment);
    await expect(page.getByTestId('payment-notice')).toHaveText(TEXT[ready.locale].providerDown);

    await pay(page);
    await payByCard(page, CARDS.authorised);
    await expectConfirmed(page, ready.locale);
    await expectMoneyConsistent(request, ready.checkoutId, expect);
  });

  test('the booking fails after the payment was authorised: the payment is voided and the traveller told', async ({ page, request, simulator }, testInfo) => {
    const ready = await readyToPay(request, testInfo, 5);
    await openPaymentStep(page, ready.paymentPath, ready.locale);
    // The path names this checkout's booking call only (a bare '/book' would also match the booking lookup).
    await simulator.injectFault({ path: `/checkout/${ready.checkoutId}/book`, method: 'POST', fault: '500' });
    await pay(page);
    await payByCard(page, CARDS.authorised);

    await expectLanded(page, TEXT[ready.locale].payment);
    await expect(page.getByTestId('payment-notice')).toHaveText(TEXT[ready.locale].bookingFailed);
    const payments = await paymentsOf(request, ready.checkoutId);
    expect(payments.map((payment) => payment.status)).toEqual(['VOIDED']);
    expect((await checkoutRecord(request, ready.checkoutId)).booking).toBeNull();
    await expectMoneyConsistent(request, ready.checkoutId, expect);
  });

  test('an expired checkout: nothing to pay, the way back to the stay', async ({ page, request }, testInfo) => {
    const ready = await readyToPay(request, testInfo, 6);
    expect((await request.post(`${SIMULATOR_ORIGIN}/__admin/checkouts/${ready.checkoutId}/expire`)).ok()).toBe(true);
    expect((await page.goto(ready.paymentPath))?.status()).toBe(200);
    await expectLanded(page, TEXT[ready.locale].expired);
    const back = page.getByTestId('payment-expired').getByRole('link');
    await expect(back).toHaveAttribute('href', new RegExp(`#checkin=${ready.checkin}&checkout=${ready.checkout}`));
    expect(await paymentsOf(request, ready.checkoutId)).toEqual([]);
  });

  test('the price moved since the quote: the update opens before any charge and nothing can be paid', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const pkg = productFor(testInfo, SPEC_BASE, 8);
    const made = await initCheckout(request, pkg, locale);
    const paymentPath = await saveTraveller(request, locale, made.checkoutId, travellerEmail(testInfo));
    const drift = await request.post(`${SIMULATOR_ORIGIN}/__admin/price-drift`, { data: { target: 'quote', weekendId: pkg.id, amount: 2_000 } });
    expect(drift.status()).toBe(201);

    expect((await page.goto(paymentPath))?.status()).toBe(200);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('payment-pay')).toBeDisabled();
    expect(await paymentsOf(request, made.checkoutId)).toEqual([]);
  });

  test('Alma in 3 instalments: the schedule with the fee on the first payment, approved on Alma’s page, shown again on the confirmation', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    // A stay of 250 € or more, so that 3x is offered (part 1 §5: 200 to 2000 €, arrival 7 days away or more).
    const made = await initCheckout(request, productPricedAtLeast(testInfo, 25_000, 0), locale, 14);
    expect(made.price.totalPrice).toBeGreaterThanOrEqual(25_000);
    const paymentPath = await saveTraveller(request, locale, made.checkoutId, travellerEmail(testInfo));
    await openPaymentStep(page, paymentPath, locale);

    const schedule = page.getByTestId('payment-schedule-alma_3x');
    await expect(schedule.getByTestId('instalment-payment')).toHaveCount(3);
    await pay(page, 'alma_3x');
    await page.locator('button[name="outcome"][value="approve"]').click();

    await expectConfirmed(page, locale);
    await expect(page.getByTestId('confirmation-schedule').getByTestId('instalment-payment')).toHaveCount(3);
    await expectMoneyConsistent(request, made.checkoutId, expect);
  });

  test('PayPal pay later on the Spanish site: approved on PayPal’s page, confirmed, one charge', async ({ page, request }, testInfo) => {
    // Part 2 §9: PayPal pay later on es_ES and it_IT only, both projects here on the Spanish site.
    const made = await initCheckout(request, productFor(testInfo, SPEC_BASE, 31), 'es_ES');
    const paymentPath = await saveTraveller(request, 'es_ES', made.checkoutId, travellerEmail(testInfo));
    await openPaymentStep(page, paymentPath, 'es_ES');
    await expect(page.getByTestId('payment-method-paypal')).toContainText('PayPal');
    await pay(page, 'paypal');
    await page.locator('button[name="outcome"][value="approve"]').click();
    await expectConfirmed(page, 'es_ES');
    await expect(page.getByTestId('confirmation-paid-amount')).toContainText('PayPal');
    await expectMoneyConsistent(request, made.checkoutId, expect);
  });

  test('a signed-in traveller pays and finds the booking, confirmed, in the account’s trips', async ({ page }, testInfo) => {
    const locale = localeOf(testInfo);
    const email = travellerEmail(testInfo, '.account');
    await page.goto(`/account/signin?origin=${encodeURIComponent('/account/trips')}`);
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill('secret');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/account/trips');

    // Book and pay with the browser's cookies: the checkout carries the account's e-mail.
    const made = await initCheckout(page.request, productFor(testInfo, SPEC_BASE, 30), locale);
    const paymentPath = await saveTraveller(page.request, locale, made.checkoutId, email);
    await openPaymentStep(page, paymentPath, locale);
    await pay(page);
    await payByCard(page, CARDS.authorised);
    const reference = await expectConfirmed(page, locale);

    await page.goto('/account/trips');
    const trip = page.getByTestId('account-trips').locator('li', { hasText: reference });
    await expect(trip).toBeVisible();
    await expectMoneyConsistent(page.request, made.checkoutId, expect);
  });

  test('keyboard only: choose the method and pay on the provider’s page', async ({ page, request }, testInfo) => {
    const ready = await readyToPay(request, testInfo, 7);
    await openPaymentStep(page, ready.paymentPath, ready.locale);
    await page.getByTestId('payment-method-card').locator('input').focus();
    await expect(page.getByTestId('payment-method-card').locator('input')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('payment-pay')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    await page.locator('#holder').focus();
    await page.keyboard.type('Camille Durand');
    await page.keyboard.press('Tab');
    await page.keyboard.type(CARDS.authorised);
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expectConfirmed(page, ready.locale);
    await expectMoneyConsistent(request, ready.checkoutId, expect);
  });
});
