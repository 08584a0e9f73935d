/**
 * How long cached things live (the cache manifest's figures, src/caching/cache-manifest.ts). No
 * imports: next.config.ts reads this file too.
 */

/** A catalogue read and a cached page are fresh this long (Next's `revalidate`, the pages' s-maxage). */
export const CATALOGUE_SECONDS = 300;

/**
 * How long a CDN (and Next) may keep serving a page past its freshness while a new render is made
 * (next.config's expireTime; the pages' stale-while-revalidate is this minus their lifetime): a day —
 * an upstream down for hours keeps the shop's pages up, and a stale from-price is corrected on the
 * product page once dates are chosen (the quote is never cached).
 */
export const STALE_SECONDS = 86_400;
