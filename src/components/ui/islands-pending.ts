/**
 * Islands whose code the page is still fetching though they are on screen (a desktop-only island
 * whose chunk arrived after hydration). The hydration mark waits for them: until they have rendered,
 * their server HTML ignores a click.
 */
const waiting = new Set<symbol>();
const listeners = new Set<() => void>();

/** Registers an island as waiting; the returned function (safe to call twice) says it is done. */
export function islandWaiting(): () => void {
  const island = Symbol('island');
  waiting.add(island);
  return () => {
    if (!waiting.delete(island)) return;
    if (waiting.size > 0) return;
    for (const listener of [...listeners]) listener();
  };
}

/** Resolves once no island is waiting (at once when none is). */
export function whenIslandsReady(): Promise<void> {
  if (waiting.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}
