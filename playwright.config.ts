import { defineConfig, devices } from '@playwright/test';
import { E2E_NOW, SIMULATOR_TODAY } from './e2e/support/clock';
import { PREVIEW_SECRET } from './e2e/support/preview';
import { REVALIDATE_SECRET } from './e2e/support/revalidate';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the
 * production build (`next start`) and the travel-API simulator, both started by scripts/start.mjs
 * on their own ports so a running dev server does not interfere.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SIMULATOR_PORT = Number(process.env.E2E_SIMULATOR_PORT ?? 4110);

/**
 * The run's date (e2e/support/clock.ts): E2E_NOW, read by every clock at the real instant recorded
 * here once; the workers inherit both, and the specs' own catalogue (mocks/catalogue) is the
 * simulator's, generated for the same day.
 */
process.env.E2E_NOW_SINCE ||= String(Date.now());
process.env.SIMULATOR_TODAY = SIMULATOR_TODAY;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Tests whose outcome no device changes (HTTP only, server HTML, the crawl): they run once, in the desktop project. */
const ANY_DEVICE = /@any-device/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // A flaky test is fixed, not retried.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', grepInvert: ANY_DEVICE, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    // A fresh data cache each run: none of an earlier run's answers (another date, another catalogue).
    command: 'node scripts/start.mjs --fresh-data-cache',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The data cache on, as in production: each test's fault rules are scoped to its own requests
    // (SIMULATOR_FAULT_SCOPES, e2e/support/test.ts), which the cache keeps apart from everyone else's.
    env: {
      PORT: String(E2E_PORT),
      SIMULATOR_PORT: String(E2E_SIMULATOR_PORT),
      SIMULATOR_FAULT_SCOPES: '1',
      SIMULATOR_TODAY,
      SIMULATED_NOW: E2E_NOW,
      SIMULATED_NOW_SINCE: process.env.E2E_NOW_SINCE,
      ENABLE_CRASH_TEST: '1',
      PREVIEW_SECRET,
      REVALIDATE_SECRET,
    },
    stdout: 'pipe',
  },
});
