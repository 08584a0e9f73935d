import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import type { Locale } from '../src/domain/model/locale';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CARDS, checkoutRecord, emailsTo, expectMoneyConsistent, payByCard, paymentsOf, TRAVELLER, travellerEmail } from './support/checkout';
import { SIMULATOR_TODAY } from './support/clock';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * An activity voucher bought for oneself through the stay's checkout steps (issue 22; part 2 §2
 * activity checkout, §9 validity 12 months), desktop in French and mobile in Spanish: the voucher
 * page → Buy for myself → the order summary → Continue → the booking step (the voucher, the
 * details) → the payment step → the provider's card page → the confirmation with the voucher code,
 * the e-mail carrying it, and the simulator's money records: one booking, one charge of what was due.
 */
type SpecLocale = Extract<Locale, 'fr_FR' | 'es_ES'>;
const localeOf = (testInfo: TestInfo): SpecLocale => (testInfo.project.name === 'mobile' ? 'es_ES' : 'fr_FR');

const TEXT = {
  fr_FR: {
    order: "Votre bon d'activité",
    booking: 'Votre réservation',
    ownUse: 'Pour vous',
    validity: "12 mois à partir de l'achat",
    continue: 'Continuer vers le paiement',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    postalCode: 'Code postal',
    terms: "J'accepte les conditions générales de vente.",
    phoneTyped: '06 12 34 56 78',
    payment: 'Paiement',
    confirmed: "Votre bon d'activité est commandé",
    validUntil: (date: string) => `Valable 12 mois, jusqu'au ${date}.`,
    emailCode: (code: string) => `Code du bon : ${code}`,
    subject: /^Votre bon d'activité \(commande \d{8}\)$/,
    dayLocale: 'fr-FR',
  },
  es_ES: {
    order: 'Tu bono de actividad',
    booking: 'Tu reserva',
    ownUse: 'Para ti',
    validity: '12 meses desde la compra',
    continue: 'Continuar al pago',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    postalCode: 'Código postal',
    terms: 'Acepto las condiciones generales de venta.',
    phoneTyped: '612 345 678',
    payment: 'Pago',
    confirmed: 'Tu bono de actividad está pedido',
    validUntil: (date: string) => `Válido 12 meses, hasta el ${date}.`,
    emailCode: (code: string) => `Código del bono: ${code}`,
    subject: /^Tu bono de actividad \(pedido \d{8}\)$/,
    dayLocale: 'es-ES',
  },
} as const;

const catalogue = getCatalogue();
/** Published vouchers with several prices, from the catalogue's start (activity.spec.ts takes them from its end). */
const vouchers = catalogue.activityOnly.filter((product) => product.published && product.prices.length >= 3);

function voucherFor(testInfo: TestInfo, slot: number) {
  const voucher = vouchers[slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  if (!voucher) throw new Error(`no voucher for slot ${slot}`);
  return voucher;
}

/** The same day a year later (29 February → 28 February): a voucher's last valid day. */
function aYearAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastOfMonth)).padStart(2, '0')}`;
}

const labelOf = (voucher: (typeof vouchers)[number], locale: SpecLocale) => voucher.label[locale === 'fr_FR' ? 'fr' : 'es'];
const form = (page: Page) => page.getByTestId('traveller-form');

test.describe('activity voucher checkout', () => {
  // The voucher page, two checkout steps and the provider's page on a 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('own use: voucher page → Continue → details → card → confirmation with the voucher code → e-mail → one charge', async ({ page, request }, testInfo) => {
    const locale = localeOf(testInfo);
    const t = TEXT[locale];
    const voucher = voucherFor(testInfo, 0);
    const participants = voucher.prices[1]!.adults;
    const total = voucher.prices[1]!.sellPrice * participants;
    const email = travellerEmail(testInfo, '-voucher');

    // The voucher page, Buy for myself, the confirmation's Continue: the order summary for oneself.
    expect((await page.goto(`${href.activity(locale, voucher.id)}#a=${participants}`))?.status()).toBe(200);
    await expectLanded(page, labelOf(voucher, locale));
    await expect(page.getByTestId('activity-purchase')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('activity-buy-for-myself').click();
    await page.getByTestId('activity-confirm-continue').click();
    await expect(page.getByTestId('activity-checkout-voucher')).toBeVisible();
    await expectLanded(page, t.order);
    await expect(page.getByTestId('activity-checkout-purpose')).toHaveText(t.ownUse);
    await expectNoSeriousA11yViolations(page);

    // Continue: the voucher's checkout, then the booking step with the voucher instead of a stay.
    await expectHydrated(page.getByTestId('activity-checkout-continue'));
    await page.getByTestId('activity-checkout-continue').click();
    await page.waitForURL((url) => url.pathname === href.booking(locale));
    await expectLanded(page, t.booking);
    const checkoutId = new URL(page.url()).searchParams.get('checkoutId')!;
    await expect(page.getByTestId('booking-activity-label')).toHaveText(labelOf(voucher, locale));
    await expect(page.getByTestId('booking-activity-purpose')).toHaveText(t.ownUse);
    await expect(page.getByTestId('booking-activity-validity')).toHaveText(t.validity);
    await expect(page.getByTestId('booking-stay')).toHaveCount(0);
    await expect(page.getByTestId('booking-cancellation')).toHaveCount(0);
    const record = await checkoutRecord(request, checkoutId);
    expect(record.priceInfo.remainingAmountToPay).toBe(total);

    // The details, as a traveller types them.
    // The form loads when reached for: what is typed meanwhile is carried over.
    await expect(form(page).getByRole('button', { name: t.continue })).toBeVisible();
    await form(page).locator('input[name="civility"]').first().check();
    await form(page).getByLabel(t.firstName, { exact: true }).fill(TRAVELLER.firstName);
    await form(page).getByLabel(t.lastName, { exact: true }).fill(TRAVELLER.lastName);
    await form(page).getByLabel(t.email, { exact: true }).fill(email);
    await form(page).getByLabel(t.phone, { exact: true }).fill(t.phoneTyped);
    await form(page).getByLabel(t.postalCode, { exact: true }).fill(TRAVELLER.postalCode);
    await form(page).getByRole('checkbox', { name: t.terms }).check();
    await expectNoSeriousA11yViolations(page);
    await form(page).getByRole('button', { name: t.continue }).click();

    // The payment step: card (no instalments for a voucher), the provider's page, the confirmation.
    await page.waitForURL((url) => url.pathname === href.payment(locale));
    await expectLanded(page, t.payment);
    await expect(page.getByTestId('payment-form')).toBeVisible();
    await expect(page.getByTestId('booking-activity-purpose')).toHaveText(t.ownUse);
    await expect(page.locator('[data-testid^="payment-method-alma"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectHydrated(page.getByTestId('payment-pay'));
    await page.getByTestId('payment-method-card').locator('input').check();
    await page.getByTestId('payment-pay').click();
    await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
    await payByCard(page, CARDS.authorised);

    await page.waitForURL((url) => url.pathname === href.payment(locale));
    await expectLanded(page, t.confirmed);
    const code = (await page.getByTestId('confirmation-voucher-code').textContent())!.trim();
    expect(code).toMatch(/^AV[A-Z0-9]{8}$/);
    const validUntil = aYearAfter(SIMULATOR_TODAY);
    const day = new Intl.DateTimeFormat(t.dayLocale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${validUntil}T12:00:00Z`));
    await expect(page.getByTestId('confirmation-voucher-validity')).toHaveText(t.validUntil(day));
    await expectNoSeriousA11yViolations(page);

    // The simulator's records: booked once, with this code; one charge of the total; the e-mail carries the code.
    const booked = (await checkoutRecord(request, checkoutId)) as Awaited<ReturnType<typeof checkoutRecord>> & { booking: { voucherCode: string; validUntil: string } };
    expect(booked.status).toBe('BOOKED');
    expect(booked.booking.voucherCode).toBe(code);
    expect(booked.booking.validUntil).toBe(validUntil);
    const payments = await paymentsOf(request, checkoutId);
    expect(payments.map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', total]]);
    await expectMoneyConsistent(request, checkoutId, expect);
    await expect.poll(async () => (await emailsTo(request, email)).length).toBe(1);
    const [sent] = await emailsTo(request, email);
    expect(sent!.subject).toMatch(t.subject);
    expect(sent!.locale).toBe(locale);
    expect(sent!.text).toContain(t.emailCode(code));

    // A reload shows the confirmation again and charges nothing more.
    await page.reload();
    await expectLanded(page, t.confirmed);
    await expect(page.getByTestId('confirmation-voucher-code')).toHaveText(code);
    expect((await paymentsOf(request, checkoutId)).length).toBe(1);
  });
});
