import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';

/**
 * The application shell: header, mega-menu (desktop), burger (mobile), gift drawer, account menu,
 * footer, announcement banner and tracking, in two or more sites, in both projects.
 */

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

type DataLayerEntry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).slice());

test.describe('server HTML (crawlers, no JavaScript)', () => {
  test('carries the header, the mega-menu button and the footer of the site; the menu\'s pages are in the sitemap', { tag: '@any-device' }, async ({ request }) => {
    const fr = await (await request.get('/fr-fr')).text();
    expect(fr).toContain('href="/fr-fr/contact"');
    expect(fr).toContain('Nos inspirations');
    // The mega-menu's links render when a visitor reaches for it; crawlers get its city and theme
    // pages from the site's sitemap.
    expect(fr).not.toContain('data-analytics-action="mega-menu-link"');
    const sitemap = await (await request.get('/sitemap/fr-fr.xml')).text();
    expect(sitemap).toContain('/fr-fr/ville/paris</loc>');
    expect(sitemap).toMatch(/\/fr-fr\/idee\/[a-z-]+<\/loc>/);
    expect(fr).toContain('href="https://aide.escapade.fr/hc/fr"');
    expect(fr).toContain('href="https://presse.escapade.fr"');
    expect(fr).toContain('Nos conseillers vous répondent du lundi au vendredi, de 10 h à 18 h.');

    const nl = await (await request.get('/nl-be')).text();
    expect(nl).toContain('href="https://hulp.escapade.be/hc/nl-be"');
    expect(nl).toContain('Inspiratie');
    expect(nl).not.toMatch(/presse\.escapade|prensa\.escapade/);
  });
});

test('the shell hydrates without errors (server HTML and first client render agree)', async ({ page, context, baseURL }) => {
  // Signed in: the account island renders differently after hydration, never during it.
  await context.addCookies([{ name: 'access_token', value: 't', url: baseURL! }]);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered|react\.dev\/errors\/(418|423|425)/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/fr-fr');
  await expect(page.getByTestId('account-button')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Annonce' }).getByRole('timer')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('header menus', () => {
  test('desktop: the Inspirations mega-menu works with the keyboard and leads to a search page', async ({ page }) => {
    test.skip(!isDesktop(page), 'the top bar is the desktop menu');
    await page.goto('/fr-fr');
    const toggle = page.getByRole('button', { name: 'Nos inspirations' });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Destinations' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Thèmes' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    // Into the Destinations columns: the first link is a city of France (levels 2 to 4: country, region, city).
    const panel = page.getByTestId('mega-menu-panel');
    const firstCity = panel.locator('a[href^="/fr-fr/ville/"]').first();
    await expect(firstCity).toBeFocused();
    await expect(panel.getByText(/^Nous vous suggérons : .+/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'J’ai envie d’y aller !' })).toHaveAttribute('href', /^\/fr-fr\/idee\/[a-z-]+$/);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'Destinations' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.press('Enter');
    await page.getByRole('button', { name: 'Thèmes' }).hover();
    const themeInCity = panel.locator('a[href*="/idee/"][href*="/ville/"]').first();
    const target = await themeInCity.getAttribute('href');
    await themeInCity.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expectLanded(page, /\S/);
    await expect(page.getByTestId('search-results')).toBeVisible();
  });

  test('desktop: the mega-menu in Dutch', async ({ page }) => {
    test.skip(!isDesktop(page), 'the top bar is the desktop menu');
    await page.goto('/nl-be');
    await page.getByRole('button', { name: 'Inspiratie' }).click();
    await expect(page.getByRole('button', { name: 'Bestemmingen' })).toBeVisible();
    await expect(page.getByTestId('mega-menu-panel').getByText(/^Onze suggestie: .+/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Daar wil ik heen!' })).toHaveAttribute('href', /^\/nl-be\/thema\/[a-z-]+$/);
  });

  test('mobile: the burger walks down the nested menus and back, with the page scroll locked', async ({ page }) => {
    test.skip(isDesktop(page), 'the burger is the mobile menu');
    await page.goto('/it-it');
    await expect(page.getByTestId('top-bar')).toBeHidden();
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu principale' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(menu.getByRole('link', { name: 'La mia prenotazione' })).toHaveAttribute('href', '/it-it/la-mia-prenotazione');
    await expect(menu.getByRole('link', { name: 'Ho ricevuto un cofanetto regalo' })).toHaveAttribute('href', '/beneficiary/login');
    await expect(menu.getByRole('link', { name: 'Preferiti' })).toHaveAttribute('href', '/account/wishlist');
    await expect(menu.getByRole('link', { name: 'Contatti' })).toHaveAttribute('href', '/it-it/contatti');
    // Not the mobile app: no country selector.
    await expect(menu.getByText('Paese e lingua')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('button', { name: 'Destinazioni' }).click();
    const destinations = page.getByRole('dialog', { name: 'Destinazioni' });
    await expect(destinations.getByRole('button', { name: 'Torna indietro' })).toBeFocused();
    await destinations.getByRole('button', { name: 'Italia' }).click();
    const italy = page.getByRole('dialog', { name: 'Italia' });
    await italy.getByRole('navigation').getByRole('button').first().click(); // the first region
    const region = page.getByRole('dialog').last();
    const city = region.locator('a[href^="/it-it/citta/"]').first();
    await expect(city).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await region.getByRole('button', { name: 'Torna indietro' }).click();
    await expect(page.getByRole('dialog', { name: 'Italia' })).toBeVisible();
    await page.getByRole('button', { name: 'Torna indietro' }).click();
    await page.getByRole('button', { name: 'Torna indietro' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu principale' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeFocused();
  });

  test('mobile: a burger link leads to its page', async ({ page }) => {
    test.skip(isDesktop(page), 'the burger is the mobile menu');
    await page.goto('/fr-fr');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('button', { name: 'Thèmes' }).click();
    await page.getByRole('dialog').getByRole('navigation').getByRole('button').first().click();
    const theme = page.getByRole('dialog').getByRole('navigation').getByRole('button').first();
    const themeName = (await theme.textContent()) ?? '';
    await theme.click();
    const seeAll = page.getByRole('link', { name: `Tout voir : ${themeName}` });
    const target = await seeAll.getAttribute('href');
    expect(target).toMatch(/^\/fr-fr\/idee\/[a-z-]+$/);
    await seeAll.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expectLanded(page, new RegExp(themeName.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    await expect(page.getByTestId('search-results')).toBeVisible();
  });
});

test.describe('gift drawer', () => {
  test('opens with the four gift choices and leads to the gift card page', async ({ page }) => {
    await page.goto('/es-es');
    await page.getByRole('button', { name: 'Regalar' }).click();
    const drawer = page.getByRole('dialog', { name: '¿Qué te gustaría regalar?' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveCount(4);
    // A side panel on the right on desktop, a bottom sheet on mobile (once its slide-in is over).
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = (await drawer.boundingBox())!;
        return isDesktop(page) ? Math.round(box.x + box.width) : Math.round(box.y + box.height);
      })
      .toBe(isDesktop(page) ? viewport.width : viewport.height);
    if (isDesktop(page)) expect((await drawer.boundingBox())!.x).toBeGreaterThan(viewport.width / 2);
    await expect(drawer.getByRole('link', { name: /Una caja regalo/ })).toHaveAttribute('href', '/es-es/caja-regalo');
    await expect(drawer.getByRole('link', { name: /Una escapada de regalo/ })).toHaveAttribute('href', '/es-es/busqueda-regalo');
    await expect(drawer.getByRole('link', { name: /Un bono de actividad/ })).toHaveAttribute('href', '/es-es/actividades');
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('link', { name: /Una tarjeta regalo/ }).click();
    await expect(page).toHaveURL(/\/es-es\/tarjeta-regalo$/);
    await expectLanded(page, 'La tarjeta regalo');
  });

  test('closes with Escape and gives the focus back', async ({ page }) => {
    await page.goto('/nl-nl');
    const button = page.getByRole('button', { name: 'Cadeau geven' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Wat wil je cadeau doen?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe('account', () => {
  test('signed out: the sign-in link carries the page as origin', async ({ page }) => {
    await page.goto('/fr-be#checkin=2027-01-08');
    const signIn = page.getByTestId('account-sign-in');
    await expect(signIn).toHaveAccessibleName('Se connecter');
    // The link learns the full URL (hash included) after hydration: wait for it.
    await expect
      .poll(async () => new URL((await signIn.getAttribute('href')) ?? '', page.url()).searchParams.get('origin'))
      .toBe(page.url());
  });

  test('signed in: the account menu, and sign out clears both cookies', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'access_token', value: 'token-123', url: baseURL! },
      { name: 'account_id', value: '42', url: baseURL! },
    ]);
    await page.goto('/it-it');
    const button = page.getByTestId('account-button');
    await expect(button).toHaveAccessibleName('Il mio account');
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Il mio account' });
    await expect(menu.getByRole('link', { name: 'Il mio profilo' })).toHaveAttribute('href', '/account/settings/profile');
    await expect(menu.getByRole('link', { name: 'I miei viaggi' })).toHaveAttribute('href', '/account/trips');
    await expect(menu.getByRole('link', { name: 'I miei preferiti' })).toHaveAttribute('href', '/account/wishlist');
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('button', { name: 'Esci' }).click();
    await expect(page.getByTestId('account-sign-in')).toBeFocused();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('access_token');
    expect(names).not.toContain('account_id');
  });
});

test.describe('footer', () => {
  test('links contact, help centre, partners, jobs and each country; the press page only where it exists', async ({ page }) => {
    await page.goto('/fr-fr');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/fr-fr/contact');
    await expect(footer.getByRole('link', { name: 'Centre d’aide (FAQ)' })).toHaveAttribute('href', 'https://aide.escapade.fr/hc/fr');
    await expect(footer.getByRole('link', { name: 'Presse' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Devenir hôtel partenaire' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Recrutement' })).toBeVisible();
    const sites = page.getByTestId('footer-sites').getByRole('link');
    await expect(sites).toHaveCount(5);
    await expect(sites).toHaveText(['France', 'België / Belgique', 'Nederland', 'Italia', 'España']);

    await page.goto('/it-it');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Stampa' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Centro assistenza (FAQ)' })).toHaveAttribute('href', 'https://aiuto.escapade.it/hc/it');
    await page.getByTestId('footer-sites').getByRole('link', { name: 'Nederland' }).click();
    await expect(page).toHaveURL(/\/nl-nl$/);
    await expectLanded(page, /\S/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  });

  test('Belgium appears once and leads to the Belgium splash, where the visitor picks the language', async ({ page }) => {
    await page.goto('/es-es');
    await page.getByTestId('footer-sites').getByRole('link', { name: 'België / Belgique' }).click();
    await expect(page).toHaveURL(/\/be$/);
    await expectLanded(page, 'Escapade');
    await expect(page.getByTestId('be-splash-language')).toHaveCount(2);
    await page.getByRole('link', { name: 'Continuer en français' }).click();
    await expect(page).toHaveURL(/\/fr-be$/);
    await expectLanded(page, /\S/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  });

  test('the support phone line of each site, as a tel: link with its hours', async ({ page }) => {
    await page.goto('/fr-fr');
    const line = page.getByTestId('support-phone');
    await expect(line).toHaveText('Appelez-nous : +33 1 84 88 42 10');
    await expect(line.getByRole('link')).toHaveAttribute('href', 'tel:+33184884210');
    await expect(page.getByRole('contentinfo').getByText('Nos conseillers vous répondent du lundi au vendredi, de 10 h à 18 h.')).toBeVisible();
    await page.goto('/nl-nl');
    await expect(page.getByTestId('support-phone').getByRole('link')).toHaveAttribute('href', 'tel:+31208084170');
  });
});

test.describe('inside the mobile app', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 wed-mobile/5.2' });

  test('footer country links are buttons calling the native switch', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { EscapadeApp: { switchCountry: (code: string) => calls.push(code) }, nativeCalls: calls });
    });
    await page.goto('/nl-nl');
    const sites = page.getByTestId('footer-sites');
    await expect(sites.getByRole('link')).toHaveCount(0);
    await expect(sites.getByRole('button')).toHaveCount(5);
    await sites.getByRole('button', { name: 'España' }).click();
    expect(await page.evaluate(() => (window as unknown as { nativeCalls: string[] }).nativeCalls)).toEqual(['es_ES']);
    await expect(page).toHaveURL(/\/nl-nl$/);
    await expect(sites).toBeVisible();
  });

  test('Belgium’s button: the native switch on a Belgian site, the splash from another country', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { EscapadeApp: { switchCountry: (code: string) => calls.push(code) }, nativeCalls: calls });
    });
    await page.goto('/nl-be');
    await page.getByTestId('footer-sites').getByRole('button', { name: 'België / Belgique' }).click();
    expect(await page.evaluate(() => (window as unknown as { nativeCalls: string[] }).nativeCalls)).toEqual(['nl_BE']);

    await page.goto('/it-it');
    await page.getByTestId('footer-sites').getByRole('button', { name: 'België / Belgique' }).click();
    await expect(page).toHaveURL(/\/be$/);
    await expectLanded(page, 'Escapade');
    expect(await page.evaluate(() => (window as unknown as { nativeCalls: string[] }).nativeCalls)).toEqual([]);
  });

  test('the burger offers the country and language selector', async ({ page }) => {
    test.skip(isDesktop(page), 'the burger is the mobile menu');
    await page.goto('/fr-be');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const selector = page.getByRole('region', { name: 'Pays et langue' });
    await expect(selector.getByRole('button')).toHaveCount(6);
    await expect(selector.getByRole('button', { name: 'Belgique (Français)' })).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('announcement banner and tracking', () => {
  test('the banner’s countdown ticks every second', async ({ page }) => {
    await page.goto('/fr-fr');
    const timer = page.getByRole('region', { name: 'Annonce' }).getByRole('timer');
    await expect(timer).toHaveText(/^Fin dans \d+ j \d+ h \d+ min \d+ s$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '', { timeout: 2500 });
  });

  test('the data layer gets launchPage, the page event and clicks with the page category', async ({ page }) => {
    await page.goto('/nl-be');
    await expect.poll(() => dataLayer(page)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'launchPage', locale: 'nl_BE', pointOfSale: 'BE', pageCategory: 'home' }),
        expect.objectContaining({ event: 'page', pageCategory: 'home', pagePath: '/nl-be' }),
      ]),
    );
    await page.getByRole('button', { name: 'Cadeau geven' }).click();
    await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'click')).toEqual([{ event: 'click', action: 'header-gift', pageCategory: 'home' }]);
  });

  test('without the analytics library, the load-attempt flag is set after 5 attempts', async ({ page }) => {
    await page.goto('/es-es');
    await expect
      .poll(async () => (await dataLayer(page)).some((entry) => entry.analyticsLoadAttempt === true), { timeout: 8000 })
      .toBe(true);
  });
});
