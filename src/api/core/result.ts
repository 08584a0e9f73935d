/** What every travel-API call returns: it never throws on HTTP, network or malformed answers. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid';

export interface ApiError {
  kind: ApiErrorKind;
  status?: number;
  code?: string;
  message?: string;
  /** The request field an API's refusal names (`{ code, message, field }`), when it names one. */
  field?: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
export const fail = <T = never>(error: ApiError): ApiResult<T> => ({ ok: false, error });

/** Transforms the data of a successful result, passes failures through unchanged. */
export function mapResult<T, U>(result: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return result.ok ? { ok: true, data: reshape(result.data) } : result;
}
