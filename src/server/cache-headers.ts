/**
 * The storefront's HTTP cache answers, in one place (issue 24):
 * - catalogue pages (app/[[...slug]]): Next writes `s-maxage={CATALOGUE_SECONDS}, stale-while-revalidate=…`
 *   from the page's lifetime and next.config's expireTime (src/caching/cache-manifest.ts) — shared, a CDN
 *   may keep them;
 * - pages with a visitor's own data (app/%5Fpersonal), the care host, and every answer of ours that
 *   carries personal data (BFF, checkout, lookup, account): `private, no-store`;
 * - answers about a failure or a moment (a 503, a 404 of a route handler, a redirect of a preview link):
 *   `no-store`, never kept by anyone.
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
export const NEVER_STORED = 'no-store';

/**
 * The build's hashed scripts and stylesheets (`/_next/static/`): a new build gives them new names, so a
 * browser and a shared cache may keep them for a year. Next writes the same on the ones it serves; the
 * storefront's server (scripts/server.mjs) writes it on the ones it answers precompressed.
 */
export const BUILD_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
