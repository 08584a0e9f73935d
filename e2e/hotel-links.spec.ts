import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, siteToday } from './support/clock';
import { expectHydrated } from './support/hydrated';
import { expectLanded } from './support/landed';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';

/**
 * Links to a hotel keep the stay (issue 22 item 6; part 1 §2: the booking flow carries checkin,
 * checkout, a, c, b plus nights). From search results with a stay in the hash, the hotel offers
 * drawer's hotel link opens the hotel page with those dates in its dates field and its rooms priced
 * for them; that page's nearby-hotel links hand the same stay on. Each project uses its own hotel.
 */
const LOCALE = 'fr_FR';
const catalogue = getCatalogue();
const candidates = catalogue.hotels.filter((hotel) => hotel.active && hotel.packageIds.length > 1);

function hotelFor(testInfo: TestInfo) {
  // A third of the way into the list: the hotel specs take theirs from its ends and middle.
  const hotel = candidates[Math.floor(candidates.length / 3) + (testInfo.project.name === 'mobile' ? 1 : 0)];
  if (!hotel) throw new Error('no hotel for the hotel links spec');
  return hotel;
}

/** A two-night stay for one adult that one of the hotel's packages prices (the rooms call answers it). */
async function bookableStay(request: APIRequestContext, hotelId: number): Promise<{ checkin: string; checkout: string }> {
  const from = addDays(siteToday(), 14);
  for (let offset = 0; offset < 60; offset += 3) {
    const checkin = addDays(from, offset);
    const answer = (await (await request.get(`/api/hotel/rooms?locale=${LOCALE}&hotelId=${hotelId}&checkin=${checkin}&nights=2&adult=1&child=0&baby=0`)).json()) as {
      rooms: Array<{ offers: Array<{ id: number }> }>;
    };
    const offer = answer.rooms.flatMap((room) => room.offers)[0];
    if (offer) return { checkin, checkout: addDays(checkin, 2) };
  }
  throw new Error(`no bookable stay at hotel ${hotelId}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s|$)`);
const dayNumber = (day: string) => String(Number(day.slice(8)));

/** The hotel page's dates field shows the stay (not the placeholder), once hydrated. */
async function expectDatesShown(page: Page, stay: { checkin: string; checkout: string }) {
  const field = page.getByRole('region', { name: 'Votre séjour dans cet hôtel' }).getByTestId('dates-field');
  await expectHydrated(field);
  await expect(field).not.toHaveText('Arrivée - Départ');
  await expect(field).toHaveText(new RegExp(`\\b${dayNumber(stay.checkin)}\\b.*\\b${dayNumber(stay.checkout)}\\b`));
}

test.describe('links to a hotel keep the stay', () => {
  test('results → drawer → hotel page: the dates field shows the stay and the rooms are priced for it; a nearby hotel keeps it', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const hotel = hotelFor(testInfo);
    const stay = await bookableStay(request, hotel.id);
    const stayHash = `checkin=${stay.checkin}&checkout=${stay.checkout}&night=2&a=1`;

    await page.goto(`${href.search(LOCALE, { flow: 'booking' })}#hotelId=${hotel.id}&${stayHash}`);
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-hydrated', 'true');
    // The page's first results are the path's (cached for every visitor); the hash's search replaces them once
    // hydrated: wait until it has landed, or a click may meet a card of the list being replaced.
    await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
    // The card of that hotel (the list may hold others around it): its link to the hotel's other offers.
    const card = page.getByTestId('search-results').getByTestId('offer-card').filter({ hasText: hotel.label }).filter({ has: page.getByTestId('card-other-offers') }).first();
    await card.getByTestId('card-other-offers').click();
    const link = page.getByTestId('hotel-offers-drawer').getByTestId('hotel-offers-hotel-page');
    await expect(link).toBeVisible();
    await link.click();

    await expectLanded(page, heading(hotel.label));
    await expectDatesShown(page, stay);
    const offers = page.getByTestId('hotel-offers');
    await expect(offers).toHaveAttribute('data-state', 'rooms');
    // Priced for the stay, not from-prices: the first offer shown (on a phone a room shows its first offer and folds the others).
    await expect(offers.getByTestId('room-offer-price').first()).toContainText('pour votre séjour');

    // A nearby hotel's link hands the same stay on (the server renders the plain path; the browser adds the hash).
    const nearby = page.getByTestId('nearby-hotel').first();
    await expect(nearby).toHaveAttribute('href', new RegExp(`#${escapeRegExp(stayHash)}$`));
    const ref = decodeURIComponent(/\/hotel\/([^#?]+)/.exec((await nearby.getAttribute('href'))!)![1]!);
    const neighbour = catalogue.hotels.find((candidate) => candidate.uri === ref || String(candidate.id) === ref)!;
    expect(neighbour.id).not.toBe(hotel.id);
    await nearby.click();
    await expectLanded(page, heading(neighbour.label));
    await expect(page.getByTestId('hotel-page')).toHaveAttribute('data-hotel-id', String(neighbour.id));
    await expectDatesShown(page, stay);
  });
});
