import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import type { Locale } from '../src/domain/model/locale';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { answerChallenge, bookableStay, CARDS, checkoutRecord, expectMoneyConsistent, initCheckout, payByCard, productFor } from './support/checkout';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * The booking step's traveller details, desktop and mobile, in two locales (French on desktop,
 * Spanish on mobile): from the product page's Book to the booking step, a form filled with
 * mistakes says what is wrong on each field, the fixed details survive a reload, and Continue
 * saves them on the checkout (the simulator's records) and lands on the payment step. axe on the
 * step, with and without errors; a keyboard-only fill and submit.
 */
const catalogue = getCatalogue();

type SpecLocale = Extract<Locale, 'fr_FR' | 'es_ES'>;
const localeOf = (testInfo: TestInfo): SpecLocale => (testInfo.project.name === 'mobile' ? 'es_ES' : 'fr_FR');

/** What the traveller reads and types, per site (the phone written as people of the site write it). */
const TEXT = {
  fr_FR: {
    booking: 'Votre réservation',
    payment: 'Paiement',
    confirmed: 'Votre réservation est confirmée',
    continue: 'Continuer vers le paiement',
    mr: 'M.',
    mrs: 'Mme',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    postalCode: 'Code postal',
    country: 'Pays de résidence',
    terms: "J'accepte les conditions générales de vente.",
    mandatory: 'Champ obligatoire',
    textOnly: 'Seul du texte est attendu',
    badPhone: 'Le numéro de téléphone semble incorrect',
    suggestion: 'Vouliez-vous dire @gmail.com ?',
    goodPhone: '06 12 34 56 78',
    e164: '+33612345678',
    postal: '75011',
  },
  es_ES: {
    booking: 'Tu reserva',
    payment: 'Pago',
    confirmed: 'Tu reserva está confirmada',
    continue: 'Continuar al pago',
    mr: 'Sr.',
    mrs: 'Sra.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    postalCode: 'Código postal',
    country: 'País de residencia',
    terms: 'Acepto las condiciones generales de venta.',
    mandatory: 'Campo obligatorio',
    textOnly: 'Solo se admite texto',
    badPhone: 'El número de teléfono parece incorrecto',
    suggestion: '¿Quisiste decir @gmail.com?',
    goodPhone: '612 345 678',
    e164: '+34612345678',
    postal: '28001',
  },
} as const;

/** Products of active hotels without activities to date (Book goes straight on), from the catalogue's end, away from the other specs' slots. */
const undatedProducts = catalogue.packages
  .filter((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active && !pkg.activities.some((activity) => activity.singleDay))
  .reverse()
  .slice(30);

function undatedProductFor(testInfo: TestInfo, slot: number) {
  const pkg = undatedProducts[slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  if (!pkg) throw new Error(`no product for slot ${slot}`);
  return pkg;
}

const form = (page: Page) => page.getByTestId('traveller-form');
const errorOf = (page: Page, field: string) => page.getByTestId(`traveller-error-${field}`);

/**
 * The booking step opened with its form. The form is the server's until the traveller reaches for it
 * (src/components/ui/intent-island.tsx): what the tests type before its code arrives is carried over.
 */
async function expectBookingStep(page: Page, locale: SpecLocale) {
  await expectLanded(page, TEXT[locale].booking);
  await expect(form(page).getByRole('button', { name: TEXT[locale].continue })).toBeVisible();
}

test.describe('booking step: traveller details', () => {
  // A Book through the product page, then the form: 15–30 s on this 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('product → Book → the form with mistakes says what is wrong; fixed details survive a reload; Continue, 3-D Secure card, confirmation, e-mail, lookup', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = TEXT[locale];
    const pkg = undatedProductFor(testInfo, 0);
    const stay = await bookableStay(request, pkg.id, locale);

    // The product page with the stay in its hash: the quote prices it, Book leaves for the booking step.
    expect((await page.goto(`${href.product(locale, pkg.id)}#checkin=${stay.checkin}&checkout=${stay.checkout}`))?.status()).toBe(200);
    const panel = page.locator('[data-testid="booking-panel"][data-hydrated="true"]');
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    await panel.getByTestId('book-button').click();
    await page.waitForURL((url) => url.pathname === href.booking(locale));
    await expectBookingStep(page, locale);
    const checkoutId = new URL(page.url()).searchParams.get('checkoutId')!;
    await expect(form(page).getByLabel(t.country, { exact: true })).toHaveValue(locale === 'es_ES' ? 'ES' : 'FR');
    await expectNoSeriousA11yViolations(page);

    // Mistakes: a digit in the first name, a mistyped provider, half a phone number, the rest left empty.
    await form(page).getByLabel(t.firstName, { exact: true }).fill('Camille3');
    await form(page).getByLabel(t.lastName, { exact: true }).fill('Durand');
    await form(page).getByLabel(t.email, { exact: true }).fill('camille.durand@gmial.com');
    await form(page).getByLabel(t.phone, { exact: true }).fill('06 12');
    await form(page).getByRole('button', { name: t.continue }).click();
    await expect(errorOf(page, 'civility')).toHaveText(t.mandatory);
    await expect(errorOf(page, 'firstName')).toHaveText(t.textOnly);
    await expect(errorOf(page, 'phone')).toHaveText(t.badPhone);
    await expect(errorOf(page, 'postalCode')).toHaveText(t.mandatory);
    await expect(errorOf(page, 'termsAccepted')).toHaveText(t.mandatory);
    await expect(errorOf(page, 'lastName')).toHaveCount(0);
    // The first invalid field takes the focus; each error is its field's description.
    await expect(form(page).getByRole('radio', { name: t.mr })).toBeFocused();
    await expect(form(page).getByLabel(t.firstName, { exact: true })).toHaveAccessibleDescription(t.textOnly);
    await expect(page).toHaveURL(new RegExp(`checkoutId=${checkoutId}$`));
    await expectNoSeriousA11yViolations(page);

    // The e-mail correction is a suggestion, applied by a click.
    await form(page).getByRole('button', { name: t.suggestion }).click();
    await expect(form(page).getByLabel(t.email, { exact: true })).toHaveValue('camille.durand@gmail.com');

    // Fixed: each field shows its success after blur.
    await form(page).getByRole('radio', { name: t.mrs }).check();
    await form(page).getByLabel(t.firstName, { exact: true }).fill('Camille');
    await form(page).getByLabel(t.phone, { exact: true }).fill(t.goodPhone);
    await form(page).getByLabel(t.postalCode, { exact: true }).fill(t.postal);
    await form(page).getByLabel(t.postalCode, { exact: true }).blur();
    for (const field of ['firstName', 'phone', 'postalCode']) await expect(page.getByTestId(`traveller-field-${field}`)).toHaveAttribute('data-state', 'valid');
    await expect(errorOf(page, 'civility')).toHaveCount(0);

    // A reload keeps what was typed (the terms are ticked again).
    await page.reload();
    await expectBookingStep(page, locale);
    await expect(form(page).getByLabel(t.firstName, { exact: true })).toHaveValue('Camille');
    await expect(form(page).getByLabel(t.lastName, { exact: true })).toHaveValue('Durand');
    await expect(form(page).getByLabel(t.email, { exact: true })).toHaveValue('camille.durand@gmail.com');
    await expect(form(page).getByLabel(t.phone, { exact: true })).toHaveValue(t.goodPhone);
    await expect(form(page).getByLabel(t.postalCode, { exact: true })).toHaveValue(t.postal);
    await expect(form(page).getByRole('radio', { name: t.mrs })).toBeChecked();
    await expect(form(page).getByRole('checkbox', { name: t.terms })).not.toBeChecked();

    await form(page).getByRole('checkbox', { name: t.terms }).check();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/checkout/traveller'));
    await form(page).getByRole('button', { name: t.continue }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === href.payment(locale) && url.searchParams.get('checkoutId') === checkoutId);
    await expectLanded(page, t.payment);

    // The checkout keeps the traveller, the phone in E.164.
    const record = (await checkoutRecord(request, checkoutId)) as unknown as { status: string; traveller: Record<string, string> };
    expect(record.status).toBe('DETAILS_COMPLETED');
    expect(record.traveller).toEqual({ civility: 'MRS', firstName: 'Camille', lastName: 'Durand', email: 'camille.durand@gmail.com', phone: t.e164, postalCode: t.postal, country: locale === 'es_ES' ? 'ES' : 'FR' });

    // Back from the payment step: the booking step shows the details again, and asks for the terms again
    // (the browser does not tick the box on its own: a box shown ticked that the form counts unticked
    // refused Continue with "mandatory").
    await page.goBack();
    await expectBookingStep(page, locale);
    await expect(form(page).getByLabel(t.firstName, { exact: true })).toHaveValue('Camille');
    await expect(form(page).getByRole('checkbox', { name: t.terms })).not.toBeChecked();

    // And on to the end of the journey: Continue again, a card with 3-D Secure on the provider's page, the
    // confirmation, the e-mail in the outbox, and the lookup finds the booking with the traveller's e-mail.
    await form(page).getByRole('checkbox', { name: t.terms }).check();
    await form(page).getByRole('button', { name: t.continue }).click();
    await expectLanded(page, t.payment);
    await expectHydrated(page.getByTestId('payment-pay'));
    await page.getByTestId('payment-method-card').locator('input').check();
    await page.getByTestId('payment-pay').click();
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    await payByCard(page, CARDS.threeDSecure);
    await answerChallenge(page, 'complete');
    await expectLanded(page, t.confirmed);
    const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();
    const emails = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/records/emails`)).json()) as Array<{ to: string; locale: string; subject: string; tags: { reference?: string } }>;
    expect(emails.filter((email) => email.tags.reference === reference).map((email) => [email.to, email.locale])).toEqual([['camille.durand@gmail.com', locale]]);
    await page.getByTestId('confirmation-lookup').click();
    await expect(page.getByTestId('booking-lookup-form')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('lookup-email').fill('camille.durand@gmail.com');
    await page.getByTestId('booking-lookup-submit').click();
    await expect(page.getByTestId('found-booking')).toHaveAttribute('data-reference', reference);
    await expectMoneyConsistent(request, checkoutId, expect);
  });

  test('keyboard only: fill the details and Continue', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = TEXT[locale];
    const made = await initCheckout(request, productFor(testInfo, 90, 0), locale);
    expect((await page.goto(made.bookingPath))?.status()).toBe(200);
    await expectBookingStep(page, locale);

    // The form's first control, then keys only.
    await form(page).getByRole('radio', { name: t.mr }).focus();
    await page.keyboard.press('Space');
    await expect(form(page).getByRole('radio', { name: t.mr })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form(page).getByLabel(t.firstName, { exact: true })).toBeFocused();
    await page.keyboard.type('Paul');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Martin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('paul.martin@example.com');
    await page.keyboard.press('Tab');
    await expect(form(page).getByLabel(t.phone, { exact: true })).toBeFocused();
    await page.keyboard.type(t.goodPhone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(t.postal);
    await page.keyboard.press('Tab');
    await expect(form(page).getByLabel(t.country, { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('checkbox', { name: t.terms })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('button', { name: t.continue })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href.payment(locale));
    await expectLanded(page, t.payment);
    const record = (await checkoutRecord(request, made.checkoutId)) as unknown as { traveller: { phone: string; civility: string } };
    expect(record.traveller).toMatchObject({ civility: 'MR', phone: t.e164 });
  });
});
