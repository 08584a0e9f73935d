import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SIMULATOR_ORIGIN } from './support/simulator';
import { expectLanded } from './support/landed';

/**
 * Splash pages, static content, ideas, landings, not-found and crash screens, in several sites.
 * Run with ENABLE_CRASH_TEST=1 (the crash-page tests force a render error on /crash-test).
 */

interface StoredRecord {
  receivedAt: string;
  fields: Record<string, unknown>;
}

async function records(request: APIRequestContext, kind: 'errorReports' | 'clientLogs'): Promise<StoredRecord[]> {
  const response = await request.get(`${SIMULATOR_ORIGIN}/__admin/records/${kind}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredRecord[];
}

async function cms<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${SIMULATOR_ORIGIN}/cms/api/cms/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

test.describe('country splash', () => {
  test('offers one site per country, each in its own language, and leads to the chosen site', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    // The browser asks for English, which no site speaks: the page is French (never English).
    expect(await htmlLang(page)).toBe('fr-FR');
    const countries = page.getByTestId('splash-country');
    await expect(countries).toHaveCount(5);
    const belgium = countries.filter({ hasText: 'België' });
    await expect(belgium.getByRole('link')).toHaveCount(2);
    await expect(belgium.getByRole('link', { name: 'België Nederlands' })).toHaveAttribute('lang', 'nl-BE');
    await expect(belgium.getByRole('link', { name: 'Belgique Français' })).toHaveAttribute('lang', 'fr-BE');
    await expect(page.getByRole('link', { name: 'España Español' })).toHaveAttribute('lang', 'es-ES');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Italia Italiano' }).click();
    await expect(page).toHaveURL(/\/it-it$/);
    await expectLanded(page, /\S/);
    expect(await htmlLang(page)).toBe('it-IT');
  });

  test('the Belgium splash welcomes in Dutch and French with a continue button per language', async ({ page }) => {
    await page.goto('/be');
    const blocks = page.getByTestId('be-splash-language');
    await expect(blocks).toHaveCount(2);
    await expect(blocks.nth(0)).toHaveAttribute('lang', 'nl-BE');
    await expect(blocks.nth(0).getByRole('heading', { name: 'Welkom bij Escapade' })).toBeVisible();
    await expect(blocks.nth(1)).toHaveAttribute('lang', 'fr-BE');
    await expect(blocks.nth(1).getByRole('heading', { name: 'Bienvenue chez Escapade' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Doorgaan in het Nederlands' })).toHaveAttribute('href', '/nl-be');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Continuer en français' }).click();
    await expect(page).toHaveURL(/\/fr-be$/);
    await expectLanded(page, /\S/);
    expect(await htmlLang(page)).toBe('fr-BE');
  });
});

test.describe('static content page', () => {
  for (const { locale, site, kind } of [
    { locale: 'fr_FR', site: 'fr-fr', kind: 'legal' },
    { locale: 'nl_BE', site: 'nl-be', kind: 'about' },
  ]) {
    test(`${site}: the CMS page with its title and description meta`, async ({ page, request }) => {
      const cmsPage = await cms<{ id: string; title: string; description: string }>(request, `pages/${kind}?locale=${locale}`);
      const response = await page.goto(`/${site}/${cmsPage.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${cmsPage.title} | Escapade`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', cmsPage.description);
      await expect(page.getByRole('heading', { level: 1, name: cmsPage.title })).toBeVisible();
      await expect(page.locator('main h2, main p').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('an unknown content id answers 404', { tag: '@any-device' }, async ({ request }) => {
    expect((await request.get('/fr-fr/page-qui-n-existe-pas')).status()).toBe(404);
  });
});

test.describe('ideas page', () => {
  for (const { locale, site, seeMore } of [
    { locale: 'nl_BE', site: 'nl-be/ideeen', seeMore: 'Meer bekijken' },
    { locale: 'fr_FR', site: 'fr-fr/idees', seeMore: 'Voir plus' },
  ]) {
    test(`${site}: sections of idea cards, See more, region links`, async ({ page, request }) => {
      const ideas = await cms<{ title: string; sections: Array<{ title: string; items: unknown[] }>; regions: unknown[] }>(
        request,
        `ideas?locale=${locale}`,
      );
      const long = ideas.sections.find((section) => section.items.length === 16);
      expect(long).toBeDefined();
      await page.goto(`/${site}`);
      await expect(page.getByRole('heading', { level: 1, name: ideas.title })).toBeVisible();
      const section = page.getByRole('region', { name: long!.title });
      const cards = section.getByTestId('idea-card');
      await expect(cards).toHaveCount(16);
      await expect(cards.locator('visible=true')).toHaveCount(8);
      await expectNoSeriousA11yViolations(page);

      const button = section.getByRole('button', { name: seeMore });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(cards.locator('visible=true')).toHaveCount(16);
      await expect(button).toHaveCount(0);
      await expect(cards.nth(8).getByRole('link')).toBeFocused();
      await expect(page.getByRole('region', { name: /regio|région/i }).getByRole('link')).toHaveCount(ideas.regions.length);
      await expectNoSeriousA11yViolations(page);
    });
  }

  // The ideas call is a cached catalogue read (5 minutes, kept on disk): a site whose ideas were
  // ever loaded by this build shows them from the cache, faults or not. No other test here opens
  // a nl-nl page (whose links could prefetch its ideas page), so its cache stays empty.
  test("a failing ideas call shows 'Oops, something went wrong' in the site's language", async ({ page, simulator }) => {
    const removeFault = await simulator.injectFault({ path: '/api/cms/ideas', contains: 'locale=nl_NL', fault: '503' });
    try {
      const response = await page.goto('/nl-nl/ideeen');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Oeps, er is iets misgegaan' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await removeFault();
    }
  });
});

test.describe('landing pages', () => {
  for (const { locale, site, slug, loading } of [
    { locale: 'fr_FR', site: 'fr-fr/inspiration', slug: 'saint-valentin', loading: 'Chargement des offres' },
    { locale: 'es_ES', site: 'es-es/inspiracion', slug: 'san-valentin', loading: 'Cargando las ofertas' },
  ]) {
    test(`${site}/${slug}: server-rendered text, a spinner until the offers arrive`, async ({ page, request }) => {
      const landing = await cms<{ title: string; seo: { title: string } }>(request, `landings/${slug}?locale=${locale}`);
      // Hold the offers back until the spinner has been seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/landing-results?**', async (route) => {
        await held;
        await route.continue();
      });
      const response = await page.goto(`/${site}/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(landing.seo.title);
      await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible();
      const blocks = page.getByTestId('landing-top-results');
      await expect(blocks).toHaveCount(2);
      const spinner = blocks.first().getByRole('status');
      await expect(spinner).toBeVisible();
      await expect(spinner).toHaveAccessibleName(new RegExp(`^${loading}`));
      release();
      await expect(blocks.first().getByTestId('landing-result')).toHaveCount(3);
      await expect(blocks.first().getByRole('status')).toHaveCount(0);
      await expect(blocks.first().getByTestId('landing-result').first()).toHaveAttribute('href', new RegExp(`^/${site.slice(0, 5)}/`));
      const activities = blocks.nth(1).getByTestId('landing-result');
      await expect(activities.first()).toBeVisible();
      expect(await activities.count()).toBeLessThanOrEqual(6);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('an unknown landing slug answers 404', { tag: '@any-device' }, async ({ request }) => {
    expect((await request.get('/fr-fr/inspiration/landing-inconnue')).status()).toBe(404);
  });
});

test.describe('not-found page', () => {
  test('answers 404 in the language of the site, noindex,follow, and reports the URI once', async ({ page, request }, testInfo) => {
    const uri = `/nl-be/verdwenen-pagina-${testInfo.project.name}-${Date.now()}`;
    const raw = await request.get(uri);
    expect(raw.status()).toBe(404);
    const html = await raw.text();
    // Next 16 answers a notFound() thrown by the page with an error shell whose body the browser
    // renders from the inlined payload: the head (title, robots) is in the HTML, the text in the payload.
    // One robots tag: Next writes 'noindex' on every 4xx answer, follow being the robots default.
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex"/>']);
    expect(html).toContain('<title>Pagina niet gevonden | Escapade</title>');
    expect(html).toContain('Oeps!');
    await expect.poll(async () => (await records(request, 'errorReports')).filter((record) => record.fields.uri === uri).length).toBe(1);
    expect((await records(request, 'errorReports')).find((record) => record.fields.uri === uri)?.fields.locale).toBe('nl_BE');

    const visited = `${uri}-bezocht`;
    const response = await page.goto(visited);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oeps!' })).toBeVisible();
    expect(await htmlLang(page)).toBe('nl-BE');
    await expect(page.getByText('We kunnen de pagina die je zoekt niet vinden. Foutcode: 404')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/nl-be');
    await expect(page.getByRole('heading', { level: 2, name: 'Vind je volgende weekendje weg' })).toBeVisible();
    const articles = page.getByRole('region', { name: 'Onze selectie van het moment' });
    await expect(articles.getByRole('listitem')).toHaveCount(4);
    // The first article's picture is on a phone's first screen: fetched at once, the others once near the screen.
    await expect(articles.locator('img')).toHaveCount(4);
    await expect(articles.locator('img').first()).toHaveAttribute('loading', 'eager');
    for (const later of await articles.locator('img').all().then((images) => images.slice(1))) await expect(later).toHaveAttribute('loading', 'lazy');
    await expectNoSeriousA11yViolations(page);
    await expect.poll(async () => (await records(request, 'errorReports')).filter((record) => record.fields.uri === visited).length).toBe(1);
    // Still once after the page has settled (no second report from metadata or the client).
    await page.waitForLoadState('networkidle');
    expect((await records(request, 'errorReports')).filter((record) => record.fields.uri === visited)).toHaveLength(1);
  });

  test('a page that exists neither reports its URI nor carries the 404 page in its payload', { tag: '@any-device' }, async ({ request }) => {
    // Next renders app/not-found.tsx into every page (the layout's not-found slot): it must stay empty there.
    const uri = '/fr-fr/ville/lyon';
    const response = await request.get(uri);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('not-found-articles');
    expect(html).not.toContain('Code d');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await records(request, 'errorReports')).filter((record) => record.fields.uri === uri)).toHaveLength(0);
  });

  test.describe('a browser asking for Dutch (Belgium)', () => {
    test.use({ locale: 'nl-BE' });

    test("a path outside every site is a 404 in the visitor's language, leading to the country splash", async ({ page }) => {
      const response = await page.goto('/xx-yy/quelque-chose');
      expect(response?.status()).toBe(404);
      expect(await htmlLang(page)).toBe('nl-BE');
      await expect(page).toHaveTitle(/Pagina niet gevonden/);
      await expect(page.getByRole('heading', { level: 1, name: 'Oeps!' })).toBeVisible();
      await expect(page.getByText('We kunnen de pagina die je zoekt niet vinden. Foutcode: 404')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
      await expectNoSeriousA11yViolations(page);
    });

    test('the country splash is written in Dutch', async ({ page }) => {
      expect((await page.goto('/'))?.status()).toBe(200);
      expect(await htmlLang(page)).toBe('nl-BE');
      await expect(page).toHaveTitle('Escapade — weekendjes weg in Frankrijk, België, Nederland, Italië en Spanje');
      await expect(page.getByRole('list', { name: 'Kies uw land' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('pages of no site take the language of Accept-Language among the six sites, French otherwise, never English', { tag: '@any-device' }, async ({ request }) => {
    const langOf = (html: string) => /<html[^>]* lang="([^"]*)"/.exec(html)?.[1];
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#x27;/g, "'");
    const cases = [
      { header: 'nl-BE,nl;q=0.9', lang: 'nl-BE', oops: 'Oeps!', notFound: 'Pagina niet gevonden', splash: 'Escapade — weekendjes weg in Frankrijk, België, Nederland, Italië en Spanje', be: 'nl-BE' },
      { header: 'it', lang: 'it-IT', oops: 'Ops!', notFound: 'Pagina non trovata', splash: 'Escapade — weekend in Francia, Belgio, Paesi Bassi, Italia e Spagna', be: 'fr-BE' },
      { header: 'en-US,en;q=0.9,es;q=0.3', lang: 'es-ES', oops: '¡Ups!', notFound: null, splash: null, be: 'fr-BE' },
      { header: 'en-US,en;q=0.9', lang: 'fr-FR', oops: 'Oups !', notFound: 'Page introuvable', splash: 'Escapade — week-ends en France, en Belgique, aux Pays-Bas, en Italie et en Espagne', be: 'fr-BE' },
      { header: null, lang: 'fr-FR', oops: 'Oups !', notFound: 'Page introuvable', splash: null, be: 'fr-BE' },
    ];
    for (const { header, lang, oops, notFound, splash, be } of cases) {
      const headers = header === null ? undefined : { 'accept-language': header };
      const missing = await request.get('/xx-yy/quelque-chose', { headers });
      expect(missing.status(), `${header} 404`).toBe(404);
      const missingHtml = await missing.text();
      expect(langOf(missingHtml), `${header} 404`).toBe(lang);
      expect(missingHtml, `${header} 404`).toContain(`>${oops}</h1>`);
      expect(missingHtml, `${header} 404`).not.toContain('Oops!</h1>');
      if (notFound) expect(titleOf(missingHtml), `${header} 404`).toContain(notFound);

      const splashPage = await request.get('/', { headers });
      expect(splashPage.status()).toBe(200);
      const splashHtml = await splashPage.text();
      expect(langOf(splashHtml), `${header} splash`).toBe(lang);
      expect(splashHtml).not.toContain('aria-label="Choose your country"');
      if (splash) expect(titleOf(splashHtml), `${header} splash`).toBe(splash);

      expect(langOf(await (await request.get('/be', { headers })).text()), `${header} Belgium splash`).toBe(be);
    }
  });

  test("a hotelId in the hash shows 'Too late! This offer has expired' and the hotel's other offers", async ({ page }) => {
    const response = await page.goto('/fr-fr/sejour-expire#hotelId=1001&checkin=2026-03-06');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Trop tard ! Cette offre a expiré' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oups !' })).toHaveCount(0);
    const title = page.getByRole('heading', { level: 2, name: /^Autre offre à / });
    await expect(title).toBeVisible();
    const carousel = page.getByTestId('other-offers');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    const offers = carousel.getByTestId('other-offer');
    await expect(offers.first()).toHaveAttribute('href', /^\/fr-fr\/sejour\/\d+/);
    await expectNoSeriousA11yViolations(page);

    // Keyboard: a card reached with Tab is in view, and the arrows move the carousel.
    await offers.first().focus();
    await expect(offers.first()).toBeFocused();
    await expect(offers.first()).toBeInViewport();
    await page.keyboard.press('ArrowRight');
    await expect(offers.first()).toBeFocused();
  });

  test('the carousel leaves out the expired offer itself (the hash id), and its arrows step four cards', async ({ page, request, isMobile }) => {
    interface Answer {
      found: boolean;
      offers: Array<{ id: number; href: string }>;
    }
    // A hotel with six offers: five others once the expired one is left out, more than a desktop view.
    let hotelId = 0;
    let offers: Answer['offers'] = [];
    for (let id = 1001; id < 1060 && hotelId === 0; id++) {
      const answer = (await (await request.get(`/api/hotel-other-offers?hotelId=${id}&locale=fr_FR`)).json()) as Answer;
      if (answer.found && answer.offers.length >= 6) [hotelId, offers] = [id, answer.offers];
    }
    expect(hotelId, 'a hotel with six offers in the catalogue').toBeGreaterThan(0);
    const expired = offers[0]!;
    await page.goto(`/fr-fr/sejour-expire#hotelId=${hotelId}&id=${expired.id}`);
    const cards = page.getByTestId('other-offers').getByTestId('other-offer');
    await expect(cards).toHaveCount(offers.length - 1);
    await expect(page.getByTestId('other-offers').locator(`a[href="${expired.href}"]`)).toHaveCount(0);
    await expect(cards.first()).toHaveAttribute('href', offers[1]!.href);
    if (isMobile) return;
    // Desktop: four cards in view; Next brings the fifth in and the first out.
    await expect(cards.nth(3)).toBeInViewport({ ratio: 0.9 });
    await expect(cards.nth(4)).not.toBeInViewport({ ratio: 0.5 });
    await page.getByRole('button', { name: 'Offres suivantes' }).click();
    await expect(cards.nth(4)).toBeInViewport({ ratio: 0.9 });
    await expect(cards.first()).not.toBeInViewport();
  });

  test('a hotelId whose hotel sells nothing keeps the standard 404 block', async ({ page }) => {
    const lookup = page.waitForResponse((response) => response.url().includes('/api/hotel-other-offers'));
    await page.goto('/es-es/escapada-caducada#hotelId=999999');
    await expect(page.getByRole('heading', { level: 1, name: '¡Ups!' })).toBeVisible();
    expect(await (await lookup).json()).toEqual({ found: false });
    await expect(page.getByRole('heading', { level: 1, name: '¡Ups!' })).toBeVisible();
    await expect(page.getByTestId('expired-offer')).toHaveCount(0);
  });
});

test.describe('crash page', () => {
  test.use({ locale: 'es-ES' });

  test('a render error shows the crash page and logs the client error', async ({ page, request }) => {
    const since = new Date().toISOString();
    await page.goto('/crash-test');
    await expect(page.getByRole('heading', { level: 1, name: 'It seems that the page went on holidays' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
    await expect
      .poll(async () => (await records(request, 'clientLogs')).filter((record) => record.receivedAt >= since && record.fields.locale === 'es_ES').length)
      .toBeGreaterThan(0);
    const log = (await records(request, 'clientLogs')).find((record) => record.receivedAt >= since && record.fields.locale === 'es_ES');
    expect(log?.fields.location).toBe('application.client.error');
    expect(log?.fields.level).toBe('error');
    expect(String(log?.fields.message).length).toBeLessThanOrEqual(256);
    expect(String(log?.fields.message)).not.toBe('');
  });
});
