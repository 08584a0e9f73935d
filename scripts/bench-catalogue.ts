/**
 * Start-up budget of the simulator's catalogue: generation time and heap for the default size
 * and for the 20,000-hotel load-test size (budget: well under 15 s, heap under 1.5 GB).
 *
 *   npx tsx scripts/bench-catalogue.ts            # 320 and 20,000 hotels
 *   npx tsx scripts/bench-catalogue.ts 5000       # custom sizes
 *
 * Each size runs in a fresh child process so one measurement's garbage does not skew the next.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generateCatalogue } from '../mocks/catalogue';

const SEED = 20261122;
const TODAY = '2026-03-02';
const BUDGET_MS = 15_000;
const BUDGET_HEAP_MB = 1536;

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

function measure(hotels: number): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const catalogue = generateCatalogue({ seed: SEED, today: TODAY, hotels });
  const ms = performance.now() - start;
  gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  // Touch the on-demand parts too, so they are known to work at this size.
  const pkg = catalogue.packages[catalogue.packages.length - 1];
  const sample = pkg ? catalogue.dayPrice(pkg.id, catalogue.availabilityWindow.from) : null;
  const reviews = catalogue.reviewsOf(catalogue.hotels[0]?.id ?? 0).length;
  const line = [
    `hotels=${hotels}`,
    `packages=${catalogue.packages.length}`,
    `singleVouchers=${catalogue.singleVouchers.length}`,
    `time=${(ms / 1000).toFixed(2)} s`,
    `heapUsed=${mb(heapUsed)} (catalogue ≈ ${mb(heapUsed - heapBefore)})`,
    `rss=${mb(rss)}`,
    `sampleDay=${sample ? sample.price : 'n/a'}`,
    `reviews(first hotel)=${reviews}`,
  ].join('  ');
  console.log(line);
  if (ms > BUDGET_MS || heapUsed > BUDGET_HEAP_MB * 1024 * 1024) {
    console.error(`over budget (${BUDGET_MS} ms, ${BUDGET_HEAP_MB} MB)`);
    process.exitCode = 1;
  }
}

const [, , ...args] = process.argv;
if (args[0] === '--child') {
  measure(Number(args[1]));
} else {
  const sizes = args.length > 0 ? args.map(Number) : [320, 20_000];
  console.log(`node ${process.version}, seed ${SEED}, today ${TODAY}`);
  for (const size of sizes) {
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', String(size)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    process.stdout.write(output);
  }
}
