import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { resolve } from '../../src/routing/resolve';
import type { Screen } from '../../src/routing/route';
import { NOT_BUILT_SCREENS } from '../../src/screens/screens';
import { recordedDocumentStatus } from './document-status';

/**
 * What a navigation test asserts about the page it lands on (a URL alone passes on a 404):
 * the document answered 200, the page is not the not-found screen, and its main heading is the
 * expected one. Works after full page loads and client-side navigations alike (the document
 * status is the one of the last full load, which a client navigation does not change).
 */
export async function expectLanded(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByTestId('not-found'), `${page.url()} is not the not-found page`).toHaveCount(0);
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toHaveText(heading);
  expect(await documentStatus(page), `status of ${page.url()}`).toBe(200);
}

/**
 * The HTTP status of the document shown: its last main-frame navigation response (support/test.ts
 * records them), else Navigation Timing's responseStatus (a context a test made itself, without the
 * fixture's fake clock).
 */
export async function documentStatus(page: Page): Promise<number> {
  return (
    recordedDocumentStatus(page) ??
    page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseStatus ?? 0)
  );
}

/**
 * A link to a screen whose issue has not landed: it must address that screen (one of the list's
 * not-built screens, src/screens/screens.ts) and answer the server-rendered 404 for now. When the
 * screen is built this fails, and the test must then assert the page the link lands on.
 */
export async function expectLinkToScreenNotBuilt(request: APIRequestContext, href: string, screen: Screen): Promise<void> {
  const segments = href.split(/[?#]/)[0]!.split('/').filter((segment) => segment !== '');
  expect(resolve(segments)?.screen, href).toBe(screen);
  expect(NOT_BUILT_SCREENS, `${screen} is listed as not built`).toContain(screen);
  const response = await request.get(href);
  expect(response.status(), href).toBe(404);
  expect(await response.text()).toContain('data-testid="not-found"');
}
