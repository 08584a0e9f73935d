import type { ApiResult } from '@/api/core/result';
import type { Existence } from './screens';

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
