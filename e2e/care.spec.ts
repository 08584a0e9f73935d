import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * Customer-care staff (spec part 2 §2, §6): the care host requires a verified Google sign-in
 * token; without one (or with a forged, expired, unsigned one) every page is the care login page.
 * The public host never gets care mode. Chromium resolves *.localhost to loopback.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CARE_ORIGIN = `http://care.localhost:${PORT}`;
const PUBLIC_ORIGIN = `http://127.0.0.1:${PORT}`;
const STAFF = 'agent@escapade.example';

type Forgery = 'wrong-key' | 'wrong-audience' | 'wrong-issuer' | 'expired' | 'unsigned' | 'unverified-email';

/** An ID token from the simulated Google (docs/api/content.md, "Simulated Google sign-in"). */
async function mintToken(request: APIRequestContext, body: { email?: string; forge?: Forgery } = {}): Promise<string> {
  const response = await request.post(`${SIMULATOR_ORIGIN}/auth/token`, { data: { email: STAFF, ...body } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id_token: string }).id_token;
}

async function withSessionCookie(context: BrowserContext, token: string, origin = CARE_ORIGIN): Promise<void> {
  await context.addCookies([{ name: 'care_id_token', value: token, url: origin, httpOnly: true, sameSite: 'Lax' }]);
}

/** The shell shows this bar (with the share-link tool) in care mode only. */
const careBar = (page: Page) => page.getByTestId('care-bar');

test.describe('the customer-care host', () => {
  test('without a token shows the care login page in place of any page, in the site’s language', async ({ page }) => {
    const response = await page.goto(`${CARE_ORIGIN}/fr-fr`);
    expect(response?.status()).toBe(200);
    // Same address, the login page in it.
    expect(new URL(page.url()).pathname).toBe('/fr-fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Service client' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter avec Google' })).toBeEnabled();
    await expect(careBar(page)).toHaveCount(0);
    // Never cached by a shared cache, never indexed.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${CARE_ORIGIN}/nl-be/klantenservice`);
    await expect(page.getByRole('heading', { level: 1, name: 'Klantenservice' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  });

  test('a staff member signs in with Google and comes back to the page asked for, in care mode', async ({ page }) => {
    await page.goto(`${CARE_ORIGIN}/nl-be?refid=abc`);
    await expect(page.getByRole('heading', { level: 1, name: 'Klantenservice' })).toBeVisible();
    await expect(page.getByLabel('Google-account')).toHaveValue(STAFF);
    await page.getByRole('button', { name: 'Inloggen met Google' }).click();

    await page.waitForURL(`${CARE_ORIGIN}/nl-be?refid=abc`);
    await expect(page.getByRole('heading', { level: 1, name: 'Klantenservice' })).toHaveCount(0);
    const cookie = (await page.context().cookies(CARE_ORIGIN)).find((item) => item.name === 'care_id_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', domain: 'care.localhost' });
    await expect(careBar(page)).toBeVisible();
    await expect(page.getByTestId('care-share-link')).toBeVisible();

    // The login page itself now says who is signed in, and signs out.
    await page.goto(`${CARE_ORIGIN}/nl-be/klantenservice/inloggen`);
    await expect(page.getByRole('status').filter({ hasText: 'Je bent ingelogd als' })).toHaveText(`Je bent ingelogd als ${STAFF}.`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(`${CARE_ORIGIN}/nl-be`);
    await expect(page.getByRole('heading', { level: 1, name: 'Klantenservice' })).toBeVisible();
    await expect(careBar(page)).toHaveCount(0);
  });

  test('an account outside the staff domain is refused at sign-in', async ({ page }) => {
    await page.goto(`${CARE_ORIGIN}/fr-fr`);
    await page.getByLabel('Compte Google').fill('someone@gmail.com');
    await page.getByRole('button', { name: 'Se connecter avec Google' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Connexion refusée' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Service client' })).toBeVisible();
    await expect(careBar(page)).toHaveCount(0);
    expect((await page.context().cookies(CARE_ORIGIN)).some((item) => item.name === 'care_id_token')).toBe(false);
  });

  test('a valid token in the cookie gives care mode on every page', async ({ page, request }) => {
    await withSessionCookie(page.context(), await mintToken(request));
    await page.goto(`${CARE_ORIGIN}/fr-fr/service-client/connexion`);
    await expect(page.getByRole('status').filter({ hasText: 'Vous êtes connecté' })).toHaveText(`Vous êtes connecté en tant que ${STAFF}.`);

    const response = await page.goto(`${CARE_ORIGIN}/fr-fr`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Service client' })).toHaveCount(0);
    await expect(careBar(page)).toBeVisible();
  });

  for (const forge of ['wrong-key', 'expired', 'unsigned', 'wrong-audience', 'wrong-issuer', 'unverified-email'] as const) {
    test(`a ${forge} token never gets care mode: the login page shows`, async ({ page, request }) => {
      await withSessionCookie(page.context(), await mintToken(request, { forge }));
      await page.goto(`${CARE_ORIGIN}/fr-fr`);
      await expect(page.getByRole('heading', { level: 1, name: 'Service client' })).toBeVisible();
      await expect(careBar(page)).toHaveCount(0);
    });
  }

  test('a malformed cookie never gets care mode', async ({ page }) => {
    await withSessionCookie(page.context(), 'eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFnZW50QGVzY2FwYWRlLmV4YW1wbGUifQ.');
    await page.goto(`${CARE_ORIGIN}/it-it`);
    await expect(page.getByRole('heading', { level: 1, name: 'Servizio clienti' })).toBeVisible();
    await expect(careBar(page)).toHaveCount(0);
  });
});

test.describe('the public host', () => {
  test('never gets care mode, even with a valid token in its cookie', async ({ page, request }) => {
    await withSessionCookie(page.context(), await mintToken(request), PUBLIC_ORIGIN);
    const response = await page.goto(`${PUBLIC_ORIGIN}/fr-fr`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(careBar(page)).toHaveCount(0);
    expect(response?.headers()['cache-control']).not.toBe('private, no-store');

    // The care login page does not exist there (the site's not-found page), and the sign-in route refuses to set a session.
    expect((await page.goto(`${PUBLIC_ORIGIN}/fr-fr/service-client/connexion`))?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Oups !');
    const signIn = await request.post(`${PUBLIC_ORIGIN}/api/care/session`, { form: { credential: await mintToken(request), returnTo: '/fr-fr' }, maxRedirects: 0 });
    expect(signIn.status()).toBe(404);
    expect(signIn.headers()['set-cookie']).toBeUndefined();
  });

  test('ignores a forged care header sent by the visitor', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-escapade-care': '1' });
    await page.goto(`${PUBLIC_ORIGIN}/fr-fr`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(careBar(page)).toHaveCount(0);
  });
});
