import { defineConfig, devices } from '@playwright/test';
import { PREVIEW_SECRET } from './e2e/support/preview';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the
 * production build (`next start`) and the travel-API simulator, both started by scripts/start.mjs
 * on their own ports so a running dev server does not interfere.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SIMULATOR_PORT = Number(process.env.E2E_SIMULATOR_PORT ?? 4110);

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

/** The crawl of every sitemap URL and internal link (its own project, see below). */
const CRAWL = /site-crawl\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', testIgnore: CRAWL, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', testIgnore: CRAWL, use: { ...devices['Pixel 7'], launchOptions: chromium } },
    // The whole-site crawl runs last, alone: fault-injection tests of the other projects would make
    // the pages it requests fail for a few seconds (e2e/site-crawl.spec.ts).
    { name: 'crawl', testMatch: CRAWL, dependencies: ['desktop', 'mobile'], use: { launchOptions: chromium } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // No data cache: fault-injection tests need every call to reach the simulator.
    env: { PORT: String(E2E_PORT), SIMULATOR_PORT: String(E2E_SIMULATOR_PORT), API_CACHE_MAX_SECONDS: '0', ENABLE_CRASH_TEST: '1', PREVIEW_SECRET },
    stdout: 'pipe',
  },
});
