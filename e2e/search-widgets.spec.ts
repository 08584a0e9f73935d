import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, siteToday } from './support/clock';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';
import { reachForResults } from './support/search-results';

/**
 * The search widgets as a new visitor meets them (issue 9 §2), desktop and mobile: the sort drawer,
 * the activity participants, the distance options, the hotel offers drawer without availability,
 * the map's own controls, half stars under axe, and layouts measured with bounding boxes.
 */
const CITY = '/fr-fr/ville/paris';
const ACTIVITIES = '/fr-fr/activites';

// Each test is short on a quiet machine; these are ceilings for a machine shared by several builds.
test.describe.configure({ timeout: 60_000 });
const HYDRATION = { timeout: 20_000 };

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await reachForResults(page, HYDRATION);
}

async function box(locator: Locator) {
  const measured = await locator.boundingBox();
  if (!measured) throw new Error('not laid out');
  return measured;
}

/** An ISO day `days` after the site's today (the hash refuses past check-ins). */
function dayFromNow(days: number): string {
  return addDays(siteToday(), days);
}

test.describe('search widgets', () => {
  test("'Trier par' is a bottom drawer at every size", async ({ page, isMobile }) => {
    await openHydrated(page, CITY);
    await page.getByTestId('open-sort').click();
    const drawer = page.getByTestId('sort-drawer');
    await expect(drawer.getByRole('heading', { name: 'Trier par' })).toBeVisible();
    // The drawer's own animations (the cards' badges rotate for ever).
    await expect.poll(() => drawer.evaluate((element) => element.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'))).toBe(true);
    const viewport = page.viewportSize()!;
    const sheet = await box(drawer);
    expect(Math.abs(sheet.y + sheet.height - viewport.height)).toBeLessThanOrEqual(1);
    expect(sheet.y).toBeGreaterThan(viewport.height / 4);
    if (!isMobile) {
      // Centred, not a side panel.
      expect(Math.abs(sheet.x + sheet.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
      expect(sheet.width).toBeLessThan(viewport.width);
    }
  });

  test('the activity search box chooses 1 or 2 participants and searches with a', async ({ page, isMobile }) => {
    await page.goto(ACTIVITIES);
    let scope: Locator;
    if (isMobile) {
      await page.locator('main button[aria-haspopup="dialog"]:visible').first().click();
      scope = page.getByRole('dialog');
    } else {
      await page.locator('main').getByRole('button', { name: /Participants/ }).click();
      scope = page.getByRole('dialog', { name: 'Participants' });
    }
    await expect(scope.getByText('De 1 à 2 participants')).toBeVisible();
    await expect(scope.getByText('Un cadeau est prévu pour 2 adultes')).toHaveCount(0);
    await expect(scope.getByRole('button', { name: 'Ajouter un participant' })).toBeDisabled();
    await scope.getByRole('button', { name: 'Retirer un participant' }).click();
    await expect(scope.getByRole('button', { name: 'Retirer un participant' })).toBeDisabled();
    await expect(scope.getByTestId('participants-count')).toHaveText('1');
    if (!isMobile) {
      await scope.getByRole('button', { name: 'Valider' }).click();
      await expect(page.locator('main').getByRole('button', { name: /1 participant$/ })).toBeVisible();
    }
    await (isMobile ? scope : page.locator('main')).getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr-fr\/activites.*#a=1$/);
    await expectLanded(page, /^Activités/);
  });

  test('the distance filter offers 100, 200 and 300 km', async ({ page, isMobile }) => {
    await openHydrated(page, CITY);
    let scope: Locator;
    if (isMobile) {
      await page.getByTestId('open-filters').click();
      scope = page.getByTestId('filters-modal').getByTestId('filter-distance');
    } else {
      await page.getByTestId('filter-trigger-distance').click();
      scope = page.getByTestId('filter-panel-distance');
    }
    const options = scope.getByRole('radio');
    // The section's code loads with the first opened panel.
    await expect(options).toHaveCount(3, HYDRATION);
    await expect(scope.locator('label')).toHaveText(['100 km', '200 km', '300 km']);
    // The radio covers its label (a segmented control): the visitor's click lands on it.
    await scope.getByRole('radio', { name: '300 km' }).click();
    await expect(scope.getByRole('radio', { name: '300 km' })).toBeChecked();
    await expect(scope.getByTestId('distance-label')).toHaveText('À moins de 300 km de Paris');
    if (isMobile) await page.getByTestId('filters-modal').getByRole('button', { name: 'Valider' }).click();
    else await scope.getByTestId('view-offers').click();
    await expect(page).toHaveURL(/distanceMax=300/);
    await expect(page).toHaveURL(/distanceMin=0/);
    await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
  });

  test("the hotel offers drawer: no availability on the dates, 'Voir toutes les offres' clears them", async ({ page }) => {
    const checkin = dayFromNow(40);
    const checkout = dayFromNow(42);
    // Nothing is available on these dates: the drawer's BFF answers no package while dates are asked.
    await page.route('**/api/hotel-offers?**', (route) =>
      new URL(route.request().url()).searchParams.has('checkin') ? route.fulfill({ json: { hotelId: 1, main: null, others: [] } }) : route.continue(),
    );
    await openHydrated(page, `${CITY}#checkin=${checkin}&checkout=${checkout}`);
    await page.getByTestId('card-other-offers').first().click();
    const drawer = page.getByTestId('hotel-offers-drawer');
    await expect(drawer.getByText('Désolé, aucune disponibilité à vos dates.')).toBeVisible();
    // The title has a row of its own under 'Retour à la recherche' (it was squeezed into four lines).
    const title = await box(drawer.getByRole('heading', { level: 2 }));
    const back = await box(drawer.getByRole('button', { name: 'Retour à la recherche' }));
    expect(title.y).toBeGreaterThanOrEqual(back.y + back.height - 1);
    expect(title.width).toBeGreaterThan((await box(drawer)).width * 0.7);
    await drawer.getByRole('button', { name: 'Voir toutes les offres' }).click();
    await expect(page).not.toHaveURL(/checkin=/);
    await expect(drawer.getByTestId('hotel-offer').first()).toBeVisible();
    await expect(drawer.getByText('Désolé, aucune disponibilité à vos dates.')).toHaveCount(0);
  });

  test("the map's zoom buttons and credit line are in French; the refresh button sits above the map", async ({ page }) => {
    await openHydrated(page, CITY);
    await page.getByTestId('open-map').click();
    const modal = page.getByTestId('map-modal');
    await expect(modal.locator('.leaflet-marker-icon').first()).toBeVisible(HYDRATION);
    await expect(modal.getByRole('button', { name: 'Zoomer', exact: true })).toHaveAttribute('title', 'Zoomer');
    await expect(modal.getByRole('button', { name: 'Dézoomer', exact: true })).toBeVisible();
    await expect(modal.locator('.leaflet-control-attribution a[href="https://leafletjs.com"]')).toHaveAttribute('title', 'Une bibliothèque JavaScript de cartes interactives');
    await expect(modal).not.toContainText(/Zoom in|Zoom out|A JavaScript library/);
    await modal.locator('.leaflet-container').focus();
    await page.keyboard.press('ArrowLeft');
    const refresh = modal.getByTestId('map-refresh');
    await expect(refresh).toBeVisible();
    const map = await box(modal.locator('.leaflet-container'));
    expect((await box(refresh)).y + (await box(refresh)).height).toBeLessThanOrEqual(map.y + 1);
  });

  test('a page of hotels with half stars has no serious axe violation', async ({ page }) => {
    // A full-page axe analysis takes most of it on a loaded machine (as in search.spec.ts).
    test.setTimeout(90_000);
    await openHydrated(page, '/fr-fr/ville/seville');
    // The page must show half stars, or this would not test their colour.
    await expect(page.getByTestId('results-grid').getByText(/½/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('layouts: price fields inside their panel, search fields aligned, action bar on one line', async ({ page, isMobile }) => {
    await openHydrated(page, CITY);
    if (isMobile) {
      // The action bar (Filtrer, Carte, Trier) stays on one line.
      const tops = await Promise.all(['open-filters', 'open-map', 'open-sort'].map(async (id) => (await box(page.getByTestId(id))).y));
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
      return;
    }
    // Dates field: the same top and height as the destination field beside it.
    const bar = page.locator('main form[role="search"]');
    const destination = await box(bar.getByRole('combobox'));
    const dates = await box(bar.getByTestId('dates-field'));
    expect(Math.abs(dates.y - destination.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(dates.height - destination.height)).toBeLessThanOrEqual(2);
    // Price: both fields inside the panel.
    await page.getByTestId('filter-trigger-price').click();
    const panel = page.getByTestId('filter-panel-price');
    const inner = await box(panel);
    for (const field of [panel.getByRole('textbox', { name: /Prix minimum/ }), panel.getByRole('textbox', { name: /Prix maximum/ })]) {
      const measured = await box(field);
      expect(measured.x).toBeGreaterThanOrEqual(inner.x);
      expect(measured.x + measured.width).toBeLessThanOrEqual(inner.x + inner.width);
    }
  });

  test('the home shows one row of links, and from its hero the calendar shows its month names, weekdays and arrows', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the mobile calendar is a full-screen modal');
    await page.goto('/fr-fr/');
    // One row of links: the top bar's; the CMS header repeating them is for screens without it.
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Coffrets cadeaux' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'À la une' })).toBeHidden();
    const form = page.locator('main form[role="search"]');
    const dates = form.getByTestId('dates-field');
    await expect(dates).toBeVisible();
    expect(Math.abs((await box(dates)).y - (await box(form.getByRole('combobox'))).y)).toBeLessThanOrEqual(2);
    await dates.click();
    const calendar = page.getByTestId('availability-calendar');
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('heading', { level: 3 }).first()).toBeInViewport({ ratio: 1 });
    await expect(calendar.getByRole('columnheader').first()).toBeInViewport({ ratio: 1 });
    await expect(calendar.getByRole('button', { name: 'Mois suivant' })).toBeInViewport({ ratio: 1 });
    await expect(calendar.getByRole('button', { name: 'Mois précédent' })).toBeInViewport({ ratio: 1 });
    // Inside the dropdown's box too, not scrolled out of it.
    const dropdown = await box(page.getByTestId('calendar-dropdown'));
    const header = await box(calendar.getByRole('heading', { level: 3 }).first());
    expect(header.y).toBeGreaterThanOrEqual(dropdown.y);
  });
});
