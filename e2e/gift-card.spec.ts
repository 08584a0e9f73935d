import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';

/**
 * The gift card journey (issue 12), desktop and mobile: the gift drawer → the gift card page
 * (server-rendered, indexable) → a preset amount, a free amount out of bounds then fixed →
 * personalise in the dialog → the gift summary with the amount as total and the personalisation.
 */
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;
const normal = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

test.describe('gift card', () => {
  test('gift drawer → gift card page → amount → personalise → summary', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/fr-fr');
    await page.getByRole('button', { name: 'Offrir un cadeau' }).click();
    await page.getByRole('dialog', { name: 'Que souhaitez-vous offrir ?' }).getByRole('link', { name: /Une carte cadeau/ }).click();
    await expectLanded(page, 'La carte cadeau');
    await expect(page).toHaveURL(/\/fr-fr\/carte-cadeau$/);
    // Indexable, with its canonical and its hreflang set (every site has the page).
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr-fr\/carte-cadeau$/);
    await expect(page.locator('link[rel="alternate"][hreflang="es-ES"]')).toHaveAttribute('href', /\/es-es\/tarjeta-regalo$/);

    const form = page.getByTestId('gift-card-summary');
    await expect(page.getByRole('radio', { name: /^100\s€/ })).toBeChecked();
    await page.getByRole('radio', { name: /^150\s€/ }).check();
    expect(normal(await form.getByTestId('gift-card-total').textContent())).toBe('150 €');

    const other = page.getByLabel('Montant en euros');
    await other.fill('5');
    await other.blur();
    await expect(page.getByTestId('gift-card-error')).toHaveText(/Le montant minimum est de 20\s€\./);
    await expect(other).toHaveValue('5');
    await page.getByTestId('gift-card-personalise').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(other).toBeFocused();
    await other.fill('120');
    await other.blur();
    await expect(page.getByTestId('gift-card-error')).toBeEmpty();
    expect(normal(await form.getByTestId('gift-card-total').textContent())).toBe('120 €');

    await page.getByTestId('gift-card-personalise').click();
    const dialog = page.getByRole('dialog', { name: 'Offrir une carte cadeau' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(0); // digital only
    await expect(dialog.getByText('180 caractères max.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel(/De la part de/).fill('Anne-Sophie');
    await dialog.getByLabel(/Votre message/).fill('Joyeux anniversaire !');
    await dialog.getByRole('button', { name: 'Offrir' }).click();

    await expectLanded(page, 'Votre cadeau');
    await expect(page).toHaveURL(/\/fr-fr\/commande-cadeau\?type=giftcard&amount=12000$/);
    const summary = page.getByTestId('gift-booking-summary');
    expect(normal(await summary.getByTestId('summary-total').textContent())).toBe('120 €');
    await expect(summary.getByTestId('summary-shipping')).toHaveText('Offert');
    await expect(summary.getByTestId('gift-note-from')).toHaveText('Anne-Sophie');
    await expect(summary.getByTestId('gift-note-message')).toHaveText('Joyeux anniversaire !');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('keyboard only: open the personalisation, fill it, Escape keeps it, Enter offers', async ({ page }) => {
    test.skip(!isDesktop(page), 'keyboard journey: a desktop visitor');
    await page.goto('/es-es/tarjeta-regalo');
    await expectLanded(page, 'La tarjeta regalo');
    const personalise = page.getByTestId('gift-card-personalise');
    await personalise.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Regalar una tarjeta regalo' });
    await expect(dialog).toBeVisible();
    // Focus starts inside the dialog (its close button); Tab reaches the fields in order.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const name = dialog.getByLabel(/De parte de/);
    await page.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await page.keyboard.type('Núria 2');
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('Solo se admite texto')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(name).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(name).toHaveValue('Núria');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/Tu mensaje/)).toBeFocused();
    await expect(dialog.getByText('Solo se admite texto')).toHaveCount(0);
    await page.keyboard.type('¡Feliz cumpleaños!');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(personalise).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(name).toHaveValue('Núria');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Regalar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectLanded(page, 'Tu regalo');
    await expect(page.getByTestId('gift-note-from')).toHaveText('Núria');
    await expect(page.getByTestId('gift-note-message')).toHaveText('¡Feliz cumpleaños!');
  });
});
