import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';

/**
 * The gift personalisation dialog on a gift stay's page (part 1 §2, §4, §5, §8), desktop and
 * mobile: Offer opens it; digits in the name and a 41st character are refused with part 1 §5's
 * messages (the limit one clears after 1 s); Offer saves and hands off to the gift summary, which
 * shows the personalisation; a new visit restores it; a failing shipping-cost call disables the
 * physical format with its message. Each project uses its own stay and its own site's fault.
 */
const catalogue = getCatalogue();
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;
const vouchers = (physical: boolean) =>
  catalogue.singleVouchers.filter((voucher) => voucher.physicalAvailable === physical && catalogue.index.hotelById.get(voucher.hotelId)?.active);

async function openDialog(page: Page, title: string) {
  const panel = page.getByTestId('gift-setup');
  await expect(panel).toBeVisible();
  await panel.getByTestId('gift-offer').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('gift personalisation', () => {
  test('Offer → the rules of the name → Offer → the summary shows it; a new visit restores it', async ({ page }) => {
    test.setTimeout(60_000);
    const voucher = vouchers(false)[isDesktop(page) ? 0 : 1]!;
    const productUrl = href.product('fr_FR', voucher.id, undefined, { flow: 'gifting' });
    await page.goto(productUrl);
    let dialog = await openDialog(page, 'Offrir ce séjour');
    await expect(dialog.getByText('180 caractères max.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const name = dialog.getByLabel(/De la part de/);
    await name.fill('Marie 2');
    await name.blur();
    await expect(dialog.getByText('Seul du texte est attendu')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('');
    await name.pressSequentially('a'.repeat(41));
    await expect(name).toHaveValue('a'.repeat(40));
    const limit = dialog.getByText('Le champ est limité à 40 caractères');
    await expect(limit).toBeVisible();
    await expect(limit).toHaveCount(0, { timeout: 3_000 }); // cleared after 1 s
    await expect(name).toHaveValue('a'.repeat(40));

    await name.fill('Marie-Hélène');
    await dialog.getByLabel(/Votre message/).fill('Bon séjour à vous deux !');
    await dialog.getByTestId('gift-offer-confirm').click();
    await expectLanded(page, 'Votre cadeau');
    const summary = page.getByTestId('gift-booking-summary');
    await expect(summary.getByTestId('gift-note-from')).toHaveText('Marie-Hélène');
    await expect(summary.getByTestId('gift-note-message')).toHaveText('Bon séjour à vous deux !');

    await page.goto(productUrl);
    dialog = await openDialog(page, 'Offrir ce séjour');
    await expect(dialog.getByLabel(/De la part de/)).toHaveValue('Marie-Hélène');
    await expect(dialog.getByLabel(/Votre message/)).toHaveValue('Bon séjour à vous deux !');
  });

  test('a failing shipping-cost call disables physical in the dialog with its message', async ({ page, simulator }) => {
    test.setTimeout(60_000);
    const site: { locale: Locale; pos: string; title: string; physical: RegExp; message: string } = isDesktop(page)
      ? { locale: 'nl_NL', pos: 'NL', title: 'Dit verblijf cadeau doen', physical: /Fysiek/, message: 'Slachtoffer van zijn succes, de fysieke vorm is binnenkort terug!' }
      : { locale: 'fr_BE', pos: 'BE', title: 'Offrir ce séjour', physical: /Physique/, message: 'Victime de son succès, le format physique revient bientôt !' };
    const voucher = vouchers(true)[isDesktop(page) ? 0 : 1]!;
    const remove = await simulator.injectFault({ path: '/single-voucher/shipping-costs', fault: '503', contains: `pos=${site.pos}` });
    try {
      await page.goto(href.product(site.locale, voucher.id, undefined, { flow: 'gifting' }));
      await expect(page.getByTestId('physical-hint')).toHaveText(site.message);
      const dialog = await openDialog(page, site.title);
      await expect(dialog.getByRole('radio', { name: site.physical })).toBeDisabled();
      await expect(dialog.getByTestId('physical-hint')).toHaveText(site.message);
    } finally {
      await remove();
    }
  });
});
