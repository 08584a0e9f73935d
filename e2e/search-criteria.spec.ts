import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getCatalogue } from '../mocks/catalogue';
import { haversineKm } from '../mocks/search/distance';
import { POI_RADIUS_KM, POINTS_OF_INTEREST } from '../mocks/search/points-of-interest';
import { href } from '../src/routing/href';
import type { SearchFlow } from '../src/routing/route';
import { expectLanded } from './support/landed';

/**
 * The search criteria chain (issue 9 §2, §2b) from the URL to the results, in the desktop and
 * mobile projects: area and point searches, query links, facet counts equal to the results in
 * every flow, sort in the activity, box and beneficiary flows, bad list values, and the hotel
 * flow without a hotel. The simulator's catalogue is deterministic: the tests read it to know
 * where a hotel is.
 */
const catalogue = getCatalogue();
const LOCALE = 'fr_FR';
const ALL = href.search(LOCALE, { flow: 'booking' });
const PARIS = { lat: 48.8566, lng: 2.3522 };
/** Activity-only products are in the south (Marseille, Nice, Avignon…), none in Paris. */
const MARSEILLE = { lat: 43.2965, lng: 5.3698 };

const results = (page: Page) => page.getByTestId('search-results');
const cards = (page: Page) => page.getByTestId('results-grid').locator('[data-card-id]');

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

/** The number the results count shows ("283 offres"). */
async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('results-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, '')) || 0;
}

/** The cities of the hotels of the cards shown (card ids are package ids in these flows). */
async function shownHotels(page: Page) {
  const ids = (await cards(page).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-card-id'))))).filter(Boolean);
  expect(ids.length).toBeGreaterThan(0);
  return ids.map((id) => {
    const hotel = catalogue.index.hotelById.get(catalogue.index.packageById.get(id)?.hotelId ?? 0);
    if (!hotel) throw new Error(`card ${id} is no package of the catalogue`);
    return { hotel, city: catalogue.index.cityById.get(hotel.cityId) };
  });
}

const cardIds = (page: Page) => cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card-id')));

/** What the filter panels count for a page's criteria: the facets BFF, the call the panels make. */
async function facetsCount(request: APIRequestContext, flow: SearchFlow, hash: string, boxCode?: string): Promise<number> {
  const response = await request.get('/api/search/facets', { params: { locale: LOCALE, flow, hash, ...(boxCode ? { boxCode } : {}) } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { resultsCount: number }).resultsCount;
}

test.describe('search criteria', () => {
  test('a region search lists the hotels of its cities under its name', async ({ page }) => {
    await openHydrated(page, `${ALL}#region=ile-de-france`);
    await expectLanded(page, 'Week-ends à Île-de-France');
    for (const { city } of await shownHotels(page)) expect(city?.region.id).toBe('ile-de-france');
  });

  test('a department search lists the hotels of its cities under its name', async ({ page }) => {
    await openHydrated(page, `${ALL}#department=69`);
    await expectLanded(page, 'Week-ends à Rhône');
    for (const { city } of await shownHotels(page)) expect(city?.department.id).toBe('69');
  });

  test(`a point of interest search lists the hotels within ${POI_RADIUS_KM} km, nearest first when sorted by distance`, async ({ page }) => {
    const eiffel = POINTS_OF_INTEREST.find((poi) => poi.id === 'tour-eiffel');
    if (!eiffel) throw new Error('no Eiffel tower');
    await openHydrated(page, `${ALL}#poi=${eiffel.id}`);
    await expectLanded(page, 'Week-ends à Tour Eiffel');
    for (const { hotel } of await shownHotels(page)) expect(haversineKm(eiffel.lat, eiffel.lng, hotel.lat, hotel.lng)).toBeLessThanOrEqual(POI_RADIUS_KM);
  });

  test('a query link on a city page lands on the filtered, sorted results with its values in the hash', async ({ page }) => {
    // Nice has stays under 150 € in the simulator's catalogue (Paris has none: its page would show suggestions).
    await page.goto(`${href.search(LOCALE, { city: 'nice' })}?priceMax=15000&sort=priceAsc`);
    await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
    await expect(page).toHaveURL(/\/fr-fr\/ville\/nice#sort=priceAsc&priceMax=15000$/);
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    await expectLanded(page, 'Week-ends à Nice');
    await expect(page.getByTestId('no-results')).toHaveCount(0);
    const prices = (await page.getByTestId('card-sell-price').allTextContents()).map((price) => Number(price.replace(/,\d+/, '').replace(/\D/g, '')));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(150);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const { city } of await shownHotels(page)) expect(city?.id).toBe('nice');
  });

  test('the facets count what the page lists, in every flow', async ({ page, request }) => {
    const hotel = catalogue.hotels.find((candidate) => candidate.active && candidate.cityId === 'paris' && candidate.packageIds.length > 2);
    const box = catalogue.boxes.find((candidate) => candidate.packageIds.length > 10);
    if (!hotel || !box) throw new Error('no hotel or box');
    const cases: Array<{ flow: SearchFlow; path: string; hash: string; boxCode?: string }> = [
      { flow: 'booking', path: ALL, hash: 'stars[]=4&region=ile-de-france' },
      { flow: 'gifting', path: href.search(LOCALE, { flow: 'gifting' }), hash: 'giftFormat=physical' },
      { flow: 'activity', path: href.search(LOCALE, { flow: 'activity' }), hash: `lat=${MARSEILLE.lat}&lng=${MARSEILLE.lng}&distanceMax=300` },
      { flow: 'hotel', path: href.search(LOCALE, { flow: 'hotel' }), hash: `hotel=${hotel.id}` },
      { flow: 'box', path: href.search(LOCALE, { flow: 'box', code: box.code }), hash: 'stars[]=4', boxCode: box.code },
    ];
    for (const { flow, path, hash, boxCode } of cases) {
      await openHydrated(page, `${path}#${hash}`);
      await expect(page, flow).toHaveURL(new RegExp(`#${hash.replace(/[[\]]/g, '\\$&')}`));
      const shown = await shownCount(page);
      expect(shown, flow).toBeGreaterThan(0);
      expect(await facetsCount(request, flow, hash, boxCode), flow).toBe(shown);
    }
  });

  test('the activity, box and beneficiary flows follow the chosen sort', async ({ page }) => {
    const box = catalogue.boxes.find((candidate) => candidate.packageIds.length > 10);
    if (!box) throw new Error('no box');
    // A ring keeps the beneficiary search (every gift stay of the catalogue) small.
    const searches = [
      `${href.search(LOCALE, { flow: 'activity' })}#lat=${MARSEILLE.lat}&lng=${MARSEILLE.lng}`,
      `${href.search(LOCALE, { flow: 'box', code: box.code })}#lat=${PARIS.lat}&lng=${PARIS.lng}`,
      `${href.search(LOCALE, { flow: 'beneficiary' })}#lat=${PARIS.lat}&lng=${PARIS.lng}&distanceMax=200`,
    ];
    for (const path of searches) {
      await openHydrated(page, path);
      const byQuality = await cardIds(page);
      expect(byQuality.length, path).toBeGreaterThan(1);
      await page.getByTestId('open-sort').click();
      await page.getByTestId('sort-drawer').getByRole('radio', { name: 'Proximité' }).click();
      await expect(page.getByTestId('sort-drawer')).toBeHidden();
      await expect(page).toHaveURL(/sort=distance/);
      await expect.poll(() => cardIds(page), { message: path }).not.toEqual(byQuality);
    }
  });

  test('unknown list values are dropped: the default results show', async ({ page }) => {
    await openHydrated(page, ALL);
    const defaults = await shownCount(page);
    expect(defaults).toBeGreaterThan(0);
    await openHydrated(page, `${ALL}#facilities[]=%3Cscript%3Ealert(1)%3C%2Fscript%3E&hotelTypes[]=%FF&tags[]=a%20b`);
    await expectLanded(page, 'Tous nos week-ends');
    expect(await shownCount(page)).toBe(defaults);
    await expect(page.getByTestId('no-results')).toHaveCount(0);
  });

  test('the hotel flow without a hotel goes to the booking search with the same criteria', async ({ page }) => {
    await page.goto(`${href.search(LOCALE, { flow: 'hotel' })}#priceMax=20000`);
    await expect(page).toHaveURL(new RegExp(`${ALL}#priceMax=20000$`));
    await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
    await expectLanded(page, 'Tous nos week-ends');
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    expect(await shownCount(page)).toBeGreaterThan(0);
  });
});
