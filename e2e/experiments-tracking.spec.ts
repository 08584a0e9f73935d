import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SIMULATOR_ORIGIN } from './support/simulator';
import { reachForResults } from './support/search-results';
import { assignAutoDiscount } from './support/experiments';

/**
 * Experiments, tracking and prefetch (issue 9 §2, §2b), desktop project: the visitor's one
 * variation activation, the automatic extra discount on cards, the data layer's list events, the
 * query tracking values, no server payload prefetched before intent, no console error.
 */
// Several journeys a test, on a shared two-core machine: three times the default budget.
test.beforeEach(() => test.slow());

const COOKIE = 'escapade_experiments';
const results = (page: Page) => page.getByTestId('search-results');

async function hydratedResults(page: Page, path: string) {
  await page.goto(path);
  await reachForResults(page, { timeout: 20_000 });
}

async function assignment(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value;
}

const assign = assignAutoDiscount;

type DataLayerEntry = { event?: string; ecommerce?: { currency: string; adults: number; nights: number; items: Array<{ item_id: string; price: number; index: number }> } };
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((entry) => entry.event));

test('a visitor is assigned once: the same variations after a reload, one activation call', { tag: '@any-device' }, async ({ page, context }) => {
  const activations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/experiments/activate')) activations.push(request.method());
  });
  await page.goto('/fr-fr');
  await expect.poll(() => assignment(context), { timeout: 20_000 }).toMatch(/^v1\.[0-9a-f-]{36}\.autoDiscount~(control|variation)_dates~(off|forced|suggested)$/);
  const first = await assignment(context);
  await page.reload();
  await expect(page.getByTestId('footer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await assignment(context)).toBe(first);
  expect(activations).toEqual(['POST']);
});

test('the automatic extra discount shows on cards for an assigned visitor in booking, not for control, never in gifting', { tag: '@any-device' }, async ({ page, context, request }) => {
  // The first results page with a discounted stay, found through the results route itself.
  let pageNumber = 0;
  let discountedId: string | undefined;
  while (discountedId === undefined && pageNumber < 6) {
    pageNumber += 1;
    const answer = await (await request.get(`/api/search?locale=fr_FR&flow=booking&hash=${encodeURIComponent(pageNumber > 1 ? `page=${pageNumber}` : '')}`)).json();
    discountedId = (answer.items as Array<{ card: { id: number; autoDiscount: unknown } }>).find((item) => item.card.autoDiscount)?.card.id.toString();
  }
  expect(discountedId).toBeDefined();
  const path = `/fr-fr/recherche${pageNumber > 1 ? `#page=${pageNumber}` : ''}`;

  // The discount's line is the server's, shown by the stylesheet under the document's mark of the
  // variation: the results' island is not needed for it (on a first page it is not even loaded).
  await assign(context, 'variation');
  await page.goto(path);
  await expect(page.locator(`[data-card-id="${discountedId}"]`).getByTestId('auto-discount')).toBeVisible();
  if (pageNumber === 1) await expect(results(page)).toHaveAttribute('data-hydrated', 'false');

  await assign(context, 'control');
  await hydratedResults(page, path);
  await expect(page.locator(`[data-card-id="${discountedId}"]`)).toBeVisible();
  await expect(page.getByTestId('auto-discount').filter({ visible: true })).toHaveCount(0);

  await assign(context, 'variation');
  await hydratedResults(page, '/fr-fr/recherche-cadeau');
  await expect(page.locator('[data-card-id]').first()).toBeVisible();
  await expect(page.getByTestId('auto-discount')).toHaveCount(0);
});

test("the product page shows its automatic discount to an assigned visitor, not to control, never in gifting", { tag: '@any-device' }, async ({ page, context }) => {
  // 100002 is one of the simulator's discounted stays (every seventh package id).
  const product = '/fr-fr/sejour/100002';
  await assign(context, 'variation');
  await page.goto(product);
  await expect(page.getByTestId('product-auto-discount')).toHaveText(/de réduction en plus, appliquée automatiquement \(EXTRA5\)/);
  await assign(context, 'control');
  await page.goto(product);
  await expect(page.getByTestId('product-header')).toBeVisible();
  await expect(page.locator('[data-testid="booking-panel"][data-hydrated="true"]')).toBeVisible();
  await expect(page.getByTestId('product-auto-discount')).toHaveCount(0);
  await assign(context, 'variation');
  await page.goto(`${product}?flow=gifting`);
  await expect(page.getByTestId('product-header')).toBeVisible();
  await expect(page.getByTestId('product-auto-discount')).toHaveCount(0);
});

test('view_item_list when results show, select_item on a card click (euros, EUR, 2 adults, 1 night)', { tag: '@any-device' }, async ({ page }) => {
  // The page the server sent is tracked with the page, before (and without) the results' island.
  await page.goto('/fr-fr/ville/paris');
  await expect.poll(async () => (await dataLayer(page)).some((entry) => entry.event === 'view_item_list'), { timeout: 20_000 }).toBe(true);
  await expect(results(page)).toHaveAttribute('data-hydrated', 'false');
  const list = (await dataLayer(page)).find((entry) => entry.event === 'view_item_list')!;
  expect(list.ecommerce).toMatchObject({ currency: 'EUR', adults: 2, nights: 1 });
  expect(list.ecommerce!.items.length).toBeGreaterThan(0);
  expect(list.ecommerce!.items[0]!.index).toBe(0);

  const card = page.locator('[data-card-id]').first();
  const id = await card.getAttribute('data-card-id');
  // A ctrl-click opens the product in a new tab: this page stays, and its data layer with it.
  const opened = page.context().waitForEvent('page');
  await card.getByRole('link').first().click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();
  const selected = (await dataLayer(page)).filter((entry) => entry.event === 'select_item');
  expect(selected).toHaveLength(1);
  expect(selected[0]!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ item_id: id }] });
  expect(selected[0]!.ecommerce!.items[0]!.price).toBe(list.ecommerce!.items[0]!.price);
});

test('a TripAdvisor refid from a landing link is kept for the next pages', { tag: '@any-device' }, async ({ page }) => {
  await page.goto('/fr-fr?refid=TA-e2e-42');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('escapade_query_tracking')), { timeout: 20_000 }).toContain('"value":"TA-e2e-42"');
  await page.goto('/fr-fr/ville/paris');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('escapade_query_tracking')))!);
  expect(stored.tripadvisorRefId.value).toBe('TA-e2e-42');
});

test('the home prefetches no other page until a link is hovered, then only that one', { tag: '@any-device' }, async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc') && url.pathname !== '/fr-fr') prefetched.push(url.pathname);
  });
  await page.goto('/fr-fr');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(prefetched).toEqual([]);

  const ideas = page.getByTestId('top-bar').locator('a[href="/fr-fr/idees"]');
  await ideas.hover();
  await expect.poll(() => prefetched, { timeout: 20_000 }).toContain('/fr-fr/idees');
  // Every link is prefetched on intent only, one page per hover: the gift card page, then contact.
  await page.getByTestId('top-bar').locator('a[href$="/carte-cadeau"]').hover();
  await expect.poll(() => prefetched, { timeout: 20_000 }).toContain('/fr-fr/carte-cadeau');
  expect(prefetched.filter((path) => path !== '/fr-fr/idees' && path !== '/fr-fr/carte-cadeau')).toEqual([]);
  await page.getByRole('banner').locator('a[href="/fr-fr/contact"]').hover();
  await expect.poll(() => prefetched, { timeout: 20_000 }).toContain('/fr-fr/contact');
  expect(prefetched.filter((path) => !['/fr-fr/idees', '/fr-fr/carte-cadeau', '/fr-fr/contact'].includes(path))).toEqual([]);
});

test('no console error on the home, a search page and a content page', { tag: '@any-device' }, async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const index = await (await request.get(`${SIMULATOR_ORIGIN}/cms/api/cms/pages?locale=fr_FR`)).json();
  for (const path of ['/fr-fr', '/fr-fr/ville/paris', `/fr-fr/${index.pages[0].id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
