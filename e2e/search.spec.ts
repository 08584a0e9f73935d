import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { injectFault } from './support/simulator';

/**
 * The search results page (issue 4): server-rendered first page, the hash driving filters, sort and
 * pages, back/forward, bad hashes, a failing facets call, the map and the hotel offers drawer, in the
 * desktop and mobile projects.
 */
const CITY_PAGE = '/fr-fr/ville/paris';
const GIFT_PAGE = '/fr-fr/recherche-cadeau';

const results = (page: Page) => page.getByTestId('search-results');
const cards = (page: Page) => page.getByTestId('results-grid').locator('li').filter({ has: page.locator('a[href]') });
const count = (page: Page) => page.getByTestId('results-count');

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

/** The number the results count shows ("42 offres"). */
async function shownCount(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? '';
  const match = /\d[\d\s  ]*/.exec(text);
  return match ? Number(match[0].replace(/\D/g, '')) : 0;
}

test.describe('search results', () => {
  test('server-renders the first page of a city with links to the product pages (no JS needed)', async ({ request }) => {
    const response = await request.get(CITY_PAGE);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toMatch(/Week-ends à Paris/);
    const productLinks = [...html.matchAll(/href="(\/fr-fr\/sejour\/\d+[^"]*)"/g)].map((match) => match[1]);
    expect(productLinks.length).toBeGreaterThanOrEqual(12);
  });

  test('sorts, pages, and back/forward restore each step', async ({ page }) => {
    await openHydrated(page, CITY_PAGE);
    const total = await shownCount(page);
    expect(total).toBeGreaterThan(12);

    await page.getByTestId('open-sort').click();
    const drawer = page.getByTestId('sort-drawer');
    await drawer.getByRole('radio', { name: 'Prix le plus bas' }).check();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#sort=priceAsc$/);
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    const firstSorted = await cards(page).first().textContent();

    await page.getByTestId('pagination').getByRole('link', { name: 'Aller à la page 2' }).click();
    await expect(page).toHaveURL(/sort=priceAsc&page=2$/);
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Aller à la page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('pagination')).toContainText(`13 - 24 résultats sur ${total}`);

    await page.goBack();
    await expect(page).toHaveURL(/#sort=priceAsc$/);
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Aller à la page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toHaveText(firstSorted ?? '');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${CITY_PAGE}$`));
    await page.goForward();
    await expect(page).toHaveURL(/#sort=priceAsc$/);
  });

  test('a hash of garbage renders the defaults, never an error', async ({ page }) => {
    await openHydrated(page, CITY_PAGE);
    const total = await shownCount(page);
    await page.goto(`${CITY_PAGE}#a=lots&c=-2&sort=zzz&page=-4&priceMin=abc&stars[]=9&checkin=2020-13-45&%%%=1`);
    await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    expect(await shownCount(page)).toBe(total);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week-ends à Paris');
  });

  test('an unknown city says so and suggests stays', async ({ page }) => {
    const response = await page.goto('/fr-fr/ville/atlantide');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('no-results')).toContainText('Aucun résultat exact trouvé');
    await expect(page.getByTestId('suggestion-banner')).toBeVisible();
    await expect(page.getByTestId('suggestions-grid').locator('li').first()).toBeVisible();
  });

  test('a failing search leaves a clean page with no results', async ({ page, request }) => {
    const remove = await injectFault(request, { path: '/search/search.json', fault: 'status=503', contains: 'it_IT' });
    try {
      const response = await page.goto('/it-it/citta/roma');
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('no-results')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await remove();
    }
  });

  test('gifting lists gift stays with the gift card banner', async ({ page }) => {
    await openHydrated(page, GIFT_PAGE);
    await expect(page.getByTestId('gift-card-banner')).toBeVisible();
    expect(await shownCount(page)).toBeGreaterThan(0);
  });
});
