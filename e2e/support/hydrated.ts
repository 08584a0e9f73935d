import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element: a click or a key on server HTML before that does
 * nothing (the island's handlers are not attached yet), and a busy machine makes the gap long.
 * React marks the nodes it owns with its internal `__reactProps$…` key.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { message: 'hydrated' })
    .toBe(true);
}
