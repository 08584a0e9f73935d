/**
 * The response headers of every answer (pages, route handlers, errors, 404s, redirects, files), set in
 * one place: next.config.ts applies them by path. A Content-Security-Policy for scripts comes with the
 * caching decision of a later issue; `frame-ancestors` alone restricts no script.
 */

export interface ResponseHeader {
  key: string;
  value: string;
}

/** Every answer, the build's script and style files included: no browser runs or applies a file typed otherwise. */
export const EVERY_ANSWER_HEADERS: readonly ResponseHeader[] = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];

/**
 * What only a document (a page, or an answer a browser may show as one) obeys: framing, the opener, the
 * referrer and device features. The build's hashed files (`/_next/static/`, scripts and stylesheets a
 * page loads) do without them: a browser ignores them there (a stylesheet's own requests fall back to the
 * same referrer policy, the browsers' default), and each of a page's ~20 files carried
 * them, 265 bytes each, about 5 kB of headers per page view on a phone.
 */
export const DOCUMENT_HEADERS: readonly ResponseHeader[] = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Only the shop may frame its pages (clickjacking): the modern directive and the old header.
  { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // The search map may ask for the visitor's position; nothing else of the device is used.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** Every path but the build's hashed files (`/_next/static/`), the site's root included (next.config.ts source syntax). */
export const EVERY_PATH_BUT_BUILD_FILES = '/:path((?!_next/static/).*)';

/** One year, only on answers served over HTTPS (a plain-http local run must not pin itself). */
export const HSTS_HEADER: ResponseHeader = { key: 'Strict-Transport-Security', value: 'max-age=31536000' };

/**
 * HTTPS as the request reached us: TLS terminates at the platform's proxy, which says so in
 * X-Forwarded-Proto (`next start` itself serves plain HTTP).
 */
export const HTTPS_REQUEST = { type: 'header', key: 'x-forwarded-proto', value: 'https' } as const;

// Made once: the storefront's server asks on every request.
const BUILD_FILE_HEADERS_OVER_HTTPS: readonly ResponseHeader[] = [...EVERY_ANSWER_HEADERS, HSTS_HEADER];

/**
 * What next.config.ts gives a build file, for the answers the storefront's server writes itself (the build's
 * scripts and stylesheets answered precompressed, scripts/server.mjs): nosniff, and HSTS over HTTPS.
 */
export function buildFileSecurityHeaders(forwardedProto: string | string[] | undefined): readonly ResponseHeader[] {
  return forwardedProto === HTTPS_REQUEST.value ? BUILD_FILE_HEADERS_OVER_HTTPS : EVERY_ANSWER_HEADERS;
}
