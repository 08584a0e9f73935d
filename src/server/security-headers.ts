/**
 * The response headers every answer carries (pages, route handlers, errors, 404s, assets), set in
 * one place: next.config.ts applies them to every path. A Content-Security-Policy for scripts comes
 * with the caching decision of a later issue; `frame-ancestors` alone restricts no script.
 */

export interface ResponseHeader {
  key: string;
  value: string;
}

export const SECURITY_HEADERS: readonly ResponseHeader[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Only the shop may frame its pages (clickjacking): the modern directive and the old header.
  { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // The search map may ask for the visitor's position; nothing else of the device is used.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** One year, only on answers served over HTTPS (a plain-http local run must not pin itself). */
export const HSTS_HEADER: ResponseHeader = { key: 'Strict-Transport-Security', value: 'max-age=31536000' };

/**
 * HTTPS as the request reached us: TLS terminates at the platform's proxy, which says so in
 * X-Forwarded-Proto (`next start` itself serves plain HTTP).
 */
export const HTTPS_REQUEST = { type: 'header', key: 'x-forwarded-proto', value: 'https' } as const;
