import { test, type BrowserContext } from '@playwright/test';
import { EXPERIMENT_COOKIE } from '../../src/domain/experiments/assignment';

/**
 * Puts the visitor in a variation of the automatic discount, as the activation route would have (and
 * the dates experiment off): a test that depends on whether the cards show the discount says which.
 */
export async function assignAutoDiscount(context: BrowserContext, autoDiscount: 'variation' | 'control'): Promise<void> {
  await context.addCookies([{ name: EXPERIMENT_COOKIE, value: `v1.e2e-visitor-0001.autoDiscount~${autoDiscount}_dates~off`, url: test.info().project.use.baseURL! }]);
}
