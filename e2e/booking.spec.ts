import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, addMonths, siteToday } from './support/clock';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * The booking summary (the `booking` screen) in the browser, desktop and mobile: a checkout made
 * through the BFF's init route is read back and summarised; an unknown or malformed id gives a
 * page saying so; a stay price that moved since the checkout (the simulator's price-drift knob)
 * opens the price-update modal with Back only, and Back lands on the product page with the stay.
 * Each project and test books its own product (taken from the end of the catalogue, away from the
 * product page's tests), so a drift rule never touches another test's calls.
 */
const LOCALE = 'fr_FR';
const catalogue = getCatalogue();

/** Products of active hotels with an activity that needs a date, last first. */
const candidates = catalogue.packages
  .filter((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active && pkg.activities.some((activity) => activity.singleDay))
  .reverse();

function productFor(testInfo: TestInfo, slot: number) {
  const pkg = candidates[slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  if (!pkg) throw new Error(`no product for slot ${slot}`);
  return pkg;
}

const PAX = 'adult=2&child=0&baby=0';

/** A stay the product can be booked for, found through the BFF routes the calendar uses. */
async function bookableStay(request: APIRequestContext, id: number): Promise<{ checkin: string; checkout: string }> {
  const from = addDays(siteToday(), 12);
  for (const month of [0, 1, 2].map((months) => addMonths(from, months))) {
    const availability = (await (await request.get(`/api/calendar/availability?locale=${LOCALE}&id=${id}&month=${month}&length=1&${PAX}`)).json()) as { days: Record<string, { minLos: number }> };
    for (const checkin of Object.keys(availability.days).sort()) {
      if (checkin < from) continue;
      const nights = (await (await request.get(`/api/calendar/checkout-nights?locale=${LOCALE}&id=${id}&checkin=${checkin}&${PAX}`)).json()) as { range: { min: number } | null };
      if (nights.range) return { checkin, checkout: addDays(checkin, nights.range.min) };
    }
  }
  throw new Error(`no bookable stay for ${id}`);
}

interface InitAnswer {
  checkoutId: string;
  bookingPath: string;
  price: { sellPrice: number; totalPrice: number };
}

/** Book as the product page's island does: POST /api/checkout/init with every dated activity on the first day. */
async function book(request: APIRequestContext, pkg: (typeof candidates)[number]): Promise<InitAnswer & { checkin: string; checkout: string }> {
  const stay = await bookableStay(request, pkg.id);
  const activitySelectionList = pkg.activities
    .filter((activity) => activity.singleDay)
    .map((activity) => `${activity.activityId}_0`)
    .join('-');
  const response = await request.post('/api/checkout/init', {
    data: { locale: LOCALE, productId: pkg.id, offerId: pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 0, activitySelectionList },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { ...((await response.json()) as InitAnswer), ...stay };
}

const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
const spaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

test.describe('booking summary', () => {
  // Each test books through the BFF before opening pages: on this 2-core machine that takes 15–25 s.
  test.describe.configure({ timeout: 60_000 });

  test('a checkout made by Book is summarised: status 200, heading, stay, the price, the traveller form, never cached or indexed', async ({ page, request }, testInfo) => {
    const pkg = productFor(testInfo, 0);
    const booked = await book(request, pkg);
    expect(booked.bookingPath).toBe(`${href.booking(LOCALE)}?checkoutId=${booked.checkoutId}`);

    const response = await page.goto(booked.bookingPath);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expectLanded(page, 'Votre réservation');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByTestId('booking-stay')).toContainText(pkg.label.fr);
    await expect(page.getByTestId('booking-checkin').locator('time')).toHaveAttribute('datetime', booked.checkin);
    await expect(page.getByTestId('booking-checkout').locator('time')).toHaveAttribute('datetime', booked.checkout);
    expect(spaces(await page.getByTestId('booking-total').textContent())).toBe(spaces(euros(booked.price.totalPrice)));
    await expect(page.getByTestId('booking-activities').getByRole('listitem')).toHaveCount(pkg.activities.filter((activity) => activity.singleDay).length);
    // The traveller form (e2e/checkout-details.spec.ts fills it in).
    await expect(page.getByRole('button', { name: 'Continuer vers le paiement' })).toBeEnabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Back leads to the product page the booking started from, with its dates in the hash.
    await expect(page.getByTestId('back-button')).toHaveAttribute('href', `${href.product(LOCALE, pkg.id)}#checkin=${booked.checkin}&checkout=${booked.checkout}&night=${Math.round((Date.parse(booked.checkout) - Date.parse(booked.checkin)) / 86_400_000)}`);
    await expect(page.locator('footer')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown or malformed checkout id: a page that says so, with the way home', async ({ page }) => {
    for (const query of ['?checkoutId=00000000-0000-4000-8000-000000000000', '?checkoutId=..%2F..%2Fadmin', '']) {
      const response = await page.goto(`${href.booking(LOCALE)}${query}`);
      expect(response?.status(), query).toBe(200);
      await expectLanded(page, 'Cette réservation est introuvable ou a expiré');
      await expect(page.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', href.home(LOCALE));
    }
  });

  test('the stay price moved since the checkout: the modal offers only Back, which lands on the product page with the stay', async ({ page, request }, testInfo) => {
    const pkg = productFor(testInfo, 1);
    // The next checkout of this product is made 20 € dearer than its quote: the summary's re-quote is then lower.
    const drift = await request.post(`${SIMULATOR_ORIGIN}/__admin/price-drift`, { data: { target: 'checkout-init', weekendId: pkg.id, amount: 2_000, remaining: 1 } });
    expect(drift.status()).toBe(201);
    const booked = await book(request, pkg);

    expect((await page.goto(booked.bookingPath))?.status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Mise à jour du prix' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('il est maintenant plus bas !');
    expect(spaces(await dialog.getByTestId('price-update-old').textContent())).toBe(spaces(euros(booked.price.totalPrice)));
    expect(spaces(await dialog.getByTestId('price-update-new').textContent())).toBe(spaces(euros(booked.price.totalPrice - 2_000)));
    await expect(dialog.getByRole('button', { name: 'Continuer' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Retour' }).click();
    await page.waitForURL((url) => url.pathname === href.product(LOCALE, pkg.id));
    await expectLanded(page, pkg.label.fr);
    expect(new URL(page.url()).hash).toContain(`checkin=${booked.checkin}`);
  });
});
