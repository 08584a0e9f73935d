/**
 * The cold-render URLs a build has already been asked: Next keeps the pages it renders in its cache on disk
 * (self-hosting: the same server cache as ISR, under the dist dir), so a URL asked by an earlier run of the same
 * build would be a cache hit, not a cold render. The ledger (bench-results/cold-urls-<dist dir>.json) lists them
 * per BUILD_ID; a new build starts an empty one.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

function ledgerFile(distDir) {
  return join(root, 'bench-results', `cold-urls-${basename(distDir)}.json`);
}

export function buildIdOf(distDir) {
  return readFileSync(join(root, distDir, 'BUILD_ID'), 'utf8').trim();
}

/** The URLs earlier runs asked of this build. */
export function askedBefore(distDir) {
  const file = ledgerFile(distDir);
  if (!existsSync(file)) return new Set();
  const ledger = JSON.parse(readFileSync(file, 'utf8'));
  return new Set(ledger.buildId === buildIdOf(distDir) ? ledger.paths : []);
}

export function recordAsked(distDir, paths) {
  const all = [...askedBefore(distDir), ...paths];
  writeFileSync(ledgerFile(distDir), `${JSON.stringify({ buildId: buildIdOf(distDir), paths: [...new Set(all)] })}\n`);
}
