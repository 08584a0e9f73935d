/** The printed report of issue 24's figures: throughput, cold renders, Lighthouse against the bare page, then every target. */
import { checks, TARGETS } from './targets.mjs';
import { BARE_MINIMUM_PERFORMANCE, LIGHTHOUSE_THROTTLING } from './lighthouse.mjs';

const mark = (pass) => (pass === null ? '·' : pass ? '✓' : '✗');

export function printThroughput(throughput) {
  if (!throughput) return;
  const { connections, seconds, bare, bareDynamic, bareRequestsPerSecond } = throughput;
  console.log(`\nThroughput, c=${connections} for ${seconds} s (cached figure: each URL asked once before; ratio to the prerendered bare page's ${bareRequestsPerSecond} req/s)`);
  console.log('  page                 req/s  ratio   p50   p97.5  status      kB  x-nextjs-cache  x-page-cache  cache-control');
  const kb = (row) => (row.bytes === undefined ? '—' : (row.bytes / 1024).toFixed(0));
  const line = (label, row) =>
    console.log(
      `  ${label.padEnd(19).slice(0, 19)} ${String(row.requestsPerSecond).padStart(6)}  ${(bareRequestsPerSecond ? (row.requestsPerSecond / bareRequestsPerSecond).toFixed(2) : '—').padStart(5)} ${String(row.p50Ms).padStart(5)} ${String(row.p97_5Ms).padStart(7)}  ${String(row.status).padStart(6)}  ${kb(row).padStart(6)}  ${String(row.nextCache ?? '—').padEnd(14)}  ${String(row.pageCache ?? '—').padEnd(12)}  ${row.cacheControl ?? '—'}${row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`,
    );
  for (const [index, row] of bare.entries()) line(`bare prerendered ${index + 1}`, row);
  line('bare dynamic', bareDynamic);
  // Older result files have no large bare pages.
  if (throughput.bareLarge) line('bare large (ref.)', throughput.bareLarge);
  if (throughput.bareLargeDynamic) line('bare large dyn. (ref.)', throughput.bareLargeDynamic);
  for (const row of throughput.pages) line(row.kind, row);
  for (const row of throughput.pages) console.log(`    ${row.kind}: ${row.url}`);
}

export function printColdRenders(cold) {
  if (!cold) return;
  if (cold.error) {
    console.log(`\nCold renders: not measured (${cold.error})`);
    return;
  }
  const misses = cold.requests - cold.cacheHits.length;
  console.log(
    `\nCold renders, c=${cold.connections}, +${cold.upstreamLatencyMs} ms on every upstream call, ${cold.requests} requests to ${cold.distinctUrls} distinct URLs: p50 ${cold.p50Ms} ms, p95 ${cold.p95Ms} ms (target ≤ ${TARGETS.coldP95Ms}), max ${cold.maxMs} ms over the ${misses} cache misses; statuses ${JSON.stringify(cold.statuses)}${cold.errors ? `, ${cold.errors} errors` : ''}`,
  );
  if (cold.cacheHits.length) console.log(`  NOT COLD, left out: ${cold.cacheHits.length} answers came from Next's cache (x-nextjs-cache HIT/STALE), e.g. ${cold.cacheHits.slice(0, 3).join(', ')}`);
}

export function printLighthouse(pages) {
  if (!pages?.length) return;
  console.log(`\nLighthouse mobile (throttling: ${LIGHTHOUSE_THROTTLING}), medians, each page alternating with the bare page (void when the bare median < ${BARE_MINIMUM_PERFORMANCE})`);
  console.log('  page                perf  a11y  seo   bp    TBT ms  LCP s  CLS    scripts kB  ×bare  | bare perf  TBT  scripts kB');
  for (const page of pages) {
    if (page.error) {
      console.log(`  ${page.name.padEnd(18)} failed: ${page.error}`);
      continue;
    }
    const { scores, metrics, bare } = page;
    const shown = (value, format) => (value === null || value === undefined ? '—' : format(value));
    const kb = (bytes) => shown(bytes, (value) => (value / 1024).toFixed(1));
    console.log(
      `  ${page.name.padEnd(18).slice(0, 18)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)} ${String(scores.seo).padStart(4)} ${String(scores['best-practices']).padStart(4)}  ${shown(metrics.tbtMs, Math.round).toString().padStart(6)}  ${shown(metrics.lcpMs, (ms) => (ms / 1000).toFixed(2)).padStart(5)}  ${shown(metrics.cls, (value) => value.toFixed(3)).padEnd(5)}  ${kb(metrics.scriptBytes).padStart(10)}  ${String(page.scriptRatio ?? '—').padStart(5)}  | ${String(bare.scores?.performance ?? '—').padStart(9)}  ${shown(bare.metrics?.tbtMs, Math.round).toString().padStart(3)}  ${kb(bare.metrics?.scriptBytes).padStart(10)}${page.void ? '  VOID (bare page under 97)' : ''}`,
    );
    console.log(`    ${page.path} (${page.status}); performance runs ${page.performanceRuns.map((score) => score ?? 'failed').join(', ')}; bare ${bare.performanceRuns?.map((score) => score ?? 'failed').join(', ')}`);
    for (const [category, audits] of Object.entries(page.failingAudits)) if (audits.length) console.log(`    ${category} below 100: ${audits.join(', ')}`);
  }
}

/** The final table: every target of issue 24 with its figure and ✓ / ✗ (· when void). */
export function printTargets(results) {
  const rows = checks(results);
  if (rows.length === 0) return;
  console.log('\nIssue 24 targets (✓ met, ✗ missed, · void: the bare page scored under 97 in that alternation)');
  for (const row of rows) console.log(`  ${mark(row.pass)} ${row.area.padEnd(13)} ${row.subject.padEnd(36).slice(0, 36)} ${row.figure.padEnd(22)} ${row.target}`);
  const counted = rows.filter((row) => row.pass !== null);
  console.log(`  ${counted.filter((row) => row.pass).length} of ${counted.length} met${counted.length < rows.length ? `, ${rows.length - counted.length} void` : ''}`);
  const voided = (results.lighthouse ?? []).filter((page) => page.void).length;
  if (voided) console.log(`  Lighthouse run VOID for ${voided} page(s): the bare page's median was under ${BARE_MINIMUM_PERFORMANCE}; measure again on a quieter machine.`);
}
