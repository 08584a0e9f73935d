import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';

/**
 * The gift buyer's journey (part 1 §2, §4, §8; part 2 §3, §9), desktop and mobile: a gift stay's
 * card → its product page in the gifting flow → format, nights, bucket, upsell, options → Offer →
 * the gift summary, priced again on the server. Expected totals come from the simulator's own
 * catalogue and option prices, never from the page. Faults are scoped to one site (es_ES, it_IT)
 * so the fr_FR journey running alongside is untouched.
 */
const catalogue = getCatalogue();
const GIFTS = '/fr-fr/recherche-cadeau';
/** Simulator: a single voucher ships for 3.90 € in its own country; greeting card 12 is free, chocolates (22) 15 €. */
const SHIPPING = 390;
const CHOCOLATES = 1_500;

const normal = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const euros = (cents: number) =>
  normal(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(cents / 100) ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100));

const activeVoucher = (physical: boolean) =>
  catalogue.singleVouchers.find((voucher) => voucher.physicalAvailable === physical && catalogue.index.hotelById.get(voucher.hotelId)?.active)!;

/** The panel has mounted and asked its calls once the options (or their absence) and the shipping state are known. */
async function panelReady(page: Page) {
  const panel = page.getByTestId('gift-setup');
  await expect(panel).toBeVisible();
  // Hydrated: the choices are disabled in the server HTML.
  await expect(panel.getByTestId('gift-choices')).not.toHaveAttribute('disabled');
  // The options' call has answered or failed, and the shipping state (if physical is offered) is known.
  await expect(panel.getByTestId('physical-hint').filter({ hasText: /Vérification|Comprobando|Verifica/ })).toHaveCount(0);
  return panel;
}

test.describe('gift setup and gift summary', () => {
  test('card → gift setup → Offer → summary with the same total, priced on the server', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(GIFTS);
    const link = page.getByTestId('results-grid').locator('[data-card-id]').first().getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/fr-fr\/sejour\/\d+\/[a-z0-9-]+\?flow=gifting$/);
    await link.click();
    await expect(page).toHaveURL(/\?flow=gifting/);
    await expect(page.getByTestId('product-header')).toBeVisible();
    const productId = Number(/\/sejour\/(\d+)/.exec(page.url())![1]);
    const voucher = catalogue.index.singleVoucherById.get(productId)!;
    const entry = voucher.priceList.find((line) => line.los === 2)!;

    const panel = page.getByTestId('gift-setup');
    await expect(panel.getByTestId('gift-options')).toBeVisible();
    // Defaults: digital, 1 night, Essential — the total is the 1-night Essential price.
    await expect(panel.getByRole('radio', { name: /Numérique/ })).toBeChecked();
    await expect(panel.getByTestId('gift-total')).toHaveText(new RegExp(euros(voucher.priceList[0]!.sellPrices[0]).replace(/ /g, '\\s')));

    if (voucher.physicalAvailable) {
      await expect(panel.getByTestId('physical-hint')).toContainText('+3,90');
      await expect(panel.getByTestId('physical-hint')).toContainText('2 à 4 jours ouvrés');
      await panel.getByRole('radio', { name: /Physique/ }).check();
    }
    await panel.getByRole('radio', { name: '2 nuits' }).check();
    const buckets = panel.getByTestId('gift-buckets');
    for (const [index, name] of ['Essentiel', 'Sérénité', 'Liberté'].entries()) {
      await expect(buckets.getByTestId(`gift-bucket-${index + 1}`)).toContainText(name);
      expect(normal(await buckets.getByTestId(`gift-bucket-${index + 1}`).getByTestId('gift-bucket-price').textContent())).toBe(euros(entry.sellPrices[index]!));
    }
    await expect(buckets.getByTestId('gift-bucket-2')).toContainText('Populaire');
    await buckets.getByRole('radio', { name: /Sérénité/ }).check();
    await expect(panel.getByTestId('gift-upsell')).toContainText('+250 €');
    await panel.getByRole('checkbox', { name: /Toutes les dates disponibles/ }).check();
    await panel.getByRole('radio', { name: /Je t’aime/ }).check();
    await panel.getByRole('checkbox', { name: /Boîte de chocolats/ }).check();

    const expected = entry.sellPrices[1] + (voucher.physicalAvailable ? SHIPPING : 0) + CHOCOLATES + entry.extraUpsellAvailabilityAmount;
    await expect.poll(async () => normal(await panel.getByTestId('gift-total').textContent())).toBe(euros(expected));
    await expect(page).toHaveURL(/#.*giftNights=2&bucket=2&upsell=availability&subElements\[\]=12&subElements\[\]=22/);
    await expectNoSeriousA11yViolations(page);

    // Offer opens the personalisation dialog (issue 12); its Offer hands off to the summary.
    await panel.getByTestId('gift-offer').click();
    const dialog = page.getByRole('dialog', { name: 'Offrir ce séjour' });
    await expect(dialog.getByTestId('gift-offer-total')).toHaveText(new RegExp(euros(expected).replace(/ /g, '\\s')));
    const [response] = await Promise.all([
      page.waitForResponse((candidate: Response) => candidate.request().resourceType() === 'document' && candidate.url().includes('/commande-cadeau')),
      dialog.getByTestId('gift-offer-confirm').click(),
    ]);
    expect(response.status()).toBe(200);
    await expectLanded(page, 'Votre cadeau');
    const summary = page.getByTestId('gift-booking-summary');
    expect(normal(await summary.getByTestId('summary-total').textContent())).toBe(euros(expected));
    await expect(summary.getByTestId('summary-nights')).toHaveText('2 nuits');
    await expect(summary.getByTestId('summary-bucket')).toHaveText('Sérénité');
    await expect(summary.getByTestId('summary-option')).toHaveCount(2);
    await expect(summary.getByRole('button', { name: 'Continuer vers le paiement' })).toBeEnabled();
    await expect(page.getByTestId('simplified-header')).toBeVisible();
    expect(response.headers()['cache-control'] ?? '').toMatch(/no-store|private/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page);

    // Back to the product page's gift setup, with the choice restored from the hash.
    await summary.getByTestId('gift-booking-modify').click();
    await expect(page).toHaveURL(/\?flow=gifting#/);
    await expect(page.getByTestId('gift-setup').getByRole('radio', { name: '2 nuits' })).toBeChecked();
    await expect.poll(async () => normal(await page.getByTestId('gift-total').textContent())).toBe(euros(expected));
  });

  test('a failing shipping-cost call disables the physical format with its message', async ({ page, simulator }) => {
    test.setTimeout(60_000);
    const voucher = activeVoucher(true);
    const remove = await simulator.injectFault({ path: '/single-voucher/shipping-costs', fault: '503', contains: 'pos=ES' });
    try {
      await page.goto(`${href.product('es_ES', voucher.id, undefined, { flow: 'gifting' })}#giftFormat=physical`);
      const panel = await panelReady(page);
      const physical = panel.getByRole('radio', { name: /Físico/ });
      await expect(physical).toBeDisabled();
      await expect(panel.getByTestId('physical-hint')).toHaveText('Víctima de su éxito, ¡el formato físico volverá pronto!');
      // The hash asked for physical: the gift is priced digital, and says so.
      await expect(panel.getByRole('radio', { name: /digital/ })).toBeChecked();
      expect(normal(await panel.getByTestId('gift-total').textContent())).toBe(
        normal(new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(voucher.priceList[0]!.sellPrice / 100)),
      );
      await expectNoSeriousA11yViolations(page);
    } finally {
      await remove();
    }
  });

  test('a failing sub-elements call shows no options and the rest of the panel works', async ({ page, simulator }) => {
    test.setTimeout(60_000);
    const voucher = activeVoucher(false);
    const remove = await simulator.injectFault({ path: '/available-custom-sub-elements', fault: '500', contains: 'locale=it_IT' });
    try {
      await page.goto(href.product('it_IT', voucher.id, undefined, { flow: 'gifting' }));
      const panel = await panelReady(page);
      // No physical version: no format choice at all.
      await expect(panel.getByTestId('gift-format')).toHaveCount(0);
      // Keyboard: the nights are a native radio group (arrows move the choice), with a visible focus ring.
      const oneNight = panel.getByRole('radio', { name: '1 notte' });
      await oneNight.focus();
      await page.keyboard.press('ArrowRight');
      const twoNights = panel.getByRole('radio', { name: '2 notti' });
      await expect(twoNights).toBeChecked();
      await expect(twoNights).toBeFocused();
      expect(await twoNights.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
      await expect(page).toHaveURL(/#giftNights=2/);
      await panel.getByRole('radio', { name: '3 notti' }).check();
      await expect(page).toHaveURL(/#giftNights=3/);
      await expect(panel.getByTestId('gift-options')).toHaveCount(0);
      await expect(panel.getByTestId('gift-offer')).toHaveAttribute('href', /giftNights=3/);
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    } finally {
      await remove();
    }
  });

  test('the booking flow shows no gift setup; a garbage gift summary link is a message page, not a crash', async ({ page, request }) => {
    const voucher = activeVoucher(true);
    await page.goto(href.product('fr_FR', voucher.id));
    await expect(page.getByTestId('product-header')).toBeVisible();
    await expect(page.getByTestId('gift-setup')).toHaveCount(0);
    const response = await request.get('/fr-fr/commande-cadeau?productId=abc&giftNights=99');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="gift-booking-message"');
    expect(html).toContain('Ce lien cadeau est incomplet');
  });
});
