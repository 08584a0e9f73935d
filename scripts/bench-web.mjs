#!/usr/bin/env node
/**
 * npm run bench:web — what a visitor's phone gets from the storefront (DESIGN §6), beside a bare Next page
 * built and served in the same run (issue 24). A report, not a test: it prints and saves the figures and
 * always exits 0 once it could measure.
 *
 *  1. builds the bare Next page (scripts/bench/bare-app: one <h1>, prerendered, plus /dynamic, the same page
 *     calling headers(), and /large and /large-dynamic, plain text of a catalogue page's size) with the
 *     project's Next and serves it (scripts/bench/bare.mjs); builds the
 *     storefront if the sources changed (scripts/start.mjs), then starts it and the simulator on their own
 *     ports with an empty data cache, indexing enabled (robots and SEO are measured as in production) and
 *     SITE_URL on the measured origin (canonical URLs point to it);
 *  2. cold renders (scripts/bench/cold-renders.mjs): p95 at c=20 of URLs nobody asked before of this build
 *     (bench-results/cold-urls-<dist dir>.json remembers earlier runs' URLs), with 20 ms on every upstream call;
 *  3. throughput (scripts/bench/throughput.mjs): req/s and p50/p97.5 at c=20 for 8 s of each catalogue page
 *     kind, asked once before (the cached figure), with its cache headers, and of the bare page (before and
 *     after the storefront's pages; the ratio is to their mean), the bare dynamic page, and for reference the
 *     large bare pages (what Next itself reaches at that size, from its cache and rendering each time);
 *  4. first-load JS of the bare page, the home page, a city search page, a stay product page (the first the
 *     search lists), its hotel's page, an activity voucher page (the first the activity search lists), the
 *     box listing, its first box, the gift card page and the other measured pages: the gzipped size of every
 *     script Chromium loads until the network is idle (entry scripts and the islands' chunks), against
 *     1.25× the bare page's;
 *  5. the search page's server response time for its first page of results, and the other pages'
 *     (sequential requests, median and p95 of the full response);
 *  6. the time from a filter confirm to the updated results in a real browser (Chromium through
 *     playwright-core, mobile viewport, CPU not throttled): the Price filter's maximum is confirmed
 *     and the clock stops when the results grid shows the new results; and the time from a date
 *     pick on the product page (Validate in the calendar, desktop) to the updated quote;
 *  7. server payload prefetches a plain page view triggers: the `?_rsc=` requests Chromium sends
 *     for other pages (desktop viewport, no pointer movement, 3 s after load) — each one is a server
 *     render that nobody asked for yet; the pages are listed so a before/after comparison names what changed;
 *  8. Lighthouse mobile (default throttling, scripts/bench/lighthouse.mjs) of every measured screen, each run
 *     LIGHTHOUSE_RUNS times (5) alternating with the bare page: medians of performance, TBT, LCP, CLS and
 *     scripts transferred (and their ratio to the bare page's), void when the bare page's median is under 97;
 *  9. a table of issue 24's targets with ✓ / ✗ (scripts/bench/targets.mjs), and
 *     bench-results/web-<time>.json (+ web-latest.json) and each Lighthouse report.
 *
 * Environment: BENCH_PORT (3090), BENCH_SIMULATOR_PORT (4090), BENCH_BARE_PORT (3091), NEXT_DIST_DIR (.next),
 * CHROME_PATH (/usr/bin/chromium), BENCH_SKIP_LIGHTHOUSE=1 (no Lighthouse), BENCH_LIGHTHOUSE_PAGES=home,search
 * (only those pages), LIGHTHOUSE_RUNS (5), LIGHTHOUSE_THROTTLING (simulate; devtools throttles the real load, a
 * comparison, not issue 24's measure), BENCH_SKIP_THROUGHPUT=1 (no throughput nor cold renders),
 * BENCH_CONNECTIONS (20), BENCH_DURATION_S (8), BENCH_COLD_REQUESTS (400), BENCH_COLD_LATENCY_MS (20).
 * Lighthouse takes 15-20 s a run, so twice that a page and run with the bare page beside it: a full run (19
 * screens × 5 runs × 2) takes about an hour on two shared cores. Ports the Fetch standard blocks (4190, 6000…)
 * cannot be used.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBareApp, startBareApp } from './bench/bare.mjs';
import { askedBefore, recordAsked } from './bench/cold-ledger.mjs';
import { coldPaths, coldRenders } from './bench/cold-renders.mjs';
import { CHROME_FLAGS, LIGHTHOUSE_RUNS, LIGHTHOUSE_THROTTLING, lighthouseAgainstBare } from './bench/lighthouse.mjs';
import { portIsFree, startGroup, stopGroup, waitFor } from './bench/processes.mjs';
import { printColdRenders, printLighthouse, printTargets, printThroughput } from './bench/report.mjs';
import { TARGETS } from './bench/targets.mjs';
import { THROUGHPUT_CONNECTIONS, THROUGHPUT_SECONDS, throughput } from './bench/throughput.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.BENCH_PORT ?? '3090';
const simulatorPort = process.env.BENCH_SIMULATOR_PORT ?? '4090';
const barePort = process.env.BENCH_BARE_PORT ?? '3091';
// localhost, not 127.0.0.1: Lighthouse's canonical audit wants the canonical on the page's own host.
const origin = `http://localhost:${port}`;
const simulator = `http://127.0.0.1:${simulatorPort}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const resultsDir = join(root, 'bench-results');
const HOME_PATH = '/fr-fr';
/** The page whose search figures are measured: a city page, the commonest landing from a search engine. */
const SEARCH_PATH = '/fr-fr/ville/paris';
/** The stay product page measured: the first product a Paris search lists (read from its server HTML). */
async function productPath() {
  const html = await (await fetch(`${origin}${SEARCH_PATH}`)).text();
  const match = /href="(\/fr-fr\/sejour\/\d+[^"#]*)"/.exec(html);
  if (!match) throw new Error('no product link on the search page');
  return match[1];
}
/** The hotel page measured: the hotel the product page's breadcrumb leads to (issue 11). */
async function hotelPath(productPathname) {
  const html = await (await fetch(`${origin}${productPathname}`)).text();
  const match = /href="(\/fr-fr\/hotel\/[^"#?]+)"/.exec(html);
  if (!match) throw new Error('no hotel link on the product page');
  return match[1];
}
/** The activity voucher page measured: the first voucher the activity search lists (issue 11). */
async function activityPath() {
  const html = await (await fetch(`${origin}/fr-fr/activites`)).text();
  const match = /href="(\/fr-fr\/bon-activite\/\d+[^"#?]*)"/.exec(html);
  if (!match) throw new Error('no activity link on the activity search page');
  return match[1];
}
/**
 * The checkout's steps measured (issue 22): a checkout made as Book makes it for the measured product (its first
 * bookable stay two weeks or more ahead), then its traveller saved as the booking step saves it. The booking step
 * and the payment step are per visitor (their id is in the query) and never cached.
 */
async function checkoutPaths(productPathname) {
  const id = Number(/\/sejour\/(\d+)/.exec(productPathname)?.[1]);
  const json = async (path, init) => (await fetch(`${origin}${path}`, init)).json();
  const post = (path, body) => json(path, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
  const from = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  for (const month of [from.slice(0, 7), new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 7)]) {
    const availability = await json(`/api/calendar/availability?locale=fr_FR&id=${id}&month=${month}&length=1&adult=2&child=0&baby=0`);
    for (const checkin of Object.keys(availability.days ?? {}).filter((day) => day >= from).sort()) {
      const nights = await json(`/api/calendar/checkout-nights?locale=fr_FR&id=${id}&checkin=${checkin}&adult=2&child=0&baby=0`);
      if (!nights.range) continue;
      const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + nights.range.min * 86_400_000).toISOString().slice(0, 10);
      const made = await post('/api/checkout/init', { locale: 'fr_FR', productId: id, offerId: id, checkin, checkout, adult: 2, child: 0, baby: 0 });
      if (!made.checkoutId) continue;
      const traveller = { civility: 'MRS', firstName: 'Camille', lastName: 'Durand', email: 'camille.durand@example.com', phone: '+33612345678', postalCode: '75011', country: 'FR' };
      const saved = await post('/api/checkout/traveller', { locale: 'fr_FR', checkoutId: made.checkoutId, traveller, termsAccepted: true });
      if (!saved.paymentPath) throw new Error('the traveller could not be saved on the checkout');
      return { booking: made.bookingPath, payment: saved.paymentPath };
    }
  }
  throw new Error(`no bookable stay for product ${id}`);
}
/**
 * The box order's steps measured (issue 23): a digital order of the measured box, started as its Confirm starts
 * it, then its delivery ('send it to me') and buyer saved as the booking step saves them. Per visitor, never cached.
 */
async function boxOrderPaths(boxPathname) {
  const code = boxPathname.split('/').filter(Boolean).pop();
  const post = async (path, body) =>
    (await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })).json();
  const made = await post('/api/checkout/gift', { locale: 'fr_FR', gift: { type: 'BOX', code, giftFormat: 'digital' }, personalisation: { fromName: 'Camille', message: null } });
  if (!made.checkoutId) throw new Error(`the box order of ${code} could not be started`);
  const sendOn = new Date().toISOString().slice(0, 10);
  await post('/api/checkout/delivery', { locale: 'fr_FR', checkoutId: made.checkoutId, delivery: { kind: 'digital', recipient: 'me', recipientName: null, recipientEmail: null, sendOn } });
  const buyer = { civility: 'MRS', firstName: 'Camille', lastName: 'Durand', email: 'camille.durand@example.com', phone: '+33612345678', postalCode: '75011', country: 'FR' };
  const saved = await post('/api/checkout/traveller', { locale: 'fr_FR', checkoutId: made.checkoutId, traveller: buyer, termsAccepted: true });
  if (!saved.paymentPath) throw new Error('the buyer could not be saved on the box order');
  return { booking: made.bookingPath, payment: saved.paymentPath };
}
/** The box detail page measured: the first box of the box listing (issue 12). */
async function boxPath() {
  const html = await (await fetch(`${origin}/fr-fr/coffret-cadeau`)).text();
  const match = /href="(\/fr-fr\/coffret-cadeau\/p\/[^"#?]+)"/.exec(html);
  if (!match) throw new Error('no box link on the box listing page');
  return match[1];
}
const SERVER_TIMING_REQUESTS = 30;
/** DESIGN §6: first-load JS within 1.25× of the bare Next page measured in the same run. */
const JS_BUDGET_RATIO = TARGETS.scriptRatio;

function startStorefront() {
  const env = {
    ...process.env,
    PORT: port,
    SIMULATOR_PORT: simulatorPort,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
    SITE_URL: origin,
    INDEXING_ENABLED: 'true',
  };
  // An empty data cache: the cold renders must not meet upstream answers an earlier run cached.
  return startGroup(process.execPath, [join(root, 'scripts', 'start.mjs'), '--fresh-data-cache'], { cwd: root, env });
}

/**
 * First-load JS: every script the page loads in Chromium until the network is idle (the <script src>
 * of the HTML and the chunks of the islands it renders, up to 3 s after the load event), fetched again and gzipped as the server
 * sends them. Islands loaded only on a click (dialogs, the map, the calendar) are not counted.
 */
async function firstLoadJs(path, at = origin) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.split(' ').filter((flag) => flag !== '--headless') });
  const sources = new Set();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, isMobile: true });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === at && url.pathname.endsWith('.js')) sources.add(url.pathname);
    });
    await page.goto(`${at}${path}`, { waitUntil: 'load' });
    // Islands' chunks load right after the load event; prefetches of other pages are not scripts.
    await page.waitForTimeout(3000);
  } finally {
    await browser.close();
  }
  const scripts = [];
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, at))).arrayBuffer());
    scripts.push({ src, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  return { path, scripts, gzipBytes, gzipKb: Math.round((gzipBytes / 1024) * 10) / 10 };
}

/**
 * The other pages' server payloads (`?_rsc=`) a page view prefetches without any intent: loaded,
 * left alone 3 s on a desktop viewport (every header and footer link visible). The page's own
 * payload is not counted.
 */
async function rscPrefetches(path) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.split(' ').filter((flag) => flag !== '--headless') });
  const requests = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.searchParams.has('_rsc') && url.pathname !== path) requests.push(url.pathname);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
  } finally {
    await browser.close();
  }
  return { path, count: requests.length, pages: [...new Set(requests)].sort() };
}

/** Full response time of the search page's first page of results, sequential requests after a warm-up. */
async function serverResponseTimes(path) {
  const times = [];
  for (let i = 0; i < SERVER_TIMING_REQUESTS; i += 1) {
    const start = performance.now();
    const response = await fetch(`${origin}${path}`);
    await response.text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { path, requests: times.length, medianMs: at(0.5), p95Ms: at(0.95) };
}

/**
 * Filter confirm → updated results, in Chromium: open the search page on a phone viewport, open
 * the Filters modal, set the price maximum, confirm, and stop the clock when the grid is no longer
 * busy and shows results for the new criteria. Five runs; the median is reported.
 */
async function filterConfirmTimes(path) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.split(' ').filter((flag) => flag !== '--headless') });
  const runs = [];
  try {
    for (let i = 0; i < 5; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${origin}${path}`);
      // The results' island loads when the visitor reaches for it (results-on-intent.tsx): the Filter
      // button's tap loads it, and opens the modal once it has arrived.
      await page.getByTestId('open-filters').tap();
      await page.waitForSelector('[data-testid="search-results"][data-hydrated="true"]');
      const modal = page.getByTestId('filters-modal');
      const maximum = modal.getByRole('textbox', { name: /Prix maximum/ });
      await maximum.fill(String(120 + i * 5));
      const confirm = modal.getByRole('button', { name: 'Valider' });
      await confirm.evaluate((element) => element.setAttribute('data-bench-confirm', ''));
      // Clicked from inside the page so the clock starts with the click itself.
      const elapsed = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const results = document.querySelector('[data-testid="search-results"]');
            const before = location.hash;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (location.hash !== before && results.getAttribute('aria-busy') === 'false') {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(results, { attributes: true, subtree: true, childList: true });
            document.querySelector('[data-bench-confirm]').click();
          }),
      );
      runs.push(Math.round(elapsed));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { path, runsMs: runs, medianMs: sorted[Math.floor(sorted.length / 2)] };
}

/** A stay the product can be booked for (the calendar's and the quote's own BFF routes), for the date-pick clock. */
async function bookableStay(productPathname) {
  const id = Number(productPathname.split('/')[3]);
  const pax = 'adult=2&child=0&baby=0';
  const addDays = (day, days) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const from = addDays(new Date().toISOString().slice(0, 10), 12);
  for (const month of [from.slice(0, 7), addDays(from, 31).slice(0, 7)]) {
    const { days } = await (await fetch(`${origin}/api/calendar/availability?locale=fr_FR&id=${id}&month=${month}&length=1&${pax}`)).json();
    for (const [checkin, day] of Object.entries(days).sort()) {
      if (checkin < from || day.minLos !== 1) continue;
      const { range } = await (await fetch(`${origin}/api/calendar/checkout-nights?locale=fr_FR&id=${id}&checkin=${checkin}&${pax}`)).json();
      if (range) return { checkin, checkout: addDays(checkin, range.min) };
    }
  }
  throw new Error(`no bookable stay for product ${id}`);
}

/**
 * The product page's date pick to updated quote (issue 10): desktop Chromium opens the calendar,
 * picks a bookable stay, and the clock runs from the click on Validate until the booking island
 * shows the quoted total, no longer updating. Five fresh pages; the median is reported.
 */
async function datePickQuoteTimes(path) {
  const { chromium } = await import('playwright-core');
  const stay = await bookableStay(path);
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.split(' ').filter((flag) => flag !== '--headless') });
  const runs = [];
  try {
    for (let i = 0; i < 5; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${origin}${path}`);
      const panel = page.locator('[data-testid="booking-panel"][data-hydrated="true"]');
      await panel.waitFor();
      await panel.getByTestId('dates-field').click();
      const calendar = page.getByTestId('availability-calendar');
      for (const day of [stay.checkin, stay.checkout]) {
        const cell = calendar.locator(`[data-day="${day}"]`);
        for (let step = 0; step < 4 && !(await cell.isVisible()); step += 1) await calendar.getByRole('button', { name: 'Mois suivant' }).click();
        await cell.click();
      }
      await calendar.getByRole('button', { name: 'Valider' }).evaluate((element) => element.setAttribute('data-bench-validate', ''));
      const elapsed = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const booking = document.querySelector('[data-testid="booking-panel"]');
            const start = performance.now();
            const quoted = () => {
              const quote = booking.querySelector('[data-testid="booking-quote"]');
              return quote !== null && quote.getAttribute('data-updating') !== 'true' && booking.querySelector('[data-testid="booking-total"]') !== null;
            };
            const observer = new MutationObserver(() => {
              if (quoted()) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(booking, { attributes: true, subtree: true, childList: true });
            document.querySelector('[data-bench-validate]').click();
          }),
      );
      runs.push(Math.round(elapsed));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { path, stay, runsMs: runs, medianMs: sorted[Math.floor(sorted.length / 2)] };
}

function printReport(results) {
  const bareKb = results.bareJs?.gzipKb ?? null;
  if (results.bareJs) console.log(`\nFirst-load JS of the bare Next page: ${bareKb} kB gzip in ${results.bareJs.scripts.length} scripts`);
  const budgetKb = bareKb === null ? null : Math.round(bareKb * JS_BUDGET_RATIO * 10) / 10;
  for (const js of [results.js, results.searchJs, results.productJs, ...(results.moreJs ?? [])].filter(Boolean)) {
    console.log(`First-load JS of ${js.path}: ${js.gzipKb} kB gzip in ${js.scripts.length} scripts, ${bareKb ? (js.gzipKb / bareKb).toFixed(2) : '—'}× the bare page's`);
    if (budgetKb !== null) console.log(`  budget (DESIGN §6, ${JS_BUDGET_RATIO} × the bare page's ${bareKb} kB): ${budgetKb} kB  ${js.gzipKb <= budgetKb ? '✓' : '✗'}`);
  }
  const server = results.searchServer;
  console.log(`\nSearch page ${server.path}, server response (first page of results, ${server.requests} requests): median ${server.medianMs} ms, p95 ${server.p95Ms} ms`);
  const product = results.productServer;
  if (product) console.log(`Product page ${product.path}, server response (${product.requests} requests): median ${product.medianMs} ms, p95 ${product.p95Ms} ms`);
  for (const more of results.moreServer ?? []) console.log(`Page ${more.path}, server response (${more.requests} requests): median ${more.medianMs} ms, p95 ${more.p95Ms} ms`);
  const filter = results.filterConfirm;
  console.log(
    filter.error
      ? `Filter confirm → updated results: not measured (${filter.error})`
      : `Filter confirm → updated results (Chromium, phone viewport, 5 runs): median ${filter.medianMs} ms (${filter.runsMs.join(', ')} ms)`,
  );
  const pick = results.datePickQuote;
  if (pick) {
    console.log(
      pick.error
        ? `Product date pick → updated quote: not measured (${pick.error})`
        : `Product date pick → updated quote (Chromium, desktop, 5 runs, ${pick.stay.checkin} → ${pick.stay.checkout}): median ${pick.medianMs} ms (${pick.runsMs.join(', ')} ms)`,
    );
  }
  for (const prefetch of results.rscPrefetches ?? []) {
    console.log(`Prefetched server payloads (_rsc) on a plain view of ${prefetch.path}: ${prefetch.count}${prefetch.pages.length ? ` (${prefetch.pages.join(', ')})` : ''}`);
  }
  printColdRenders(results.coldRenders);
  printThroughput(results.throughput);
  printLighthouse(results.lighthouse);
  if (results.lighthouse.length) {
    console.log('The not-found page is noindex by the spec, so its SEO score stays below 100.');
    // Say what the scripts ratio compares: the bytes each phone downloads, not the bundles' sizes.
    console.log("Scripts are bytes transferred: the storefront's build files in Brotli (scripts/server.mjs), the bare page's in gzip (next start); first-load JS above compares gzip with gzip.");
  }
  printTargets(results);
}

/** The catalogue pages issue 24 wants served from the cache, one URL per kind, in the order they are measured. */
const CACHED_KINDS = ['home', 'home-gifting', 'search', 'product', 'hotel', 'boxes', 'box', 'activity', 'content', 'ideas', 'landing', 'minisite'];

/**
 * Throughput of the bare page (prerendered, before and after the storefront's pages: the ratio is to their
 * mean, so a machine that got busier in between shows as two different bare figures) and of each cached kind.
 */
async function measureThroughput(pages, bareOrigin) {
  const bareBefore = await throughput(`${bareOrigin}/`);
  const bareDynamic = await throughput(`${bareOrigin}/dynamic`);
  // References, not targets: the bare page at a catalogue page's size, from the cache and rendered each time.
  const bareLarge = await throughput(`${bareOrigin}/large`);
  const bareLargeDynamic = await throughput(`${bareOrigin}/large-dynamic`);
  const measured = [];
  for (const kind of CACHED_KINDS) {
    const page = pages.find((candidate) => candidate.name === kind);
    console.log(`Throughput: ${page.path}…`);
    measured.push({ kind, path: page.path, ...(await throughput(`${origin}${page.path}`)) });
  }
  const bareAfter = await throughput(`${bareOrigin}/`);
  return {
    connections: THROUGHPUT_CONNECTIONS,
    seconds: THROUGHPUT_SECONDS,
    bare: [bareBefore, bareAfter],
    bareRequestsPerSecond: Math.round((bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2),
    bareDynamic,
    bareLarge,
    bareLargeDynamic,
    pages: measured,
  };
}

/** The city and theme route names of every language (src/routing's table): a sitemap path under one of them is a search page. */
const SEARCH_SEGMENTS = new Set(['ville', 'stad', 'citta', 'ciudad', 'idee', 'thema', 'tema']);

async function measureColdRenders(pages) {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  try {
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    const sites = [...robots.matchAll(/^Sitemap: .*\/sitemap\/([a-z]{2}-[a-z]{2})\.xml$/gm)].map((match) => match[1]);
    if (sites.length === 0) throw new Error('robots.txt lists no sitemap');
    const seen = new Set([...pages.map((page) => page.path), ...askedBefore(distDir)]);
    const paths = await coldPaths({ origin, simulator, sites, searchSegments: SEARCH_SEGMENTS, seen });
    if (paths.length === 0) throw new Error(`every candidate URL was asked of this build by earlier runs (bench-results/cold-urls-*.json): build again`);
    console.log(`Cold renders: ${paths.length} distinct URLs…`);
    const result = await coldRenders({ origin, simulator, paths });
    recordAsked(distDir, result.asked);
    return result;
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  }
}

async function main() {
  for (const [name, value] of [['BENCH_PORT', port], ['BENCH_SIMULATOR_PORT', simulatorPort], ['BENCH_BARE_PORT', barePort]]) {
    if (!(await portIsFree(value))) throw new Error(`port ${value} (${name}) is in use: set ${name} to a free port`);
  }
  mkdirSync(resultsDir, { recursive: true });
  console.log('Building the bare Next page…');
  await buildBareApp();
  const bare = await startBareApp(barePort);
  const storefront = startStorefront();
  const stop = () => {
    stopGroup(storefront);
    bare.stop();
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 15 * 60_000, () => storefront.exitCode === null);

    const index = await (await fetch(`${simulator}/cms/api/cms/pages?locale=fr_FR`)).json();
    const { landings } = await (await fetch(`${simulator}/cms/api/cms/landings?locale=fr_FR`)).json();
    const pages = [
      { name: 'home', path: HOME_PATH },
      // The home page of the gifting flow: a variant the proxy lets through today as a query (issue 24 wants it keyed by its URL).
      { name: 'home-gifting', path: `${HOME_PATH}?flow=gifting` },
      { name: 'search', path: SEARCH_PATH },
      { name: 'content', path: `/fr-fr/${index.pages[0].id}` },
      { name: 'product', path: await productPath() },
      { name: 'not-found', path: '/fr-fr/cette-page-n-existe-pas' },
    ];
    pages.push({ name: 'hotel', path: await hotelPath(pages.find((page) => page.name === 'product').path) }, { name: 'activity', path: await activityPath() });
    // Issue 12's pages: the box listing, a box and the gift card page.
    pages.push({ name: 'boxes', path: '/fr-fr/coffret-cadeau' }, { name: 'box', path: await boxPath() }, { name: 'gift-card', path: '/fr-fr/carte-cadeau' });
    // Issue 13's pages: the contact page and a partner minisite (MACIF's, on its own site); the ideas page and a landing.
    pages.push({ name: 'contact', path: '/fr-fr/contact' }, { name: 'minisite', path: '/fr-fr/minisite/macif' });
    pages.push({ name: 'ideas', path: '/fr-fr/idees' }, { name: 'landing', path: landings[0].url });
    // Issue 22's pages: the booking step (the traveller's details) and the payment step of a checkout.
    const steps = await checkoutPaths(pages.find((page) => page.name === 'product').path);
    pages.push({ name: 'booking-step', path: steps.booking }, { name: 'payment-step', path: steps.payment });
    // Issue 23's pages: the box variants of the booking and payment steps (part 2 §2), for an order of the measured box.
    const boxSteps = await boxOrderPaths(pages.find((page) => page.name === 'box').path);
    pages.push({ name: 'box-booking', path: boxSteps.booking }, { name: 'box-payment', path: boxSteps.payment });

    // Cold renders first: no URL of theirs has been asked yet (the pages above are left out of them).
    const skipThroughput = process.env.BENCH_SKIP_THROUGHPUT === '1';
    const coldRenderTimes = skipThroughput ? undefined : await measureColdRenders(pages);

    // Warm the server's caches, as a visitor after the first would find them; note each status.
    for (const page of pages) {
      await fetch(`${origin}${page.path}`);
      page.status = (await fetch(`${origin}${page.path}`)).status;
    }
    const throughputFigures = skipThroughput ? undefined : await measureThroughput(pages, bare.origin);

    const bareJs = await firstLoadJs('/', bare.origin);
    const js = await firstLoadJs(HOME_PATH);
    const searchJs = await firstLoadJs(SEARCH_PATH);
    const searchServer = await serverResponseTimes(SEARCH_PATH);
    const productPage = pages.find((page) => page.name === 'product').path;
    const productJs = await firstLoadJs(productPage);
    const productServer = await serverResponseTimes(productPage);
    // The pages of issues 11, 12, 13, 22 and 23.
    const MORE_PAGES = ['hotel', 'activity', 'boxes', 'box', 'gift-card', 'contact', 'minisite', 'ideas', 'landing', 'booking-step', 'payment-step', 'box-booking', 'box-payment'];
    const moreJs = [];
    const moreServer = [];
    for (const page of pages.filter((candidate) => MORE_PAGES.includes(candidate.name))) {
      moreJs.push(await firstLoadJs(page.path));
      moreServer.push(await serverResponseTimes(page.path));
    }
    let filterConfirm;
    try {
      filterConfirm = await filterConfirmTimes(SEARCH_PATH);
    } catch (error) {
      filterConfirm = { path: SEARCH_PATH, error: error.message.split('\n')[0] };
    }
    let datePickQuote;
    try {
      datePickQuote = await datePickQuoteTimes(productPage);
    } catch (error) {
      datePickQuote = { path: productPage, error: error.message.split('\n')[0] };
    }
    const rscPrefetchCounts = [];
    for (const page of pages.filter((candidate) => candidate.name !== 'not-found' && candidate.name !== 'home-gifting')) rscPrefetchCounts.push(await rscPrefetches(page.path));
    const measured = [];
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      // BENCH_LIGHTHOUSE_PAGES=contact,minisite audits only those pages (a new screen's figures without the full run).
      const only = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
      for (const page of pages.filter((candidate) => only.length === 0 || only.includes(candidate.name))) {
        console.log(`Lighthouse: ${page.path} (${LIGHTHOUSE_RUNS} runs, alternating with the bare page)…`);
        measured.push(await lighthouseAgainstBare({ page, origin, bareOrigin: bare.origin, resultsDir, chromePath }));
      }
    }
    const results = {
      at: new Date().toISOString(),
      origin,
      bareOrigin: bare.origin,
      coldRenders: coldRenderTimes,
      throughput: throughputFigures,
      bareJs,
      js,
      searchJs,
      productJs,
      moreJs,
      searchServer,
      productServer,
      moreServer,
      filterConfirm,
      datePickQuote,
      rscPrefetches: rscPrefetchCounts,
      lighthouse: measured,
      lighthouseThrottling: LIGHTHOUSE_THROTTLING,
      targets: { ...TARGETS, firstLoadJsKb: Math.round(bareJs.gzipKb * JS_BUDGET_RATIO * 10) / 10 },
    };
    printReport(results);
    const file = join(resultsDir, `web-${results.at.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(join(resultsDir, 'web-latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nSaved ${file}`);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(`bench:web: ${error.message}`);
  process.exit(1);
});
