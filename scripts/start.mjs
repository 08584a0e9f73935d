#!/usr/bin/env node
/**
 * Runs the storefront with the travel-API simulator.
 *   npm start       build if the sources changed since the last build, then the server (scripts/server.mjs:
 *                   Next's handler, the build's files precompressed) + simulator
 *   npm run dev     `next dev` + simulator, both reloading on change
 * PORT (default 3000) and SIMULATOR_PORT (default 4010). Ctrl-C stops both.
 * --fresh-data-cache (the e2e and bench servers): start from an empty data cache and an empty page cache.
 * Next keeps both on disk between starts (answers in cache/fetch-cache, the cached pages it rendered in
 * server/route-cache), and a run must not meet answers or pages of an earlier one (another E2E_NOW, another
 * catalogue day, another simulator port in the pages' image URLs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const simulatorPort = process.env.SIMULATOR_PORT ?? '4010';
const env = { ...process.env, PORT: port, SIMULATOR_PORT: simulatorPort };

/** Newest modification time under the given paths (files and folders, recursively). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

function buildIfStale() {
  const buildId = join(root, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
  const sources = ['app', 'src', 'locales', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= newestMtime(sources)) return;
  console.log('Building the storefront (sources changed since the last build)…');
  const result = spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const children = [];
function run(command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    // One server gone means the storefront no longer works: stop the other one too.
    stop();
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  return child;
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (!dev) buildIfStale();
if (process.argv.includes('--fresh-data-cache')) {
  const distDir = join(root, process.env.NEXT_DIST_DIR ?? '.next');
  // Only what the server wrote while running: the build's own prerendered pages live elsewhere (server/app).
  for (const written of [join(distDir, 'cache', 'fetch-cache'), join(distDir, 'server', 'route-cache')]) rmSync(written, { recursive: true, force: true });
}
run(bin('tsx'), dev ? ['watch', '--clear-screen=false', 'mocks/server.ts'] : ['mocks/server.ts']);
await waitFor(`http://127.0.0.1:${simulatorPort}/__admin/health`, 60_000);
// Production: Next's handler behind our server, which answers the build's files precompressed
// (scripts/server.mjs). Node 24 from node_modules, whichever Node runs this script.
if (dev) run(bin('next'), ['dev', '-p', port]);
else run(bin('node'), [join(root, 'scripts', 'server.mjs')]);
await waitFor(`http://127.0.0.1:${port}/api/health`, 120_000).then(
  () => console.log(`\nEscapade is running: http://localhost:${port}/  (simulator: http://localhost:${simulatorPort})\n`),
  (error) => console.error(error.message),
);
