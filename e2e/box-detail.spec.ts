import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import type { Box } from '../mocks/catalogue/types';
import { text } from '../mocks/product/http';
import type { Locale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { documentStatus, expectLanded } from './support/landed';

/**
 * The gift box detail page (issue 12; part 2 §2, §4, §7, §8, §9; part 1 §4, §5, §8, §9), desktop
 * and mobile. Expected prices, counts and texts come from the simulator's catalogue and the
 * site's catalogues, never from the page. Each project uses its own sites and boxes, so the fault
 * rules of one (scoped by box code, locale or point of sale) never reach the other.
 */
const catalogue = getCatalogue();
const messages = (locale: Locale): Record<string, string> => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
const t = (locale: Locale, id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((message, [key, value]) => message.replace(`{${key}}`, String(value)), messages(locale)[id] ?? id);

const normal = (value: string | null) => (value ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const euros = (locale: Locale, cents: number) =>
  normal(
    new Intl.NumberFormat(locale.replace('_', '-'), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: Number.isInteger(cents / 100) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(cents / 100),
  );

const boxOf = (stem: string): Box => catalogue.boxes.find((box) => box.code === `${stem}-EBOX`)!;
const boxHref = (locale: Locale, box: Box, code = box.code) => href.box(locale, text(box.slug, locale), code);

/** Per project: desktop and mobile never share a site, a box or a point of sale in a fault. */
const SETUP = {
  desktop: { journey: 'fr_FR', journeyBox: 'WINE-TASTING', shipping: 'fr_BE', states: 'nl_NL', statesBox: 'UNUSUAL-NIGHT', italian: 'ROMANTIC-PRESTIGE' },
  mobile: { journey: 'es_ES', journeyBox: 'WINE-TASTING', shipping: 'nl_BE', states: 'fr_FR', statesBox: 'SPORT-ADVENTURE', italian: 'SPORT-ADVENTURE' },
} as const satisfies Record<string, { journey: Locale; journeyBox: string; shipping: Locale; states: Locale; statesBox: string; italian: string }>;
const setupOf = (project: string) => SETUP[project === 'mobile' ? 'mobile' : 'desktop'];

/** Scrolls the stays' row to its end until the loader reaches `status`. */
async function scrollStaysUntil(page: Page, status: 'done' | 'failed') {
  const scroller = page.getByTestId('box-stays-scroller');
  await expect
    .poll(
      async () => {
        await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        return page.getByTestId('box-stays-loader').getAttribute('data-status');
      },
      { timeout: 40_000, intervals: [150] },
    )
    .toBe(status);
}

/** Presses Tab until `target` has the focus (keyboard only), at most `limit` times. */
async function tabTo(page: Page, target: ReturnType<Page['getByTestId']>, limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openOffer(page: Page) {
  const button = page.getByTestId('box-offer-button');
  await expect(button).toHaveAttribute('data-hydrated', 'true');
  await button.click();
  const dialog = page.getByTestId('gift-offer-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('box detail', () => {
  test('listing → box → every stay → map → Offer, physical, personalise → Confirm → gift summary', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const { journey: locale, journeyBox } = setupOf(testInfo.project.name);
    const box = boxOf(journeyBox);
    const title = text(box.title, locale);

    await page.goto(href.boxes(locale));
    await page.locator(`[data-testid="box-list-card"][data-code="${box.code}"] a`).first().click();
    await expectLanded(page, title);
    await expect(page).toHaveURL(new RegExp(`/${box.code}$`));
    await expect(page.getByTestId('box-sell-price')).toHaveText(euros(locale, box.sellPrice));
    if (box.sellPrice < box.referencePrice) {
      await expect(page.getByTestId('box-reference-price')).toContainText(euros(locale, box.referencePrice));
      await expect(page.getByTestId('box-offer').getByTestId('box-promo')).toHaveText(
        t(locale, 'box.price.promo', { percent: Math.round(((box.referencePrice - box.sellPrice) / box.referencePrice) * 100) }),
      );
    }
    await expect(page.getByTestId('box-included').locator('li')).toHaveCount(text(box.includedContent, locale).split('\n').filter((line) => line.trim()).length);
    await expect(page.getByTestId('box-format-physical')).toHaveCount(1);
    await expect(page.getByTestId('box-change')).toHaveText(t(locale, 'box.change', { days: 2 }));
    await expect(page.getByTestId('box-how').locator('li')).toHaveCount(4);
    const jsonLd = JSON.parse((await page.getByTestId('box-json-ld').textContent()) ?? '{}') as { '@type': string; offers: { price: string; priceCurrency: string } };
    expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { price: (box.sellPrice / 100).toFixed(2), priceCurrency: 'EUR' } });

    // The stays: pages of 8 appended as the row scrolls, until the first empty page.
    const stays = page.getByTestId('box-stay');
    await expect(stays).toHaveCount(8);
    const total = Number(await page.getByTestId('box-stays-count').getAttribute('data-total'));
    expect(total).toBeGreaterThan(8);
    await scrollStaysUntil(page, 'done');
    await expect(stays).toHaveCount(total);
    const links = await stays.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(new Set(links).size).toBe(total);
    for (const link of links) expect(link).toMatch(new RegExp(`\\?box=${box.code}$`));
    // The map: one marker per stay (grouped in clusters when close), a marker's card links to its stay.
    await page.getByTestId('box-map-button').click();
    const map = page.getByTestId('map-modal');
    await expect(map).toBeVisible();
    const icons = map.locator('.leaflet-marker-icon');
    await expect(icons.first()).toBeVisible();
    const counted = async () =>
      (await icons.allTextContents()).reduce((sum, label) => sum + (/^\d+$/.test(label.trim()) ? Number(label.trim()) : 1), 0);
    await expect.poll(counted).toBe(total);
    await expectNoSeriousA11yViolations(page);
    const single = icons.filter({ hasText: '✓' });
    for (let attempt = 0; attempt < 6 && (await single.count()) === 0; attempt += 1) await icons.first().click();
    await single.first().click();
    await expect(map.locator(`a[href*="?box=${box.code}"]`).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(map).toBeHidden();

    // Offer: format (physical rewrites the code and giftFormat), personalisation, summary, Confirm.
    const dialog = await openOffer(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.locator('input[value="physical"]').check();
    await expect(page).toHaveURL(new RegExp(`/${box.physicalCode}\\?giftFormat=physical$`));
    await expect(dialog.getByTestId('box-summary-delivery')).toHaveText(t(locale, 'box.offer.summaryFree'));
    expect(normal(await dialog.getByTestId('box-summary-total').textContent())).toBe(euros(locale, box.sellPrice));

    const name = dialog.getByTestId('gift-fromName');
    await name.fill('Marie 2');
    await name.blur();
    await expect(dialog.getByTestId('gift-fromName-error')).toHaveText(t(locale, 'giftOffer.error.textOnly'));
    await name.fill('');
    await name.pressSequentially('a'.repeat(41));
    await expect(name).toHaveValue('a'.repeat(40));
    await expect(dialog.getByTestId('gift-fromName-error')).toHaveText(t(locale, 'giftOffer.error.maxLength', { maxlength: 40 }));
    await name.fill('Marie');
    // Back to digital and to physical again: the URL follows, what was typed stays.
    await dialog.locator('input[value="digital"]').check();
    await expect(page).toHaveURL(new RegExp(`/${box.code}\\?giftFormat=digital$`));
    await dialog.locator('input[value="physical"]').check();
    await expect(name).toHaveValue('Marie');

    // Confirm starts the order: the box booking variant of part 2 §2, under the ordered code.
    await dialog.getByTestId('gift-offer-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/${box.physicalCode}\\?checkoutId=`));
    await expectLanded(page, t(locale, 'booking.gift.heading.box'));
    // Boxes ship free in their own country (simulator): the total is the box price plus nothing.
    const gift = page.getByTestId('booking-gift');
    await expect(gift.getByTestId('booking-gift-title')).toHaveText(title);
    await expect(gift.getByTestId('booking-gift-format')).toHaveText(t(locale, 'giftBooking.formatPhysical'));
    expect(normal(await page.getByTestId('booking-gift-sell-price').textContent())).toBe(euros(locale, box.sellPrice));
    expect(normal(await page.getByTestId('booking-total').textContent())).toBe(euros(locale, box.sellPrice));
    await expect(gift.getByTestId('booking-gift-from')).toHaveText('Marie');
  });

  test('every stay link of a box answers 200 (the product page in box mode)', { tag: '@any-device' }, async ({ request }) => {
    test.setTimeout(60_000);
    const box = boxOf(SETUP.desktop.journeyBox);
    // The cards' links, page by page as the row loads them, until the first empty page.
    const links: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await (await request.get(`/api/box/offers?locale=fr_FR&code=${box.code}&page=${page}`)).json()) as { stays: Array<{ href: string }>; totalCount: number };
      if (answer.stays.length === 0) {
        expect(links).toHaveLength(answer.totalCount);
        break;
      }
      links.push(...answer.stays.map((stay) => stay.href));
    }
    for (let start = 0; start < links.length; start += 10) {
      const statuses = await Promise.all(links.slice(start, start + 10).map(async (link) => [link, (await request.get(link, { maxRedirects: 0 })).status()] as const));
      for (const [link, status] of statuses) expect(status, link).toBe(200);
    }
  });

  test('Italy has no physical block; a physical page is noindex; unknown code 404; detail failure says Oops', async ({ page, request, simulator }, testInfo) => {
    test.setTimeout(60_000);
    const setup = setupOf(testInfo.project.name);
    const italian = boxOf(setup.italian);

    await page.goto(boxHref('it_IT', italian));
    await expectLanded(page, text(italian.title, 'it_IT'));
    await expect(page.getByTestId('box-format-digital')).toHaveCount(1);
    await expect(page.getByTestId('box-format-physical')).toHaveCount(0);
    const dialog = await openOffer(page);
    await expect(dialog.getByTestId('gift-format')).toHaveCount(0);
    await page.keyboard.press('Escape');

    const physical = await request.get(boxHref('fr_FR', italian, italian.physicalCode!));
    expect(physical.status()).toBe(200);
    const html = await physical.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]+/${italian.code}"`));

    const unknown = await request.get(href.box('fr_FR', 'inconnu', 'NOPE-UNKNOWN-EBOX'));
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('data-testid="not-found"');

    const failing = boxOf(setup.statesBox);
    const remove = await simulator.injectFault({ path: `/boxes/${failing.code}/product-detail`, fault: '500', contains: `locale=${setup.states}` });
    try {
      await page.goto(boxHref(setup.states, failing));
      await expectLanded(page, t(setup.states, 'box.error.title'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    } finally {
      await remove();
    }
  });

  test('shipping-cost failure disables physical with the message; a failed stays page offers a retry', async ({ page, simulator }, testInfo) => {
    test.setTimeout(60_000);
    const setup = setupOf(testInfo.project.name);
    const locale = setup.shipping;
    const box = boxOf(setup.statesBox);
    const pos = locale.slice(3);
    const removeShipping = await simulator.injectFault({ path: '/boxes/shipping-costs', fault: '503', contains: `pos=${pos}` });
    const removeOffers = await simulator.injectFault({ path: `/boxes/${box.code}/offers`, fault: '500', contains: `locale=${locale}&page=2` });
    try {
      await page.goto(boxHref(locale, box));
      await expectLanded(page, text(box.title, locale));
      await expect(page.getByTestId('box-physical-unavailable')).toHaveText(t(locale, 'box.formats.physicalUnavailable'));
      const dialog = await openOffer(page);
      await expect(dialog.locator('input[value="physical"]')).toBeDisabled();
      await expect(dialog.getByTestId('physical-hint')).toHaveText(t(locale, 'giftOffer.physicalUnavailable'));
      await page.keyboard.press('Escape');

      await scrollStaysUntil(page, 'failed');
      await expect(page.getByTestId('box-stay')).toHaveCount(8);
      await expect(page.getByTestId('box-stays-retry')).toBeVisible();
      await removeOffers();
      await page.getByTestId('box-stays-retry').click();
      await expect(page.getByTestId('box-stay')).toHaveCount(16);
    } finally {
      await removeShipping();
      await removeOffers();
    }
  });

  test('keyboard only: the stays row scrolls, Offer opens the dialog, Confirm leaves for the summary', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'a keyboard journey: the desktop project covers it');
    test.setTimeout(60_000);
    const locale: Locale = 'nl_BE';
    const box = boxOf('GOURMET-ESCAPE');
    await page.goto(boxHref(locale, box));
    await expectLanded(page, text(box.title, locale));
    await expect(page.getByTestId('box-offer-button')).toHaveAttribute('data-hydrated', 'true');

    const scroller = page.getByTestId('box-stays-scroller');
    await tabTo(page, scroller, 120);
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('box-stay').first()).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(scroller).toBeFocused();
    // Back up the page to the Offer button, which comes before the stays.
    const offer = page.getByTestId('box-offer-button');
    for (let press = 0; press < 40 && !(await offer.evaluate((element) => element === document.activeElement)); press += 1) await page.keyboard.press('Shift+Tab');
    await expect(offer).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('gift-offer-dialog');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByTestId('gift-fromName'));
    await page.keyboard.type('Jan');
    await tabTo(page, dialog.getByTestId('gift-offer-confirm'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${box.code}\\?checkoutId=`));
    expect(await documentStatus(page)).toBe(200);
    await expectLanded(page, t(locale, 'booking.gift.heading.box'));
  });
  test('Italy speaks of the digital box only (formats heading, how-it-works step 2); the validity reads the same on the box page and the gift summary', { tag: '@any-device' }, async ({ request }) => {
    const box = boxOf(SETUP.desktop.italian);
    /** Text of the element with this test id in server HTML, entities and spaces normalised. */
    const textOf = (html: string, testId: string) =>
      normal((new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&'));
    const decoded = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

    // Part 2 §2: no physical block for region IT, so nothing else offers a physical box either.
    const italian = decoded(await (await request.get(boxHref('it_IT', box))).text());
    expect(italian).toContain(`>${t('it_IT', 'box.formats.titleDigital')}</h2>`);
    expect(italian).toContain(t('it_IT', 'box.how.step2Digital'));
    expect(italian).not.toContain('Cofanetto digitale o fisico');
    expect(italian).not.toContain(t('it_IT', 'box.how.step2'));
    // The sites that sell the physical box keep both formats.
    for (const locale of ['fr_FR', 'nl_BE', 'es_ES'] as const) {
      const html = decoded(await (await request.get(boxHref(locale, box))).text());
      expect(html, locale).toContain(`>${t(locale, 'box.formats.title')}</h2>`);
      expect(html, locale).toContain(t(locale, 'box.how.step2'));
      expect(html, locale).not.toContain(t(locale, 'box.how.step2Digital'));
    }

    // Part 1 §9: 2 people, one and a half years — one wording on the page and on the summary.
    const validity: Array<[Locale, string]> = [
      ['fr_FR', 'Pour 2 personnes, valable un an et demi'],
      ['fr_BE', 'Pour 2 personnes, valable un an et demi'],
      ['nl_NL', 'Voor 2 personen, anderhalf jaar geldig'],
      ['it_IT', 'Per 2 persone, valido un anno e mezzo'],
      ['es_ES', 'Para 2 personas, válida un año y medio'],
    ];
    for (const [locale, expected] of validity) {
      const page = await (await request.get(boxHref(locale, box))).text();
      expect(textOf(page, 'box-validity-text'), `${locale} box page`).toBe(expected);
      const summary = await request.get(href.giftBooking(locale, { giftFormat: 'digital', code: box.code }));
      expect(summary.status(), `${locale} summary`).toBe(200);
      expect(textOf(await summary.text(), 'summary-box-validity'), `${locale} summary`).toBe(expected);
    }
  });
});
