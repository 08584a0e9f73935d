import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addDays } from './support/clock';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';
import { CARDS, emailsTo, expectMoneyConsistent, payByCard, paymentsOf, saveTraveller, travellerEmail } from './support/checkout';
import { getCatalogue } from '../mocks/catalogue';
import type { Locale } from '../src/domain/model/locale';

/**
 * Changing a booking's dates (part 2 §5 "Modification payment"), desktop (French) and mobile
 * (Spanish): a stay booked and paid by card, found again in the lookup, its dates changed.
 * Nothing due → modified at once (the lookup shows the new dates); something due → the payment step
 * of the change, the card, the confirmation. The simulator's records prove the money: one capture
 * per payment, exactly what was due, nothing charged for a change with nothing due, e-mails sent.
 */
type SpecLocale = Extract<Locale, 'fr_FR' | 'es_ES'>;
const localeOf = (testInfo: TestInfo): SpecLocale => (testInfo.project.name === 'mobile' ? 'es_ES' : 'fr_FR');
const TEXT = {
  fr_FR: {
    payment: 'Paiement',
    confirmed: 'Votre réservation est confirmée',
    modified: 'Votre réservation est modifiée',
    change: /Changement de dates de la réservation (\d{8})/,
    nothingDue: 'Rien à payer pour ce changement.',
    subject: /Votre réservation \d{8} est modifiée/,
    nights: (count: number) => `${count} nuit${count > 1 ? 's' : ''}`,
  },
  es_ES: {
    payment: 'Pago',
    confirmed: 'Tu reserva está confirmada',
    modified: 'Tu reserva está modificada',
    change: /Cambio de fechas de la reserva (\d{8})/,
    nothingDue: 'Nada que pagar por este cambio.',
    subject: /Tu reserva \d{8} está modificada/,
    nights: (count: number) => `${count} noche${count > 1 ? 's' : ''}`,
  },
} as const;

const catalogue = getCatalogue();

/**
 * A package of its own per (test, project) — from the start of the catalogue, the other specs take
 * theirs from its end — whose cancellation policy allows changes, without dated activities, and a
 * check-in well before its deadline where 1 to 3 nights are bookable with two rooms or more.
 */
function modifiableStay(testInfo: TestInfo, slot: number): { productId: number; checkin: string } {
  let skip = slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0);
  for (const pkg of catalogue.packages) {
    const hotel = catalogue.index.hotelById.get(pkg.hotelId);
    if (!hotel?.active || !pkg.cancellation.cancellable || pkg.activities.some((activity) => activity.singleDay)) continue;
    const room = hotel.rooms.find((candidate) => candidate.uuid === pkg.roomUuid);
    if (room && room.maxCapacity < 2) continue;
    for (let offset = 20 + pkg.cancellation.deadlineDaysBeforeCheckin; offset < 80; offset++) {
      const checkin = addDays(catalogue.today, offset);
      const first = catalogue.dayPrice(pkg.id, checkin);
      if (!first || first.minLos !== 1) continue;
      if (![0, 1, 2].every((night) => (catalogue.dayPrice(pkg.id, addDays(checkin, night))?.roomsLeft ?? 0) > 1)) continue;
      if (skip-- > 0) break;
      return { productId: pkg.id, checkin };
    }
  }
  throw new Error('no modifiable stay');
}

interface Booked {
  locale: SpecLocale;
  email: string;
  checkoutId: string;
  reference: string;
  checkin: string;
}

/** A stay of `nights` booked as a traveller does: the checkout and details through the routes, then paid by card on the provider's page. */
async function bookAndPay(page: Page, request: APIRequestContext, testInfo: TestInfo, slot: number, nights: number): Promise<Booked> {
  const locale = localeOf(testInfo);
  const { productId, checkin } = modifiableStay(testInfo, slot);
  const init = await request.post('/api/checkout/init', {
    data: { locale, productId, offerId: productId, checkin, checkout: addDays(checkin, nights), adult: 2, child: 0, baby: 0 },
  });
  expect(init.status()).toBe(200);
  const { checkoutId } = (await init.json()) as { checkoutId: string };
  const email = travellerEmail(testInfo);
  const paymentPath = await saveTraveller(request, locale, checkoutId, email);
  expect((await page.goto(paymentPath))?.status()).toBe(200);
  await expectLanded(page, TEXT[locale].payment);
  await pay(page);
  await expectLanded(page, TEXT[locale].confirmed);
  const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();
  return { locale, email, checkoutId, reference, checkin };
}

async function pay(page: Page) {
  // Pay before hydration would submit the bare HTML form: wait for the island's handlers.
  await expectHydrated(page.getByTestId('payment-pay'));
  await page.getByTestId('payment-method-card').locator('input').check();
  await page.getByTestId('payment-pay').click();
  await page.waitForURL((url) => url.origin === SIMULATOR_ORIGIN);
  await payByCard(page, CARDS.authorised);
}

/** From the confirmation, the lookup finds the booking by its reference and the traveller's e-mail. */
async function lookUp(page: Page, booked: Booked) {
  await page.getByTestId('confirmation-lookup').click();
  await expect(page.getByTestId('booking-lookup-form')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('lookup-reference')).toHaveValue(booked.reference);
  await page.getByTestId('lookup-email').fill(booked.email);
  await page.getByTestId('booking-lookup-submit').click();
  await expect(page.getByTestId('found-booking')).toHaveAttribute('data-reference', booked.reference);
}

/** Opens "Change the dates", moves the nights by `delta` with the stepper and asks the new price. */
async function priceNewNights(page: Page, delta: number) {
  await page.getByTestId('modify-dates-open').click();
  await expect(page.getByTestId('modify-dates')).toBeVisible();
  const button = page.getByTestId(delta < 0 ? 'modify-nights-less' : 'modify-nights-more');
  for (let step = 0; step < Math.abs(delta); step++) await button.click();
  await page.getByTestId('modify-quote').click();
  await expect(page.getByTestId('modify-quote-result')).toBeVisible();
}

interface ChangeRecord {
  id: string;
  checkout: { kind: string; status: string; modification: { bookingReference: string } | null; booking: { paidAmount: number; paymentId: string | null } | null; priceInfo: { remainingAmountToPay: number } };
}

async function changesOf(request: APIRequestContext, reference: string): Promise<ChangeRecord[]> {
  const all = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/records/checkouts`)).json()) as ChangeRecord[];
  return all.filter((record) => record.checkout.kind === 'MODIFICATION' && record.checkout.modification?.bookingReference === reference);
}

test.describe('changing the dates of a booking', () => {
  test.describe.configure({ timeout: 120_000 });

  test('nothing due: modified at once, the lookup shows the new dates, nothing charged for the change', async ({ page, request }, testInfo) => {
    const booked = await bookAndPay(page, request, testInfo, 0, 2);
    const { locale } = booked;
    await lookUp(page, booked);
    await expect(page.getByTestId('found-booking-nights')).toHaveText(TEXT[locale].nights(2));

    await priceNewNights(page, -1);
    await expect(page.getByTestId('modify-amount-due')).toHaveText(TEXT[locale].nothingDue);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('modify-confirm').click();

    await expect(page.getByTestId('modify-done')).toBeVisible();
    await expect(page.getByTestId('found-booking-nights')).toHaveText(TEXT[locale].nights(1));
    await expect(page.getByTestId('found-booking-checkout').locator('time')).toHaveAttribute('datetime', addDays(booked.checkin, 1));

    // Found again from scratch, the booking has its new dates.
    await page.reload();
    await expect(page.getByTestId('booking-lookup-form')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('lookup-email').fill(booked.email);
    await page.getByTestId('booking-lookup-submit').click();
    await expect(page.getByTestId('found-booking-nights')).toHaveText(TEXT[locale].nights(1));

    const changes = await changesOf(request, booked.reference);
    expect(changes.map((change) => [change.checkout.status, change.checkout.booking?.paidAmount])).toEqual([['BOOKED', 0]]);
    expect(await paymentsOf(request, changes[0]!.id)).toEqual([]);
    await expectMoneyConsistent(request, booked.checkoutId, expect);
    const subjects = (await emailsTo(request, booked.email)).map((email) => email.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toMatch(TEXT[locale].subject);
  });

  test('something due: the payment step of the change, the card, the confirmation; one capture of what was due', async ({ page, request }, testInfo) => {
    const booked = await bookAndPay(page, request, testInfo, 1, 1);
    const { locale } = booked;
    await lookUp(page, booked);

    await priceNewNights(page, 2);
    const due = Number(await page.getByTestId('modify-quote-result').getAttribute('data-amount-due'));
    expect(due).toBeGreaterThan(0);
    await page.getByTestId('modify-confirm').click();

    await expectLanded(page, TEXT[locale].payment);
    await expect(page.getByTestId('payment-modification').getByRole('heading')).toHaveText(TEXT[locale].change);
    await expect(page.getByTestId('payment-modification')).toHaveAttribute('data-reference', booked.reference);
    await expectNoSeriousA11yViolations(page);
    await pay(page);

    await expectLanded(page, TEXT[locale].modified);
    await expect(page.getByTestId('confirmation-reference')).toHaveText(booked.reference);
    await expect(page.getByTestId('modification-next')).toContainText(TEXT[locale].nights(3));

    const [change] = await changesOf(request, booked.reference);
    expect(change!.checkout).toMatchObject({ status: 'BOOKED', booking: { paidAmount: due } });
    await expectMoneyConsistent(request, change!.id, expect);
    await expectMoneyConsistent(request, booked.checkoutId, expect);
    expect((await paymentsOf(request, change!.id)).map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', due]]);
    const emails = await emailsTo(request, booked.email);
    expect(emails.map((email) => email.tags.kind)).toEqual(['booking-confirmation', 'booking-modification']);

    // The lookup finds the booking with its new dates.
    await lookUp(page, booked);
    await expect(page.getByTestId('found-booking-nights')).toHaveText(TEXT[locale].nights(3));
  });
});
