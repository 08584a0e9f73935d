import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fault scopes (the e2e contract, docs/decisions.md): a test names its simulator fault rules with a
 * scope, and the storefront forwards the scope of the request it is serving to every upstream call,
 * so the rules reach only that test's requests. Honoured only when SIMULATOR_FAULT_SCOPES=1 (the e2e
 * servers, never production): without it nothing here reads the request.
 */
export const FAULT_SCOPE_HEADER = 'x-simulator-fault-scope';
export const FAULT_SCOPE_COOKIE = 'simulator-fault-scope';

const SCOPE = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether this server honours fault scopes (SIMULATOR_FAULT_SCOPES=1: the e2e servers, never production). */
export function faultScopesEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.SIMULATOR_FAULT_SCOPES === '1';
}

/** A well-formed scope, or null (anything else is ignored, as the simulator does). */
export function parseFaultScope(value: string | null | undefined): string | null {
  return value !== null && value !== undefined && SCOPE.test(value) ? value : null;
}

/** The value of one cookie in a Cookie header. */
function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * What a scoped cached read adds to its key: the scope, and this server process (its start time, the
 * same in every bundle of the process). Scope names repeat from one e2e run to the next (a test's
 * name), while the data cache outlives the server on disk: without the process, a test would meet
 * the answers an earlier run cached under its scope.
 */
export function scopeCacheKey(scope: string | null): string {
  return scope === null ? '' : `${scope}@${performance.timeOrigin}`;
}

/** The scope a request carries: its header first, else its cookie (a browser page's own requests). */
export function faultScopeOf(headers: Pick<Headers, 'get'>): string | null {
  return parseFaultScope(headers.get(FAULT_SCOPE_HEADER)) ?? parseFaultScope(cookieValue(headers.get('cookie'), FAULT_SCOPE_COOKIE));
}

/**
 * The proxy has no request scope for next/headers to read from our modules, so it names the scope of
 * the request it is deciding around its own upstream calls (the page existence check).
 */
const proxyScope = new AsyncLocalStorage<{ scope: string | null }>();

export function runWithFaultScope<T>(scope: string | null, run: () => T): T {
  return proxyScope.run({ scope }, run);
}

/** The scope set by runWithFaultScope around this call, undefined outside any. */
export function explicitFaultScope(): { scope: string | null } | undefined {
  return proxyScope.getStore();
}
