import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { initCheckout, productFor } from './support/checkout';
import { expectLanded } from './support/landed';

/**
 * The booking step's price adjustments (issue 22; part 1 §3 Price), desktop and mobile, against
 * the simulator's checkout: a promo code and a gift card take their amounts off and 'Total à payer'
 * follows (remainingAmountToPay); an unknown code and an empty card are refused in the site's words;
 * another insurance re-prices the stay. Each test and project books its own product (base 120 of
 * the checkout specs' product list).
 */
const LOCALE = 'fr_FR';
const SPEC_BASE = 120;

const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
const spaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

async function openBookingStep(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expectLanded(page, 'Votre réservation');
  // No wait for hydration: the island loads when the traveller reaches for it (src/screens/booking/islands.tsx),
  // and what is typed or ticked on the server's HTML meanwhile is taken over.
  return page.getByTestId('price-adjustments');
}

/** Ticks the last (paid) cover: shown chosen, its price in the summary, the total the stay's price plus it. Returns its index. */
async function choosePaidCover(page: Page, island: Locator, sellPrice: number): Promise<number> {
  const radios = island.getByTestId('adjustments-insurance').getByRole('radio');
  const count = await radios.count();
  expect(count).toBeGreaterThan(1);
  await radios.nth(count - 1).check();
  await expect(page.getByTestId('booking-insurance-price')).not.toHaveText('Incluse');
  await expect(radios.nth(count - 1)).toBeChecked();
  const insurance = Number((/([\d\s,]+)\s€/.exec(spaces(await page.getByTestId('booking-insurance-price').textContent()))?.[1] ?? '').replace(/\s/g, '').replace(',', '.'));
  expect(spaces(await page.getByTestId('booking-total').textContent())).toBe(spaces(euros(sellPrice + Math.round(insurance * 100))));
  return count - 1;
}

test.describe('booking step: insurance, promo code and gift card', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a promo code and a gift card come off the total to pay; removing them gives it back', async ({ page, request }, testInfo) => {
    const made = await initCheckout(request, productFor(testInfo, SPEC_BASE, 0), LOCALE);
    const total = made.price.totalPrice;
    const island = await openBookingStep(page, made.bookingPath);
    await expect(page.getByTestId('booking-total')).toHaveText(new RegExp(euros(total).replace(/\s/g, '\\s')));

    await island.getByLabel('Code promo').fill('ESCAPADE20');
    await island.getByRole('button', { name: 'Appliquer' }).click();
    await expect(island.getByTestId('adjustments-promo-applied')).toContainText('Code ESCAPADE20 appliqué');
    const price = page.getByTestId('booking-price');
    await expect(price.getByTestId('booking-promo-reduction')).toHaveText(/-20\s€/);
    await expect(price.getByTestId('booking-to-pay')).toHaveText(new RegExp(euros(total - 2_000).replace(/\s/g, '\\s')));

    await island.getByLabel('Numéro de carte cadeau').fill('GC-1000-2000-3000');
    await island.getByRole('button', { name: 'Utiliser la carte cadeau' }).click();
    const used = Math.min(5_000, total - 2_000);
    await expect(island.getByTestId('adjustments-giftcard')).toContainText('GC-1000-2000-3000');
    await expect(price.getByTestId('booking-giftcard-used')).toHaveText(new RegExp(`-${euros(used).replace(/\s/g, '\\s')}`));
    expect(spaces(await price.getByTestId('booking-to-pay').textContent())).toBe(spaces(euros(total - 2_000 - used)));
    // The total price stays the stay's: one total before reductions, one to pay after them.
    expect(spaces(await price.getByTestId('booking-total').textContent())).toBe(spaces(euros(total)));

    await island.getByRole('button', { name: 'Retirer la carte cadeau GC-1000-2000-3000' }).click();
    await expect(price.getByTestId('booking-giftcard-used')).toHaveCount(0);
    await island.getByRole('button', { name: 'Retirer le code promo' }).click();
    await expect(price.getByTestId('booking-promo-reduction')).toHaveCount(0);
    expect(spaces(await price.getByTestId('booking-total').textContent())).toBe(spaces(euros(total)));
  });

  test('an unknown code and an empty gift card are refused in the site’s words; another insurance re-prices the stay', async ({ page, request }, testInfo) => {
    const made = await initCheckout(request, productFor(testInfo, SPEC_BASE, 1), LOCALE);
    const island = await openBookingStep(page, made.bookingPath);

    await island.getByLabel('Code promo').fill('NOPE2026');
    await island.getByRole('button', { name: 'Appliquer' }).click();
    await expect(island.getByTestId('adjustments-promo-error')).toHaveText("Ce code promo n'est pas valide.");
    await island.getByLabel('Numéro de carte cadeau').fill('GC-7000-8000-9000');
    await island.getByRole('button', { name: 'Utiliser la carte cadeau' }).click();
    await expect(island.getByTestId('adjustments-giftcard-error')).toHaveText('Le solde de cette carte cadeau est épuisé.');
    await expect(page.getByTestId('booking-to-pay')).toHaveCount(0);

    // The included cover is checked at first (the checkout was made without insurance); take a paid one.
    await expect(island.getByTestId('adjustments-insurance').getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(page.getByTestId('booking-insurance-price')).toHaveText('Incluse');
    await choosePaidCover(page, island, made.price.sellPrice);
  });

  test('a paid cover ticked first, on the page as drawn: taken over when the choices arrive, the stay re-priced once', async ({ page, request }, testInfo) => {
    const made = await initCheckout(request, productFor(testInfo, SPEC_BASE, 2), LOCALE);
    const island = await openBookingStep(page, made.bookingPath);
    const insuranceCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/checkout/insurance') insuranceCalls.push(sent.postData() ?? '');
    });
    // The first thing the traveller does on the step: the choices' code is not there yet.
    const chosen = await choosePaidCover(page, island, made.price.sellPrice);
    expect(insuranceCalls, 'one change sent').toHaveLength(1);

    // A reload shows the checkout's cover, as the server has it.
    await page.reload();
    await expectLanded(page, 'Votre réservation');
    await expect(page.getByTestId('price-adjustments').getByTestId('adjustments-insurance').getByRole('radio').nth(chosen)).toBeChecked();
  });
});
