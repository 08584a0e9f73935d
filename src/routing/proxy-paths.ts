/**
 * Which paths the proxy (proxy.ts) runs on, as a rule the pages can read. The proxy's matcher must
 * be a literal in proxy.ts (Next reads it at build time); tests/security/proxy-paths.test.ts
 * compiles that literal the way Next does and checks it agrees with this rule on every path.
 *
 * The proxy strips the internal request headers (src/server/request-headers.ts) a visitor could
 * send; a page may trust them only because every path a page renders went through it. So the
 * proxy skips exactly:
 * - the paths of route handlers and of Next's own files (/api/…, /account/…, /_next/…): each prefix
 *   ends in a catch-all route handler (app/api/[...path], app/account/[...path], app/%5Fnext/[...path]),
 *   so none of them ever reaches a page — except a path holding a '%', which the proxy does see:
 *   Next cannot decode a malformed escape there and would answer a bare 500 (proxy.ts answers it);
 * - the files of public/, robots.txt and the sitemaps, by their exact names (a prefix like `icon`
 *   also skipped `/iconx`, which then rendered the catch-all page without the proxy).
 */

/** Prefixes served by route handlers and Next's files only. */
const HANDLER_PATH = /^\/(?:api|account|_next)\//;

/** public/'s files, robots.txt and the per-site sitemaps (app/sitemap.ts), exactly. */
const STATIC_PATH = /^\/(?:favicon\.ico|icon\.svg|icons\/(?:apple-touch-icon|icon-192|icon-512)\.png|manifest\.webmanifest|robots\.txt|sitemap\/[^/]+\.xml)$/;

/** A path of a route handler or of Next's files, never of a page. */
export function isHandlerPath(pathname: string): boolean {
  return HANDLER_PATH.test(pathname);
}

/** True when Next serves the path without running the proxy (the matcher in proxy.ts skips it). */
export function skipsProxy(pathname: string): boolean {
  return (isHandlerPath(pathname) && !pathname.includes('%')) || STATIC_PATH.test(pathname);
}

/** Every percent escape decodes (Next answers a bare 500 to any path that does not). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
