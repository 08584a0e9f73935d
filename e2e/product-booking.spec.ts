import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, addMonths, siteToday } from './support/clock';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';

/**
 * The product page's booking island (issue 10) in the browser, desktop and mobile: dates from the
 * availability calendar, offers, activity dates, insurance, the real-time quote, Book and the
 * hand-off to the booking summary at the price the quote showed; and one failing call at a time.
 * Each project and each test books its own product, so parallel tests never share a fault rule.
 */
const LOCALE = 'fr_FR';
const catalogue = getCatalogue();

/** Products of active hotels whose stay has a dated activity and at least one other offer in its hotel. */
const candidates = catalogue.packages.filter((pkg) => {
  const hotel = catalogue.index.hotelById.get(pkg.hotelId);
  const siblings = catalogue.packages.filter((other) => other.hotelId === pkg.hotelId && other.id !== pkg.id);
  return hotel?.active && pkg.activities.some((activity) => activity.singleDay) && siblings.length > 0;
});

/** A product of its own for each test (slot) and project. */
function productFor(testInfo: TestInfo, slot: number) {
  const pkg = candidates[slot * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  if (!pkg) throw new Error(`no product for slot ${slot}`);
  return pkg;
}

interface Stay {
  checkin: string;
  checkout: string;
}

/** A stay the product can be booked for, found through the same BFF routes the calendar and the quote use. */
async function bookableStay(request: APIRequestContext, id: number): Promise<Stay> {
  const from = addDays(siteToday(), 12);
  const pax = 'adult=2&child=0&baby=0';
  for (const month of [0, 1, 2].map((months) => addMonths(from, months))) {
    const availability = (await (await request.get(`/api/calendar/availability?locale=${LOCALE}&id=${id}&month=${month}&length=1&${pax}`)).json()) as { days: Record<string, { minLos: number }> };
    for (const [checkin, day] of Object.entries(availability.days).sort()) {
      if (checkin < from || day.minLos !== 1) continue;
      const nights = (await (await request.get(`/api/calendar/checkout-nights?locale=${LOCALE}&id=${id}&checkin=${checkin}&${pax}`)).json()) as { range: { min: number } | null };
      if (!nights.range) continue;
      const checkout = addDays(checkin, nights.range.min);
      const quote = (await (await request.get(`/api/product/quote?locale=${LOCALE}&productId=${id}&checkin=${checkin}&checkout=${checkout}&${pax}`)).json()) as { status: string };
      if (quote.status === 'quoted') return { checkin, checkout };
    }
  }
  throw new Error(`no bookable stay for ${id}`);
}

/** A weekend three weeks ahead, two nights: the search finds plenty of stays for it. */
function searchStay(): Stay & { nights: number } {
  const today = siteToday();
  let checkin = addDays(today, 21);
  while (new Date(`${checkin}T12:00:00Z`).getUTCDay() !== 5) checkin = addDays(checkin, 1);
  return { checkin, checkout: addDays(checkin, 2), nights: 2 };
}

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

async function openProduct(page: Page, id: number, hash = '') {
  const pkg = catalogue.index.packageById.get(id)!;
  const response = await page.goto(`${href.product(LOCALE, id)}${hash}`);
  expect(response?.status()).toBe(200);
  await expectLanded(page, pkg.label.fr);
  // Interactive: the handlers are attached (teaser) or the island has read the hash.
  await expect(page.locator('[data-testid="booking-panel"][data-hydrated="true"]')).toBeVisible();
  return page.getByTestId('booking-panel');
}

/** Picks the stay in the calendar as a visitor does: open, go to the month, check-in, checkout, Validate. */
async function pickDates(page: Page, stay: Stay) {
  await page.getByTestId('booking-panel').getByTestId('dates-field').click();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar).toBeVisible();
  for (const day of [stay.checkin, stay.checkout]) {
    const cell = calendar.locator(`[data-day="${day}"]`);
    for (let step = 0; step < 4 && !(await cell.isVisible()); step += 1) await calendar.getByRole('button', { name: 'Mois suivant' }).click();
    await cell.click();
  }
  await calendar.getByRole('button', { name: 'Valider' }).click();
  await expect(calendar).toBeHidden();
}

interface OfferAnswer {
  offers: Array<{ weekendId: number }>;
}

const datedIds = (id: number) =>
  catalogue.index.packageById
    .get(id)!
    .activities.filter((activity) => activity.singleDay)
    .map((activity) => activity.activityId);

/**
 * A product whose hotel sells, for one of its bookable stays, another offer with dated activities
 * of its own (not the product's): choosing it must change the activity list (issue 22 item 1).
 */
async function productWithOtherActivities(request: APIRequestContext, testInfo: TestInfo) {
  const pax = 'adult=2&child=0&baby=0';
  const pool = candidates.filter((pkg) => {
    const own = datedIds(pkg.id);
    return catalogue.packages.some((other) => other.hotelId === pkg.hotelId && other.id !== pkg.id && datedIds(other.id).some((id) => !own.includes(id)));
  });
  // Each project from its own end of the pool: the two never book the same product at once.
  const ordered = testInfo.project.name === 'mobile' ? [...pool].reverse() : pool;
  for (const pkg of ordered.slice(0, 12)) {
    const stay = await bookableStay(request, pkg.id).catch(() => null);
    if (!stay) continue;
    const nights = (Date.parse(stay.checkout) - Date.parse(stay.checkin)) / 86_400_000;
    const answer = (await (await request.get(`/api/product/offers?locale=${LOCALE}&productId=${pkg.id}&checkin=${stay.checkin}&nights=${nights}&${pax}`)).json()) as OfferAnswer;
    const own = datedIds(pkg.id);
    const other = answer.offers.find((offer) => offer.weekendId !== pkg.id && datedIds(offer.weekendId).some((id) => !own.includes(id)));
    if (other) return { pkg, stay, otherId: other.weekendId };
  }
  throw new Error('no product with another offer of other activities');
}

/** A non-refundable product whose stay sells the full-refund cover (CANCELLATION), for issue 22 item 2. */
async function nonRefundableWithCover(request: APIRequestContext, testInfo: TestInfo) {
  const pool = candidates.filter((pkg) => pkg.cancellation.type === 'NON_REFUNDABLE');
  const ordered = testInfo.project.name === 'mobile' ? [...pool].reverse() : pool;
  for (const pkg of ordered.slice(0, 8)) {
    const stay = await bookableStay(request, pkg.id).catch(() => null);
    if (!stay) continue;
    const quote = (await (await request.get(`/api/product/quote?locale=${LOCALE}&productId=${pkg.id}&checkin=${stay.checkin}&checkout=${stay.checkout}&adult=2&child=0&baby=0`)).json()) as {
      insuranceOffers: Array<{ id: string; cancellationPolicy: { deadline: string | null } | null }>;
    };
    const cover = quote.insuranceOffers.find((offer) => offer.id === 'CANCELLATION');
    if (cover?.cancellationPolicy?.deadline) return { pkg, stay, deadline: cover.cancellationPolicy.deadline };
  }
  throw new Error('no non-refundable product with the full-refund cover');
}

/** Gives every dated activity of the panel its first day. */
async function dateEveryActivity(page: Page) {
  const panel = page.getByTestId('booking-panel');
  const buttons = panel.getByTestId('booking-activities').getByRole('button');
  for (let index = 0; index < (await buttons.count()); index += 1) {
    await buttons.nth(index).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-day-index]').first().click();
    await expect(dialog).toBeHidden();
  }
}

/** '7 décembre' as the page writes a day (fr_FR). */
const frenchDay = (day: string, year = false) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' });

test.describe('product page booking', () => {
  test('dates, another offer, activity dates and insurance price the stay; Book lands on the booking summary at that price', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const pkg = productFor(testInfo, 0);
    const stay = await bookableStay(request, pkg.id);
    const panel = await openProduct(page, pkg.id);
    await expect(panel.getByTestId('booking-giftcard-link')).toHaveAttribute('href', href.giftCard(LOCALE));
    await pickDates(page, stay);
    await expect(page).toHaveURL(new RegExp(`checkin=${stay.checkin}&checkout=${stay.checkout}`));
    const total = panel.getByTestId('booking-total');
    await expect(total).toBeVisible();

    // Another offer of the hotel, then back to this one: the quote follows the choice.
    const offers = panel.getByTestId('booking-offers').getByRole('radio');
    if ((await offers.count()) > 1) {
      await offers.nth(1).check();
      await expect(page).toHaveURL(/[#&]id=\d+/);
      await expect(panel.getByTestId('booking-quote')).not.toHaveAttribute('data-updating', 'true');
      await offers.nth(0).check();
      await expect(panel.getByTestId('booking-quote')).not.toHaveAttribute('data-updating', 'true');
    }

    // Book before the activity dates: the missing ones are marked, nothing leaves.
    await panel.getByTestId('book-button').click();
    await expect(panel.getByTestId('booking-activities-missing')).toHaveText('Veuillez choisir les dates de vos activités.');
    const activityButtons = panel.getByTestId('booking-activities').getByRole('button');
    for (let index = 0; index < (await activityButtons.count()); index += 1) {
      await activityButtons.nth(index).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[data-day-index]').first().click();
      await expect(dialog).toBeHidden();
    }
    await expect(panel.getByTestId('booking-activities-missing')).toHaveCount(0);

    // The paid cancellation cover when the stay offers it: its price joins the total.
    const before = euros(await total.textContent());
    const cover = panel.getByTestId('booking-insurance').getByRole('radio');
    if ((await cover.count()) > 1) {
      await cover.nth(1).check();
      await expect.poll(async () => euros(await total.textContent())).toBeGreaterThan(before);
    }
    await expect(panel.getByTestId('booking-quote')).not.toHaveAttribute('data-updating', 'true');
    const shown = (await total.textContent())!.trim();

    await panel.getByTestId('book-button').click();
    await page.waitForURL(/checkoutId=/);
    await expect(page.locator('main')).toContainText(shown.replace(/\s/g, ' ').replace(/ /g, ' '));
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test("another offer brings its own activities: their dates and the quote follow it, and it can be booked (issue 22)", async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const { pkg, stay, otherId } = await productWithOtherActivities(request, testInfo);
    const panel = await openProduct(page, pkg.id, `#checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    // The product's own dated activities, all dated.
    for (const id of datedIds(pkg.id)) await expect(panel.getByTestId(`booking-activity-${id}`)).toBeVisible();
    await dateEveryActivity(page);

    // The other offer: its own dated activities, none of the product's it lacks.
    await panel.getByTestId(`booking-offer-${otherId}`).getByRole('radio').check();
    for (const id of datedIds(otherId)) await expect(panel.getByTestId(`booking-activity-${id}`)).toBeVisible();
    for (const id of datedIds(pkg.id).filter((id) => !datedIds(otherId).includes(id))) await expect(panel.getByTestId(`booking-activity-${id}`)).toHaveCount(0);
    await expect(panel.getByTestId('booking-quote-error')).toHaveCount(0);
    await expect(panel.getByTestId('booking-total')).toBeVisible();

    await dateEveryActivity(page);
    await expect(panel.getByTestId('booking-quote')).not.toHaveAttribute('data-updating', 'true');
    await expect(panel.getByTestId('booking-quote-error')).toHaveCount(0);
    const shown = (await panel.getByTestId('booking-total').textContent())!.trim();
    await panel.getByTestId('book-button').click();
    await page.waitForURL(/checkoutId=/);
    await expect(page.getByTestId('booking-stay')).toBeVisible();
    await expect(page.locator('main')).toContainText(shown.replace(/\s/g, ' ').replace(/ /g, ' '));
  });

  test('the full-refund cover: the header, the cancellation dialog and the booking summary say what that cover gives (issue 22)', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const { pkg, stay, deadline } = await nonRefundableWithCover(request, testInfo);
    const panel = await openProduct(page, pkg.id, `#checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    const header = page.getByTestId('product-cancellation');
    await expect(header).toHaveText('Non échangeable et non remboursable');

    await panel.getByTestId('booking-insurance-CANCELLATION').getByRole('radio').check();
    await expect(header).toHaveText(`Annulation gratuite avec remboursement intégral jusqu'au ${frenchDay(deadline)}`);
    await panel.getByRole('button', { name: "Conditions d'annulation" }).click();
    const terms = page.getByRole('dialog').getByTestId('cancellation-terms');
    await expect(terms).toContainText(`Vous pouvez annuler gratuitement jusqu'au ${frenchDay(deadline, true)} et être remboursé de la totalité du séjour.`);
    await expect(terms).not.toContainText('80 %');
    await expect(terms).not.toContainText('ni échangeable ni remboursable');
    await page.keyboard.press('Escape');

    await dateEveryActivity(page);
    await expect(panel.getByTestId('booking-quote')).not.toHaveAttribute('data-updating', 'true');
    await panel.getByTestId('book-button').click();
    await page.waitForURL(/checkoutId=/);
    const summary = page.getByTestId('booking-cancellation');
    await expect(summary).toContainText(`Vous pouvez annuler gratuitement jusqu'au ${frenchDay(deadline, true)} et être remboursé de la totalité du séjour.`);
    await expect(summary).not.toContainText('80 %');
  });

  test('a results card with dates lands on its product page priced as the card; guests go to the hash', async ({ page }) => {
    const stay = searchStay();
    await page.goto(`${href.search(LOCALE, { flow: 'booking' })}#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2`);
    const results = page.getByTestId('search-results');
    await expect(results).toHaveAttribute('data-hydrated', 'true');
    await expect(results).toHaveAttribute('aria-busy', 'false');
    const card = page.getByTestId('results-grid').locator('[data-card-id]').first();
    const cardPrice = euros(await card.getByTestId('card-sell-price').textContent());
    await card.getByRole('link').first().click();
    await expect(page.getByTestId('product-header')).toBeVisible();
    await expectLanded(page, /\S/);
    const panel = page.getByTestId('booking-panel');
    await expect(panel.getByTestId('booking-stay-price')).toBeVisible();
    expect(euros(await panel.getByTestId('booking-stay-price').locator('span').last().textContent())).toBe(cardPrice);
    await panel.getByTestId('guests-field').click();
    await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[#&]c=1/);
    await expect(panel.getByTestId('booking-quote').or(panel.getByTestId('booking-quote-error')).or(panel.getByTestId('booking-no-availability')).first()).toBeVisible();
  });

  test('the card, the offers list and the quote give one price for the same stay, across a sample of the catalogue', { tag: '@any-device' }, async ({ request }) => {
    const stay = searchStay();
    const pax = 'adult=2&child=0&baby=0';
    let compared = 0;
    for (const locale of ['fr_FR', 'nl_BE', 'es_ES'] as const) {
      const hash = encodeURIComponent(`checkin=${stay.checkin}&checkout=${stay.checkout}&a=2`);
      const page = (await (await request.get(`/api/search?locale=${locale}&flow=booking&hash=${hash}`)).json()) as { items: Array<{ kind: string; card: { id: number; price: { sellPrice: number } } }> };
      for (const { card } of page.items.filter((item) => item.kind === 'offer').slice(0, 8)) {
        const query = `locale=${locale}&productId=${card.id}&checkin=${stay.checkin}`;
        const offers = (await (await request.get(`/api/product/offers?${query}&nights=${stay.nights}&${pax}`)).json()) as { offers: Array<{ weekendId: number; sellPrice: number }> };
        const quote = (await (await request.get(`/api/product/quote?${query}&checkout=${stay.checkout}&${pax}`)).json()) as { status: string; quote?: { sellPrice: number } };
        expect(quote.status, `${locale} ${card.id}`).toBe('quoted');
        expect(quote.quote?.sellPrice, `${locale} ${card.id} quote`).toBe(card.price.sellPrice);
        expect(offers.offers.find((offer) => offer.weekendId === card.id)?.sellPrice, `${locale} ${card.id} offers`).toBe(card.price.sellPrice);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(20);
  });

  test('without dates the call to action opens the calendar; axe finds nothing serious with the activity-date dialog open', async ({ page, request }, testInfo) => {
    // Two axe runs on a long page take about 20 s each on two busy cores.
    test.setTimeout(120_000);
    const pkg = productFor(testInfo, 2);
    const stay = await bookableStay(request, pkg.id);
    const panel = await openProduct(page, pkg.id);
    await panel.getByTestId('book-button').click();
    await expect(page.getByTestId('availability-calendar')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('about:blank');
    await openProduct(page, pkg.id, `#checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await panel.getByTestId('booking-activities').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(panel.getByTestId('booking-activities').getByRole('button').first()).toBeFocused();
  });

  test('the calendar shows two months on desktop, one in the mobile drawer; the sticky bar follows on desktop; the cancellation conditions open', async ({ page, request, isMobile }, testInfo) => {
    test.setTimeout(120_000);
    const pkg = productFor(testInfo, 8);
    const stay = await bookableStay(request, pkg.id);
    const panel = await openProduct(page, pkg.id);
    await panel.getByTestId('dates-field').click();
    const calendar = page.getByTestId('availability-calendar');
    await expect(calendar.getByRole('grid')).toHaveCount(isMobile ? 1 : 2);
    await page.keyboard.press('Escape');
    await page.goto('about:blank');
    await openProduct(page, pkg.id, `#checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    const total = (await panel.getByTestId('booking-total').textContent())!;

    await panel.getByTestId('cancellation-dialog-open').click();
    const dialog = page.getByTestId('cancellation-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').or(dialog.getByRole('paragraph')).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('cancellation-dialog-open')).toBeFocused();

    // Read the page further down: on desktop the bar offers the price and Book.
    await page.getByTestId('section-practicalInfo').scrollIntoViewIfNeeded();
    const bar = page.getByTestId('sticky-booking-bar');
    if (isMobile) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(total.trim());
    // Book from the bar: the activity dates are missing, so it brings the first one into view and says so.
    await bar.getByTestId('sticky-book-button').click();
    await expect(panel.getByTestId('booking-activities-missing')).toBeVisible();
    await expect(panel.locator('[data-activity-missing="true"]').first()).toBeInViewport();
    await expect(bar).toBeHidden();
    await expect(page).not.toHaveURL(/checkoutId=/);
  });

  test('keyboard only: dates, an activity date, the cover and Book', async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, 'a keyboard journey is a desktop journey');
    test.setTimeout(90_000);
    const pkg = productFor(testInfo, 3);
    const stay = await bookableStay(request, pkg.id);
    const panel = await openProduct(page, pkg.id);
    await panel.getByTestId('dates-field').focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByTestId('availability-calendar');
    await expect(calendar).toBeVisible();
    // The grid's day has the focus; arrows walk to the check-in, then to the checkout.
    for (const day of [stay.checkin, stay.checkout]) {
      for (let step = 0; step < 70; step += 1) {
        const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? null);
        if (focused === day) break;
        await page.keyboard.press(focused !== null && focused < day ? 'ArrowRight' : 'ArrowLeft');
      }
      await page.keyboard.press('Enter');
    }
    await calendar.getByRole('button', { name: 'Valider' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    const buttons = panel.getByTestId('booking-activities').getByRole('button');
    for (let index = 0; index < (await buttons.count()); index += 1) {
      await buttons.nth(index).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      // Tab through the dialog (its close button first) to the first day.
      for (let step = 0; step < 5 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-day-index'))); step += 1) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    const radios = panel.getByTestId('booking-insurance').getByRole('radio');
    await radios.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByTestId('booking-quote')).not.toHaveAttribute('data-updating', 'true');
    await panel.getByTestId('book-button').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/checkoutId=/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
});

test.describe('product page flows', () => {
  test("the gifting flow shows the gift setup and its tab instead of the booking panel; the booking flow the reverse", { tag: '@any-device' }, async ({ page }) => {
    const voucher = catalogue.singleVouchers.find((candidate) => catalogue.index.hotelById.get(candidate.hotelId)?.active)!;
    await page.goto(`${href.product(LOCALE, voucher.id)}?flow=gifting`);
    await expectLanded(page, catalogue.index.packageById.get(voucher.id)!.label.fr);
    const tabs = page.getByRole('navigation', { name: 'Sections de la page' });
    await expect(tabs.getByRole('link', { name: 'Le cadeau' })).toHaveAttribute('href', '#gift');
    await expect(page.locator('#gift').getByTestId('gift-setup')).toBeVisible();
    await expect(page.getByTestId('booking-panel')).toHaveCount(0);
    await page.goto(href.product(LOCALE, voucher.id));
    await expect(page.getByTestId('booking-panel')).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Le cadeau' })).toHaveCount(0);
    await expect(page.getByTestId('gift-setup')).toHaveCount(0);
  });
});

test.describe('product page booking: one failing call at a time', () => {
  test('a failing quote shows no price and no message, only Retry; Book stays on the page; once the quote answers, Retry prices the stay', async ({ page, request, simulator }, testInfo) => {
    const pkg = productFor(testInfo, 4);
    const stay = await bookableStay(request, pkg.id);
    const remove = await simulator.injectFault({ path: `/weekend/${pkg.id}/quote-realtime.json`, fault: 'status=503' });
    const panel = await openProduct(page, pkg.id, `#checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expect(panel.getByTestId('booking-offers').or(panel.getByTestId('booking-activities')).first()).toBeVisible();
    await expect(panel.getByTestId('booking-quote-retry')).toHaveText('Réessayer');
    await expect(panel.getByTestId('booking-total')).toHaveCount(0);
    await expect(panel.getByTestId('booking-quote-error')).toHaveCount(0);
    await panel.getByTestId('book-button').click();
    await expect(page).not.toHaveURL(/checkoutId=/);
    await remove();
    await panel.getByTestId('booking-quote-retry').click();
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    await expect(panel.getByTestId('booking-quote-retry')).toHaveCount(0);
  });

  test('a failing detail call is a 503 with the crash wording, never a 404; failing hotel and reviews calls leave their sections out', { tag: '@any-device' }, async ({ page, simulator }) => {
    // Products and sites no other test opens: the server has not cached their answers.
    const [missing, partial] = [candidates[40]!, candidates[41]!];
    const removals = [
      await simulator.injectFault({ path: `/weekend/${missing.id}/detail.json`, contains: 'locale=nl_NL', fault: 'status=500' }),
      await simulator.injectFault({ path: `/hotel/${partial.hotelId}.json`, contains: 'locale=it_IT', fault: 'status=500' }),
      await simulator.injectFault({ path: `/hotel/${partial.hotelId}/reviews.json`, fault: 'status=503' }),
    ];
    try {
      const response = await page.goto(href.product('nl_NL', missing.id));
      expect(response?.status()).toBe(503);
      await expect(page.getByTestId('crash')).toBeVisible();
      const partialResponse = await page.goto(href.product('it_IT', partial.id));
      expect(partialResponse?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(partial.label.it);
      await expect(page.getByTestId('reviews-block')).toHaveCount(0);
      await expect(page.getByTestId('section-hotel')).toHaveCount(0);
      await expect(page.getByTestId('section-practicalInfo')).toBeVisible();
      await expect(page.getByTestId('booking-panel')).toBeVisible();
    } finally {
      for (const remove of removals) await remove();
    }
  });

  test("a failing offers call: 'No more availabilities…' alone — no price, no cover, Book disabled — and Retry restores the panel", async ({ page, request, simulator }, testInfo) => {
    const pkg = productFor(testInfo, 5);
    const stay = await bookableStay(request, pkg.id);
    const remove = await simulator.injectFault({ path: `/product/${pkg.id}/offers`, fault: 'status=500' });
    const panel = await openProduct(page, pkg.id, `#checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expect(panel.getByTestId('booking-no-availability')).toHaveText('Plus de disponibilités. Modifiez les critères de votre séjour pour profiter des offres.');
    // The quote of the product itself answers meanwhile: the panel still shows the one state.
    await expect(panel.getByTestId('book-button')).toBeDisabled();
    await expect(panel.getByTestId('booking-total')).toHaveCount(0);
    await expect(panel.getByTestId('booking-insurance')).toHaveCount(0);
    await remove();
    await panel.getByTestId('booking-offers-retry').click();
    await expect(panel.getByTestId('booking-total')).toBeVisible();
    await expect(panel.getByTestId('booking-no-availability')).toHaveCount(0);
    await expect(panel.getByTestId('book-button')).toBeEnabled();
  });

  test('a failing init-checkout stops with a message on the page', async ({ page, request, simulator }, testInfo) => {
    const pkg = productFor(testInfo, 6);
    const stay = await bookableStay(request, pkg.id);
    const remove = await simulator.injectFault({ path: '/checkout/init.json', method: 'POST', contains: `"productId":${pkg.id}`, fault: 'status=500' });
    try {
      const panel = await openProduct(page, pkg.id, `#checkin=${stay.checkin}&checkout=${stay.checkout}`);
      await expect(panel.getByTestId('booking-total')).toBeVisible();
      for (const button of await panel.getByTestId('booking-activities').getByRole('button').all()) {
        await button.click();
        await page.getByRole('dialog').locator('[data-day-index]').first().click();
      }
      await panel.getByTestId('book-button').click();
      await expect(panel.getByTestId('booking-init-error')).toHaveText("Nous n'avons pas pu préparer votre réservation. Veuillez réessayer dans un instant.");
      await expect(page).not.toHaveURL(/checkoutId=/);
    } finally {
      await remove();
    }
  });

  test('failing availability, checkout nights and Alma calls degrade silently: the page and the quote stay', async ({ page, request, simulator }, testInfo) => {
    const pkg = productFor(testInfo, 7);
    const stay = await bookableStay(request, pkg.id);
    const removals = [
      await simulator.injectFault({ path: `/product/${pkg.id}/availabilities.json`, fault: 'status=500' }),
      await simulator.injectFault({ path: `/weekend/${pkg.id}/packageCheckoutNights.json`, fault: 'status=500' }),
      await simulator.injectFault({ path: '/purchase/alma/eligibility', contains: `checkinDate=${stay.checkin}`, fault: 'status=500' }),
    ];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const panel = await openProduct(page, pkg.id, `#checkin=${stay.checkin}&checkout=${stay.checkout}`);
      await expect(panel.getByTestId('booking-total')).toBeVisible();
      await expect(panel.getByTestId('booking-instalments')).toHaveCount(0);
      await panel.getByTestId('dates-field').click();
      await expect(page.getByTestId('availability-calendar')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel.getByTestId('booking-total')).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      for (const remove of removals) await remove();
    }
  });
});
