import type { ApiResult } from '@/api/core/result';

/**
 * What the upstream says of the page a route addresses, asked by the proxy before rendering:
 * - 'found', or 'absent' (the upstream's "not found", or unpublished): the 404 page. Definite answers.
 * - 'unknown': the upstream failed and the page shows its own error state (e.g. the hotel's message).
 * - 'unavailable': the upstream failed and the page has nothing to show without it: a 503 with
 *   Retry-After, never a 404 (a transient failure must not tell crawlers the page is gone).
 */
export type Existence = 'found' | 'absent' | 'unknown' | 'unavailable';

/** Only the upstream's 404 says a page is gone; any other failure cannot tell. */
export function isUpstreamNotFound(result: ApiResult<unknown>): boolean {
  return !result.ok && result.error.kind === 'http' && result.error.status === 404;
}

/**
 * An upstream answer as existence: found, 404 = absent, any other failure = `onFailure`: 'unknown'
 * where the page shows its own error state, 'unavailable' where it has nothing to show (503).
 */
export function existenceOf(result: ApiResult<unknown>, onFailure: 'unknown' | 'unavailable' = 'unknown'): Existence {
  if (result.ok) return 'found';
  return isUpstreamNotFound(result) ? 'absent' : onFailure;
}
