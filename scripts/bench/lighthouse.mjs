/**
 * Lighthouse mobile (default throttling) of a storefront page alternating with the bare page (issue 24):
 * page, bare, page, bare… LIGHTHOUSE_RUNS times each, so both see the same machine load, and each figure
 * is the median of its runs. Single runs on two shared cores swing by 20 points on the same page; a bare
 * page scoring under 97 means the machine, not the page, was measured: the comparison is then void.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runToEnd } from './processes.mjs';

const root = new URL('../..', import.meta.url).pathname;
const lighthouseBin = join(root, 'node_modules', '.bin', 'lighthouse');
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
/**
 * How Lighthouse throttles (LIGHTHOUSE_THROTTLING): `simulate`, its default and the measure issue 24 names, loads
 * the page unthrottled and estimates each metric from that load (Lantern); `devtools` throttles the real load to the
 * same mobile profile (150 ms RTT, 1.6 Mbit/s, CPU ×4) and reports what happened. The second is a comparison for the
 * owner, not the measure (docs/decisions.md, "What Lighthouse's LCP estimate counts").
 */
export const LIGHTHOUSE_THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** Under this median the bare page tells that the machine was too busy to measure anything (issue 24). */
export const BARE_MINIMUM_PERFORMANCE = 97;

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Headless Chromium 150 without a GPU: with paint holding on, about one navigation in three
  // presents its first frame about 1 s after painting it (traces: frame committed at 0.3 s, drawn
  // at 1.27 s, compositor frames dropped in between), on every page with scripts and never on a
  // static one; Lighthouse then simulates every script as if it blocked the first paint. With the
  // feature off no run stalled (16 runs). It measures the headless compositor, not the page.
  '--disable-features=PaintHolding,PaintHoldingCrossOrigin',
].join(' ');

/** One Lighthouse run of `url`; its report is kept as `output`. */
async function lighthouseRun({ url, output, status, chromePath }) {
  const args = [
    url,
    '--output=json',
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
    `--throttling-method=${LIGHTHOUSE_THROTTLING}`,
    // The not-found page answers 404 on purpose; Lighthouse refuses error pages otherwise.
    ...(status === 404 ? ['--ignore-status-code'] : []),
  ];
  const { code, stderr } = await runToEnd(lighthouseBin, args, { cwd: root, env: { ...process.env, CHROME_PATH: chromePath } });
  if (code !== 0) return { error: stderr.trim().split('\n').slice(-3).join(' ') || `lighthouse exited with ${code}` };
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (report.runtimeError) return { error: report.runtimeError.message };
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100)]));
  const numeric = (id) => report.audits[id]?.numericValue ?? null;
  const failing = (category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  const scriptRow = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    scores,
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      scriptBytes: scriptRow?.transferSize ?? null,
    },
    failingAudits: { accessibility: failing('accessibility'), seo: failing('seo'), 'best-practices': failing('best-practices') },
    report: output,
  };
}

function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The median of each score and metric over the measured runs, every run's performance listed, and the failing audits of the median-performance run. */
function summarise(runs) {
  const measured = runs.filter((run) => !run.error);
  if (measured.length === 0) return { error: runs[0]?.error ?? 'no run' };
  const medianRun = [...measured].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor((measured.length - 1) / 2)];
  const of = (pick) => median(measured.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])),
    metrics: Object.fromEntries(Object.keys(medianRun.metrics).map((id) => [id, of((run) => run.metrics[id])])),
    performanceRuns: runs.map((run) => (run.error ? null : run.scores.performance)),
    failingAudits: medianRun.failingAudits,
    reports: measured.map((run) => run.report),
    errors: runs.filter((run) => run.error).map((run) => run.error),
  };
}

/**
 * LIGHTHOUSE_RUNS runs of `page` ({ name, path, status }) alternating with as many of the bare page, page first.
 * Returns both summaries and whether the comparison is void (bare median under BARE_MINIMUM_PERFORMANCE).
 */
export async function lighthouseAgainstBare({ page, origin, bareOrigin, resultsDir, chromePath }) {
  const pageRuns = [];
  const bareRuns = [];
  for (let attempt = 1; attempt <= LIGHTHOUSE_RUNS; attempt += 1) {
    pageRuns.push(await lighthouseRun({ url: `${origin}${page.path}`, output: join(resultsDir, `lighthouse-${page.name}-${attempt}.json`), status: page.status, chromePath }));
    bareRuns.push(await lighthouseRun({ url: `${bareOrigin}/`, output: join(resultsDir, `lighthouse-${page.name}-bare-${attempt}.json`), status: 200, chromePath }));
  }
  const measured = summarise(pageRuns);
  const bare = summarise(bareRuns);
  const barePerformance = bare.scores?.performance ?? null;
  const scriptRatio =
    measured.metrics?.scriptBytes != null && bare.metrics?.scriptBytes ? Math.round((measured.metrics.scriptBytes / bare.metrics.scriptBytes) * 100) / 100 : null;
  return { ...page, ...measured, bare, scriptRatio, void: barePerformance === null || barePerformance < BARE_MINIMUM_PERFORMANCE };
}
