import type { Page, Response, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { documentStatus, expectLanded } from './support/landed';

/**
 * The activity voucher page and the activity checkout summary (issue 11; part 2 §2, §4, §5, §8,
 * §9; part 1 §2) in the browser, desktop and mobile. Each test and project takes its own vouchers
 * (candidates[slot * 2 + mobile]) so a fault rule or a remembered existence answer of one test
 * never touches another's.
 */
const LOCALE = 'fr_FR';
const catalogue = getCatalogue();
/** Published vouchers with at least three participant counts, last first (away from the search's first cards). */
const candidates = catalogue.activityOnly.filter((product) => product.published && product.prices.length >= 3).reverse();
const unpublished = catalogue.activityOnly.filter((product) => !product.published);
const CHECKOUT_TITLE = "Votre bon d'activité";

function voucherFor(testInfo: TestInfo, slot: number) {
  const voucher = candidates[slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  if (!voucher) throw new Error(`no voucher for slot ${slot}`);
  return voucher;
}

const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
const spaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();
const totalOf = (voucher: (typeof candidates)[number], count: number) => voucher.prices.find((price) => price.adults === count)!.sellPrice * count;

async function openVoucher(page: Page, voucher: (typeof candidates)[number], hash = '') {
  const response = await page.goto(`${href.activity(LOCALE, voucher.id)}${hash}`);
  expect(response?.status()).toBe(200);
  await expectLanded(page, voucher.label.fr);
  await expect(page.getByTestId('activity-purchase')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('activity voucher page', () => {
  test('a card of the activity search lands on its voucher page: status 200, heading, programme, price, structured data', async ({ page }) => {
    await page.goto(href.search(LOCALE, { flow: 'activity' }));
    const card = page.getByTestId('activity-card').first();
    const label = spaces(await card.getByRole('heading', { level: 3 }).textContent());
    await card.getByRole('link').click();
    await expectLanded(page, label);
    await expect(page.getByTestId('activity-section-programme')).toBeVisible();
    await expect(page.getByTestId('activity-section-how-it-works').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('activity-total')).toBeVisible();
    await expect(page.getByTestId('activity-validity')).toHaveText('Bon valable 12 mois');
    const jsonLd = JSON.parse((await page.getByTestId('activity-json-ld').textContent()) ?? '{}') as { '@type': string; offers?: { price: string } };
    expect(jsonLd['@type']).toBe('Product');
    expect(Number(jsonLd.offers?.price)).toBeGreaterThan(0);
    // Canonical: the card's address (with the voucher's slug); hreflang: the same page, slug included, in the other sites.
    const path = new URL(page.url()).pathname;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    const [, id, slug] = /\/(\d+)\/([a-z0-9-]+)$/.exec(path)!;
    await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', new RegExp(`${href.activity('nl_BE', Number(id), slug)}$`));
    // The breadcrumb's links are storefront pages.
    await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Activités' })).toHaveAttribute('href', href.search(LOCALE, { flow: 'activity' }));
  });

  test('participants: the hash follows each change, the bounds hold at the lowest and highest priced counts', async ({ page }, testInfo) => {
    const voucher = voucherFor(testInfo, 0);
    const counts = voucher.prices.map((price) => price.adults).sort((a, b) => a - b);
    const [min, max] = [counts[0]!, counts[counts.length - 1]!];
    await openVoucher(page, voucher);
    const count = page.getByTestId('activity-participants');
    const add = page.getByRole('button', { name: 'Ajouter un participant' });
    const remove = page.getByRole('button', { name: 'Retirer un participant' });
    await expect(count).toHaveText(String(min));
    await expect(remove).toBeDisabled();
    await remove.click({ force: true });
    await expect(count).toHaveText(String(min));
    expect(new URL(page.url()).hash).toBe('');
    await add.click();
    await expect(count).toHaveText(String(min + 1));
    await expect(page).toHaveURL(new RegExp(`#a=${min + 1}$`));
    await expect(page.getByTestId('activity-total')).toHaveText(euros(totalOf(voucher, min + 1)));
    for (let step = min + 1; step < max; step++) await add.click();
    await expect(count).toHaveText(String(max));
    await expect(page).toHaveURL(new RegExp(`#a=${max}$`));
    await expect(add).toBeDisabled();
    await add.click({ force: true });
    await expect(count).toHaveText(String(max));
    await expect(page).toHaveURL(new RegExp(`#a=${max}$`));
    // A count the voucher has no price for, from a link, starts from the minimum.
    await page.goto(`${href.activity(LOCALE, voucher.id)}#a=${max + 5}`);
    await expect(page.getByTestId('activity-purchase')).toHaveAttribute('data-hydrated', 'true');
    await expect(count).toHaveText(String(min));
  });

  test('Buy for myself → the checkout summary for oneself, with the total for that count', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const voucher = voucherFor(testInfo, 1);
    await openVoucher(page, voucher, '#a=2');
    await expect(page.getByTestId('activity-participants')).toHaveText('2');
    await page.getByTestId('activity-buy-for-myself').click();
    const dialog = page.getByRole('dialog', { name: 'Acheter cette activité pour vous' });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('activity-confirm-continue')).toBeFocused();
    await page.getByTestId('activity-confirm-continue').click();
    await expect(page).toHaveURL(new RegExp(`\\?customType=OWN_USE#id=${voucher.id}&a=2$`));
    await expect(page.getByTestId('activity-checkout-voucher')).toBeVisible();
    await expectLanded(page, CHECKOUT_TITLE);
    await expect(page.getByTestId('activity-checkout-label')).toHaveText(voucher.label.fr);
    await expect(page.getByTestId('activity-checkout-purpose')).toHaveText('Pour vous');
    await expect(page.getByTestId('activity-checkout-total')).toHaveText(euros(totalOf(voucher, 2)));
    await expect(page.getByTestId('activity-checkout-payment')).toBeVisible();
    await expect(page.getByTestId('simplified-header')).toBeVisible();
    // Back to the voucher page, with the count.
    await page.getByTestId('activity-checkout-back').click();
    await expectLanded(page, voucher.label.fr);
    await expect(page.getByTestId('activity-participants')).toHaveText('2');
  });

  test('Offer → the checkout summary of a gift (no OWN_USE); closing the confirmation first changes nothing', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const voucher = voucherFor(testInfo, 2);
    await openVoucher(page, voucher);
    await page.getByTestId('activity-buy-for-myself').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByTestId('activity-offer').click();
    await expect(page.getByRole('dialog', { name: 'Offrir cette activité' })).toBeVisible();
    await page.getByTestId('activity-confirm-continue').click();
    await expect(page.getByTestId('activity-checkout-voucher')).toBeVisible();
    await expectLanded(page, CHECKOUT_TITLE);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByTestId('activity-checkout-purpose')).toHaveText('Un cadeau');
    const min = Math.min(...voucher.prices.map((price) => price.adults));
    await expect(page.getByTestId('activity-checkout-total')).toHaveText(euros(totalOf(voucher, min)));
  });

  test('keyboard only: participants, Offer, Continue, to the summary', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'a keyboard journey: the desktop project covers it');
    test.setTimeout(60_000);
    const voucher = voucherFor(testInfo, 3);
    await openVoucher(page, voucher);
    const add = page.getByRole('button', { name: 'Ajouter un participant' });
    for (let presses = 0; presses < 80 && !(await add.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#a=\d+$/);
    const count = Number(await page.getByTestId('activity-participants').textContent());
    // Past the count and the add button: Offer.
    const offer = page.getByTestId('activity-offer');
    for (let presses = 0; presses < 5 && !(await offer.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(offer).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('activity-confirm-continue')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('activity-checkout-voucher')).toBeVisible();
    await expectLanded(page, CHECKOUT_TITLE);
    await expect(page.getByTestId('activity-checkout-total')).toHaveText(euros(totalOf(voucher, count)));
  });

  test('axe finds nothing serious on the page with the confirmation open, nor on the summary', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const voucher = voucherFor(testInfo, 4);
    await openVoucher(page, voucher);
    await page.getByTestId('activity-offer').click();
    await expect(page.getByTestId('activity-confirm-continue')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('activity-confirm-continue').click();
    await expect(page.getByTestId('activity-checkout-voucher')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unpublished voucher renders the expired notice instead of its purchase block; See other offers lands on the stays search', async ({ page }, testInfo) => {
    const voucher = unpublished[testInfo.project.name === 'mobile' ? 1 : 0]!;
    const response = await page.goto(href.activity(LOCALE, voucher.id));
    expect(response?.status()).toBe(200);
    await expectLanded(page, voucher.label.fr);
    await expect(page.getByTestId('activity-expired')).toContainText("Trop tard ! Cette offre a expiré... Heureusement, nous avons d'autres séjours à vous proposer.");
    await expect(page.getByTestId('activity-purchase')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByTestId('activity-see-other-offers').click();
    await expect(page).toHaveURL(new RegExp(`${href.search(LOCALE, { flow: 'booking' })}$`));
    await expectLanded(page, /\S/);
  });

  test('an unknown voucher answers the server-rendered 404', { tag: '@any-device' }, async ({ request }) => {
    const response = await request.get(href.activity(LOCALE, 123_456));
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('data-testid="not-found"');
  });

  test('a failing detail call: the voucher page is a 503 with the crash wording, never a 404; the summary offers Try again', async ({ page, request, simulator }, testInfo) => {
    test.setTimeout(60_000);
    const voucher = voucherFor(testInfo, 5);
    const remove = await simulator.injectFault({ path: `/activity-only/weekend/${voucher.id}/detail.json`, fault: 'status=500' });
    try {
      const response = await request.get(href.activity(LOCALE, voucher.id));
      expect(response.status()).toBe(503);
      expect(response.headers()['retry-after']).toBe('30');
      expect(await response.text()).toContain('data-testid="crash"');
      await page.goto(href.activityCheckout(LOCALE, { id: voucher.id, participants: 2 }));
      await expect(page.getByTestId('activity-checkout-failed')).toBeVisible();
      expect(await documentStatus(page)).toBe(200);
    } finally {
      await remove();
    }
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByTestId('activity-checkout-voucher')).toBeVisible();
  });

  test('the checkout with a garbage hash is a message linking to the activity search, never a 404', async ({ page }) => {
    const response = await page.goto(`${href.activityCheckout(LOCALE)}#id=abc&a=zz`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('activity-checkout-invalid')).toBeVisible();
    await page.getByTestId('activity-checkout-invalid').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${href.search(LOCALE, { flow: 'activity' })}$`));
    await expectLanded(page, /\S/);
    await expect(page.getByTestId('search-results')).toBeVisible();
  });

  test('a voucher seen before shows in the next voucher’s recently viewed carousel, not the page’s own; a first visit downloads none of its code', async ({ page }, testInfo) => {
    const first = voucherFor(testInfo, 6);
    const second = voucherFor(testInfo, 7);
    const scripts: Response[] = [];
    const collect = (response: Response) => {
      if (response.url().endsWith('.js')) scripts.push(response);
    };
    page.on('response', collect);
    await openVoucher(page, first);
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    // Nothing seen before: the carousel renders nothing, and its chunk (the only code naming its items) is never asked.
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(5);
    const carouselScripts = [];
    for (const script of scripts) if ((await script.text()).includes('recently-viewed-item')) carouselScripts.push(script.url());
    expect(carouselScripts).toEqual([]);
    await openVoucher(page, second);
    const carousel = page.getByTestId('recently-viewed');
    await expect(carousel).toBeVisible();
    await expect(carousel.getByTestId('recently-viewed-item').first()).toHaveAttribute('data-id', String(first.id));
    await expect(carousel.locator(`[data-id="${second.id}"]`)).toHaveCount(0);
  });
});
