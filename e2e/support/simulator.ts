/** The simulator the e2e servers run against (playwright.config.ts starts it). */
export const SIMULATOR_ORIGIN = `http://127.0.0.1:${process.env.E2E_SIMULATOR_PORT ?? 4110}`;

/** A fault rule as the simulator's admin endpoint takes it (mocks/admin.ts); support/test.ts adds the test's scope. */
export interface FaultRule {
  path: string;
  fault: string;
  contains?: string;
  method?: string;
  times?: number;
}
