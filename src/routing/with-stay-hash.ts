import { printStayHash, type Stay } from '@/state/hash/stay-hash';

/**
 * A page path the server built, with a stay's hash after '#' (printed by the stay codec; nothing
 * when the stay is null or all defaults). The one place a stay meets a path: stayHref builds the
 * path and calls it; an island that hands on the hash's stay gets its path from the server and
 * calls it alone, so the path builders never reach the browser for it.
 */
export function withStayHash(path: string, stay: Stay | null): string {
  const hash = stay === null ? '' : printStayHash(stay);
  return hash === '' ? path : `${path}#${hash}`;
}
