import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';
import { reachForResults } from './support/search-results';
import { assignAutoDiscount } from './support/experiments';

/**
 * The search results page (issue 4) in the desktop and mobile projects: server-rendered first page,
 * filters, sort, pages, map, the hotel offers drawer and a card, in booking and gifting; the hash
 * across back/forward; bad hashes; a failing facets or search call.
 */
const ALL = '/fr-fr/recherche';
const CITY = '/fr-fr/ville/paris';
const GIFTS = '/fr-fr/recherche-cadeau';

const results = (page: Page) => page.getByTestId('search-results');
const cards = (page: Page) => page.getByTestId('results-grid').locator('[data-card-id]');

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await reachForResults(page);
}

async function settled(page: Page) {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

/** The number the results count shows ("283 offres"). */
async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('results-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, '')) || 0;
}

/** Ticks the first facility that has offers (the list's counts follow the draft, so it is named). */
async function pickFacility(scope: Locator) {
  const option = scope.locator('label', { has: scope.page().locator('input:not([disabled])') }).first();
  const name = ((await option.textContent()) ?? '').replace(/\s*\(\d+\)\s*$/, '').trim();
  const box = scope.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await box.click();
  await expect(box).toBeChecked();
}

/** Price maximum then a facility, through the filter bar (desktop) or the Filters modal (mobile). */
async function filterByPriceAndFacility(page: Page, isMobile: boolean, maximum: string) {
  if (isMobile) {
    await page.getByTestId('open-filters').click();
    const modal = page.getByTestId('filters-modal');
    await modal.getByRole('textbox', { name: /Prix maximum/ }).fill(maximum);
    await pickFacility(modal.getByTestId('filter-facilities'));
    await modal.getByRole('button', { name: 'Valider' }).click();
    await expect(modal).toBeHidden();
    return;
  }
  await page.getByTestId('filter-trigger-price').click();
  const price = page.getByTestId('filter-panel-price');
  await price.getByRole('textbox', { name: /Prix maximum/ }).fill(maximum);
  await price.getByTestId('view-offers').click();
  await expect(price).toBeHidden();
  await settled(page);
  await page.getByTestId('filter-trigger-facilities').click();
  const facilities = page.getByTestId('filter-panel-facilities');
  await pickFacility(facilities);
  await expect(facilities.getByTestId('view-offers')).toHaveText(/Voir \d+ offres?/);
  await facilities.getByTestId('view-offers').click();
  await expect(facilities).toBeHidden();
}

test.describe('search results', () => {
  test('server-renders the first page with links to the product pages (no JS needed)', { tag: '@any-device' }, async ({ request }) => {
    const response = await request.get(CITY);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Week-ends à Paris<\/h1>/);
    const links = [...html.matchAll(/href="(\/fr-fr\/sejour\/\d+[^"]*)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(html).toContain('data-testid="offer-card"');
    // One LCP candidate: the first card's picture alone is preloaded and fetched first.
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"[^>]*fetchPriority="high"/g)].map((match) => match[1]);
    expect(preloads).toHaveLength(1);
    expect(html.match(/<img[^>]*fetchPriority="high"[^>]*>/g)).toHaveLength(1);
    const firstCardPicture = html.slice(html.indexOf('data-testid="offer-card"')).match(/<img[^>]*src="([^"]+)"/)?.[1];
    expect(preloads[0]?.replace(/&amp;/g, '&')).toBe(firstCardPicture?.replace(/&amp;/g, '&'));
  });

  test('booking: filter by price and facility', async ({ page, isMobile }) => {
    await openHydrated(page, ALL);
    const total = await shownCount(page);
    expect(total).toBeGreaterThan(24);

    await filterByPriceAndFacility(page, isMobile, '200');
    await expect(page).toHaveURL(/priceMax=20000/);
    await expect(page).toHaveURL(/facilities\[\]=/);
    await expect(page).toHaveURL(/origin=searchBar/);
    await settled(page);
    expect(await shownCount(page)).toBeLessThan(total);
    for (const price of await page.getByTestId('card-sell-price').allTextContents()) {
      const euros = Number(price.replace(/,\d+/, '').replace(/\D/g, ''));
      expect(euros).toBeGreaterThan(0);
      expect(euros).toBeLessThanOrEqual(200);
    }
  });

  test('booking: sort, then the second page of the sorted results', async ({ page }) => {
    await openHydrated(page, `${ALL}#priceMax=20000`);
    const filtered = await shownCount(page);
    expect(filtered).toBeGreaterThan(12);
    await page.getByTestId('open-sort').click();
    await page.getByTestId('sort-drawer').getByRole('radio', { name: 'Prix le plus bas' }).click();
    await expect(page.getByTestId('sort-drawer')).toBeHidden();
    await expect(page).toHaveURL(/sort=priceAsc/);
    await settled(page);
    const prices = async () =>
      (await page.getByTestId('card-sell-price').allTextContents()).map((price) => Number(price.replace(/,\d+/, '').replace(/\D/g, '')));
    const firstPage = await prices();
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

    await page.getByTestId('pagination').getByRole('link', { name: 'Aller à la page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    await expect(page.getByTestId('pagination')).toContainText(`13 - ${Math.min(24, filtered)} résultats sur ${filtered}`);
    expect(Math.min(...(await prices()))).toBeGreaterThanOrEqual(Math.max(...firstPage));
  });

  test('booking: the map, a marker and its offer card', async ({ page }) => {
    await openHydrated(page, ALL);
    await page.getByTestId('open-map').click();
    const map = page.getByTestId('map-modal');
    await expect(map).toBeVisible();
    const marker = map.locator('.leaflet-marker-icon').first();
    await expect(marker).toBeVisible();
    // A cluster zooms in; a price marker opens its card. Markers are clicked where the map shows them.
    for (let attempt = 0; attempt < 6 && (await map.getByTestId('map-result-card').count()) === 0; attempt += 1) {
      const visible = await map.locator('.leaflet-marker-icon').evaluateAll((markers) => {
        const frame = document.querySelector('[data-testid="map-frame"]')?.getBoundingClientRect();
        if (!frame) return -1;
        return markers.findIndex((marker) => {
          const box = marker.getBoundingClientRect();
          return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
        });
      });
      expect(visible).toBeGreaterThanOrEqual(0);
      const clicked = await map.locator('.leaflet-marker-icon').nth(visible).elementHandle();
      await clicked!.click();
      // A cluster's marker leaves the map once it has zoomed in; a price marker opens the card.
      await expect
        .poll(async () => (await map.getByTestId('map-result-card').count()) > 0 || !(await clicked!.evaluate((element) => element.isConnected)))
        .toBe(true);
      await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
    }
    await expect(map.getByTestId('map-result-card')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(map).toBeHidden();
  });

  test("booking: a hotel's other offers in the drawer, and back to the search", async ({ page }) => {
    await openHydrated(page, ALL);
    await page.getByTestId('card-other-offers').first().click();
    const drawer = page.getByTestId('hotel-offers-drawer');
    await expect(drawer.getByTestId('hotel-offer').first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Retour à la recherche' }).click();
    await expect(drawer).toBeHidden();
  });

  test('booking: a card leads to its product page', async ({ page }) => {
    await openHydrated(page, ALL);
    const link = cards(page).first().getByRole('link').first();
    const href = await link.getAttribute('href');
    // No dates and the default party: the hotel hash codec leaves them out, so the link has no hash.
    expect(href).toMatch(/^\/fr-fr\/sejour\/\d+\/[a-z0-9-]+$/);
    const hotel = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page.getByTestId('product-header')).toBeVisible();
    await expectLanded(page, /\S/);
    await expect(page.getByTestId('product-header')).toContainText(hotel);
  });

  test('gifting: gift stays, gift-only sorts, the gift card banner, filters and a card without hash', async ({ page, isMobile }) => {
    await openHydrated(page, GIFTS);
    await expect(page.getByTestId('gift-card-banner')).toBeVisible();
    const total = await shownCount(page);
    expect(total).toBeGreaterThan(0);
    await expect(cards(page).first()).toContainText('Voir le cadeau');
    await filterByPriceAndFacility(page, isMobile, '150');
    await expect(page).toHaveURL(/priceMax=15000/);
    await settled(page);
    await page.getByTestId('open-sort').click();
    const sorts = page.getByTestId('sort-drawer').getByRole('radio');
    await expect(sorts).toHaveCount(3);
    await page.getByTestId('sort-drawer').getByRole('radio', { name: 'Prix du cadeau : croissant' }).click();
    await expect(page).toHaveURL(/sort=svPriceAsc/);
    await settled(page);
    const href = await cards(page).first().getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/fr-fr\/sejour\/\d+\/[a-z0-9-]+\?flow=gifting$/);
  });

  test('back and forward restore the hash state', async ({ page }) => {
    await openHydrated(page, ALL);
    const firstPage = await cards(page).first().getAttribute('data-card-id');
    await page.getByTestId('open-sort').click();
    await page.getByTestId('sort-drawer').getByRole('radio', { name: 'Prix le plus bas' }).click();
    await expect(page).toHaveURL(/#sort=priceAsc$/);
    await settled(page);
    const sorted = await cards(page).first().getAttribute('data-card-id');
    await page.getByTestId('pagination').getByRole('link', { name: 'Aller à la page 2', exact: true }).click();
    await expect(page).toHaveURL(/#sort=priceAsc&page=2$/);
    await settled(page);
    await page.goBack();
    await expect(page).toHaveURL(/#sort=priceAsc$/);
    await settled(page);
    await expect(cards(page).first()).toHaveAttribute('data-card-id', sorted ?? '');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${ALL}$`));
    await settled(page);
    await expect(cards(page).first()).toHaveAttribute('data-card-id', firstPage ?? '');
    await page.goForward();
    await expect(page).toHaveURL(/#sort=priceAsc$/);
    await settled(page);
    await expect(cards(page).first()).toHaveAttribute('data-card-id', sorted ?? '');
  });

  test('a hash of garbage renders the defaults', async ({ page }) => {
    await openHydrated(page, CITY);
    const total = await shownCount(page);
    await page.goto(`${CITY}#a=lots&c=-2&sort=zzz&page=-4&priceMin=abc&stars[]=9&checkin=2020-13-45&%%%=1`);
    await page.reload();
    await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
    await settled(page);
    expect(await shownCount(page)).toBe(total);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week-ends à Paris');
  });

  test('the facets call failing leaves the page usable', async ({ page, isMobile, simulator }) => {
    const remove = await simulator.injectFault({ path: '/search/facets.json', fault: 'status=503', contains: 'nl_BE' });
    try {
      await openHydrated(page, '/nl-be/zoeken');
      if (isMobile) {
        await page.getByTestId('open-filters').click();
        const modal = page.getByTestId('filters-modal');
        await expect(modal.getByText('Geen keuze beschikbaar voor deze zoekopdracht').first()).toBeVisible();
        await modal.getByRole('textbox', { name: /Maximumprijs/ }).fill('150');
        await modal.getByRole('button', { name: 'Bevestigen' }).click();
      } else {
        await page.getByTestId('filter-trigger-facilities').click();
        await expect(page.getByTestId('filter-panel-facilities').getByText('Geen keuze beschikbaar voor deze zoekopdracht')).toBeVisible();
        await page.keyboard.press('Escape');
        await page.getByTestId('filter-trigger-price').click();
        const price = page.getByTestId('filter-panel-price');
        await price.getByRole('textbox', { name: /Maximumprijs/ }).fill('150');
        await expect(price.getByTestId('view-offers')).toHaveText('Bekijk de aanbiedingen');
        await price.getByTestId('view-offers').click();
      }
      await expect(page).toHaveURL(/priceMax=15000/);
      await settled(page);
      expect(await shownCount(page)).toBeGreaterThan(0);
    } finally {
      await remove();
    }
  });

  test('an unknown city says so and suggests stays; a failing search shows a clean empty page', async ({ page, simulator }) => {
    const response = await page.goto('/fr-fr/ville/atlantide');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('no-results')).toContainText('Aucun résultat exact trouvé');
    await expect(page.getByTestId('suggestion-banner')).toBeVisible();
    await expect(page.getByTestId('suggestions-grid').locator('[data-card-id]').first()).toBeVisible();
    const remove = await simulator.injectFault({ path: '/search/search.json', fault: 'status=503', contains: 'it_IT' });
    try {
      expect((await page.goto('/it-it/ricerca'))?.status()).toBe(200);
      await expect(page.getByTestId('no-results')).toContainText('Nessun risultato esatto trovato');
    } finally {
      await remove();
    }
  });

  test("the action bar's Map button, and on desktop a 'See on the map' button, open the map", async ({ page, isMobile }) => {
    await openHydrated(page, CITY);
    await expect(page.getByTestId('open-map')).toHaveText('Carte');
    const seeOnMap = page.getByTestId('see-on-map');
    if (isMobile) {
      await expect(seeOnMap).toBeHidden();
      return;
    }
    await expect(seeOnMap).toHaveText('Voir sur la carte');
    await seeOnMap.click();
    await expect(page.getByTestId('map-modal').getByRole('heading', { name: 'Les offres sur la carte' })).toBeVisible();
    await expect(page.getByTestId('map-modal').locator('.leaflet-marker-icon').first()).toBeVisible();
  });

  test('a failing map call shows the error banner in the map, the list stays', async ({ page, simulator }) => {
    // The map reads its points 100 at a time; the list's own call (12 a page) is not touched.
    const remove = await simulator.injectFault({ path: '/search/search.json', fault: 'status=503', contains: '"limit":100,"page":1,"locale":"es_ES"' });
    try {
      await openHydrated(page, '/es-es/busqueda');
      await expect(page.getByTestId('results-grid').locator('[data-card-id]').first()).toBeVisible();
      await page.getByTestId('open-map').click();
      const map = page.getByTestId('map-modal');
      await expect(map.getByRole('alert')).toHaveText('Se ha producido un error. Inténtalo de nuevo en un momento.');
      await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(map).toBeHidden();
      await expect(page.getByTestId('results-grid').locator('[data-card-id]').first()).toBeVisible();
    } finally {
      await remove();
    }
  });

  test('axe: no serious violation with the filters, sort, calendar and map open', async ({ page, isMobile }) => {
    // Four or five full-page analyses: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    await openHydrated(page, CITY);
    await expectNoSeriousA11yViolations(page);
    if (isMobile) {
      await page.getByTestId('open-filters').click();
      await expect(page.getByTestId('filters-modal')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
    } else {
      await page.getByTestId('filter-trigger-moreFilters').click();
      await expect(page.getByTestId('filter-panel-moreFilters')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await page.getByTestId('dates-field').first().click();
      await expect(page.getByTestId('availability-calendar')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('open-sort').click();
    await expect(page.getByTestId('sort-drawer')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('open-map').click();
    await expect(page.getByTestId('map-modal').locator('.leaflet-marker-icon').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/**
 * The results' island loads when the visitor reaches for the results (src/screens/search/results-on-intent.tsx):
 * until then the server's page stands in its place. What a visitor does before its code arrives is
 * not lost. The browser's code is held here until the test lets it through, as a slow network would.
 */
test.describe('search results before their code has arrived', () => {
  // A visitor the discount variation assigned gets the island with the page (results-load-now.ts).
  test.beforeEach(({ context }) => assignAutoDiscount(context, 'control'));

  /** From now on, every script the page asks for waits for `release`. */
  async function holdScripts(page: Page) {
    const asked: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      asked.push(route.request().url());
      await gate;
      await route.continue();
    });
    return { asked, release };
  }

  test('a client navigation to a search page asks for the results’ code beside its loader’s, then lands on the results', { tag: '@any-device' }, async ({ page }) => {
    await page.goto('/fr-fr');
    const scripts = await holdScripts(page);
    await page.getByRole('main').locator('a[href="/fr-fr/ville/marseille"]').first().click();
    // No server page stands in after a client navigation: the island's code is asked for with the
    // loader's, while neither has arrived (one round trip instead of two before the results).
    await expect.poll(() => new Set(scripts.asked).size).toBeGreaterThan(1);
    scripts.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Week-ends à Marseille' })).toBeVisible();
    await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
  });

  test('a tap on Sort before the code has arrived opens the drawer once it has', async ({ page, isMobile }) => {
    await page.goto(CITY);
    await expect(results(page)).toHaveAttribute('data-hydrated', 'false');
    const scripts = await holdScripts(page);
    const sort = page.getByTestId('open-sort');
    if (isMobile) await sort.tap();
    else await sort.click();
    // The press asked for the code; nothing opened on the server's button.
    await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
    await expect(page.getByTestId('sort-drawer')).toHaveCount(0);
    scripts.release();
    await expect(page.getByTestId('sort-drawer').getByRole('heading', { name: 'Trier par' })).toBeVisible();
    await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
  });

  test('a keyboard visitor’s Enter on a filter before the code has arrived opens it, the focus kept', async ({ page, isMobile }) => {
    await page.goto(CITY);
    const scripts = await holdScripts(page);
    // The filter bar on a desktop, the Filters button on a phone.
    const trigger = page.getByTestId(isMobile ? 'open-filters' : 'filter-trigger-price');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
    scripts.release();
    const panel = page.getByTestId(isMobile ? 'filters-modal' : 'filter-panel-price');
    await expect(panel.getByRole('textbox', { name: /Prix maximum/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a page link followed before the code has arrived shows that page', { tag: '@any-device' }, async ({ page }) => {
    await page.goto(ALL);
    const first = await cards(page).first().getAttribute('data-card-id');
    const scripts = await holdScripts(page);
    await page.getByTestId('pagination').locator('a[href$="page=2"]').first().click();
    await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
    scripts.release();
    await expect(page.getByTestId('pagination').locator('a[aria-current="page"]')).toHaveText('2');
    await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
    await settled(page);
    await expect(cards(page).first()).not.toHaveAttribute('data-card-id', first!);
  });

  test('a card’s badges rotate without the page’s code: the next every 3 s, sliding in over the last 500 ms', { tag: '@any-device' }, async ({ page }) => {
    await page.goto(CITY);
    const track = page.locator('[data-testid="card-badge"] > [data-rotating="true"]').first();
    // A card out of view is not drawn (content-visibility), nor is its animation played.
    await track.scrollIntoViewIfNeeded();
    const shownAt = (ms: number) =>
      track.evaluate((element, at) => {
        const [round] = element.getAnimations();
        if (!round) return null;
        round.pause();
        round.currentTime = at;
        const frame = element.parentElement!.getBoundingClientRect();
        const index = [...element.children].findIndex((badge) => Math.abs(badge.getBoundingClientRect().top - frame.top) < 0.5);
        return { index, duration: round.effect!.getTiming().duration, count: element.children.length - 1 };
      }, ms);
    const start = await shownAt(0);
    expect(start).toMatchObject({ index: 0 });
    expect(start!.duration).toBe(start!.count * 3000);
    expect((await shownAt(2400))!.index).toBe(0);
    expect((await shownAt(3000))!.index).toBe(1);
    // Halfway through the slide, no badge stands in the frame.
    expect((await shownAt(2750))!.index).toBe(-1);
    // The round closes on the first badge's copy, where the next round begins.
    expect((await shownAt(start!.count * 3000 - 1))!.index).toBe(start!.count);
    await expect(results(page)).toHaveAttribute('data-hydrated', 'false');
  });
});
