import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, addMonths, siteToday } from './support/clock';
import { getCatalogue } from '../mocks/catalogue';
import { issuedVouchers, type IssuedVoucher } from '../mocks/vouchers/vouchers';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';

/**
 * Beneficiaries redeeming a gift box (issue 12), desktop and mobile: the fixed /beneficiary/login
 * and the burger's link, the code form and its errors, the box's stays, a stay in redemption mode
 * (Included / +supplement days, the remaining amount), Book and the booking summary with the
 * voucher; faults on the voucher lookup, the beneficiary offers and the redeem calendar; box mode.
 * Each project uses its own vouchers and boxes, so parallel fault rules never meet.
 */
const LOCALE = 'fr_FR';
const catalogue = getCatalogue();
const vouchers = [...issuedVouchers(catalogue).values()];
const LOGIN_HEADING = 'Utiliser votre coffret cadeau';
const STAYS_HEADING = 'Les séjours à réserver avec votre cadeau';

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** A voucher of the given state, from a box that is the most valuable first (its stays have both included and supplement days). */
function voucherOf(state: IssuedVoucher['state'], rank: number): IssuedVoucher {
  const boxes = [...catalogue.boxes].sort((a, b) => b.value - a.value || a.code.localeCompare(b.code));
  const box = boxes[rank];
  const voucher = vouchers.find((candidate) => candidate.boxCode === box?.code && candidate.state === state);
  if (!voucher) throw new Error(`no ${state} voucher for box rank ${rank}`);
  return voucher;
}

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

interface RedeemCalendar {
  days: Record<string, { amount: number; minLos: number }>;
  remaining: Record<string, number>;
}

/**
 * Among the stays the page lists, one whose redemption calendar has Included and +supplement days
 * in one month (the first shown or the next: late in a month the first has few days left), and an
 * included check-in that can be booked (checkout nights and a quote), found through the same BFF
 * routes the page uses (the browser's cookie goes with them).
 */
async function redeemableStay(page: Page, links: string[], voucher: IssuedVoucher) {
  const request = page.request;
  const from = addDays(siteToday(), 2);
  for (const month of [0, 1].map((months) => addMonths(siteToday(), months))) {
    const stay = await redeemableStayIn(request, links, voucher, month, from);
    if (stay) return stay;
  }
  throw new Error(`no stay of ${voucher.boxCode} with included and supplement days`);
}

async function redeemableStayIn(request: APIRequestContext, links: string[], voucher: IssuedVoucher, month: string, from: string) {
  for (const link of links) {
    const id = Number(/\/(\d+)\//.exec(link)?.[1]);
    const pkg = catalogue.index.packageById.get(id);
    if (!pkg || pkg.activities.some((activity) => activity.singleDay)) continue;
    const answer = await request.get(`/api/beneficiary/calendar?locale=${LOCALE}&id=${id}&month=${month}&length=2`);
    if (!answer.ok()) continue;
    const calendar = (await answer.json()) as RedeemCalendar;
    const days = Object.keys(calendar.remaining).filter((day) => day >= from && day.slice(0, 7) === month).sort();
    const included = days.filter((day) => calendar.remaining[day] === 0);
    if (included.length === 0 || days.every((day) => calendar.remaining[day] === 0)) continue;
    for (const checkin of included) {
      const nights = (await (await request.get(`/api/calendar/checkout-nights?locale=${LOCALE}&id=${id}&checkin=${checkin}&adult=2&child=0&baby=0`)).json()) as { range: { min: number } | null };
      if (!nights.range) continue;
      const checkout = addDays(checkin, nights.range.min);
      const quote = (await (await request.get(`/api/product/quote?locale=${LOCALE}&productId=${id}&checkin=${checkin}&checkout=${checkout}&adult=2&child=0&baby=0`)).json()) as { status: string; quote?: { sellPrice: number } };
      if (quote.status === 'quoted' && quote.quote) return { link, id, label: pkg.label.fr, checkin, checkout, remaining: Math.max(0, quote.quote.sellPrice - voucher.value) };
    }
  }
  return null;
}

async function submitCode(page: Page, code: string) {
  const field = page.getByTestId('voucher-code');
  await field.fill(code);
  await page.getByTestId('voucher-submit').click();
}

async function expectCodeError(page: Page, kind: string, text: string, typed: string) {
  const error = page.getByTestId('voucher-error');
  await expect(error).toHaveAttribute('data-error', kind);
  await expect(error).toHaveText(text);
  await expect(page.getByTestId('voucher-code')).toHaveValue(typed);
  await expect(page.getByTestId('voucher-code')).toHaveAttribute('aria-invalid', 'true');
}

async function openLoginForm(page: Page) {
  await expectLanded(page, LOGIN_HEADING);
  await expect(page.locator('[data-testid="voucher-form"][data-hydrated="true"]')).toBeVisible();
}

test.describe('beneficiary redeeming a gift box', () => {
  test('entry → code errors → the box stays → a stay in redemption mode → Book → the booking summary with the voucher', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const mobile = isMobile(testInfo);
    // The two most valuable boxes: their stays have days the box covers and days with a supplement.
    const voucher = voucherOf('valid', mobile ? 1 : 0);

    if (mobile) {
      // The burger's gift-box login link, from a French page: the French login page.
      await page.goto('/fr-fr');
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const link = page.getByRole('dialog').getByRole('link', { name: 'J’ai reçu un coffret cadeau' });
      await expect(link).toHaveAttribute('href', '/beneficiary/login');
      await link.click();
    } else {
      // The fixed path picks the referring page's site, else the default one.
      await page.goto('/beneficiary/login', { referer: `${baseURL}/it-it/` });
      await expectLanded(page, 'Usa il tuo cofanetto regalo');
      expect(new URL(page.url()).pathname).toBe(href.beneficiaryLoginPage('it_IT'));
      await page.goto('/beneficiary/login');
    }
    await openLoginForm(page);
    expect(new URL(page.url()).pathname).toBe(href.beneficiaryLoginPage(LOCALE));
    if (!mobile) await expectNoSeriousA11yViolations(page);

    await page.getByTestId('voucher-submit').click();
    await expectCodeError(page, 'empty', 'Veuillez saisir le code de votre coffret cadeau.', '');
    await submitCode(page, 'ab-12');
    await expectCodeError(page, 'malformed', 'Ce code ne semble pas correct : il compte 8 à 16 lettres, chiffres ou tirets.', 'ab-12');
    await submitCode(page, 'ZZZZ-0000-ZZZZ');
    await expectCodeError(page, 'unknown', 'Nous ne connaissons pas ce code. Vérifiez-le et réessayez.', 'ZZZZ-0000-ZZZZ');
    await submitCode(page, voucherOf('expired', 0).code);
    await expectCodeError(page, 'expired', 'Ce coffret cadeau a expiré et ne peut plus être utilisé.', voucherOf('expired', 0).code);
    await submitCode(page, voucherOf('used', 0).code);
    await expectCodeError(page, 'used', 'Ce coffret cadeau a déjà été utilisé.', voucherOf('used', 0).code);

    // A valid code, typed in lower case: the box's stays.
    await submitCode(page, voucher.code.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`${href.search(LOCALE, { flow: 'beneficiary' })}$`));
    await expectLanded(page, STAYS_HEADING);
    const box = catalogue.boxes.find((candidate) => candidate.code === voucher.boxCode)!;
    await expect(page.getByTestId('beneficiary-voucher-box')).toHaveText(`Coffret : ${box.title.fr}`);
    await expect(page.getByTestId('beneficiary-voucher-value')).toContainText(String(Math.floor(voucher.value / 100)));
    await expect(page.getByTestId('beneficiary-another-code')).toHaveAttribute('href', href.beneficiaryLoginPage(LOCALE));
    const cards = page.getByTestId('search-results').locator('a[href*="?flow=beneficiary"]');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('search-results')).toContainText('À régler avec votre cadeau');
    const links = [...new Set(await cards.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? '')))];
    const stay = await redeemableStay(page, links, voucher);

    // The stay's product page in redemption mode.
    await page.locator(`a[href="${stay.link}"]`).first().click();
    await expectLanded(page, stay.label);
    await expect(page.getByTestId('product-price')).toHaveAttribute('data-price-type', 'BENEFICIARY');
    const panel = page.locator('[data-testid="redemption-panel"][data-hydrated="true"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('redemption-voucher')).toContainText(box.title.fr);
    await panel.getByTestId('dates-field').click();
    const calendar = page.getByTestId('availability-calendar');
    // The first month's days and prices are drawn before the calendar is moved on.
    await expect(calendar.locator('[data-status]').first()).toBeVisible();
    const dayCell = async (day: string) => {
      const cell = calendar.locator(`[data-day="${day}"]`);
      for (let step = 0; step < 3 && !(await cell.isVisible()); step += 1) await calendar.getByRole('button', { name: 'Mois suivant' }).click();
      return cell;
    };
    // The month of the check-in: it has both kinds of day (redeemableStay).
    const checkinCell = await dayCell(stay.checkin);
    await expect(checkinCell).toHaveAttribute('data-status', 'included');
    await expect(checkinCell).toContainText('Inclus');
    await expect(calendar.locator('[data-status="supplement"]').first()).toContainText('+');
    if (!mobile) await expectNoSeriousA11yViolations(page);
    await checkinCell.click();
    await (await dayCell(stay.checkout)).click();
    await calendar.getByRole('button', { name: 'Valider' }).click();
    await expect(calendar).toBeHidden();
    const remaining = panel.getByTestId('redemption-remaining');
    await expect(panel.getByTestId('redemption-summary')).toHaveAttribute('data-price-type', 'BENEFICIARY');
    await expect(remaining).toBeVisible();
    expect(euros(await remaining.textContent())).toBeCloseTo(stay.remaining / 100, 2);

    await panel.getByTestId('redemption-book').click();
    await expectLanded(page, 'Votre réservation');
    await expect(page.getByTestId('booking-voucher-code')).toHaveText(voucher.code);
    // The voucher block names what the gift covers and the rest, the price summary's one total to pay.
    await expect(page.getByTestId('booking-voucher-covered')).toHaveAttribute('data-rest', String(stay.remaining));
    expect(euros(await page.getByTestId('booking-to-pay').textContent())).toBeCloseTo(stay.remaining / 100, 2);
  });

  test('a failing voucher lookup, beneficiary offers and redeem calendar degrade cleanly; no voucher → the page says so', async ({ page, browser, baseURL, simulator }, testInfo) => {
    test.setTimeout(60_000);
    const mobile = isMobile(testInfo);
    // Boxes of their own (ranks 2 and 3) so the fault rules touch nobody else.
    const voucher = voucherOf('valid', mobile ? 3 : 2);
    const lookupDown = await simulator.injectFault({ path: `/beneficiary/vouchers/${voucher.code}`, fault: '503' });
    await page.goto(href.beneficiaryLoginPage(LOCALE));
    await openLoginForm(page);
    await submitCode(page, voucher.code);
    await expectCodeError(page, 'unavailable', "Nous n'avons pas pu vérifier votre code pour le moment. Réessayez dans un instant.", voucher.code);
    await lookupDown();

    const offersDown = await simulator.injectFault({ path: '/beneficiary/boxes/offers', contains: `boxCode=${voucher.boxCode}`, fault: '500' });
    await page.getByTestId('voucher-submit').click();
    await expectLanded(page, STAYS_HEADING);
    await expect(page.getByTestId('beneficiary-voucher-panel')).toHaveAttribute('data-state', 'valid');
    await expect(page.getByTestId('no-results')).toBeVisible();
    await offersDown();

    const box = catalogue.boxes.find((candidate) => candidate.code === voucher.boxCode)!;
    // Preferably a stay of this box only (the journey test, boxes of rank 0 and 1, never asks for its calendar); the
    // fault rule is this test's own scope either way, so a stay the boxes share is safe too.
    const journeyStays = new Set([voucherOf('valid', 0), voucherOf('valid', 1)].flatMap((journey) => catalogue.boxes.find((candidate) => candidate.code === journey.boxCode)!.packageIds));
    const active = (packageId: number) => catalogue.index.hotelById.get(catalogue.index.packageById.get(packageId)!.hotelId)?.active === true;
    const id = box.packageIds.find((packageId) => !journeyStays.has(packageId) && active(packageId)) ?? box.packageIds.find(active);
    if (id === undefined) throw new Error(`box ${box.code} lists no stay of an active hotel`);
    const calendarDown = await simulator.injectFault({ path: `/redeem/weekend/${id}/`, fault: '500' });
    await page.goto(`${href.product(LOCALE, id)}?flow=beneficiary`);
    await expectLanded(page, catalogue.index.packageById.get(id)!.label.fr);
    const panel = page.locator('[data-testid="redemption-panel"][data-hydrated="true"]');
    await panel.getByTestId('dates-field').click();
    const calendar = page.getByTestId('availability-calendar');
    await expect(calendar).toBeVisible();
    await expect(calendar.locator('[data-status]')).toHaveCount(0);
    await calendarDown();

    // Another visitor without a voucher: the page says so and leads to the code form.
    const strangerContext = await browser.newContext({ baseURL });
    const stranger = await strangerContext.newPage();
    await stranger.goto(`${href.product(LOCALE, id)}?flow=beneficiary`);
    await expectLanded(stranger, catalogue.index.packageById.get(id)!.label.fr);
    await expect(stranger.getByTestId('redemption-notice')).toHaveAttribute('data-problem', 'none');
    await expect(stranger.getByTestId('redemption-login-link')).toHaveAttribute('href', href.beneficiaryLoginPage(LOCALE));
    await strangerContext.close();
  });

  test('box mode: a stay of a box shows the box panel instead of booking; an unknown box code is the ordinary page', async ({ page }, testInfo) => {
    const box = catalogue.boxes[isMobile(testInfo) ? 5 : 4]!;
    const id = box.packageIds.find((packageId) => catalogue.index.hotelById.get(catalogue.index.packageById.get(packageId)!.hotelId)?.active)!;
    const label = catalogue.index.packageById.get(id)!.label.fr;
    await page.goto(`${href.product(LOCALE, id)}?box=${box.code}`);
    await expectLanded(page, label);
    const panel = page.getByTestId('box-mode-panel');
    await expect(panel.getByRole('heading')).toHaveText(`Ce séjour est inclus dans le coffret cadeau « ${box.title.fr} »`);
    await expect(panel.getByTestId('box-mode-price')).toContainText(String(Math.floor(box.sellPrice / 100)));
    await expect(panel.getByTestId('box-mode-offer')).toHaveAttribute('href', href.box(LOCALE, box.slug.fr, box.code));
    await expect(page.getByTestId('booking-panel')).toHaveCount(0);

    await page.goto(`${href.product(LOCALE, id)}?box=NOT-A-KNOWN-EBOX`);
    await expectLanded(page, label);
    await expect(page.getByTestId('box-mode-panel')).toHaveCount(0);
    await expect(page.getByTestId('booking-panel')).toBeVisible();
  });

  test('keyboard only: the code is typed and sent without a pointer', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'a phone has no keyboard navigation');
    const voucher = voucherOf('valid', 4);
    await page.goto(href.beneficiaryLoginPage(LOCALE));
    await openLoginForm(page);
    const field = page.getByTestId('voucher-code');
    for (let step = 0; step < 40 && !(await field.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type('nope');
    await page.keyboard.press('Enter');
    await expectCodeError(page, 'malformed', 'Ce code ne semble pas correct : il compte 8 à 16 lettres, chiffres ou tirets.', 'nope');
    await expect(field).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(voucher.code);
    await page.keyboard.press('Enter');
    await expectLanded(page, STAYS_HEADING);
  });
});
