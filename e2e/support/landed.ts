import { expect, type Page } from '@playwright/test';
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
