import 'server-only';
import { getApiConfig } from '@/api/core/config.server';
import { FAULT_SCOPE_HEADER } from '@/api/core/fault-scope';
import { forwardedFaultScope } from '@/api/core/fault-scope.server';
import {
  firstPartyCookie,
  FORWARDED_REQUEST_HEADERS,
  isForwardableSegment,
  localeOfHandOff,
  ourLocation,
  PASSED_RESPONSE_HEADERS,
  safeOrigin,
} from './hand-off';
import { accountUnavailablePage } from './unavailable-page.server';
import { ownOrigin } from '../core/own-origin';

/**
 * The storefront's `/account/*` paths, served by the account application at ACCOUNT_URL: a
 * same-origin reverse proxy, so the application's cookies (`access_token`, `account_id`) are the
 * storefront's own and the header can read them. Path, query, form body and cookies go up; status,
 * body, content type, Set-Cookie and Location come back. `origin` (query or form) is made a path of
 * this site before it leaves (no open redirect). A failing application gives our own error page.
 * Our security headers are added by next.config.ts to every answer, this one included.
 */
const ORIGIN_FIELD = 'origin';

function upstreamUrl(request: Request, segments: readonly string[], base: string): string {
  const incoming = new URL(request.url);
  const query = new URLSearchParams(incoming.search);
  if (query.has(ORIGIN_FIELD)) query.set(ORIGIN_FIELD, safeOrigin(query.get(ORIGIN_FIELD), ownOrigin(request)));
  const search = query.toString();
  return `${base}/${segments.map(encodeURIComponent).join('/')}${search ? `?${search}` : ''}`;
}

/** A form body goes up with its `origin` made safe; any other body goes up as it came. */
async function upstreamBody(request: Request): Promise<BodyInit | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(await request.text());
    if (form.has(ORIGIN_FIELD)) form.set(ORIGIN_FIELD, safeOrigin(form.get(ORIGIN_FIELD), ownOrigin(request)));
    return form.toString();
  }
  return await request.arrayBuffer();
}

function upstreamHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // e2e: the test's fault scope (its cookie goes up too, but the simulator reads the header).
  const scope = forwardedFaultScope(request.headers);
  if (scope !== null) headers.set(FAULT_SCOPE_HEADER, scope);
  const url = new URL(ownOrigin(request));
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  return headers;
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

export async function proxyToAccount(request: Request, segments: readonly string[]): Promise<Response> {
  if (segments.length === 0 || !segments.every(isForwardableSegment)) return notFound();
  const { baseUrls, timeoutMs } = getApiConfig();
  const base = baseUrls.account;
  const target = upstreamUrl(request, segments, base);
  const incoming = new URL(request.url);
  const locale = localeOfHandOff(incoming.searchParams.has(ORIGIN_FIELD) ? safeOrigin(incoming.searchParams.get(ORIGIN_FIELD), ownOrigin(request)) : null, request.headers.get('accept-language'));
  const retryPath = `${incoming.pathname}${incoming.search}`;

  let upstream: Response;
  let body: ArrayBuffer;
  try {
    // Sign-in may take the identity check's time: at least 5 s, more when the API timeout is longer.
    const signal = AbortSignal.timeout(Math.max(timeoutMs, 5000));
    upstream = await fetch(target, {
      method: request.method,
      headers: upstreamHeaders(request),
      body: await upstreamBody(request),
      redirect: 'manual',
      cache: 'no-store',
      signal,
    });
    body = await upstream.arrayBuffer();
  } catch (cause) {
    console.error('Error fetching account application', { location: 'account.proxy', path: incoming.pathname, message: cause instanceof Error ? cause.message : String(cause) });
    return accountUnavailablePage(locale, retryPath);
  }
  if (upstream.status >= 500) {
    console.error('Error fetching account application', { location: 'account.proxy', path: incoming.pathname, status: upstream.status });
    return accountUnavailablePage(locale, retryPath);
  }

  // One visitor's pages: never stored by a shared cache, never indexed.
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' });
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  for (const cookie of upstream.headers.getSetCookie()) headers.append('set-cookie', firstPartyCookie(cookie));
  const location = upstream.headers.get('location');
  if (location !== null) headers.set('location', ourLocation(location, target, base));
  const empty = upstream.status === 204 || upstream.status === 304 || request.method === 'HEAD';
  return new Response(empty ? null : body, { status: upstream.status, headers });
}
