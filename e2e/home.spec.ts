import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { injectFault, SIMULATOR_ORIGIN } from './support/simulator';

/** What the travel API itself ranks first for a site: the page must show exactly these stays. */
async function topStaysFromSimulator(request: import('@playwright/test').APIRequestContext, locale: string) {
  const response = await request.post(`${SIMULATOR_ORIGIN}/search/search.json`, {
    data: { locale, limit: 12, page: 1, numberOfPackagesPerHotel: 1, searchCriterias: {}, type: 'stay', orderBy: 'popularity' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { exactMatches: Array<{ hotel: { label: string } }> };
  return body.exactMatches.map((card) => card.hotel.label);
}

test('the home page is server-rendered from the travel API', async ({ request }) => {
  const expected = await topStaysFromSimulator(request, 'fr_FR');
  expect(expected).toHaveLength(12);

  // The HTML as a crawler or a visitor without JavaScript receives it.
  const response = await request.get('/fr-fr');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Nos escapades du week-end');
  for (const hotel of expected) expect(html).toContain(hotel.replace(/&/g, '&amp;'));
  expect(html).toMatch(/à partir de\s[\d\s  ]+(,\d\d)?\s€/);
});

test('a visitor sees the stays, in the language of the site', async ({ page, request }) => {
  const expected = await topStaysFromSimulator(request, 'nl_BE');
  await page.goto('/nl-be');
  await expect(page.getByRole('heading', { level: 1, name: 'Onze weekendjes weg' })).toBeVisible();
  const stays = page.getByTestId('home-stay');
  await expect(stays).toHaveCount(12);
  await expect(stays.first().getByRole('heading', { level: 2 })).toHaveText(expected[0]!);
  await expect(stays.first()).toContainText('vanaf');
  await expectNoSeriousA11yViolations(page);
});

test('a failing search upstream leaves the home page usable with a message', async ({ page, request }) => {
  const removeFault = await injectFault(request, { path: '/search.json', contains: '"locale":"it_IT"', fault: '503' });
  try {
    const response = await page.goto('/it-it');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Le nostre fughe del weekend' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Al momento non è possibile mostrare i nostri soggiorni. Riprova tra un istante.');
    await expect(page.getByTestId('home-stay')).toHaveCount(0);
  } finally {
    await removeFault();
  }
});

test('an unknown site answers 404', async ({ request }) => {
  const response = await request.get('/xx-yy');
  expect(response.status()).toBe(404);
});
