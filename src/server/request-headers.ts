/**
 * Headers the proxy (proxy.ts) sets on every page request for the server components.
 * The proxy first deletes any incoming copy, so a visitor cannot forge them.
 */
export const REQUEST_HEADERS = {
  /** The path as requested, e.g. '/fr-fr/ville/paris' (layouts and not-found have no params). */
  pathname: 'x-escapade-pathname',
  /** '1' when a verified customer-care session is present on the customer-care host. */
  care: 'x-escapade-care',
  /**
   * '1' when the path is no storefront route: the proxy answers 404 and the page renders the
   * not-found screen itself (a notFound() thrown in a dynamic page gives an empty HTML body in
   * Next 16 — vercel/next.js#62228 — so crawlers and no-JS visitors would see nothing).
   */
  notFound: 'x-escapade-not-found',
  /**
   * '1' when the upstream failed on a page that has nothing to show without it (a product or voucher
   * detail): the proxy answers 503 with Retry-After and the page renders the crash wording
   * (src/screens/crash/unavailable-page.tsx). Never a 404: the page may well exist.
   */
  unavailable: 'x-escapade-unavailable',
} as const;
