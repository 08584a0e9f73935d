import type { z } from 'zod';
import type { CachePolicy } from './cache-policy';
import { getApiConfig, type ServiceName } from './config.server';
import { isDraftPreview } from './draft.server';
import { logApiFailure, type CallLabel } from './log';
import { toSearchParams, type Query } from './query';
import type { ApiError, ApiResult } from './result';

export interface RequestOptions<T> {
  service: ServiceName;
  /** Path below the service's base URL, with path parameters already encoded (see `segment`). */
  path: string;
  method?: 'GET' | 'POST';
  query?: Query;
  /** JSON body (POST). */
  json?: unknown;
  /** Form body, x-www-form-urlencoded (POST), e.g. the CRM web-to-case form. */
  form?: Record<string, string>;
  /** Parses the answer; what does not match is an `invalid` error, never a throw. */
  schema: z.ZodType<T>;
  label: CallLabel;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Catalogue reads are cached by Next with tags; prices that decide a booking are never cached. */
  cache?: CachePolicy;
}

type NextFetchInit = RequestInit & { next?: { revalidate?: number; tags?: string[] } };

export function buildUrl(service: ServiceName, path: string, query?: Query): string {
  const base = getApiConfig().baseUrls[service];
  const search = toSearchParams(query).toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function requestInit<T>(options: RequestOptions<T>, signal: AbortSignal): NextFetchInit {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const init: NextFetchInit = { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal };
  const maxSeconds = getApiConfig().cacheMaxSeconds;
  if (options.cache === 'no-store' || options.cache === undefined || maxSeconds === 0) init.cache = 'no-store';
  else init.next = { revalidate: Math.min(options.cache.revalidate, maxSeconds), tags: options.cache.tags };
  return init;
}

/** Reads the error code/message an API may put in a failed answer's JSON body. */
function errorDetails(text: string): Pick<ApiError, 'code' | 'message'> {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      const code = typeof record.code === 'string' ? record.code : undefined;
      const message = typeof record.message === 'string' ? record.message : undefined;
      return { code, message };
    }
  } catch {
    // Not JSON: keep the status only.
  }
  return {};
}

/**
 * The one function under every travel-API call: base URL per service, timeout, abort,
 * zod parsing, and a typed result. It never throws; failures are logged with their label.
 */
export async function request<T>(options: RequestOptions<T>): Promise<ApiResult<T>> {
  const timeoutMs = options.timeoutMs ?? getApiConfig().timeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  // Content preview: the CMS is asked for its drafts, and nothing is read from or kept in the cache.
  const draft = options.service === 'cms' && (await isDraftPreview());
  const effective: RequestOptions<T> = draft ? { ...options, query: { ...options.query, version: 'draft' }, cache: 'no-store' } : options;
  const url = buildUrl(effective.service, effective.path, effective.query);

  const failure = (error: ApiError): ApiResult<T> => {
    logApiFailure(options.label, error);
    return { ok: false, error };
  };

  let text: string;
  let status: number;
  try {
    const response = await fetch(url, requestInit(effective, signal));
    status = response.status;
    // The body is read under the same signal, so a stalled body also times out.
    text = await response.text();
    if (!response.ok) return failure({ kind: 'http', status, ...errorDetails(text) });
  } catch (cause) {
    if (timeout.aborted) return failure({ kind: 'timeout', message: `No answer within ${timeoutMs} ms` });
    if (options.signal?.aborted) return { ok: false, error: { kind: 'network', code: 'ABORTED', message: 'Aborted' } };
    return failure({ kind: 'network', message: cause instanceof Error ? cause.message : String(cause) });
  }

  let body: unknown;
  if (text.trim() === '') {
    body = undefined;
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      return failure({ kind: 'invalid', status, message: 'Malformed JSON' });
    }
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(root)';
    return failure({ kind: 'invalid', status, message: `${where}: ${issue?.message ?? 'does not match'}` });
  }
  return { ok: true, data: parsed.data };
}

/** What callers of any call may pass: abort it, or give it its own timeout. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}
