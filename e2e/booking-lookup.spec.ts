import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, siteToday } from './support/clock';
import { getCatalogue } from '../mocks/catalogue';
import type { LocaleCode } from '../mocks/catalogue/types';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * The booking lookup (issue 13), desktop and mobile: the page opened from a link with #r=<reference>,
 * the booking found by its reference and its customer's e-mail (stay, dates, guests, status), the
 * same not-found error for another e-mail and for an unknown reference (both fields kept), a fault
 * on the lookup (its own message, both fields kept), the field rules and a keyboard-only lookup.
 * Desktop uses the French site's seeded bookings, mobile the Belgian French site's, so the fault
 * rule of one project (narrowed to its reference) never meets the other's lookups.
 */
const HEADING = 'Retrouver ma réservation';
/** Seeded references start with the site's digit 1..6, checkout hand-offs with 7 or 8: 9… never exists. */
const UNKNOWN_REFERENCE = '90000000';

interface SeededBooking {
  reference: string;
  status: string;
  locale: LocaleCode;
  customer: { email: string | null };
  checkin: string;
  nights: number;
  pax: { adult: number; child: number; baby: number };
}

interface LookedUp {
  label: string;
  hotel: { label: string; city: string | null };
  reservationCriteria: { checkin: string; checkout: string };
}

/**
 * A stay the checkout accepts: from the end of the catalogue (other specs take theirs from the
 * start), one per project, no activity that needs a date; confirmed by the quote route the product
 * page uses.
 */
async function bookableStay(request: APIRequestContext, locale: LocaleCode, skip: number) {
  const catalogue = getCatalogue();
  const today = siteToday();
  let left = skip;
  for (const pkg of [...catalogue.packages].reverse()) {
    if (!catalogue.index.hotelById.get(pkg.hotelId)?.active || pkg.activities.some((activity) => activity.singleDay)) continue;
    for (let offset = 12; offset < 60; offset += 3) {
      const checkin = addDays(today, offset);
      const first = catalogue.dayPrice(pkg.id, checkin);
      if (!first || first.roomsLeft <= 0) continue;
      const checkout = addDays(checkin, first.minLos);
      const quote = (await (await request.get(`/api/product/quote?locale=${locale}&productId=${pkg.id}&checkin=${checkin}&checkout=${checkout}&adult=2&child=0&baby=0`)).json()) as { status: string };
      if (quote.status !== 'quoted') continue;
      if (left-- > 0) break;
      return { productId: pkg.id, checkin, checkout };
    }
  }
  throw new Error('no bookable stay');
}

const siteOf = (testInfo: TestInfo): LocaleCode => (testInfo.project.name === 'mobile' ? 'fr_BE' : 'fr_FR');

/** The simulator's own listing (GET /__admin/bookings): the seeded booking of this site with this status. */
async function seededBooking(request: APIRequestContext, locale: LocaleCode, status: string, index = 0): Promise<SeededBooking> {
  const all = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/bookings`)).json()) as SeededBooking[];
  const booking = all.filter((candidate) => candidate.locale === locale && candidate.status === status)[index];
  if (!booking?.customer.email) throw new Error(`no seeded ${status} booking on ${locale}`);
  return booking;
}

/** The booking as the API gives it (offer label, hotel), to check what the page shows. */
async function apiBooking(request: APIRequestContext, booking: SeededBooking, locale: LocaleCode): Promise<LookedUp> {
  const answer = await request.post(`${SIMULATOR_ORIGIN}/api/booking/lookup.json`, { data: { reference: booking.reference, email: booking.customer.email, locale } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as LookedUp;
}

async function openLookup(page: Page, locale: LocaleCode, reference?: string) {
  await page.goto(href.bookingLookup(locale, reference));
  await expectLanded(page, HEADING);
  await expect(page.getByTestId('booking-lookup-form')).toHaveAttribute('data-hydrated', 'true');
}

async function expectError(page: Page, kind: 'not-found' | 'unavailable', reference: string, email: string) {
  const error = page.getByTestId('booking-lookup-error');
  await expect(error).toHaveAttribute('data-error', kind);
  await expect(error).toHaveText(kind === 'not-found' ? /Nous n'avons trouvé aucune réservation avec ce numéro de réservation et cette adresse e-mail/ : /Nous ne pouvons pas rechercher votre réservation pour le moment/);
  await expect(page.getByTestId('found-booking')).toHaveCount(0);
  // Nothing typed is lost.
  await expect(page.getByTestId('lookup-reference')).toHaveValue(reference);
  await expect(page.getByTestId('lookup-email')).toHaveValue(email);
}

test.describe('booking lookup', () => {
  test('a link with #r prefills the reference; the e-mail finds the booking; another e-mail or an unknown reference finds nothing', async ({ page }, testInfo) => {
    const locale = siteOf(testInfo);
    const booking = await seededBooking(page.request, locale, 'CONFIRMED', 1);
    const expected = await apiBooking(page.request, booking, locale);
    await openLookup(page, locale, booking.reference);
    // A simplified page: back arrow and logo, no footer; not indexed (personal data).
    await expect(page.getByTestId('simplified-header')).toBeVisible();
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(new RegExp(HEADING));
    const reference = page.getByTestId('lookup-reference');
    const email = page.getByTestId('lookup-email');
    await expect(reference).toHaveValue(booking.reference);

    await email.fill('quelquun.dautre@example.com');
    await page.getByTestId('booking-lookup-submit').click();
    await expectError(page, 'not-found', booking.reference, 'quelquun.dautre@example.com');

    await email.fill(booking.customer.email!.toUpperCase());
    await page.getByTestId('booking-lookup-submit').click();
    const found = page.getByTestId('found-booking');
    await expect(found).toHaveAttribute('data-reference', booking.reference);
    await expect(page.getByTestId('booking-lookup-error')).toHaveCount(0);
    await expect(found.getByRole('heading', { level: 2 })).toHaveText(`Réservation ${booking.reference}`);
    await expect(found.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.getByTestId('found-booking-status')).toHaveText('Confirmée');
    await expect(page.getByTestId('found-booking-offer')).toHaveText(expected.label);
    await expect(page.getByTestId('found-booking-hotel')).toHaveText(expected.hotel.city ? `${expected.hotel.label}, ${expected.hotel.city}` : expected.hotel.label);
    await expect(page.getByTestId('found-booking-checkin').locator('time')).toHaveAttribute('datetime', booking.checkin);
    await expect(page.getByTestId('found-booking-checkout').locator('time')).toHaveAttribute('datetime', expected.reservationCriteria.checkout);
    // Localised dates: the French weekday and month, not the ISO day.
    await expect(page.getByTestId('found-booking-checkin')).toHaveText(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \p{L}+ \d{4}$/u);
    await expect(page.getByTestId('found-booking-nights')).toHaveText(`${booking.nights} nuit${booking.nights > 1 ? 's' : ''}`);
    await expect(page.getByTestId('found-booking-guests')).toHaveText(/^2 adultes, 1 enfant et 1 bébé$/);
    await expect(page.getByTestId('found-booking-total')).toHaveText(/\d.*€/);
    await expectNoSeriousA11yViolations(page);

    await reference.fill(UNKNOWN_REFERENCE);
    await page.getByTestId('booking-lookup-submit').click();
    await expectError(page, 'not-found', UNKNOWN_REFERENCE, booking.customer.email!.toUpperCase());
  });

  test('keyboard only: field rules on blur, a bad #r reads as none, Enter finds the booking; a failed lookup says so and keeps both fields', async ({ page, simulator }, testInfo) => {
    const locale = siteOf(testInfo);
    const booking = await seededBooking(page.request, locale, 'CANCELLED');
    await openLookup(page, locale, 'abc');
    const reference = page.getByTestId('lookup-reference');
    const email = page.getByTestId('lookup-email');
    await expect(reference).toHaveValue('');

    await reference.focus();
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await expect(page.getByTestId('lookup-reference-error')).toHaveText('Le numéro de réservation est composé de 8 chiffres');
    await expect(reference).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('lookup-email-error')).toHaveText('Champ obligatoire');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('anna@example');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('lookup-email-error')).toHaveText("L'adresse e-mail semble incorrecte");

    await expect(reference).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(booking.reference);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('lookup-reference-field')).toHaveAttribute('data-state', 'success');
    await expect(page.getByTestId('lookup-reference-error')).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(booking.customer.email!);

    // The lookup fails upstream (a fault narrowed to this project's reference): its own message.
    const removeFault = await simulator.injectFault({ path: '/booking/lookup.json', fault: '500', contains: `"reference":"${booking.reference}"` });
    try {
      await page.keyboard.press('Enter');
      await expectError(page, 'unavailable', booking.reference, booking.customer.email!);
    } finally {
      await removeFault();
    }
    await expect(page.getByTestId('lookup-email-field')).toHaveAttribute('data-state', 'success');
    await email.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('found-booking')).toHaveAttribute('data-reference', booking.reference);
    await expect(page.getByTestId('found-booking-status')).toHaveText('Annulée');
    await expect(page.getByRole('heading', { level: 2, name: `Réservation ${booking.reference}` })).toBeFocused();
  });

  test('a signed-in visitor books: the summary gives the reference, its link opens the lookup prefilled, the account e-mail finds the booking', async ({ page }, testInfo) => {
    const locale = siteOf(testInfo);
    const email = `e2e.lookup.${testInfo.project.name}@example.com`;
    const lookupPath = href.bookingLookup(locale);
    await page.goto(`/account/signin?origin=${encodeURIComponent(lookupPath)}`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe').fill('secret');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expectLanded(page, HEADING);

    // Book as the product page's Book does (its BFF route, with the browser's cookies).
    const stay = await bookableStay(page.request, locale, testInfo.project.name === 'mobile' ? 1 : 0);
    const init = await page.request.post('/api/checkout/init', { data: { locale, productId: stay.productId, offerId: stay.productId, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 0 } });
    expect(init.status()).toBe(200);
    const { bookingPath, checkoutId } = (await init.json()) as { bookingPath: string; checkoutId: string };
    // The checkout carries the account's e-mail (the account application's profile of the cookie's token).
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('access_token');
    const recorded = (await (await page.request.get(`${SIMULATOR_ORIGIN}/__admin/records/checkouts`)).json()) as Array<{ id: string; fields: { customerEmail?: string } }>;
    expect(recorded.find((checkout) => checkout.id === checkoutId)?.fields.customerEmail).toBe(email);
    await page.goto(bookingPath);
    await expectLanded(page, 'Votre réservation');
    const reference = (await page.getByTestId('booking-reference').textContent())!.match(/\d{8}/)![0];
    await page.getByTestId('booking-reference-later').getByRole('link', { name: HEADING }).click();

    await expectLanded(page, HEADING);
    await expect(page.getByTestId('booking-lookup-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('lookup-reference')).toHaveValue(reference);
    await page.getByTestId('lookup-email').fill(email);
    await page.getByTestId('booking-lookup-submit').click();
    await expect(page.getByTestId('found-booking')).toHaveAttribute('data-reference', reference);
    await expect(page.getByTestId('found-booking-status')).toHaveText('En attente de paiement');
    await expect(page.getByTestId('found-booking-checkin').locator('time')).toHaveAttribute('datetime', stay.checkin);
    await expect(page.getByTestId('found-booking-guests')).toHaveText('2 adultes');
  });
});
