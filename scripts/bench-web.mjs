#!/usr/bin/env node
/**
 * npm run bench:web — what a visitor's phone gets from the storefront (DESIGN §6). A report, not a
 * test: it prints and saves the figures and always exits 0 once it could measure.
 *
 *  1. builds if the sources changed (scripts/start.mjs), then starts the storefront and the
 *     simulator on their own ports, with indexing enabled (robots and SEO are measured as in
 *     production) and SITE_URL on the measured origin (canonical URLs point to it);
 *  2. first-load JS of the home page: the gzipped size of every <script src> of the served HTML;
 *  3. Lighthouse mobile (default throttling) of the home page, a content page and the not-found
 *     page: performance, accessibility, SEO, best practices, against the targets
 *     (home: performance ≥ 90, accessibility 100, SEO 100);
 *  4. writes bench-results/web-<time>.json (+ web-latest.json) and each Lighthouse report.
 *
 * Environment: BENCH_PORT (3090), BENCH_SIMULATOR_PORT (4090), NEXT_DIST_DIR (.next),
 * CHROME_PATH (/usr/bin/chromium), BENCH_SKIP_LIGHTHOUSE=1 to measure the JS only.
 * Lighthouse takes about 15 s a page; the machine's other load makes performance scores noisy.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const port = process.env.BENCH_PORT ?? '3090';
const simulatorPort = process.env.BENCH_SIMULATOR_PORT ?? '4090';
// localhost, not 127.0.0.1: Lighthouse's canonical audit wants the canonical on the page's own host.
const origin = `http://localhost:${port}`;
const simulator = `http://127.0.0.1:${simulatorPort}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const resultsDir = join(root, 'bench-results');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
/** The targets, for the home page. */
const HOME_TARGETS = { performance: 90, accessibility: 100, seo: 100 };
/** DESIGN §6: first-load JS within 1.25× of a bare Next.js page (about 174 kB gzip here). */
const BARE_PAGE_JS_KB = 174;
const JS_BUDGET_KB = BARE_PAGE_JS_KB * 1.25;

function portIsFree(value) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(Number(value), '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

async function waitFor(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('the storefront stopped before answering (see its output above)');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startStorefront() {
  const env = {
    ...process.env,
    PORT: port,
    SIMULATOR_PORT: simulatorPort,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
    SITE_URL: origin,
    INDEXING_ENABLED: 'true',
  };
  // Its own process group, so stopping it also stops next and the simulator it started.
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: 'inherit', detached: true });
  return child;
}

function stopStorefront(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** First-load JS: every <script src> of the served HTML, fetched and gzipped like the server sends them. */
async function firstLoadJs(path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const sources = [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&')))];
  const scripts = [];
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    scripts.push({ src, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  return { path, scripts, gzipBytes, gzipKb: Math.round((gzipBytes / 1024) * 10) / 10 };
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

async function lighthouse(page) {
  const output = join(resultsDir, `lighthouse-${page.name}.json`);
  const args = [
    `${origin}${page.path}`,
    '--output=json',
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
    // The not-found page answers 404 on purpose; Lighthouse refuses error pages otherwise.
    ...(page.status === 404 ? ['--ignore-status-code'] : []),
  ];
  const { code, stderr } = await run(bin('lighthouse'), args, { ...process.env, CHROME_PATH: chromePath });
  if (code !== 0) return { error: stderr.trim().split('\n').slice(-3).join(' ') || `lighthouse exited with ${code}` };
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (report.runtimeError) return { error: report.runtimeError.message };
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100)]));
  const metric = (id) => report.audits[id]?.displayValue ?? null;
  const failing = (category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  return {
    scores,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
    },
    failingAudits: { accessibility: failing('accessibility'), seo: failing('seo'), 'best-practices': failing('best-practices') },
    report: output,
  };
}

const mark = (value, target) => (target === undefined || value === null ? ' ' : value >= target ? '✓' : '✗');

function printReport(results) {
  const { js } = results;
  console.log(`\nFirst-load JS of ${js.path}: ${js.gzipKb} kB gzip in ${js.scripts.length} scripts`);
  console.log(`  budget (DESIGN §6, 1.25 × bare page of ${BARE_PAGE_JS_KB} kB): ${JS_BUDGET_KB} kB  ${js.gzipKb <= JS_BUDGET_KB ? '✓' : '✗'}`);
  if (results.lighthouse.length === 0) return;
  console.log('\nLighthouse mobile                            perf  a11y   seo    bp   LCP      TBT      CLS');
  for (const page of results.lighthouse) {
    const label = `${page.name} (${page.path}, ${page.status})`.padEnd(44).slice(0, 44);
    if (page.error) {
      console.log(`${label} failed: ${page.error}`);
      continue;
    }
    const targets = page.name === 'home' ? HOME_TARGETS : {};
    const cell = (id) => `${String(page.scores[id] ?? '—').padStart(4)}${mark(page.scores[id], targets[id])}`;
    const { lcp, tbt, cls } = page.metrics;
    console.log(`${label} ${cell('performance')} ${cell('accessibility')} ${cell('seo')} ${cell('best-practices')}  ${String(lcp).padEnd(8)} ${String(tbt).padEnd(8)} ${cls}`);
    for (const [category, audits] of Object.entries(page.failingAudits)) if (audits.length) console.log(`    ${category} below 100: ${audits.join(', ')}`);
  }
  console.log(`\nTargets (home): performance ≥ ${HOME_TARGETS.performance}, accessibility ${HOME_TARGETS.accessibility}, SEO ${HOME_TARGETS.seo}.`);
  console.log('The not-found page is noindex by the spec, so its SEO score stays below 100.');
}

async function main() {
  for (const [name, value] of [['BENCH_PORT', port], ['BENCH_SIMULATOR_PORT', simulatorPort]]) {
    if (!(await portIsFree(value))) throw new Error(`port ${value} (${name}) is in use: set ${name} to a free port`);
  }
  mkdirSync(resultsDir, { recursive: true });
  const storefront = startStorefront();
  const stop = () => stopStorefront(storefront);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 15 * 60_000, () => storefront.exitCode === null);

    const index = await (await fetch(`${simulator}/cms/api/cms/pages?locale=fr_FR`)).json();
    const pages = [
      { name: 'home', path: '/fr-fr' },
      { name: 'content', path: `/fr-fr/${index.pages[0].id}` },
      { name: 'not-found', path: '/fr-fr/cette-page-n-existe-pas' },
    ];
    // Warm the server's caches, as a visitor after the first would find them; note each status.
    for (const page of pages) {
      await fetch(`${origin}${page.path}`);
      page.status = (await fetch(`${origin}${page.path}`)).status;
    }

    const js = await firstLoadJs('/fr-fr');
    const measured = [];
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      for (const page of pages) {
        console.log(`Lighthouse: ${page.path}…`);
        measured.push({ ...page, ...(await lighthouse(page)) });
      }
    }
    const results = { at: new Date().toISOString(), origin, js, lighthouse: measured, targets: { home: HOME_TARGETS, firstLoadJsKb: JS_BUDGET_KB } };
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
