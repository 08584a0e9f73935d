import type { BrowserContext, Page } from '@playwright/test';

/**
 * The HTTP status of the document each page shows, recorded from its main-frame navigation
 * responses. Pages read it from Navigation Timing otherwise, but the browser clock the fixture
 * installs (support/test.ts) replaces `performance` with a fake that lists no entries.
 */
const statuses = new WeakMap<Page, number>();

export function trackDocumentStatus(context: BrowserContext): void {
  context.on('response', (response) => {
    const request = response.request();
    if (!request.isNavigationRequest()) return;
    const frame = request.frame();
    const page = frame.page();
    if (page && frame === page.mainFrame()) statuses.set(page, response.status());
  });
}

/** The status of the last full load of the page's document, if its context is tracked. */
export function recordedDocumentStatus(page: Page): number | undefined {
  return statuses.get(page);
}
