import { expect, test } from './support/test';
import { getCatalogue } from '../mocks/catalogue';
import { href } from '../src/routing/href';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';

/**
 * The stay product page's server part (issue 10): status and heading, sections and their dialogs,
 * tabs, structured data, robots, 404s — in the desktop and mobile projects. The simulator's
 * catalogue is deterministic: the tests pick their products from it.
 */
const catalogue = getCatalogue();
const hotelOf = (packageId: number) => catalogue.index.hotelById.get(catalogue.index.packageById.get(packageId)!.hotelId)!;
/** A product of an active hotel with activities and eight eco facilities or more (every section and dialog shows). */
const full = catalogue.packages.find((pkg) => {
  const hotel = catalogue.index.hotelById.get(pkg.hotelId);
  return hotel?.active && hotel.ecoFacilities.length >= 8 && pkg.activities.some((activity) => activity.whyList.length > 0) && hotel.importantInfos.length > 0;
})!;
const unpublished = catalogue.packages.find((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active === false)!;
const fullPath = href.product('fr_FR', full.id);

test.describe('stay product page', () => {
  test('the server renders the page: heading, hotel, price, sections, structured data', { tag: '@any-device' }, async ({ request }) => {
    const response = await request.get(fullPath);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${full.label.fr.replace(/'/g, '&#x27;')}</h1>`);
    expect(html).toContain(hotelOf(full.id).label.replace(/'/g, '&#x27;'));
    for (const section of ['description', 'room', 'experience', 'hotel', 'practicalInfo']) expect(html).toContain(`id="${section}"`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const product = jsonLd.find((data) => data['@type'] === 'Product') as { name: string; offers: { price: string; priceCurrency: string } } | undefined;
    expect(product?.name).toBe(full.label.fr);
    expect(product?.offers.priceCurrency).toBe('EUR');
    expect(Number(product?.offers.price)).toBeCloseTo(full.fromPrice / 100, 2);
    expect(jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
  });

  test('an unknown or unpublished product is the not-found page with status 404', { tag: '@any-device' }, async ({ request }) => {
    for (const path of [href.product('fr_FR', 987654321), href.product('nl_BE', unpublished.id)]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('data-testid="not-found"');
    }
  });

  test('Italian product pages are not indexed, their links followed', { tag: '@any-device' }, async ({ request }) => {
    const html = await (await request.get(href.product('it_IT', full.id))).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  });

  test('tabs scroll to their section; a dialog opens from the keyboard, Escape closes it and the focus comes back', async ({ page }) => {
    test.setTimeout(60_000);
    const response = await page.goto(fullPath);
    expect(response?.status()).toBe(200);
    await expectLanded(page, full.label.fr);
    const tabs = page.getByRole('navigation', { name: 'Sections de la page' });
    await tabs.getByRole('link', { name: 'Infos pratiques' }).click();
    await expect(tabs.getByRole('link', { name: 'Infos pratiques' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: 'Infos pratiques', level: 2 })).toBeInViewport();

    const opener = page.getByRole('button', { name: "Qu'est-ce que la taxe de séjour ?" });
    await expect(opener).toHaveAttribute('data-hydrated', 'true');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Qu'est-ce que la taxe de séjour ?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('commune');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the eco label lists the commitments; an activity opens its details', async ({ page }) => {
    await page.goto(fullPath);
    await expect(page.getByTestId('eco-label')).toBeVisible();
    await expect(page.getByTestId('eco-facilities-open')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('eco-facilities-open').click();
    const eco = page.getByRole('dialog', { name: "Les engagements écoresponsables de l'hôtel" });
    await expect(eco.getByRole('listitem')).toHaveCount(hotelOf(full.id).ecoFacilities.length);
    await eco.getByRole('button', { name: 'Fermer' }).click();
    await expect(eco).toBeHidden();
    await expect(page.getByTestId('product-activity')).toHaveCount(full.activities.length);
    // An activity with reasons to love it has a details dialog.
    const activity = full.activities.find((candidate) => candidate.whyList.length > 0)!;
    await expect(page.getByTestId(`activity-details-${activity.activityId}-open`)).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId(`activity-details-${activity.activityId}-open`).click();
    const details = page.getByRole('dialog', { name: activity.title.fr });
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page.getByTestId(`activity-details-${activity.activityId}-open`)).toBeFocused();
  });

  test('the gallery opens its slideshow; the reviews block opens every review', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(fullPath);
    const gallery = page.getByTestId('gallery');
    await expect(gallery.locator('img').first()).toBeVisible();
    const pictures = full.images.length;
    if (pictures > 1) {
      await page.getByTestId('gallery-see-all').click();
      const slideshow = page.getByTestId('gallery-slideshow');
      await expect(slideshow).toBeVisible();
      await expect(page.getByTestId('gallery-counter')).toHaveText(`1 / ${pictures}`);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('gallery-counter')).toHaveText(`2 / ${pictures}`);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(slideshow).toBeHidden();
    }
    const reviews = page.getByTestId('reviews-block');
    if (hotelOf(full.id).reviewCount > 0) {
      await expect(reviews.getByRole('heading', { level: 2 })).toBeVisible();
      await reviews.getByRole('button', { name: 'Voir tous les avis' }).click();
      const modal = page.getByRole('dialog', { name: 'Avis clients' });
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId('reviews-item').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    } else {
      await expect(reviews).toContainText('Soyez le premier à tester cette toute nouvelle expérience !');
    }
  });

  test('every information dialog opens with its title and closes with Escape', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(fullPath);
    const dialogs = [
      { id: 'room-details', title: null },
      { id: 'hotel-services', title: 'Services et équipements' },
      { id: 'hotel-hours', title: 'Arrivée et départ' },
      { id: 'things-to-know', title: 'À savoir' },
      { id: 'getting-there', title: "Comment s'y rendre" },
    ];
    for (const { id, title } of dialogs) {
      const opener = page.getByTestId(`${id}-open`);
      // A click before hydration reaches a button without its handler (a busy machine shows it).
      await expect(opener).toHaveAttribute('data-hydrated', 'true');
      await opener.click();
      const dialog = page.getByTestId(id);
      await expect(dialog, id).toBeVisible();
      if (title) await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog, id).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test('the product is recorded first in the site\'s recently viewed list', async ({ page }) => {
    const other = catalogue.packages.find((pkg) => pkg.id !== full.id && catalogue.index.hotelById.get(pkg.hotelId)?.active)!;
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('escapade.recently-viewed.fr_FR') ?? '[]').map((item: { id: number }) => item.id));
    await page.goto(href.product('fr_FR', other.id));
    await expect(page.getByTestId('product-header')).toBeVisible();
    // The recorder is an island: the first product is stored once it has hydrated, not with the HTML.
    await expect.poll(stored).toEqual([other.id]);
    await page.goto(fullPath);
    await expect(page.getByTestId('product-header')).toBeVisible();
    await expect.poll(stored).toEqual([full.id, other.id]);
  });

  test('axe: no serious violation on the page', async ({ page }) => {
    await page.goto(fullPath);
    await expect(page.getByTestId('product-header')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/**
 * The reviews of a product's hotel (part 2 §8, part 1 §9): a hotel without reviews keeps the
 * section and invites to be the first; the modal says when the site's language has none; a hotel
 * reads one score and count on its search card, its product page and its page.
 */
test.describe('reviews of the hotel', () => {
  const reviewsOf = (hotelId: number) => catalogue.reviewsOf(hotelId);
  const publishedPackageOf = (hotelId: number) => catalogue.packages.find((pkg) => pkg.hotelId === hotelId)!;
  const unreviewed = catalogue.hotels.find((hotel) => hotel.active && hotel.reviewCount === 0 && hotel.packageIds.length > 0)!;
  /** Text of the element with this test id in server HTML (up to its closing tag): tags dropped, entities and spaces normalised. */
  const textOf = (html: string, testId: string, tag: 'p' | 'section' = 'p') => {
    const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
    return (match?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  };

  test("a hotel without reviews keeps the section on its product and hotel pages: 'New' and 'Be the first…', no button", { tag: '@any-device' }, async ({ request }) => {
    const product = publishedPackageOf(unreviewed.id);
    const pages = [
      { path: href.product('fr_FR', product.id), summary: 'product-review-summary', invite: 'Soyez le premier à tester cette toute nouvelle expérience !', isNew: 'Nouveau' },
      { path: href.hotel('fr_FR', unreviewed.id), summary: 'hotel-review-summary', invite: 'Soyez le premier à tester cette toute nouvelle expérience !', isNew: 'Nouveau' },
      { path: href.product('it_IT', product.id), summary: 'product-review-summary', invite: 'Sii il primo a provare questa nuovissima esperienza!', isNew: 'Novità' },
      { path: href.hotel('nl_BE', unreviewed.id), summary: 'hotel-review-summary', invite: 'Wees de eerste die deze gloednieuwe ervaring uitprobeert!', isNew: 'Nieuw' },
    ];
    for (const { path, summary, invite, isNew } of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('data-testid="reviews-block"');
      expect(html, path).toContain('href="#reviews"');
      expect(textOf(html, 'reviews-block', 'section'), path).toContain(invite);
      expect(textOf(html, 'reviews-summary'), path).toBe(isNew);
      expect(textOf(html, summary), path).toBe(isNew);
      expect(html, path).not.toContain('data-testid="reviews-open"');
    }
  });

  test("the Reviews tab of a product without reviews leads to the invitation", async ({ page }) => {
    await page.goto(href.product('fr_FR', publishedPackageOf(unreviewed.id).id));
    const tabs = page.getByRole('navigation', { name: 'Sections de la page' });
    await tabs.getByRole('link', { name: 'Avis' }).click();
    const section = page.getByRole('region', { name: 'Avis' });
    await expect(section.getByRole('heading', { level: 2, name: 'Avis' })).toBeInViewport();
    await expect(section).toContainText('Soyez le premier à tester cette toute nouvelle expérience !');
    await expect(section.getByRole('button')).toHaveCount(0);
  });

  test("the modal says when no review is written in the site's language; 'See all the languages' lists every one", async ({ page }) => {
    // A hotel with reviews, none of them in Italian: its Italian page quotes the others, the modal opens on Italian.
    const hotel = catalogue.hotels.find((candidate) => candidate.active && candidate.reviewCount > 0 && candidate.packageIds.length > 0 && !reviewsOf(candidate.id).some((review) => review.lang === 'it'))!;
    await page.goto(href.product('it_IT', publishedPackageOf(hotel.id).id));
    const block = page.getByTestId('reviews-block');
    const open = block.getByRole('button', { name: 'Vedi tutte le recensioni' });
    await expect(open).toBeVisible();
    await open.click();
    const modal = page.getByRole('dialog', { name: 'Recensioni dei clienti' });
    await expect(modal.getByTestId('reviews-status')).toHaveText('Al momento non ci sono recensioni pubblicate in italiano.');
    await expect(modal.getByTestId('reviews-item')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Vedi tutte le lingue' }).click();
    await expect(modal.getByTestId('reviews-status')).toHaveText(`${hotel.reviewCount} ${hotel.reviewCount === 1 ? 'recensione' : 'recensioni'}`);
    await expect(modal.getByRole('combobox', { name: 'Lingua' })).toHaveValue('all');
    await expect(modal.getByTestId('reviews-item')).toHaveCount(Math.min(10, hotel.reviewCount));
  });

  test("a hotel reads one score and count on its search card, its product page and its page", { tag: '@any-device' }, async ({ request }) => {
    // A hotel whose French reviews are only some of its reviews, with another average: the case that split the figures.
    const frenchOf = (hotelId: number) => reviewsOf(hotelId).filter((review) => review.lang === 'fr');
    const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
    const hotel = catalogue.hotels.find((candidate) => {
      const french = frenchOf(candidate.id);
      return candidate.active && candidate.packageIds.length > 0 && french.length > 0 && french.length < candidate.reviewCount && mean(french.map((review) => review.average)) !== candidate.reviewAverage
        && catalogue.hotels.filter((other) => other.cityId === candidate.cityId).length <= 9;
    })!;
    const score = `${hotel.reviewAverage.toFixed(1).replace('.', ',')}/10`;
    const count = new RegExp(`(^|\\D)${hotel.reviewCount} avis`);

    const search = await (await request.get(href.search('fr_FR', { city: hotel.cityId }))).text();
    const card = [...search.matchAll(/<article[^>]*data-testid="offer-card"[^>]*data-card-id="(\d+)"[\s\S]*?<\/article>/g)].find((match) => hotel.packageIds.includes(Number(match[1])));
    expect(card, `a card of hotel ${hotel.id} on its city page`).toBeDefined();
    const cardReview = textOf(card![0], 'card-review');
    expect(cardReview).toContain(score);
    expect(cardReview).toMatch(count);

    const product = await (await request.get(href.product('fr_FR', Number(card![1])))).text();
    const hotelPage = await (await request.get(href.hotel('fr_FR', hotel.id))).text();
    for (const [where, text] of [
      ['product header', textOf(product, 'product-review-summary')],
      ['product reviews', textOf(product, 'reviews-summary')],
      ['hotel header', textOf(hotelPage, 'hotel-review-summary')],
      ['hotel reviews', textOf(hotelPage, 'reviews-summary')],
    ]) {
      expect(text, where).toContain(score);
      expect(text, where).toMatch(count);
    }
  });
});
