import { createHmac, timingSafeEqual } from 'node:crypto';
import { safeReturnPath } from '@/routing/safe-url';

/**
 * Signed links into draft mode (content preview, part 2 §6). The CMS (or an editor with
 * `npm run preview-link`) signs a storefront path and an expiry with PREVIEW_SECRET; the preview
 * route checks the signature before turning draft mode on. The path goes through the redirect
 * allowlist, so a signed link can only lead to a page of this site.
 */
export const PREVIEW_ROUTE = '/api/preview';
export const PREVIEW_EXIT_ROUTE = '/api/preview/exit';

/** A link is valid at most a week: a leaked one stops working on its own. */
export const PREVIEW_LINK_MAX_SECONDS = 7 * 24 * 3600;

export interface PreviewLinkParams {
  path: string;
  /** Expiry, in seconds since the epoch. */
  expires: number;
}

function signature({ path, expires }: PreviewLinkParams, secret: string): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('hex');
}

/** The preview route's address for a path, valid until `expiresAt`. */
export function previewLink(path: string, expiresAt: Date, secret: string): string {
  const params = { path, expires: Math.floor(expiresAt.getTime() / 1000) };
  const query = new URLSearchParams({ path: params.path, expires: String(params.expires), signature: signature(params, secret) });
  return `${PREVIEW_ROUTE}?${query.toString()}`;
}

/**
 * The path to preview when the query is a link we signed that has not expired, else null.
 * Signatures are compared in constant time.
 */
export function verifyPreviewLink(query: URLSearchParams, secret: string, now: Date): string | null {
  const path = query.get('path');
  const expires = Number(query.get('expires'));
  const given = query.get('signature') ?? '';
  if (path === null || safeReturnPath(path, '') !== path) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (!Number.isInteger(expires) || expires <= nowSeconds || expires > nowSeconds + PREVIEW_LINK_MAX_SECONDS) return null;
  const expected = Buffer.from(signature({ path, expires }, secret), 'hex');
  const received = /^[0-9a-f]{64}$/.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return received.length === expected.length && timingSafeEqual(received, expected) ? path : null;
}
