import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { documentStatus, expectLanded } from './support/landed';
import { reachForResults } from './support/search-results';

/**
 * The account hand-off (issue 13): the fixed /account/* paths served by the account application's
 * stand-in through the storefront, the signed-in header, and the wishlist heart on full cards.
 */
const SEARCH = '/fr-fr/recherche';

const results = (page: Page) => page.getByTestId('search-results');
const fullCards = (page: Page) => page.getByTestId('results-grid').locator('[data-layout="full"]');

async function openSearch(page: Page) {
  await page.goto(SEARCH);
  await reachForResults(page);
}

async function openAccountMenu(page: Page) {
  await page.getByTestId('account-button').click();
  return page.getByRole('dialog', { name: 'Mon compte' });
}

async function heartOf(page: Page, slot: number) {
  const card = fullCards(page).nth(slot);
  return { label: (await card.getByRole('heading', { level: 3 }).textContent())!.trim(), heart: card.getByTestId('wishlist') };
}

// Two journeys, not one: each stays well inside the test timeout on a busy machine.
test('an anonymous heart asks to sign in; signing in brings the visitor back to the page, signed in', async ({ page, context }, testInfo) => {
  // Each project its own account and card: the two run at once against one simulator.
  const email = `e2e.${testInfo.project.name}@example.com`;
  const slot = testInfo.project.name === 'mobile' ? 1 : 0;

  await openSearch(page);
  const searchUrl = page.url();
  const { heart } = await heartOf(page, slot);
  await expect(heart).toHaveAccessibleName('Ajouter à mes favoris');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // Anonymous: the heart asks to sign in, with the page as origin.
  await heart.click();
  await expectLanded(page, 'Connexion à votre compte');
  expect(new URL(page.url()).pathname).toBe('/account/signin');
  expect(new URL(page.url()).searchParams.get('origin')).toBe(searchUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('secret');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // Back on the origin page, signed in: the header's menu names the account's pages.
  await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
  expect(page.url()).toBe(searchUrl);
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.access_token?.httpOnly).toBe(false);
  expect(cookies.account_id?.value).toMatch(/^ACC-\d{9}$/);
  await expect(page.getByTestId('account-button')).toBeVisible();
});

test('signed in, the header opens the account menu (profile, trips, wishlist); sign out brings the sign-in link back', async ({ page, context }, testInfo) => {
  const email = `e2e.menu.${testInfo.project.name}@example.com`;
  const signIn = await page.request.post('/account/signin', { form: { email, password: 'secret', origin: SEARCH }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  await openSearch(page);
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/account/settings/profile');
  await expect(menu.getByRole('link', { name: 'Mes voyages' })).toHaveAttribute('href', '/account/trips');
  await expect(menu.getByRole('link', { name: 'Mes favoris' })).toHaveAttribute('href', '/account/wishlist');
  await expectNoSeriousA11yViolations(page);

  // Sign out: the header shows the sign-in link again.
  await menu.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
});

test('a signed-in visitor’s heart adds a stay to the wishlist the account page lists, and removes it', async ({ page }, testInfo) => {
  const email = `e2e.wishlist.${testInfo.project.name}@example.com`;
  const slot = testInfo.project.name === 'mobile' ? 3 : 2;
  // Signed in through the stand-in's form (the browser context shares the cookies it sets).
  const signIn = await page.request.post('/account/signin', { form: { email, password: 'secret', origin: SEARCH }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);

  await openSearch(page);
  const { label, heart } = await heartOf(page, slot);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // Add: the heart fills at once and the account application keeps it.
  const added = page.waitForResponse((response) => response.url().endsWith('/api/wishlist') && response.request().method() === 'POST');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Retirer de mes favoris');
  expect((await added).status()).toBe(204);

  // The account's wishlist page lists it, linked to its product page.
  await (await openAccountMenu(page)).getByRole('link', { name: 'Mes favoris' }).click();
  await expectLanded(page, 'Mes favoris');
  const wished = page.getByTestId('account-wishlist').getByRole('link', { name: label });
  await expect(wished).toHaveAttribute('href', new RegExp(`^/fr-fr/.+`));
  await expect(page.getByRole('button', { name: `Retirer ${label} de mes favoris` })).toBeVisible();

  // Back: the heart is read from the wishlist; remove it.
  await page.goBack();
  await expect(results(page)).toHaveAttribute('data-hydrated', 'true');
  const heartAgain = fullCards(page).nth(slot).getByTestId('wishlist');
  await expect(heartAgain).toHaveAttribute('aria-pressed', 'true');
  const removed = page.waitForResponse((response) => response.url().endsWith('/api/wishlist/remove'));
  await heartAgain.click();
  await expect(heartAgain).toHaveAttribute('aria-pressed', 'false');
  expect((await removed).status()).toBe(204);
});

test('an origin off the site never leads off the site; a failing account application gives our page', async ({ page, baseURL, simulator }, testInfo) => {
  const answer = await page.goto(`/account/signin?origin=${encodeURIComponent('https://evil.example/steal')}`);
  await expectLanded(page, 'Connexion à votre compte');
  // The application's pages carry our security headers (next.config.ts, every path) and are never cached.
  expect(answer?.headers()).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
  await expect(page.locator('input[name="origin"]')).toHaveValue('/');
  await page.getByLabel('Adresse e-mail').fill(`e2e.origin.${testInfo.project.name}@example.com`);
  await page.getByLabel('Mot de passe').fill('secret');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The splash of this site, not evil.example.
  await expectLanded(page, 'Escapade');
  expect(page.url()).toBe(`${baseURL}/`);

  // Only this test's requests fail (their origin names the project).
  const probe = `fault-probe-${testInfo.project.name}`;
  const removeFault = await simulator.injectFault({ path: '/account/signin', fault: '503', contains: probe });
  try {
    await page.goto(`/account/signin?origin=%2Fit-it%2F${probe}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il tuo account non è momentaneamente disponibile');
    expect(await documentStatus(page)).toBe(502);
    await expect(page.getByRole('link', { name: 'Torna alla pagina iniziale' })).toHaveAttribute('href', '/it-it');
  } finally {
    await removeFault();
  }
});
