/**
 * The bench's servers: free ports, waiting for an answer, and process groups started and stopped together
 * (a server's own children, e.g. the simulator start.mjs runs, stop with it).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function portIsFree(value) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(Number(value), '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** Resolves once `url` answers 2xx; fails when `isAlive()` turns false or the time is up. */
export async function waitFor(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server behind ${url} stopped before answering (see its output above)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a command in its own process group, its output on ours. */
export function startGroup(command, args, options) {
  return spawn(command, args, { stdio: 'inherit', ...options, detached: true });
}

/** Stops a process group started by startGroup (SIGTERM to the whole group). */
export function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Runs a command to its end; resolves with its exit code and the tail of its error output. */
export function runToEnd(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}
