/**
 * Headers the proxy (proxy.ts) sets on every page request for the server components.
 * The proxy first deletes any incoming copy, so a visitor cannot forge them.
 */
export const REQUEST_HEADERS = {
  /** The path as requested, e.g. '/fr-fr/ville/paris' (layouts and not-found have no params). */
  pathname: 'x-escapade-pathname',
  /** '1' when a verified customer-care session is present on the customer-care host. */
  care: 'x-escapade-care',
} as const;
