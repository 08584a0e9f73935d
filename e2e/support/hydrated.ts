import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../src/components/shell/hydration-mark';

/**
 * Waits until React has hydrated the element: a click or a key on server HTML before that does
 * nothing (the island's handlers are not attached yet), and a busy machine makes the gap long.
 * React marks the nodes it owns with its internal `__reactProps$…` key. For a part behind a lazy
 * boundary, which hydrates after the page's mark (below).
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { message: 'hydrated' })
    .toBe(true);
}

/**
 * After a full page load, waits for the page's hydration mark (src/components/shell/hydration-mark.tsx):
 * Playwright's `load` comes before React has attached the handlers, and a click in that gap is lost
 * (a CI run lost the gallery's "see all" so, 50 ms after the load). Only for documents of the
 * storefront's app (Next's flight data `self.__next_f`): a JSON answer, a simulator's page (hosted
 * payment, account) or a history step inside the same document (no response) has no mark. A page that
 * leaves itself at once is checked again on the document it goes to.
 */
export async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await expect
    .poll(
      () =>
        page
          .evaluate((attribute) => !('__next_f' in self) || document.documentElement.getAttribute(attribute) === 'true', HYDRATED_ATTRIBUTE)
          .catch(() => false),
      { message: `${page.url()} hydrated`, timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Makes the page's full loads (goto, reload, back, forward) wait for hydration, so that every test's
 * first click after a load reaches the page; a goto that asks for `waitUntil: 'commit'` does not.
 * Clicks on links that load a whole new document still wait on what they assert next (a heading, a
 * hydrated control).
 */
export function hydrateAfterLoads(page: Page): void {
  const { goto, reload, goBack, goForward } = page;
  // `waitUntil: 'commit'` asks for the page as it arrives, before its scripts (a test of what a visitor does then).
  page.goto = async (...args) => (args[1]?.waitUntil === 'commit' ? goto.apply(page, args) : settled(page, await goto.apply(page, args)));
  page.reload = async (...args) => settled(page, await reload.apply(page, args));
  page.goBack = async (...args) => settled(page, await goBack.apply(page, args));
  page.goForward = async (...args) => settled(page, await goForward.apply(page, args));
}

async function settled(page: Page, response: Response | null): Promise<Response | null> {
  await waitForHydration(page, response);
  return response;
}
