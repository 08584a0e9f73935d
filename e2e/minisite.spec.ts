import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, addMonths, siteToday } from './support/clock';
import { PARTNERS } from '../mocks/content/minisites';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';

/**
 * Partner minisites (issue 13), desktop and mobile: the six partner pages with their texts, images,
 * offers, legal footer and meta tags; another site's address moving to the partner's site; the
 * fallback page of any other slug and its links to the main site; and the partner's context on the
 * product page opened from its offers (branding, and the offers, quote and checkout-nights calls
 * carrying `minisite`).
 */
const partnerPath = (slug: string) => {
  const partner = PARTNERS.find((item) => item.slug === slug)!;
  return href.minisite(partner.locale as Locale, slug);
};

test.describe('partner minisites', () => {
  test('each partner page shows its name, logo, banner, offers, legal footer and meta tags; another site moves to the partner’s', async ({ page }) => {
    test.setTimeout(60_000);
    for (const partner of PARTNERS) {
      const path = partnerPath(partner.slug);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectLanded(page, new RegExp(partner.partnerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const main = page.getByTestId('minisite');
      await expect(main).toHaveAttribute('data-partner', partner.slug);
      // Images drawn (not broken) and sized (width/height reserve their space).
      for (const testId of ['minisite-logo', 'minisite-banner']) {
        const image = page.getByTestId(testId);
        await expect(image).toBeVisible();
        await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0), { message: `${testId} of ${partner.slug}` }).toBe(true);
        expect(await image.getAttribute('width')).not.toBeNull();
      }
      // The search box is the site's, in the site's language (its island's messages are the page's).
      const search = page.locator('section[aria-labelledby="minisite-search"]');
      await expect(search.getByRole('combobox').or(search.getByRole('button')).first()).toBeVisible();
      expect(await search.innerText()).not.toMatch(/[{}]|Where are you going/);
      const offers = page.getByTestId('minisite-offers').getByTestId('top-result');
      expect(await offers.count(), `offers of ${partner.slug}`).toBeGreaterThan(0);
      // Every offer leads to a product page in the partner's context.
      for (const link of await page.getByTestId('minisite-offers').getByRole('link').all()) {
        expect(await link.getAttribute('href')).toMatch(new RegExp(`\\?minisite=${partner.slug}$`));
      }
      // The partnership claims (part 2 §9: 5000 stays, 15 years), numbers in the partner's language.
      await expect(page.getByTestId('minisite-claims')).toContainText(partner.locale.startsWith('nl') ? /5\.000 arrangementen · 15 jaar/ : /5\s000 séjours · 15 ans/);
      // Legal footer: booking window (two dates) and a starting price, in the partner's language.
      const legal = page.getByTestId('minisite-legal');
      await expect(legal).toContainText(partner.locale.startsWith('nl') ? /vanaf .*€/ : /à partir de .*€/i);
      await expect(legal).toContainText(/20\d\d.*20\d\d/);
      // Meta tags from the minisites call.
      await expect(page).toHaveTitle(new RegExp(`^Escapade × ${partner.partnerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(partner.audience.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);

    // A partner asked under another site moves to the partner's own (its language, its canonical).
    const response = await page.goto(href.minisite('nl_NL', 'macif'));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(partnerPath('macif'));
    await expectLanded(page, /MACIF/);
  });

  test('any other slug shows the fallback page (200, noindex) whose links lead to the main site; odd slugs never crash', async ({ page, request }) => {
    const fallback = href.minisite('fr_FR', 'marmiton');
    const response = await page.goto(fallback);
    expect(response?.status()).toBe(200);
    await expectLanded(page, 'Cette offre partenaire n’est pas disponible');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('minisite-fallback-search').click();
    await expect(page).toHaveURL(new RegExp(`${href.search('fr_FR')}$`));
    await expectLanded(page, /\S/);
    await expect(page.getByTestId('minisite-fallback')).toHaveCount(0);

    await page.goto(fallback);
    await page.getByTestId('minisite-fallback-gifts').click();
    await expect(page).toHaveURL(/\/fr-fr\?flow=gifting$/);
    await expectLanded(page, /\S/);

    await page.goto(fallback);
    await page.getByTestId('minisite-fallback-home').click();
    await expect(page).toHaveURL(/\/fr-fr$/);
    await expectLanded(page, /\S/);

    // Not slugs: the resolver's closed pattern answers the 404 page, never an error.
    for (const slug of ['a'.repeat(300), 'MACIF', '%E2%80%AE%3Cscript%3E', 'macif%2F..%2F..']) {
      const answer = await request.get(`/fr-fr/minisite/${slug}`);
      expect(answer.status(), slug).toBe(404);
      expect(await answer.text()).toContain('data-testid="not-found"');
    }
    // Long but valid slugs are the fallback.
    expect((await request.get(`/fr-fr/minisite/${'partner-'.repeat(14)}x`)).status()).toBe(200);
  });

  test('a product page opened from a partner page keeps the partner: branding, and offers, quote and checkout nights carry minisite', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const slug = testInfo.project.name === 'mobile' ? 'lefigaro' : 'macif';
    const partner = PARTNERS.find((item) => item.slug === slug)!;
    const calls: URL[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/product/') || url.pathname === '/api/calendar/checkout-nights') calls.push(url);
    });
    const carried = (path: string) => calls.filter((url) => url.pathname === path).map((url) => url.searchParams.get('minisite'));

    await page.goto(partnerPath(slug));
    await page.getByTestId('minisite-offers').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/fr-fr/sejour/\\d+.*\\?minisite=${slug}$`));
    await expectLanded(page, /\S/);
    const band = page.getByTestId('minisite-band');
    await expect(band).toContainText(partner.partnerName);
    await expect(band.getByTestId('minisite-band-logo')).toBeVisible();

    // The visitor's stay (as a link with dates brings it): the island prices it at once.
    const productPath = new URL(page.url()).pathname;
    const productId = Number(/\/(\d+)/.exec(productPath)![1]);
    const stay = await bookableStay(request, productId, slug);
    await page.goto(`${productPath}?minisite=${slug}#checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expect(page.getByTestId('booking-total')).toBeVisible();
    await expect.poll(() => carried('/api/product/offers')).toContain(slug);
    await expect.poll(() => carried('/api/product/quote')).toContain(slug);
    await pickCheckin(page, stay.checkin);
    await expect.poll(() => carried('/api/calendar/checkout-nights')).toContain(slug);
    expect([...carried('/api/product/offers'), ...carried('/api/product/quote'), ...carried('/api/calendar/checkout-nights')].every((value) => value === slug)).toBe(true);

    // Leaving the partner's pages drops the context: the same product without it is the ordinary page.
    calls.length = 0;
    await page.goto(`${productPath}#checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expect(page.getByTestId('booking-total')).toBeVisible();
    await expect(page.getByTestId('minisite-band')).toHaveCount(0);
    await expect.poll(() => carried('/api/product/quote').length).toBeGreaterThan(0);
    expect(carried('/api/product/quote').every((value) => value === null)).toBe(true);
    // A forged context is ignored.
    await page.goto(`${productPath}?minisite=marmiton`);
    await expectLanded(page, /\S/);
    await expect(page.getByTestId('minisite-band')).toHaveCount(0);
  });
});

/** A stay the product can be booked for, through the BFF routes the calendar and the quote use (with the partner). */
async function bookableStay(request: APIRequestContext, id: number, minisite: string): Promise<{ checkin: string; checkout: string }> {
  const from = addDays(siteToday(), 12);
  const query = `locale=fr_FR&adult=2&child=0&baby=0&minisite=${minisite}`;
  for (const month of [0, 1, 2].map((months) => addMonths(from, months))) {
    const availability = (await (await request.get(`/api/calendar/availability?locale=fr_FR&id=${id}&month=${month}&length=1&adult=2&child=0&baby=0`)).json()) as { days: Record<string, { minLos: number }> };
    for (const [checkin, day] of Object.entries(availability.days).sort()) {
      if (checkin < from || day.minLos !== 1) continue;
      const nights = (await (await request.get(`/api/calendar/checkout-nights?${query}&id=${id}&checkin=${checkin}`)).json()) as { range: { min: number } | null };
      if (!nights.range) continue;
      const checkout = addDays(checkin, nights.range.min);
      const quote = (await (await request.get(`/api/product/quote?${query}&productId=${id}&checkin=${checkin}&checkout=${checkout}`)).json()) as { status: string };
      if (quote.status === 'quoted') return { checkin, checkout };
    }
  }
  throw new Error(`no bookable stay for ${id}`);
}

/** Opens the booking panel's calendar and clicks a check-in day (the calendar then asks for its checkout nights). */
async function pickCheckin(page: Page, checkin: string) {
  await page.getByTestId('booking-panel').getByTestId('dates-field').click();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar).toBeVisible();
  const cell = calendar.locator(`[data-day="${checkin}"]`);
  for (let step = 0; step < 4 && !(await cell.isVisible()); step += 1) await calendar.getByRole('button', { name: 'Mois suivant' }).click();
  await cell.click();
}
