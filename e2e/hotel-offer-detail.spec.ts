import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, addMonths, siteToday } from './support/clock';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';

/**
 * The hotel page's offer detail (issue 11, part 2 §2 "Offer detail opens as a bottom drawer on
 * mobile and a large modal on desktop", §3, §4) in the browser: an offer chosen with dates opens
 * its detail, which shows the offer and books it through the product page's booking island, down
 * to the booking summary. Each test and project uses its own hotel, so fault rules never collide.
 */
const LOCALE = 'fr_FR';
const catalogue = getCatalogue();

/** One package per active hotel, with an activity the guest dates (the booking island asks it). */
const candidates = catalogue.hotels
  .filter((hotel) => hotel.active)
  .map((hotel) => catalogue.packages.find((pkg) => pkg.hotelId === hotel.id && pkg.activities.some((activity) => activity.singleDay)))
  .filter((pkg) => pkg !== undefined);

function packageFor(testInfo: TestInfo, slot: number) {
  const pkg = candidates[slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  if (!pkg) throw new Error(`no package for slot ${slot}`);
  return pkg;
}

/** A stay the package can be booked for, found through the BFF routes the calendar and the quote use. */
async function bookableStay(request: APIRequestContext, id: number): Promise<{ checkin: string; checkout: string }> {
  const from = addDays(siteToday(), 12);
  const pax = 'adult=2&child=0&baby=0';
  for (const month of [0, 1, 2].map((months) => addMonths(from, months))) {
    const availability = (await (await request.get(`/api/calendar/availability?locale=${LOCALE}&id=${id}&month=${month}&length=1&${pax}`)).json()) as { days: Record<string, { minLos: number }> };
    for (const [checkin, day] of Object.entries(availability.days).sort()) {
      if (checkin < from) continue;
      const checkout = addDays(checkin, day.minLos);
      const quote = (await (await request.get(`/api/product/quote?locale=${LOCALE}&productId=${id}&checkin=${checkin}&checkout=${checkout}&${pax}`)).json()) as { status: string };
      if (quote.status === 'quoted') return { checkin, checkout };
    }
  }
  throw new Error(`no bookable stay for ${id}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The hotel page's heading: the hotel's name, then its stars. */
const hotelHeading = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s|$)`);

/**
 * The hotel page with the stay in the hash, once its rooms are the ones priced for that stay (the
 * server renders them dateless; the island swaps them after reading the hash).
 */
async function openHotel(page: Page, hotel: { id: number; label: string }, stay: { checkin: string; checkout: string }) {
  const response = await page.goto(`${href.hotel(LOCALE, hotel.id)}#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2`);
  expect(response?.status()).toBe(200);
  await expectLanded(page, hotelHeading(hotel.label));
  await expect(page.getByTestId('hotel-offers-dates')).toBeVisible();
  await expect(page.getByTestId('hotel-offers')).toHaveAttribute('data-state', 'rooms');
}

/** The hotel page with the stay in the hash, then the package's offer chosen: its detail opens. */
async function openDetail(page: Page, request: APIRequestContext, pkg: (typeof candidates)[number], isMobile: boolean) {
  const stay = await bookableStay(request, pkg.id);
  const hotel = catalogue.index.hotelById.get(pkg.hotelId)!;
  await openHotel(page, hotel, stay);
  const choose = page.getByTestId('room-offer-select').and(page.getByRole('button', { name: new RegExp(escapeRegExp(pkg.label.fr)) })).first();
  await choose.click();
  const dialog = page.getByTestId(isMobile ? 'offer-detail-drawer' : 'offer-detail-modal');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId(isMobile ? 'offer-detail-modal' : 'offer-detail-drawer')).toHaveCount(0);
  return { dialog, choose, stay };
}

test.describe('hotel page offer detail', () => {
  test('an offer chosen with dates opens its detail (large modal on desktop, bottom drawer on mobile) with its heading and fields; axe finds nothing serious; Escape closes it and the focus returns to the offer', async ({ page, request, isMobile }, testInfo) => {
    test.setTimeout(90_000);
    const pkg = packageFor(testInfo, 0);
    const { dialog, choose } = await openDetail(page, request, pkg, isMobile);
    await expect(dialog.getByRole('heading', { level: 2, name: pkg.label.fr })).toBeVisible();
    await expect(dialog.getByTestId('offer-detail-hotel')).toHaveText(catalogue.index.hotelById.get(pkg.hotelId)!.label);
    await expect(dialog.getByTestId('offer-detail-dates')).toContainText('du ');
    await expect(dialog.getByTestId('offer-detail-price')).toBeVisible();
    await expect(dialog.getByTestId('booking-total')).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    if (isMobile) {
      // A bottom sheet: flush with the bottom edge, the full width.
      expect(Math.round(box!.y + box!.height)).toBe(viewport.height);
      expect(Math.round(box!.width)).toBe(viewport.width);
    } else {
      // A large modal: centred, wider than the default 640 px dialog.
      expect(box!.width).toBeGreaterThan(900);
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();
  });

  test('Book from the detail, with its activity dates, lands on the booking summary at the price shown; its back arrow returns to the hotel with the stay', async ({ page, request, isMobile }, testInfo) => {
    test.setTimeout(90_000);
    const pkg = packageFor(testInfo, 1);
    const { dialog, stay } = await openDetail(page, request, pkg, isMobile);
    const total = dialog.getByTestId('booking-total');
    await expect(total).toBeVisible();
    const activityButtons = dialog.getByTestId('booking-activities').getByRole('button');
    for (let index = 0; index < (await activityButtons.count()); index += 1) {
      await activityButtons.nth(index).click();
      const dates = page.getByTestId(/^activity-date-dialog-/);
      await dates.locator('[data-day-index]').first().click();
      await expect(dates).toBeHidden();
    }
    await expect(dialog.getByTestId('booking-quote')).not.toHaveAttribute('data-updating', 'true');
    const shown = (await total.textContent())!.trim();
    await dialog.getByTestId('book-button').click();
    await page.waitForURL(/checkoutId=/);
    await expectLanded(page, 'Votre réservation');
    await expect(page.locator('main')).toContainText(shown.replace(/\s/g, ' ').replace(/ /g, ' '));
    await page.getByTestId('back-button').click();
    await expectLanded(page, hotelHeading(catalogue.index.hotelById.get(pkg.hotelId)!.label));
    expect(new URL(page.url()).hash).toContain(`checkin=${stay.checkin}&checkout=${stay.checkout}`);
  });

  test("the booking island's calendar opens over the detail; Escape closes the calendar only, and the detail keeps the stay", async ({ page, request, isMobile }, testInfo) => {
    test.setTimeout(60_000);
    const pkg = packageFor(testInfo, 4);
    const { dialog, stay } = await openDetail(page, request, pkg, isMobile);
    await expect(dialog.getByTestId('booking-total')).toBeVisible();
    await dialog.getByTestId('dates-field').click();
    const calendar = page.getByTestId('availability-calendar');
    await expect(calendar).toBeVisible();
    await expect(calendar.locator(`[data-day="${stay.checkin}"]`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('offer-detail-dates')).toBeVisible();
    await expect(dialog.getByTestId('booking-total')).toBeVisible();
  });

  test('keyboard only: the offer opens its detail with Enter, Tab stays inside, Escape gives the focus back', async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, 'a keyboard journey is a desktop journey');
    test.setTimeout(60_000);
    const pkg = packageFor(testInfo, 2);
    const stay = await bookableStay(request, pkg.id);
    const hotel = catalogue.index.hotelById.get(pkg.hotelId)!;
    await openHotel(page, hotel, stay);
    const choose = page.getByTestId('room-offer-select').and(page.getByRole('button', { name: new RegExp(escapeRegExp(pkg.label.fr)) })).first();
    await choose.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('offer-detail-modal');
    await expect(dialog.getByTestId('booking-total')).toBeVisible();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();
  });

  test("a failing detail says 'Oops…' with Retry, which loads it", async ({ page, request, isMobile, simulator }, testInfo) => {
    test.setTimeout(60_000);
    const pkg = packageFor(testInfo, 3);
    const remove = await simulator.injectFault({ path: `/weekend/${pkg.id}/detail.json`, contains: 'fetchPageModel=false', fault: 'status=500', times: 1 });
    try {
      const { dialog } = await openDetail(page, request, pkg, isMobile);
      const error = dialog.getByTestId('offer-detail-error');
      await expect(error).toContainText("Oups, une erreur s'est produite");
      await error.getByRole('button', { name: 'Réessayer' }).click();
      await expect(dialog.getByRole('heading', { level: 2, name: pkg.label.fr })).toBeVisible();
      await expect(dialog.getByTestId('offer-detail-content')).toBeVisible();
    } finally {
      await remove();
    }
  });
});
