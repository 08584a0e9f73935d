import type { ApiResult } from '@/api/core/result';

/** An upstream answer as existence: found, 404 = absent, any other failure = cannot tell (null). */
export function existenceOf(result: ApiResult<unknown>): boolean | null {
  if (result.ok) return true;
  return result.error.kind === 'http' && result.error.status === 404 ? false : null;
}
