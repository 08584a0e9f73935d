import { test as base, expect } from '@playwright/test';
import { e2eNow } from './clock';
import { trackDocumentStatus } from './document-status';
import { hydrateAfterLoads } from './hydrated';
import { SIMULATOR_ORIGIN, type FaultRule } from './simulator';

/**
 * Every spec's `test` (`import { test, expect } from './support/test'`), adding to Playwright's:
 * - `faultScope`: a name of this test's own; its browser context carries it as the cookie
 *   `simulator-fault-scope` for the storefront's origins, and its `request` fixture as the header
 *   `x-simulator-fault-scope`. The storefront (SIMULATOR_FAULT_SCOPES=1) forwards it to its upstream
 *   calls, so the simulator applies this test's fault rules to this test's requests only.
 * - `simulator.injectFault(rule)`: a fault rule of this test's scope (returns a remover); every rule of
 *   the scope is removed when the test ends, passed or failed.
 * - the browser's clock on the run's date (support/clock.ts), installed before any page loads; time
 *   flows from there, so timers, animations and countdowns run as usual.
 * - `page.goto`, `reload`, `goBack` and `goForward` return once the page has hydrated
 *   (support/hydrated.ts), unless the test runs without JavaScript.
 */
export const FAULT_SCOPE_COOKIE = 'simulator-fault-scope';
export const FAULT_SCOPE_HEADER = 'x-simulator-fault-scope';

export interface Simulator {
  /** Makes the simulator fail the matching calls of this test; returns a function that removes the rule. */
  injectFault(rule: FaultRule): Promise<() => Promise<void>>;
}

interface Fixtures {
  faultScope: string;
  simulator: Simulator;
}

export const test = base.extend<Fixtures>({
  faultScope: async ({}, provide, testInfo) => {
    // testId is unique per test and project, the run's start per run; repeats and retries get their own.
    const run = Number(process.env.E2E_NOW_SINCE ?? 0).toString(36);
    await provide(`${run}-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64));
  },

  context: async ({ context, faultScope, baseURL }, provide) => {
    if (!baseURL) throw new Error('the e2e fixture needs baseURL (playwright.config.ts)');
    // The storefront answers on two hosts: the shop's and the customer-care host (care.localhost, the default CARE_HOST).
    const careOrigin = `http://care.localhost:${new URL(baseURL).port}`;
    await context.addCookies([baseURL, careOrigin].map((url) => ({ name: FAULT_SCOPE_COOKIE, value: faultScope, url })));
    await context.clock.install({ time: e2eNow() });
    trackDocumentStatus(context);
    await provide(context);
  },

  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) hydrateAfterLoads(page);
    await provide(page);
  },

  request: async ({ playwright, faultScope }, provide) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { [FAULT_SCOPE_HEADER]: faultScope } });
    await provide(request);
    await request.dispose();
  },

  simulator: async ({ playwright, faultScope }, provide) => {
    // Its own client for the admin calls: the rules are scoped by their body, not by a header.
    const admin = await playwright.request.newContext();
    await provide({
      async injectFault(rule) {
        const response = await admin.post(`${SIMULATOR_ORIGIN}/__admin/faults`, { data: { ...rule, scope: faultScope } });
        if (response.status() !== 201) throw new Error(`fault rule refused: ${await response.text()}`);
        const { id } = (await response.json()) as { id: number };
        return async () => {
          await admin.delete(`${SIMULATOR_ORIGIN}/__admin/faults/${id}`);
        };
      },
    });
    await admin.delete(`${SIMULATOR_ORIGIN}/__admin/faults?scope=${faultScope}`);
    await admin.dispose();
  },
});

export { expect };
