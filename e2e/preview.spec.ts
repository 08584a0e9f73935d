import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { previewLink } from '../src/server/preview-link';
import { PREVIEW_SECRET } from './support/preview';

/**
 * Content preview (part 2 §6): a signed link turns draft mode on and the CMS's draft shows; leaving
 * preview shows the published page again. The e2e server runs with PREVIEW_SECRET set.
 */

const PAGE = '/fr-fr/mentions-legales';
const DRAFT_NOTE = 'Brouillon : modifications pas encore publiées.';
const previewBar = (page: Page) => page.getByRole('region', { name: 'Aperçu' });

test('a signed link previews the draft of a page until the editor leaves preview', { tag: '@any-device' }, async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(DRAFT_NOTE)).toHaveCount(0);
  await expect(previewBar(page)).toHaveCount(0);

  const response = await page.goto(previewLink(PAGE, new Date(Date.now() + 600_000), PREVIEW_SECRET));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByText(DRAFT_NOTE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every page of the preview says so, and offers the way out back to the same page.
  await expect(previewBar(page)).toContainText('Aperçu : vous voyez du contenu non publié');
  await page.goto('/fr-fr');
  await expect(previewBar(page)).toBeVisible();
  await page.goto(PAGE);

  await previewBar(page).getByRole('link', { name: 'Quitter l’aperçu' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(DRAFT_NOTE)).toHaveCount(0);
  await expect(previewBar(page)).toHaveCount(0);
});

test('a link with a wrong signature or another site is refused, and leaves draft mode off', { tag: '@any-device' }, async ({ request }) => {
  const forged = previewLink(PAGE, new Date(Date.now() + 600_000), 'another-secret-of-at-least-32-characters!');
  const refused = await request.get(forged, { maxRedirects: 0 });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');

  const elsewhere = await request.get(previewLink('//evil.example/', new Date(Date.now() + 600_000), PREVIEW_SECRET), { maxRedirects: 0 });
  expect(elsewhere.status()).toBe(401);

  const exit = await request.get('/api/preview/exit?path=https%3A%2F%2Fevil.example%2F', { maxRedirects: 0 });
  expect(exit.status()).toBe(307);
  expect(exit.headers()['location']).toBe('/');
});
