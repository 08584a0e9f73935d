import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { devices } from '@playwright/test';
import { expect, test } from './support/test';
import { expectHydrated } from './support/hydrated';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * The home page per flow from the CMS, and its search box (part 2 §2, part 1 §4). Expected content
 * is read from the simulator itself, so the test checks the page against the travel API.
 */

interface CmsBlock {
  type: string;
  title?: string;
  searchParams?: { resultsCount?: number };
  criteria?: { city?: string; theme?: string };
}
interface CmsFlow {
  seo: { title: string; description: string };
  jumbotron: { title: string };
  blocks: CmsBlock[];
}

async function cmsHomepage(request: APIRequestContext, locale: string): Promise<Record<string, CmsFlow>> {
  const response = await request.get(`${SIMULATOR_ORIGIN}/cms/api/cms/homepage?locale=${locale}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, CmsFlow>;
}

/** The stays the search API ranks first for a top-results block (3 unless it says otherwise). */
async function topStays(request: APIRequestContext, locale: string, block: CmsBlock): Promise<string[]> {
  const limit = block.searchParams?.resultsCount ?? 3;
  const response = await request.post(`${SIMULATOR_ORIGIN}/search/search.json`, {
    data: {
      locale,
      limit,
      page: 1,
      numberOfPackagesPerHotel: 1,
      searchCriterias: { adult: 2, child: 0, baby: 0, ...block.criteria },
      type: 'stay',
      searchServiceProvider: 'internal',
      orderBy: 'priceQuality',
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { exactMatches: Array<{ hotel: { label: string } }> };
  return body.exactMatches.slice(0, limit).map((card) => card.hotel.label);
}

/** Server HTML as text (React escapes quotes and ampersands). */
function textOf(html: string): string {
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#39;/g, "'");
}

/** The hero's search form: the desktop bar, or the full-screen modal its mobile field opens. */
async function searchBox(page: Page, isMobile: boolean) {
  const hero = page.getByTestId('home-hero');
  if (!isMobile) return hero.getByRole('search');
  await hero.locator('button[aria-haspopup="dialog"]').filter({ visible: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [locale, site] of [
  ['fr_FR', '/fr-fr'],
  ['nl_BE', '/nl-be'],
] as const) {
  test(`${locale}: the home page renders the CMS blocks on the server`, { tag: '@any-device' }, async ({ request }) => {
    const cms = (await cmsHomepage(request, locale)).booking!;
    const response = await request.get(site);
    expect(response.status()).toBe(200);
    const html = textOf(await response.text());

    expect(html).toContain(`<title>${cms.seo.title}</title>`);
    expect(html).toContain(cms.seo.description);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${cms.jumbotron.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    // Every block type the CMS sends is there, except the jumbotron whose countdown has ended.
    const shown = cms.blocks.filter((block) => block.type !== 'jumbotron');
    const ended = cms.blocks.find((block) => block.type === 'jumbotron');
    expect(new Set(shown.map((block) => block.type)).size).toBe(9);
    for (const block of shown) expect(html, block.type).toContain(`data-block-type="${block.type}"`);
    for (const block of shown) if (block.title) expect(html, block.type).toContain(block.title);
    expect(ended?.title).toBeTruthy();
    expect(html).not.toContain(ended!.title);
    // Real stays from the search API in the top-results block, linking to their product pages.
    const top = cms.blocks.find((block) => block.type === 'topSearchResults')!;
    const hotels = await topStays(request, locale, top);
    expect(hotels.length).toBeGreaterThan(0);
    for (const hotel of hotels) expect(html).toContain(hotel);
    // The search box is in the server HTML too (no layout shift when it hydrates).
    expect(html).toContain('role="combobox"');
  });
}

test('Stays and Gifts are two pages of the home, switched by links', async ({ page, request }) => {
  // Two full-page axe analyses and two page loads: more than 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const cms = await cmsHomepage(request, 'nl_BE');
  await page.goto('/nl-be');
  const flows = page.getByRole('navigation', { name: 'Verblijven of cadeaus' });
  await expect(flows.getByRole('link', { name: 'Verblijven' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  await flows.getByRole('link', { name: 'Cadeaus' }).click();
  await expect(page).toHaveURL(/\/nl-be\?flow=gifting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.gifting!.jumbotron.title);
  await expect(page).toHaveTitle(cms.gifting!.seo.title);
  await expect(page.getByRole('navigation', { name: 'Verblijven of cadeaus' }).getByRole('link', { name: 'Cadeaus' })).toHaveAttribute('aria-current', 'page');
  // The gift jumbotron's countdown is open: it ticks.
  await expect(page.getByRole('timer').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Verblijven of cadeaus' }).getByRole('link', { name: 'Verblijven' }).click();
  await expect(page).toHaveURL(/\/nl-be$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.booking!.jumbotron.title);
});

test('the Italian Stays page needs no flow parameter', async ({ page, request }) => {
  const cms = await cmsHomepage(request, 'it_IT');
  await page.goto('/it-it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.booking!.jumbotron.title);
  const flows = page.getByRole('navigation', { name: 'Soggiorni o regali' });
  await expect(flows.getByRole('link', { name: 'Soggiorni' })).toHaveAttribute('href', '/it-it');
  await expect(flows.getByRole('link', { name: 'Soggiorni' })).toHaveAttribute('aria-current', 'page');
  await expect(flows.getByRole('link', { name: 'Regali' })).toHaveAttribute('href', '/it-it?flow=gifting');
});

test('search box: autocomplete with the keyboard, guests, submit lands on the search URL', async ({ page, isMobile, baseURL }) => {
  await page.goto('/fr-fr');
  const box = await searchBox(page, isMobile);
  if (isMobile) await expect(box).toHaveAccessibleName('Je cherche un week-end');
  const input = box.getByRole('combobox', { name: 'Votre destination' });
  await input.click();
  await input.pressSequentially('lyon', { delay: 40 });
  const first = box.getByRole('option').first();
  await expect(first).toContainText(/^Lyon/);
  await expect(first).toContainText('Ville et 30 km aux alentours');
  await expectNoSeriousA11yViolations(page);
  await input.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await input.press('Enter');
  await expect(input).toHaveValue(/^Lyon/);
  await expect(input).toHaveAttribute('aria-expanded', 'false');

  if (isMobile) {
    await box.getByRole('button', { name: 'Ajouter un enfant' }).click();
  } else {
    const guests = box.getByRole('button', { name: /Voyageurs/ });
    await guests.click();
    await page.getByRole('dialog', { name: 'Voyageurs' }).getByRole('button', { name: 'Ajouter un enfant' }).click();
    await page.keyboard.press('Escape');
    await expect(guests).toContainText('2 adultes, 1 enfant');
  }
  await box.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(`${baseURL}/fr-fr/ville/lyon#c=1&s=1`);
  await expectLanded(page, 'Week-ends à Lyon');

  // Back home: the search is now the first recent search.
  await page.goto('/fr-fr');
  const again = await searchBox(page, isMobile);
  await again.getByRole('combobox', { name: 'Votre destination' }).focus();
  const recent = again.getByRole('group', { name: 'Recherches récentes' });
  await expect(recent.getByRole('option').first()).toContainText(/^Lyon/);
});

/** Types "lyon" into a field whose code is held back, then lets the code go and waits for the page to be ready. */
async function typeBeforeItWorks(page: Page, input: Locator, release: () => void): Promise<void> {
  await input.click();
  await input.pressSequentially('lyon', { delay: 20 });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

// The inline field is in the server's HTML on a wide screen (a phone opens the search modal, drawn by the browser).
test('a destination typed before the page is ready is the one searched', { tag: '@any-device' }, async ({ page }) => {
  // The page's scripts are held back: the visitor types into the server's field before hydration.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/fr-fr', { waitUntil: 'commit' });
  const input = page.getByTestId('home-hero').getByRole('search').getByRole('combobox', { name: 'Votre destination' });
  await typeBeforeItWorks(page, input, release);
  // Kept in the field, and it is the search's text: the suggestions for it open.
  await expect(input).toHaveValue('lyon');
  await expect(page.getByRole('option').first()).toContainText(/^Lyon/);
});

/** The chunks a page loads whose code holds the class of the desktop search bar's form (its CSS module's map). */
async function desktopBarClass(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/fr-fr')).text();
  const formClass = /<form role="search"[^>]*class="([^" ]+)/.exec(html)?.[1];
  expect(formClass, 'the desktop bar is in the server HTML').toBeTruthy();
  return formClass!;
}

// The bar is a desktop-only island (src/components/ui/desktop-island.tsx): CSS hides it on a phone.
test('a phone never fetches the desktop search bar’s code, and its own search works', { tag: '@any-device' }, async ({ browser, request, baseURL }) => {
  const formClass = await desktopBarClass(request);
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  try {
    const phone = await context.newPage();
    const scripts: Response[] = [];
    phone.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response);
    });
    await phone.goto('/fr-fr');
    await expect(phone.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await phone.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(5);
    const barScripts = [];
    for (const script of scripts) if ((await script.text()).includes(formClass)) barScripts.push(script.url());
    expect(barScripts).toEqual([]);
    // The phone's own search: the field opens the search modal, whose form is fetched then.
    await phone.getByTestId('home-hero').getByRole('button', { name: 'Où souhaitez-vous partir ?' }).click();
    await expect(phone.getByRole('dialog').getByRole('combobox', { name: 'Votre destination' })).toBeVisible();
  } finally {
    await context.close();
  }
});

// scripts/build/strip-default-messages.cjs: the browser formats every text from the site's catalogue.
test('the browser’s scripts carry the message ids, not the English default texts', { tag: '@any-device' }, async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text());
  });
  await page.goto('/fr-fr');
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(bodies)).join('\n');
  // The search box's trigger (src/components/search-box/trigger-messages.ts), hydrated on every page.
  expect(scripts.includes('search-box.destination.placeholder'), 'the trigger’s message id in the scripts').toBe(true);
  expect(scripts.includes('Where are you going?'), 'its English default text in the scripts').toBe(false);
  await expect(page.getByTestId('home-hero').getByRole('search').getByRole('combobox', { name: 'Votre destination' })).toHaveAttribute('placeholder', 'Où souhaitez-vous partir ?');
});

test('a desktop whose search bar code arrives after the page has hydrated keeps what was typed', { tag: '@any-device' }, async ({ page, request }) => {
  const formClass = await desktopBarClass(request);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldBack = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(formClass)) {
      heldBack += 1;
      await held;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/fr-fr', { waitUntil: 'commit' });
  const hero = page.getByTestId('home-hero');
  // The rest of the page hydrates; the bar is still the server's HTML, which the visitor types into.
  await expectHydrated(hero);
  await expect.poll(() => heldBack, { message: 'the bar’s chunk, asked for and held' }).toBe(1);
  const input = hero.getByRole('search').getByRole('combobox', { name: 'Votre destination' });
  await typeBeforeItWorks(page, input, release);
  // The bar drawn by the browser took the text and the focus over: the suggestions for it open.
  await expect(input).toHaveValue('lyon');
  await expect(input).toBeFocused();
  await expect(page.getByRole('option').first()).toContainText(/^Lyon/);
});

test('search box in Spanish: mouse pick and the gift search', async ({ page, isMobile, baseURL }) => {
  await page.goto('/es-es?flow=gifting');
  const box = await searchBox(page, isMobile);
  if (isMobile) await expect(box).toHaveAccessibleName('Busco un regalo');
  const input = box.getByRole('combobox', { name: 'Destino' });
  await input.click();
  await input.pressSequentially('sevilla', { delay: 40 });
  await box.getByRole('option', { name: /^Sevilla/ }).first().click();
  await expect(input).toHaveValue(/^Sevilla/);
  // Gifts are for 2 adults: the guests cannot be changed.
  if (isMobile) await expect(box.getByRole('button', { name: 'Añadir un adulto' })).toBeDisabled();
  else await expect(box.getByRole('button', { name: /Huéspedes/ })).toBeDisabled();
  await box.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(`${baseURL}/es-es/busqueda-regalo/ciudad/seville`);
  await expectLanded(page, /^Estancias para regalar en Sevill/);
});

test('a site without autocomplete takes the destination as plain text', async ({ page, isMobile, baseURL }) => {
  await page.goto('/it-it');
  const box = await searchBox(page, isMobile);
  const input = box.getByRole('combobox', { name: 'Destinazione' });
  await input.click();
  await input.pressSequentially('Roma', { delay: 40 });
  await expect(box.getByRole('option')).toHaveCount(0);
  await input.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/it-it/citta/roma`);
  await expectLanded(page, 'Weekend a Roma');
});

test('a failing CMS leaves a clean default home: search box and popular stays', async ({ page, isMobile, simulator }) => {
  // nl_NL is faulted only here and read nowhere else in this file: its homepage is never cached by this server.
  const removeFault = await simulator.injectFault({ path: '/api/cms/homepage', contains: 'locale=nl_NL', fault: '503' });
  try {
    const response = await page.goto('/nl-nl');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main[data-home-source]'), 'the homepage answer came from the cache: see the note above').toHaveAttribute('data-home-source', 'default');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je volgende weekendje weg begint hier');
    const popular = page.getByRole('region', { name: 'Onze populairste verblijven' });
    await expect(popular.getByTestId('top-result')).toHaveCount(6);
    await expect(popular.getByRole('link').nth(1)).toHaveAttribute('href', /^\/nl-nl\/verblijf\/\d+/);
    await expectNoSeriousA11yViolations(page);

    // The search box still works.
    const box = await searchBox(page, isMobile);
    const input = box.getByRole('combobox', { name: 'Bestemming' });
    await input.click();
    await input.pressSequentially('Den Haag', { delay: 30 });
    await box.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/nl-nl\/stad\/den-haag$/);
    await expectLanded(page, 'Weekendjes weg in Den Haag');
  } finally {
    await removeFault();
  }
});

test('an unknown site answers 404', { tag: '@any-device' }, async ({ request }) => {
  const response = await request.get('/xx-yy');
  expect(response.status()).toBe(404);
});

test('the pictures in view load, the optimised ones (next/image) included', async ({ page }) => {
  await page.goto('/fr-fr');
  await page.waitForLoadState('load');
  const optimised = page.locator('img[src*="/_next/image"]').first();
  await expect(optimised).toBeVisible();
  await expect.poll(() => optimised.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // The srcset offers the widths of the spec's image sets (next.config.ts), none larger than the sources.
  const widths = (await optimised.getAttribute('srcset'))!.split(', ').map((candidate) => candidate.split(' ')[1]);
  expect(widths.every((width) => ['384w', '640w', '750w', '960w', '1920w'].includes(width!)), widths.join(' ')).toBe(true);
  // Every eager picture of the page has loaded (a broken one has naturalWidth 0).
  const broken = await page.locator('img[loading="eager"], img:not([loading])').evaluateAll((images) =>
    (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
  );
  expect(broken).toEqual([]);
});

test.describe('banners, promo bars, structured data and badges', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Annonce' });

  test('each flow of the home shows its homepage call’s own announcement banner', async ({ page }) => {
    test.slow(); // two full pages and an axe pass
    await page.goto('/fr-fr');
    await expect(banner(page)).toContainText('Ventes flash');
    await expect(banner(page).getByRole('timer')).toBeVisible();
    await page.goto('/fr-fr?flow=gifting');
    // The homepage's gifting banner (the gift card), not the gateway's home entry (last-minute gifts).
    await expect(banner(page)).toContainText('La carte cadeau');
    await expect(banner(page)).not.toContainText('Le cadeau de dernière minute');
    await expectNoSeriousA11yViolations(page);
  });

  test('promo bars show on the page kinds and flows they are published for', async ({ page }) => {
    test.slow(); // three full pages and an axe pass
    const promo = page.getByRole('navigation', { name: 'Offres du moment' });
    await page.goto('/fr-fr');
    await expect(promo).toHaveAttribute('data-promo-bar', 'PB-FR-HOME-BOOKING');
    await page.goto('/fr-fr/recherche');
    await expect(promo).toHaveAttribute('data-promo-bar', 'PB-FR-SEARCH-BOOKING');
    await expect(promo.getByRole('link', { name: 'Séjours avec spa' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // None is published for the content pages.
    await page.goto('/fr-fr/mentions-legales');
    await expect(promo).toHaveCount(0);
  });

  test('the home carries the Organization structured data with the brand’s rating', { tag: '@any-device' }, async ({ request }) => {
    const html = await (await request.get('/es-es')).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const organization = scripts.find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Escapade',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, bestRating: 5, reviewCount: 4146 },
    });
    expect(String(organization?.url)).toMatch(/\/es-es$/);
  });

  test('a New Year’s Eve offer carries its badge on its card', async ({ page }) => {
    await page.goto('/fr-fr/recherche');
    // Badges rotate every 3 s: the NYE one shows in turn on a card of the simulator's NYE offers.
    await expect(page.getByTestId('offer-card').getByTestId('card-badge').filter({ hasText: 'Réveillon du Nouvel An' }).first()).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('customer-care mode', () => {
  const CARE_ORIGIN = `http://care.localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

  test('hides the promo bar and the announcement banner that visitors see', async ({ page, request, context }) => {
    await page.goto('/fr-fr/recherche');
    await expect(page.getByRole('navigation', { name: 'Offres du moment' })).toBeVisible();

    const minted = await request.post(`${SIMULATOR_ORIGIN}/auth/token`, { data: { email: 'agent@escapade.example' } });
    expect(minted.ok()).toBe(true);
    const { id_token } = (await minted.json()) as { id_token: string };
    await context.addCookies([{ name: 'care_id_token', value: id_token, url: CARE_ORIGIN, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(`${CARE_ORIGIN}/fr-fr/recherche`);
    await expect(page.getByTestId('care-bar')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Offres du moment' })).toHaveCount(0);
    await page.goto(`${CARE_ORIGIN}/fr-fr`);
    await expect(page.getByTestId('care-bar')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Offres du moment' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Annonce' })).toHaveCount(0);
  });
});
