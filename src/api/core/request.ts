import type { z } from 'zod';
import { catalogueCache, cacheTags, type CachePolicy } from '@/caching/cache-tags';
import { readThroughCache, type CacheEntryPolicy } from './cached-read';
import { getApiConfig, type ServiceName } from './config.server';
import { isDraftPreview } from './draft.server';
import { FAULT_SCOPE_HEADER, scopeCacheKey } from './fault-scope';
import { currentFaultScope, inCachedPageRender } from './fault-scope.server';
import { logApiFailure, type CallLabel } from './log';
import { toSearchParams, type Query } from './query';
import { mapResult, type ApiError, type ApiResult } from './result';

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
  /** Catalogue reads are cached with tags once valid; prices that decide a booking are never cached. */
  cache?: CachePolicy;
}

export function buildUrl(service: ServiceName, path: string, query?: Query): string {
  const base = getApiConfig().baseUrls[service];
  const search = toSearchParams(query).toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/**
 * How long a good answer of this call is kept in the data cache, or null: not cached (no policy,
 * 'no-store', or API_CACHE_MAX_SECONDS=0). The fetch itself never uses Next's fetch cache, which
 * would store a 200 before its schema is checked (see readThroughCache).
 */
function cacheEntryPolicy(cache: CachePolicy | undefined): CacheEntryPolicy | null {
  const maxSeconds = getApiConfig().cacheMaxSeconds;
  if (cache === undefined || cache === 'no-store' || maxSeconds === 0) return null;
  return { revalidate: Math.min(cache.revalidate, maxSeconds), tags: cache.tags };
}

interface Outgoing {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | undefined;
}

function outgoing<T>(options: RequestOptions<T>, scope: string | null): Outgoing {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (scope !== null) headers[FAULT_SCOPE_HEADER] = scope;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  return { method: options.method ?? (body ? 'POST' : 'GET'), headers, body };
}

/** Reads the error code/message an API may put in a failed answer's JSON body. */
function errorDetails(text: string): Pick<ApiError, 'code' | 'message' | 'field'> {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      const code = typeof record.code === 'string' ? record.code : undefined;
      const message = typeof record.message === 'string' ? record.message : undefined;
      // Only named when present: a failure without one keeps the shape callers compare with.
      return typeof record.field === 'string' ? { code, message, field: record.field } : { code, message };
    }
  } catch {
    // Not JSON: keep the status only.
  }
  return {};
}

/**
 * The one function under every travel-API call: base URL per service, timeout, abort,
 * zod parsing, and a typed result. It never throws; failures are logged with their label.
 * Catalogue reads are validated, then cached: a failed or invalid answer never enters the cache.
 */
export async function request<T>(options: RequestOptions<T>): Promise<ApiResult<T>> {
  // Content preview: the CMS is asked for its drafts, and nothing is read from or kept in the cache.
  const draft = options.service === 'cms' && (await isDraftPreview());
  const effective: RequestOptions<T> = draft ? { ...options, query: { ...options.query, version: 'draft' }, cache: 'no-store' } : withPageReadPolicy(options);
  const scope = await currentFaultScope();
  const url = buildUrl(effective.service, effective.path, effective.query);
  const init = outgoing(effective, scope);
  const policy = cacheEntryPolicy(effective.cache);
  if (policy === null) return mapResult(await fetchAnswer(effective, url, init), (answer) => answer.data);

  // The cache keeps the answer's JSON (what Next can store), checked against the schema first; each
  // read parses it again into the call's type. A scoped read (e2e fault scopes) has its own entry.
  const key = [options.label.operation, init.method, url, init.body ?? '', JSON.stringify(effective.headers ?? {}), scopeCacheKey(scope)];
  const cached = await readThroughCache(key, policy, async () => mapResult(await fetchAnswer(effective, url, init), (answer) => answer.body));
  return cached.ok ? parseAnswer(options, cached.data, 200) : cached;
}

/**
 * A read a cached page makes without a policy of its own is part of that page (the page's path holds
 * no dates, so its searches and costs are catalogue reads): kept as long as the page, under its
 * service's page-reads tag. A read marked 'no-store' (a price that decides a booking) stays uncached:
 * in a cached page it fails the render, loudly (the cached tree renders with dynamic = 'error').
 */
function withPageReadPolicy<T>(options: RequestOptions<T>): RequestOptions<T> {
  if (options.cache !== undefined || !inCachedPageRender()) return options;
  return { ...options, cache: catalogueCache(cacheTags.pageReads(options.service)) };
}

/** One call to the upstream (never Next's fetch cache): its JSON body and that body parsed, or a failure. */
async function fetchAnswer<T>(options: RequestOptions<T>, url: string, init: Outgoing): Promise<ApiResult<{ body: unknown; data: T }>> {
  const timeoutMs = options.timeoutMs ?? getApiConfig().timeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;

  let text: string;
  let status: number;
  try {
    const response = await fetch(url, { ...init, signal, cache: 'no-store' });
    status = response.status;
    // The body is read under the same signal, so a stalled body also times out.
    text = await response.text();
    if (!response.ok) return failure(options, { kind: 'http', status, ...errorDetails(text) });
  } catch (cause) {
    if (timeout.aborted) return failure(options, { kind: 'timeout', message: `No answer within ${timeoutMs} ms` });
    if (options.signal?.aborted) return { ok: false, error: { kind: 'network', code: 'ABORTED', message: 'Aborted' } };
    return failure(options, { kind: 'network', message: cause instanceof Error ? cause.message : String(cause) });
  }

  let body: unknown;
  if (text.trim() === '') {
    body = undefined;
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      return failure(options, { kind: 'invalid', status, message: 'Malformed JSON' });
    }
  }
  return mapResult(parseAnswer(options, body, status), (data) => ({ body, data }));
}

/** The body against the call's schema: what does not match is an `invalid` error, never a throw. */
function parseAnswer<T>(options: RequestOptions<T>, body: unknown, status: number): ApiResult<T> {
  const parsed = options.schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : '(root)';
  return failure(options, { kind: 'invalid', status, message: `${where}: ${issue?.message ?? 'does not match'}` });
}

function failure<T>(options: RequestOptions<unknown>, error: ApiError): ApiResult<T> {
  logApiFailure(options.label, error);
  return { ok: false, error };
}

/** What callers of any call may pass: abort it, or give it its own timeout. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}
