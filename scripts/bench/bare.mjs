/**
 * The bare Next page the storefront is measured against, built and served in the same run with the same
 * Next, React and Node (issue 24): scripts/bench/bare-app is copied into bench-results/bare-app (ignored by
 * git, tsc and eslint), given the project's node_modules by a symlink (nothing is downloaded: the folder is
 * inside the project, so Turbopack's root, found from the project's lockfile, contains the link's target),
 * built with `next build` and served by `next start` on its own port.
 *
 *   /         one <h1>, prerendered at build time (served from the prerender cache)
 *   /dynamic  the same page calling headers(), rendered on every request
 *   /large, /large-dynamic  as much plain HTML as the storefront's home page, prerendered and per request:
 *             references for the throughput and render cost Next itself has at a catalogue page's size
 */
import { cpSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { runToEnd, startGroup, stopGroup, waitFor } from './processes.mjs';

const root = new URL('../..', import.meta.url).pathname;
const source = join(root, 'scripts', 'bench', 'bare-app');
const folder = join(root, 'bench-results', 'bare-app');
const next = join(root, 'node_modules', '.bin', 'next');

/** The bare app's environment: none of the storefront's build settings (its dist dir above all). */
function bareEnv() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  return env;
}

/** Copies and builds the bare app afresh; throws with the build's error output when it fails. */
export async function buildBareApp() {
  rmSync(folder, { recursive: true, force: true });
  cpSync(source, folder, { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
  const { code, stderr } = await runToEnd(next, ['build'], { cwd: folder, env: bareEnv() });
  if (code !== 0) throw new Error(`the bare page did not build (next build exited with ${code}): ${stderr.trim().split('\n').slice(-5).join(' ')}`);
}

/** Serves the built bare app on `port`; resolves with a stop function once it answers. */
export async function startBareApp(port) {
  const child = startGroup(next, ['start', '-p', String(port)], { cwd: folder, env: bareEnv(), stdio: 'ignore' });
  const stop = () => stopGroup(child);
  try {
    await waitFor(`http://127.0.0.1:${port}/`, 60_000, () => child.exitCode === null);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://localhost:${port}`, stop };
}
