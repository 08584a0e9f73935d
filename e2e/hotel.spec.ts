import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, siteToday } from './support/clock';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { documentStatus, expectLanded } from './support/landed';

/**
 * The hotel page (issue 11; part 2 §2, §4, §8) in the browser, desktop and mobile: reached from a
 * search card's hotel offers and by its own uri, the rooms priced on the visitor's dates, the
 * spec's states, each failing call, the way back from the booking page, axe. The calendar bar and
 * the offer detail have their own specs (hotel-search-bar, hotel-offer-detail). Each test and
 * project uses its own hotel, so fault rules never collide.
 */
const LOCALE = 'fr_FR';
const catalogue = getCatalogue();
const active = catalogue.hotels.filter((hotel) => hotel.active && hotel.packageIds.length > 1 && hotel.reviewCount > 0);
const inactive = catalogue.hotels.filter((hotel) => !hotel.active);

/** Hotels of their own for each test (slot) and project, from the end of the list (the other hotel specs start at the front). */
function hotelFor(testInfo: TestInfo, slot: number) {
  const hotel = active[active.length - 1 - (slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0))];
  if (!hotel) throw new Error(`no hotel for slot ${slot}`);
  return hotel;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The page's heading: the hotel's name, then its stars. */
const heading = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s|$)`);

/**
 * A stay one of the hotel's packages can be booked for (the rooms call answers it priced); with
 * `checkoutReady`, an offer without activities to date, so init-checkout needs nothing more.
 */
async function bookableStay(request: APIRequestContext, hotelId: number, options: { checkoutReady?: boolean } = {}): Promise<{ checkin: string; checkout: string; nights: number; offerId: number }> {
  const from = addDays(siteToday(), 14);
  for (let offset = 0; offset < 60; offset += 3) {
    const checkin = addDays(from, offset);
    const answer = (await (await request.get(`/api/hotel/rooms?locale=${LOCALE}&hotelId=${hotelId}&checkin=${checkin}&nights=2&adult=2&child=0&baby=0`)).json()) as { rooms: Array<{ offers: Array<{ id: number }> }> };
    const needsNoDate = (id: number) => !catalogue.index.packageById.get(id)?.activities.some((activity) => activity.singleDay);
    const offer = answer.rooms.flatMap((room) => room.offers).find((candidate) => !options.checkoutReady || needsNoDate(candidate.id));
    if (offer) return { checkin, checkout: addDays(checkin, 2), nights: 2, offerId: offer.id };
  }
  throw new Error(`no bookable stay at hotel ${hotelId}`);
}

async function openHotel(page: Page, path: string, label: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expectLanded(page, heading(label));
}

test.describe('hotel page', () => {
  test('a search card’s hotel offers lead to the hotel page, which shows its sections, rooms and nearby hotels', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(href.search(LOCALE, { flow: 'booking' }));
    // At once, as a visitor may: a click before the results' code has arrived is made again once it has.
    await page.getByTestId('card-other-offers').first().click();
    const drawer = page.getByTestId('hotel-offers-drawer');
    const link = drawer.getByTestId('hotel-offers-hotel-page');
    await expect(link).toBeVisible();
    const hotelPath = (await link.getAttribute('href'))!;
    const hotel = catalogue.index.hotelById.get(Number(/\/hotel\/(\d+)/.exec(hotelPath)?.[1]))!;
    await link.click();
    await expectLanded(page, heading(hotel.label));
    for (const id of ['hotel-about', 'hotel-offers-section', 'reviews-block']) await expect(page.getByTestId(id)).toBeAttached();
    await expect(page.getByTestId('hotel-room').first()).toBeVisible();
    await expect(page.getByTestId('nearby-hotel')).not.toHaveCount(0);
  });

  test('by its own uri: the same page, with the id address as canonical; every offer and nearby hotel link answers 200', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const hotel = hotelFor(testInfo, 0);
    await openHotel(page, href.hotel(LOCALE, hotel.uri), hotel.label);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/fr-fr/hotel/${hotel.id}$`));
    const jsonLd = await page.getByTestId('hotel-json-ld').textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Hotel', name: hotel.label });
    const links = await page.locator('[data-testid="room-offer"] a, a[data-testid="nearby-hotel"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
  });

  test('with dates in the hash the rooms are priced for the stay; #anchor=products brings the offers into view', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const hotel = hotelFor(testInfo, 1);
    const stay = await bookableStay(request, hotel.id);
    await openHotel(page, `${href.hotel(LOCALE, hotel.id)}#checkin=${stay.checkin}&checkout=${stay.checkout}&anchor=products`, hotel.label);
    const offers = page.getByTestId('hotel-offers');
    await expect(offers).toHaveAttribute('data-state', 'rooms');
    await expect(page.getByTestId('hotel-offers-dates')).toBeVisible();
    await expect(offers.locator(`[data-offer-id="${stay.offerId}"]`).getByTestId('room-offer-price')).toContainText('pour votre séjour');
    await expect(page.getByTestId('hotel-offers-section')).toBeInViewport();
  });

  test('no availability on the dates: the spec’s message, and See all offers clears the dates', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const hotel = hotelFor(testInfo, 2);
    const stay = await bookableStay(request, hotel.id);
    // Nine adults: no room of the catalogue takes them.
    await openHotel(page, `${href.hotel(LOCALE, hotel.id)}#checkin=${stay.checkin}&checkout=${stay.checkout}&a=9`, hotel.label);
    const notice = page.getByTestId('hotel-no-availability');
    await expect(notice).toContainText('Désolé, aucune disponibilité à vos dates.');
    await notice.getByRole('button', { name: 'Voir toutes les offres' }).click();
    await expect(page.getByTestId('hotel-offers')).toHaveAttribute('data-state', 'rooms');
    await expect(page.getByTestId('hotel-room').first()).toBeVisible();
    expect(new URL(page.url()).hash).not.toContain('checkin');
  });

  test('an inactive hotel renders with nothing on sale, hidden from search engines; an unknown one is a 404', async ({ page, request }, testInfo) => {
    const hotel = inactive[testInfo.project.name === 'mobile' ? 1 : 0]!;
    await openHotel(page, href.hotel('nl_BE', hotel.id), hotel.label);
    await expect(page.getByTestId('hotel-no-offers')).toContainText('Sorry, we hebben momenteel geen aanbiedingen voor dit hotel.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const unknown = await request.get(href.hotel(LOCALE, 987654321));
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('data-testid="not-found"');
  });

  test('faults: a failed hotel load is a clean message (200, noindex); failed nearby and reviews calls leave their sections out; a failed rooms call says so and retries', async ({ page, request, simulator }, testInfo) => {
    test.setTimeout(90_000);
    const hotel = hotelFor(testInfo, 3);
    const stay = await bookableStay(request, hotel.id);
    const removeHotel = await simulator.injectFault({ path: `/hotel/${hotel.id}.json`, fault: '500' });
    try {
      const response = await page.goto(href.hotel(LOCALE, hotel.id));
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('hotel-page')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    } finally {
      await removeHotel();
    }
    const removeNearby = await simulator.injectFault({ path: `/hotel/${hotel.id}/nearby.json`, fault: '500' });
    const removeReviews = await simulator.injectFault({ path: `/hotel/${hotel.id}/reviews.json`, fault: '500' });
    const removeRooms = await simulator.injectFault({ path: `/hotel/${hotel.id}.json`, fault: '500', contains: 'checkin=', times: 1 });
    try {
      // A new document (the same path with another hash would only be a hash change).
      await page.goto('about:blank');
      await openHotel(page, `${href.hotel(LOCALE, hotel.id)}#checkin=${stay.checkin}&checkout=${stay.checkout}`, hotel.label);
      await expect(page.getByTestId('nearby-hotels')).toHaveCount(0);
      await expect(page.getByTestId('reviews-block')).toHaveCount(0);
      await expect(page.getByTestId('hotel-tab-reviews')).toHaveCount(0);
      const error = page.getByTestId('hotel-offers-error');
      await expect(error).toContainText("Oups, une erreur s'est produite");
      await error.getByRole('button', { name: 'Réessayer' }).click();
      await expect(page.getByTestId('hotel-offers')).toHaveAttribute('data-state', 'rooms');
    } finally {
      await Promise.all([removeNearby(), removeReviews(), removeRooms()]);
    }
  });

  test('booked from the hotel page, the booking page’s back arrow returns to the hotel with the dates and guests', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    // From the middle of the list: the other tests take theirs from its ends.
    const ready = active.filter((candidate) => candidate.packageIds.some((id) => !catalogue.index.packageById.get(id)?.activities.some((activity) => activity.singleDay)));
    const hotel = ready[Math.floor(ready.length / 2) + (testInfo.project.name === 'mobile' ? 1 : 0)]!;
    const stay = await bookableStay(request, hotel.id, { checkoutReady: true });
    const init = await request.post('/api/checkout/init', {
      data: { locale: LOCALE, productId: stay.offerId, offerId: stay.offerId, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 0, hotelId: hotel.id },
    });
    expect(init.status()).toBe(200);
    const { bookingPath } = (await init.json()) as { bookingPath: string };
    await page.goto(bookingPath);
    await expectLanded(page, 'Votre réservation');
    await page.getByTestId('back-button').click();
    await expectLanded(page, heading(hotel.label));
    // The booked stay, printed by the hotel hash codec (two adults: the default, left out).
    expect(new URL(page.url()).hash).toBe(`#checkin=${stay.checkin}&checkout=${stay.checkout}&night=2`);
    await expect(page.getByTestId('hotel-offers-dates')).toBeVisible();
  });

  test('axe finds nothing serious on the page, with the rooms priced on dates', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const hotel = hotelFor(testInfo, 5);
    const stay = await bookableStay(request, hotel.id);
    await openHotel(page, `${href.hotel(LOCALE, hotel.id)}#checkin=${stay.checkin}&checkout=${stay.checkout}`, hotel.label);
    await expect(page.getByTestId('hotel-offers')).toHaveAttribute('data-state', 'rooms');
    await expectNoSeriousA11yViolations(page);
    expect(await documentStatus(page)).toBe(200);
  });
});
