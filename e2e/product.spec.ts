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
      await expect(reviews).toHaveCount(0);
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
