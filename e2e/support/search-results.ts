import { expect, type Page } from '@playwright/test';

/**
 * The search results' island loads when the visitor reaches for the results, or with the page when
 * the hash carries criteria (src/screens/search/results-on-intent.tsx). A test that starts from what the
 * island shows points at the results' heading, as a visitor's pointer does, and waits until the
 * island has taken over the server's page and its results have settled.
 */
export async function reachForResults(page: Page, options: { timeout?: number } = {}): Promise<void> {
  const results = page.getByTestId('search-results');
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(results).toHaveAttribute('data-hydrated', 'true', options);
  await expect(results).toHaveAttribute('aria-busy', 'false', options);
}
