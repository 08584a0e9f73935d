import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, addMonths, siteToday } from './support/clock';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import { expectLanded } from './support/landed';

/**
 * The product page's calendar and payment lines (issue 22, items 3–5), desktop and mobile projects:
 * - the one-month calendar of the mobile drawer uses the drawer's width and its day prices never
 *   overlap, at 412 px and at 320 px;
 * - a check-in day's minimum stay: its hint shows and shorter checkouts cannot be picked, even where
 *   the checkout nights (any offer of the product) allow fewer nights; a too-short stay from a link
 *   gets the quote's suggested stay, applied in one click;
 * - Alma's 3x schedule: the first payment with its fee, then the others, and their sum as the total.
 */
const LOCALE = 'fr_FR';
const PAX = 'adult=2&child=0&baby=0';
const catalogue = getCatalogue();

type Days = Record<string, { amount: number; minLos: number }>;

async function availability(request: APIRequestContext, id: number, month: string): Promise<Days> {
  const answer = await request.get(`/api/calendar/availability?locale=${LOCALE}&id=${id}&month=${month}&length=1&${PAX}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { days: Days }).days;
}

async function checkoutNights(request: APIRequestContext, id: number, checkin: string): Promise<{ min: number; max: number } | null> {
  const answer = await request.get(`/api/calendar/checkout-nights?locale=${LOCALE}&id=${id}&checkin=${checkin}&${PAX}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { range: { min: number; max: number } | null }).range;
}

/**
 * A product and a check-in day that needs more nights than the checkout nights of the product's
 * offers allow (the case of issue 22: 100725 on 11 Dec needs 2 nights, the range starts at 1),
 * its minimum stay bookable. Found through the BFF routes the calendar itself calls.
 */
async function minimumStayCase(request: APIRequestContext, slot: number) {
  const from = addDays(siteToday(), 10);
  const found: Array<{ id: number; label: string; checkin: string; minLos: number }> = [];
  const products = [100725, ...catalogue.packages.map((pkg) => pkg.id).filter((id) => id !== 100725)];
  for (const id of products.slice(0, 40)) {
    const pkg = catalogue.index.packageById.get(id);
    if (!pkg || !catalogue.index.hotelById.get(pkg.hotelId)?.active) continue;
    for (const month of [0, 1].map((months) => addMonths(from, months).slice(0, 7))) {
      const days = await availability(request, id, month);
      for (const [checkin, day] of Object.entries(days).sort()) {
        if (checkin < from || day.minLos < 2) continue;
        const range = await checkoutNights(request, id, checkin);
        if (!range || range.min >= day.minLos) continue;
        const quote = (await (await request.get(`/api/product/quote?locale=${LOCALE}&productId=${id}&checkin=${checkin}&checkout=${addDays(checkin, day.minLos)}&${PAX}`)).json()) as { status: string };
        if (quote.status !== 'quoted') continue;
        found.push({ id, label: pkg.label.fr, checkin, minLos: day.minLos });
        if (found.length > slot) return found[slot]!;
        break;
      }
    }
  }
  throw new Error('no check-in day whose minimum stay exceeds its checkout nights');
}

async function openProduct(page: Page, id: number, label: string, hash = '') {
  const response = await page.goto(`${href.product(LOCALE, id)}${hash}`);
  expect(response?.status()).toBe(200);
  await expectLanded(page, label);
  await expect(page.locator('[data-testid="booking-panel"][data-hydrated="true"]')).toBeVisible();
  return page.getByTestId('booking-panel');
}

/** Opens the booking panel's calendar and shows the month of `day` (the arrows, as a visitor does). */
async function showDay(page: Page, day: string): Promise<Locator> {
  await page.getByTestId('booking-panel').getByTestId('dates-field').click();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar).toBeVisible();
  const cell = calendar.locator(`[data-day="${day}"]`);
  for (let step = 0; step < 12 && !(await cell.isVisible()); step += 1) await calendar.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(cell).toBeVisible();
  return calendar;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

test.describe('product calendar', () => {
  for (const width of [412, 320]) {
    test(`the mobile drawer's one month uses the drawer's width at ${width} px and no day prices overlap`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const product = catalogue.index.packageById.get(100725)!;
      await openProduct(page, product.id, product.label.fr);
      const calendar = await showDay(page, addDays(siteToday(), 10));
      const months = calendar.getByTestId('calendar-months');
      await expect(months).toHaveAttribute('aria-busy', 'false');
      // One month in the drawer (part 1 §9), its prices loaded.
      await expect(months.getByRole('grid')).toHaveCount(1);
      await expect(months.getByTestId('day-price').first()).toBeVisible();

      const measures = await page.evaluate(() => {
        const grid = document.querySelector('[data-testid="calendar-months"] [role="grid"]')!;
        const dialog = grid.closest('[role="dialog"]') as HTMLElement;
        const style = getComputedStyle(dialog);
        const content = dialog.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const box = (element: Element) => {
          const rect = element.getBoundingClientRect();
          return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        };
        const prices = [...grid.querySelectorAll('[data-testid="day-price"]')].map((price) => ({ text: price.textContent, box: box(price), cell: box(price.closest('button')!) }));
        return { grid: grid.getBoundingClientRect().width, content, prices };
      });
      expect(measures.grid).toBeGreaterThanOrEqual(0.9 * measures.content);
      expect(measures.prices.length).toBeGreaterThan(5);
      for (const [index, price] of measures.prices.entries()) {
        // Each price fits its day (read whole, not clipped), and no two run into each other.
        expect(price.box.width, `${price.text} fits its day`).toBeLessThanOrEqual(price.cell.width + 0.5);
        for (const other of measures.prices.slice(index + 1)) expect(overlap(price.box, other.box), `${price.text} and ${other.text}`).toBe(false);
      }
    });
  }

  test("a check-in day's minimum stay shows its hint and shorter checkouts cannot be picked", async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const stay = await minimumStayCase(request, testInfo.project.name === 'mobile' ? 1 : 0);
    await openProduct(page, stay.id, stay.label);
    const calendar = await showDay(page, stay.checkin);
    await calendar.locator(`[data-day="${stay.checkin}"]`).click();
    const checkin = calendar.locator(`[data-day="${stay.checkin}"]`);
    await expect(checkin).toContainText(`${stay.minLos} nuits minimum`);
    // Shorter stays are not offered, the minimum stay is.
    const tooShort = calendar.locator(`[data-day="${addDays(stay.checkin, stay.minLos - 1)}"]`);
    await expect(tooShort).toHaveAttribute('aria-disabled', 'true');
    // A visitor's click on it (aria-disabled: Playwright would wait for it to be enabled) picks nothing.
    await tooShort.click({ force: true });
    await expect(calendar.getByRole('button', { name: 'Valider' })).toBeDisabled();
    const checkout = addDays(stay.checkin, stay.minLos);
    for (let step = 0; step < 2 && !(await calendar.locator(`[data-day="${checkout}"]`).isVisible()); step += 1) await calendar.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(calendar.locator(`[data-day="${checkout}"]`)).toHaveAttribute('aria-disabled', 'false');
    await calendar.locator(`[data-day="${checkout}"]`).click();
    await calendar.getByRole('button', { name: 'Valider' }).click();
    await expect(calendar).toBeHidden();
    await expect(page.getByTestId('booking-panel').getByTestId('booking-total')).toBeVisible();
  });

  test("a too-short stay from a link is refused with the quote's suggested stay, applied in one click", async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const stay = await minimumStayCase(request, testInfo.project.name === 'mobile' ? 1 : 0);
    const panel = await openProduct(page, stay.id, stay.label, `#checkin=${stay.checkin}&checkout=${addDays(stay.checkin, 1)}&a=2`);
    await expect(panel.getByTestId('booking-quote-error')).toBeVisible();
    await expect(panel.getByTestId('booking-total')).toHaveCount(0);
    const suggestion = panel.getByTestId('booking-suggested-stay');
    await expect(suggestion).toContainText(`(${stay.minLos} nuits)`);
    await suggestion.getByRole('button', { name: 'Choisir ces dates' }).click();
    await expect(page).toHaveURL(new RegExp(`checkin=${stay.checkin}&checkout=${addDays(stay.checkin, stay.minLos)}`));
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    await expect(panel.getByTestId('booking-quote-error')).toHaveCount(0);
    await expect(suggestion).toHaveCount(0);
  });

  test("Alma 3x shows its schedule: the first payment with its fee, then the others on their dates, and their sum", async ({ page, request }) => {
    test.setTimeout(60_000);
    // A stay of 200 to 2,000 € at least 7 days ahead (part 1 §5), bookable for one night.
    const product = catalogue.index.packageById.get(100725)!;
    const from = addDays(siteToday(), 14);
    const days = await availability(request, product.id, from.slice(0, 7));
    const checkin = Object.entries(days)
      .sort()
      .find(([day, figure]) => day >= from && figure.minLos === 1 && figure.amount >= 25_000 && figure.amount <= 150_000)?.[0];
    if (!checkin) throw new Error('no one-night stay of 250 to 1,500 € for 100725');
    const panel = await openProduct(page, product.id, product.label.fr, `#checkin=${checkin}&checkout=${addDays(checkin, 1)}&a=2`);
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    const line = panel.getByTestId('booking-instalment-3x');
    await expect(line).toContainText('Ou payez en 3 fois avec Alma');
    const payments = line.getByTestId('instalment-payment');
    await expect(payments).toHaveCount(3);
    // Numbers are formatted with (narrow) no-break spaces: read them as plain spaces.
    const texts = (await payments.allTextContents()).map((text) => text.replace(/\s/g, ' '));
    const euros = (text: string) => Number((text.replace(/\s/g, ' ').match(/(\d[\d ]*(?:,\d+)?) €/)?.[1] ?? '').replace(/ /g, '').replace(',', '.'));
    expect(texts[0]).toMatch(/^Aujourd’hui : .+ € \(dont .+ € de frais\)$/);
    expect(texts[1]).toMatch(/^Le \d+ \S+ : .+ €$/);
    const fee = Number((texts[0]!.match(/dont ([\d,]+) €/)?.[1] ?? '').replace(',', '.'));
    // The first payment is a share plus the fee, the others the same share: never three equal amounts.
    expect(euros(texts[0]!)).toBeCloseTo(euros(texts[1]!) + fee, 0);
    expect(euros(texts[1]!)).toBe(euros(texts[2]!));
    const sum = texts.reduce((total, text) => total + euros(text), 0);
    expect(euros((await line.getByTestId('instalment-total').textContent()) ?? '')).toBeCloseTo(sum, 2);
  });
});
