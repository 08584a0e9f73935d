import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BOX_RANKING } from '../src/domain/box-listing/ranking';
import type { Locale, PointOfSale } from '../src/domain/model/locale';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * The box listing (part 2 §2, §9): reached from the gift drawer, the site's digital boxes in its
 * country's ranking, 4 columns on desktop, the landing link sections of es_ES and fr_FR, the
 * failure page, and the sitemap. The simulator answers the boxes search by code with the
 * physical versions too, so the order and the EBOX-only rule seen here are the storefront's.
 */

interface WireBox {
  code: string;
  title: string;
  includedContent: string;
  price: { sellPrice: number; referencePrice: number | null };
  slug: string;
}

async function boxesSearch(request: APIRequestContext, locale: string): Promise<WireBox[]> {
  const response = await request.get(`${SIMULATOR_ORIGIN}/gateway/boxes/search?locale=${locale}&type=Digital`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { boxes: WireBox[] }).boxes;
}

async function landings(request: APIRequestContext, locale: string): Promise<Array<{ slug: string; kind: string; title: string }>> {
  const response = await request.get(`${SIMULATOR_ORIGIN}/cms/api/cms/landings?locale=${locale}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { landings: Array<{ slug: string; kind: string; title: string }> }).landings;
}

/** The order the listing must show: the country's table first, then the other digital boxes as the API gave them. */
function expectedOrder(boxes: readonly WireBox[], country: PointOfSale): string[] {
  const digital = boxes.map((box) => box.code).filter((code) => code.endsWith('EBOX'));
  const table = BOX_RANKING[country];
  return [...table.filter((code) => digital.includes(code)), ...digital.filter((code) => !table.includes(code))];
}

/** A price as the site writes it (whole euros without decimals), spaces removed. */
function euros(cents: number, locale: Locale): string {
  const units = cents / 100;
  const format = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(units) ? 0 : 2 });
  return format.format(units).replace(/\s/g, '');
}

/** Pages asked a few at a time: the server renders while the others wait on the API. */
async function expectAllAnswer200(request: APIRequestContext, paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += 4) {
    const batch = paths.slice(start, start + 4);
    const statuses = await Promise.all(batch.map(async (path) => (await request.get(path)).status()));
    expect(Object.fromEntries(batch.map((path, i) => [path, statuses[i]]))).toEqual(Object.fromEntries(batch.map((path) => [path, 200])));
  }
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Desktop and mobile each take one site with landing sections, so their checks do not overlap. */
const SITES = {
  desktop: {
    locale: 'fr_FR' as Locale,
    site: 'fr-fr',
    crumb: 'Coffrets cadeaux',
    country: 'FR',
    boxesPath: 'coffret-cadeau',
    giftButton: 'Offrir un cadeau',
    giftTitle: 'Que souhaitez-vous offrir ?',
    boxChoice: /Un coffret cadeau/,
    hero: 'Un coffret pour chaque moment et chaque personne',
    sections: ['Idées cadeaux par occasion et saison', 'Idées cadeaux selon la personne', 'Idées cadeaux par thème'],
  },
  mobile: {
    locale: 'es_ES' as Locale,
    site: 'es-es',
    crumb: 'Cajas regalo',
    country: 'ES',
    boxesPath: 'caja-regalo',
    giftButton: 'Regalar',
    giftTitle: '¿Qué te gustaría regalar?',
    boxChoice: /Una caja regalo/,
    hero: 'Una caja para cada momento y cada persona',
    sections: ['Ideas de regalo por ocasión y temporada', 'Ideas de regalo según la persona', 'Ideas de regalo por temática'],
  },
} as const;

test('the gift drawer leads to the listing: the site’s digital boxes in its ranking, 4 columns on desktop, landing links', async ({ page, request }) => {
  const s = isDesktop(page) ? SITES.desktop : SITES.mobile;
  const wire = await boxesSearch(request, s.locale);
  // The search answers physical versions too: what the page leaves out is its own rule.
  expect(wire.some((box) => !box.code.endsWith('EBOX'))).toBe(true);

  await page.goto(`/${s.site}`);
  await page.getByRole('button', { name: s.giftButton }).click();
  await page.getByRole('dialog', { name: s.giftTitle }).getByRole('link', { name: s.boxChoice }).click();
  await expect(page).toHaveURL(new RegExp(`/${s.site}/${s.boxesPath}$`));
  await expectLanded(page, s.hero);
  await expect(page.getByTestId('breadcrumb').getByText(s.crumb)).toHaveAttribute('aria-current', 'page');

  // Ranked 1..12 by the site's country table, then the unlisted digital boxes; no other code.
  const cards = page.getByTestId('box-list-card');
  const codes = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-code') ?? ''));
  expect(codes.slice(0, 12)).toEqual(BOX_RANKING[s.country]);
  expect(codes).toEqual(expectedOrder(wire, s.country));
  expect(codes.every((code) => code.endsWith('EBOX'))).toBe(true);

  // A card: title, included content as lines, price with the struck reference and the rounded promo, its link.
  const byCode = new Map(wire.map((box) => [box.code, box]));
  const discounted = codes.map((code) => byCode.get(code)!).find((box) => (box.price.referencePrice ?? 0) > box.price.sellPrice)!;
  const card = cards.and(page.locator(`[data-code="${discounted.code}"]`));
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(discounted.title);
  const lines = discounted.includedContent.split('\n').map((line) => line.trim()).filter(Boolean);
  await expect(card.getByTestId('box-included').getByRole('listitem')).toHaveText(lines);
  const promo = Math.round(((discounted.price.referencePrice! - discounted.price.sellPrice) / discounted.price.referencePrice!) * 100);
  await expect(card.getByTestId('box-promo')).toContainText(`-${promo}%`);
  const struck = await card.locator('span').evaluateAll((spans) =>
    spans.filter((span) => getComputedStyle(span).textDecorationLine.includes('line-through')).map((span) => span.textContent?.replace(/\s/g, '')),
  );
  expect(struck).toEqual([euros(discounted.price.referencePrice!, s.locale)]);
  await expect(card.locator('img')).toHaveAttribute('sizes', /280px/);
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(codes.map((code) => `/${s.site}/${s.boxesPath}/p/${byCode.get(code)!.slug}/${code}`));
  expect(hrefs).toEqual(codes.map((code) => href.box(s.locale, byCode.get(code)!.slug, code)));

  // 4 columns on desktop, 1 on a phone: the first row's cards share one top edge.
  const tops = await cards.evaluateAll((nodes) => nodes.slice(0, 8).map((node) => Math.round(node.getBoundingClientRect().top)));
  expect(tops.filter((top) => top === tops[0]).length).toBe(isDesktop(page) ? 4 : 1);

  // Landing link sections (es_ES, fr_FR): occasion/season, recipient, theme — each link answers 200.
  const cms = await landings(request, s.locale);
  const sections = page.getByTestId('box-landing-section');
  await expect(sections.getByRole('heading', { level: 2 })).toHaveText([...s.sections]);
  const landingLinks = await sections.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(landingLinks.sort()).toEqual(cms.map((landing) => href.landing(s.locale, landing.slug)).sort());
  await expectAllAnswer200(request, landingLinks);

  await expectNoSeriousA11yViolations(page);

  // The first card leads to its box page (every card link answering 200 is checked with the sitemap, below).
  const first = byCode.get(codes[0]!)!;
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expectLanded(page, first.title);
});

test('no landing links in it_IT and nl_NL, canonical and hreflang; a failing boxes search shows ‘Oops, something went wrong’, not indexed', async ({ page, request, simulator }) => {
  for (const path of ['/it-it/cofanetto-regalo', '/nl-nl/cadeaubox']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('data-testid="box-grid"');
    expect(html, path).not.toContain('data-testid="box-landing-section"');
    // Canonical and hreflang: the listing exists in the six sites (plus x-default).
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(html.match(/<link[^>]+hrefLang="[^"]+"/gi), path).toHaveLength(7);
  }

  // One site per project (fr_BE, nl_BE): no other test opens their box listing.
  const failing = isDesktop(page)
    ? { locale: 'nl_BE', path: '/nl-be/cadeaubox', oops: 'Oeps, er is iets misgegaan' }
    : { locale: 'fr_BE', path: '/fr-be/coffret-cadeau', oops: "Oups, une erreur s'est produite" };
  const removeFault = await simulator.injectFault({ path: '/boxes/search', contains: `locale=${failing.locale}`, fault: '503' });
  try {
    const response = await page.goto(failing.path);
    expect(response?.status()).toBe(200);
    await expectLanded(page, failing.oops);
    await expect(page.getByTestId('box-list-card')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await removeFault();
  }
});

test('the fr-fr sitemap lists the box listing, the gift card page and the site’s box pages in its ranking; every box link answers 200', { tag: '@any-device' }, async ({ request }) => {
  const xml = await (await request.get('/sitemap/fr-fr.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths).toContain('/fr-fr/coffret-cadeau');
  const wire = await boxesSearch(request, 'fr_FR');
  const slugOf = new Map(wire.map((box) => [box.code, box.slug]));
  const boxPages = paths.filter((path) => path.startsWith('/fr-fr/coffret-cadeau/p/'));
  // The same addresses, in the same order, as the fr-fr listing's card links (first test): each answers 200.
  const boxLinks = expectedOrder(wire, 'FR').map((code) => `/fr-fr/coffret-cadeau/p/${slugOf.get(code)}/${code}`);
  expect(boxPages).toEqual(boxLinks);
  expect(paths).toContain('/fr-fr/carte-cadeau');
  await expectAllAnswer200(request, boxLinks);
  expect(paths.some((path) => path.endsWith('PBOX'))).toBe(false);
});
