import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getApiConfig } from './config.server';
import { explicitFaultScope, faultScopeOf, runWithFaultScope } from './fault-scope';

/**
 * The page render's scope, set by the page trees from the path the proxy wrote (src/routing/
 * page-forms.ts) before anything is fetched: a cached render must never read a header. React's cache
 * is per render; outside one (route handlers) every call gets a fresh, unset slot.
 */
const renderScope = cache((): { set: boolean; scope: string | null; cached: boolean } => ({ set: false, scope: null, cached: false }));

/**
 * Names the scope of the page being rendered, and whether the page is cached (its layout, page and
 * metadata each call it first).
 */
export function enterPageRender(scope: string | null, cached: boolean): void {
  const slot = renderScope();
  slot.set = true;
  slot.cached = cached;
  slot.scope = getApiConfig().faultScopes ? scope : null;
}

/** True while a cached page renders: a read that must not be cached has no place there. */
export function inCachedPageRender(): boolean {
  return renderScope().cached;
}

/**
 * The fault scope of the request being served, to forward upstream; null when fault scopes are off
 * (production: the request is not even read, so no call becomes more dynamic than it was) or the
 * request carries none. The proxy names it explicitly (runWithFaultScope); server components and
 * route handlers read it from next/headers. Outside a request (start-up, unit tests) there is none.
 */
export async function currentFaultScope(): Promise<string | null> {
  if (!getApiConfig().faultScopes) return null;
  const explicit = explicitFaultScope();
  if (explicit) return explicit.scope;
  const rendering = renderScope();
  if (rendering.set) return rendering.scope;
  try {
    return faultScopeOf(await headers());
  } catch {
    return null;
  }
}

/**
 * The proxy's upstream calls (the page existence check) made under the fault scope of the request it
 * is deciding; with fault scopes off, the request is not read.
 */
export function withRequestFaultScope<T>(incoming: Pick<Headers, 'get'>, run: () => Promise<T>): Promise<T> {
  if (!getApiConfig().faultScopes) return run();
  return runWithFaultScope(faultScopeOf(incoming), run);
}

/**
 * The scope to forward from a request a route handler passes on as it is (the account application's
 * reverse proxy, which calls its upstream without request()): the request's own, with fault scopes on.
 */
export function forwardedFaultScope(incoming: Pick<Headers, 'get'>): string | null {
  return getApiConfig().faultScopes ? faultScopeOf(incoming) : null;
}
