/**
 * Issue 24's "Done when", as numbers the bench checks. Figures are ratios to the bare page measured in the
 * same run, except the cold-render p95 and the Lighthouse metrics, which the issue states absolutely.
 */
export const TARGETS = {
  /** Cached catalogue page's req/s over the prerendered bare page's, at c=20. */
  throughputRatio: 0.5,
  /** p95 of cold renders at c=20 with 20 ms on every upstream call. */
  coldP95Ms: 150,
  /** Lighthouse mobile medians. */
  performance: 95,
  tbtMs: 200,
  lcpMs: 2000,
  cls: 0.02,
  /** Scripts transferred over the bare page's. */
  scriptRatio: 1.25,
};

const atLeast = (value, target) => value !== null && value !== undefined && value >= target;
const atMost = (value, target) => value !== null && value !== undefined && value <= target;

/** Every check of the run: { area, subject, figure, target, pass } (pass null when not measured or void). */
export function checks(results) {
  const rows = [];
  const bare = results.throughput?.bareRequestsPerSecond;
  for (const page of results.throughput?.pages ?? []) {
    const ratio = bare ? Math.round((page.requestsPerSecond / bare) * 100) / 100 : null;
    rows.push({ area: 'throughput', subject: page.kind, figure: `${ratio ?? '—'}× (${page.requestsPerSecond} req/s)`, target: `≥ ${TARGETS.throughputRatio}×`, pass: atLeast(ratio, TARGETS.throughputRatio) });
  }
  const cold = results.coldRenders;
  if (cold && !cold.error) rows.push({ area: 'cold renders', subject: `p95, c=${cold.connections}, +${cold.upstreamLatencyMs} ms upstream`, figure: `${cold.p95Ms} ms`, target: `≤ ${TARGETS.coldP95Ms} ms`, pass: atMost(cold.p95Ms, TARGETS.coldP95Ms) });
  // Lighthouse's default (simulate) is the measure; a devtools-throttled run is labelled as the comparison it is.
  const lighthouseArea = results.lighthouseThrottling === 'devtools' ? 'lighthouse (devtools throttling)' : 'lighthouse';
  for (const page of results.lighthouse ?? []) {
    if (page.error) {
      rows.push({ area: lighthouseArea, subject: page.name, figure: `failed: ${page.error}`, target: '', pass: false });
      continue;
    }
    const ifValid = (pass) => (page.void ? null : pass);
    const { tbtMs, lcpMs, cls } = page.metrics;
    const shown = (value, format) => (value === null || value === undefined ? '—' : format(value));
    rows.push(
      { area: lighthouseArea, subject: `${page.name} performance`, figure: String(page.scores.performance), target: `≥ ${TARGETS.performance}`, pass: ifValid(atLeast(page.scores.performance, TARGETS.performance)) },
      { area: lighthouseArea, subject: `${page.name} TBT`, figure: shown(tbtMs, (ms) => `${Math.round(ms)} ms`), target: `≤ ${TARGETS.tbtMs} ms`, pass: ifValid(atMost(tbtMs, TARGETS.tbtMs)) },
      { area: lighthouseArea, subject: `${page.name} LCP`, figure: shown(lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`), target: `≤ ${TARGETS.lcpMs / 1000} s`, pass: ifValid(atMost(lcpMs, TARGETS.lcpMs)) },
      { area: lighthouseArea, subject: `${page.name} CLS`, figure: shown(cls, (value) => value.toFixed(3)), target: `≤ ${TARGETS.cls}`, pass: ifValid(atMost(cls, TARGETS.cls)) },
      { area: lighthouseArea, subject: `${page.name} scripts`, figure: `${page.scriptRatio ?? '—'}× (${Math.round((page.metrics.scriptBytes ?? 0) / 1024)} kB)`, target: `≤ ${TARGETS.scriptRatio}×`, pass: ifValid(atMost(page.scriptRatio, TARGETS.scriptRatio)) },
    );
  }
  return rows;
}
