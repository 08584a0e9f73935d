import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SIMULATED_RECAPTCHA_SECRET, SIMULATED_RECAPTCHA_SITE_KEY } from '../mocks/providers/recaptcha-tokens';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * The simulator's provider stand-ins in a real browser, on a storefront page (another origin than
 * the simulator, like the real providers): what jsdom cannot show — the recaptcha script's
 * cross-origin token call, and the chat panel's keyboard paths and colour contrast. The contact
 * journey (e2e/contact.spec.ts) uses both through the page's own islands.
 */
async function onAStorefrontPage(page: Page) {
  await page.goto('/es-es');
  await expectLanded(page, /\S/);
}

test('the recaptcha stand-in issues a token from the browser that verifies exactly once', async ({ page, request }) => {
  await onAStorefrontPage(page);
  await page.addScriptTag({ url: `${SIMULATOR_ORIGIN}/recaptcha/api.js?render=${SIMULATED_RECAPTCHA_SITE_KEY}` });
  const token = await page.evaluate(
    (siteKey) =>
      new Promise<string>((resolve, reject) => {
        const grecaptcha = (window as unknown as { grecaptcha: { ready(cb: () => void): void; execute(key: string, options: { action: string }): Promise<string> } }).grecaptcha;
        grecaptcha.ready(() => grecaptcha.execute(siteKey, { action: 'contact' }).then(resolve, reject));
      }),
    SIMULATED_RECAPTCHA_SITE_KEY,
  );
  const verify = () => request.post(`${SIMULATOR_ORIGIN}/recaptcha/api/siteverify`, { form: { secret: SIMULATED_RECAPTCHA_SECRET, response: token } });
  expect(await (await verify()).json()).toMatchObject({ success: true, hostname: '127.0.0.1', action: 'contact', score: 0.9 });
  expect(await (await verify()).json()).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
});

test('the messenger stand-in: a chat panel opened, used and closed by keyboard, axe-clean', async ({ page }) => {
  await onAStorefrontPage(page);
  await page.addScriptTag({ url: `${SIMULATOR_ORIGIN}/messenger/messenger.js` });
  const open = () =>
    page.evaluate(() => {
      const target = window as unknown as { closedTimes?: number; EscapadeMessenger: { open(options: { locale: string; onClose: () => void }): void } };
      target.EscapadeMessenger.open({ locale: 'es_ES', onClose: () => (target.closedTimes = (target.closedTimes ?? 0) + 1) });
    });
  const closedTimes = () => page.evaluate(() => (window as unknown as { closedTimes?: number }).closedTimes ?? 0);

  await open();
  const panel = page.getByRole('dialog', { name: 'Chatea con nosotros' });
  await expect(panel).toBeVisible();
  const field = panel.getByRole('textbox', { name: 'Su mensaje' });
  await expect(field).toBeFocused();
  await page.keyboard.type('¿Dónde está mi reserva?');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('log')).toContainText('Gracias, un asesor le responderá en un momento.');
  // The panel only: the page under it is analysed by its own specs. Colour contrast included.
  const results = await new AxeBuilder({ page }).include('#escapade-messenger').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode(true).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  expect(await closedTimes()).toBe(1);

  await open();
  await expect(field).toBeFocused();
  // Back from the field: the tab order is the close button, the (scrollable, focusable) conversation, the field.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button', { name: 'Cerrar el chat' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  expect(await closedTimes()).toBe(2);
});
