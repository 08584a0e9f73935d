import { resolve } from './resolve';
import type { Route, Screen } from './route';

/** The route a link of this site addresses (query and hash ignored); null for other sites, other origins and unknown paths. */
export function routeOfHref(url: string): Route | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const path = url.split(/[?#]/, 1)[0]!;
  return resolve(path.split('/').filter((segment) => segment !== ''));
}

export function screenOfHref(url: string): Screen | null {
  return routeOfHref(url)?.screen ?? null;
}
