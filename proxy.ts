import { NextResponse, type NextRequest } from 'next/server';
import { CARE_COOKIE } from '@/care/cookie';
import { careGate } from '@/care/gate';
import { remoteSigningKeys } from '@/care/signing-keys';
import { robotsHeader } from '@/crawlers/robots';
import { isActivityRoute } from '@/routing/activity-routes';
import { isDecodablePath, isHandlerPath } from '@/routing/proxy-paths';
import { resolve } from '@/routing/resolve';
import { searchQueryToHash } from '@/routing/search-query';
import { withRequestFaultScope } from '@/api/core/fault-scope.server';
import { pageExists } from '@/screens/page-existence';
import { UNAVAILABLE_RESPONSE_HEADERS } from '@/screens/unavailable';
import { isBuilt } from '@/screens/screens';
import { REQUEST_HEADERS } from '@/server/request-headers';
import { getFeatures } from '@/settings/features';
import { getSiteConfig } from '@/server/site-config';

/** The request's headers without any internal header a visitor sent (only this proxy sets them). */
function withoutInternalHeaders(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  for (const name of Object.values(REQUEST_HEADERS)) headers.delete(name);
  return headers;
}

/** Pages are only read (the app has no Server Actions): any method but GET and HEAD is refused. */
const PAGE_METHODS = 'GET, HEAD';

/** The crash page's test path (app/crash-test): a page of no site, rendered as it is. */
const CRASH_TEST_PATH = '/crash-test';

/** The not-found screen on a static route (app/%5Fnot-found-screen): no dynamic segment to decode. */
const NOT_FOUND_SCREEN_PATH = '/_not-found-screen';

/**
 * A path whose percent escapes do not decode: rendered by the catch-all page, Next matches the raw
 * path against its dynamic segments, fails to decode them and answers a bare 500. The not-found
 * screen instead (404), from a static route. The path as requested still names the site for the
 * screen's language.
 */
function undecodablePageAnswer(request: NextRequest): NextResponse {
  const headers = withoutInternalHeaders(request.headers);
  headers.set(REQUEST_HEADERS.pathname, request.nextUrl.pathname);
  headers.set(REQUEST_HEADERS.notFound, '1');
  return NextResponse.rewrite(new URL(NOT_FOUND_SCREEN_PATH, request.url), { status: 404, request: { headers } });
}

/**
 * A route handler's or Next's own path reaches the proxy only when it holds a '%' (the matcher's
 * second entry): passed on when it decodes, else answered here — 400 for the API, a plain 404 for
 * Next's files, the not-found screen for the account application's pages.
 */
function handlerPathAnswer(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (isDecodablePath(pathname)) return NextResponse.next({ request: { headers: withoutInternalHeaders(request.headers) } });
  if (pathname.startsWith('/api/')) return NextResponse.json({ error: { code: 'invalid-path' } }, { status: 400, headers: { 'cache-control': 'no-store' } });
  if (pathname.startsWith('/_next/')) return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return undecodablePageAnswer(request);
}

/**
 * Runs before every page: moves query search criteria into the hash (a redirect), and passes the
 * path on to the server components in a header only this proxy can set (any copy a visitor sent is
 * dropped; every path a page renders comes through here: src/routing/proxy-paths.ts).
 * On the customer-care host it also verifies the Google sign-in token: care mode when valid,
 * otherwise the care login page is shown in place of the page (src/care/gate.ts).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (isHandlerPath(pathname)) return handlerPathAnswer(request);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse('Method Not Allowed', { status: 405, headers: { allow: PAGE_METHODS, 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (!isDecodablePath(pathname)) return undecodablePageAnswer(request);

  const moved = searchQueryToHash(request.nextUrl);
  if (moved) return NextResponse.redirect(new URL(moved.location, request.nextUrl), 307);

  const headers = withoutInternalHeaders(request.headers);
  headers.set(REQUEST_HEADERS.pathname, request.nextUrl.pathname);
  if (pathname === CRASH_TEST_PATH) return NextResponse.next({ request: { headers } });

  const config = getSiteConfig();
  const segments = request.nextUrl.pathname.split('/').filter((segment) => segment !== '');
  const gate = await careGate(
    {
      host: request.headers.get('host'),
      segments,
      token: request.cookies.get(CARE_COOKIE)?.value,
    },
    config.care,
    remoteSigningKeys(config.care.jwksUrl),
    new Date(),
  );
  if (gate.kind === 'login' && gate.reason === 'keys-unavailable') console.error(`Customer care: signing keys unavailable at ${config.care.jwksUrl}`);

  let response: NextResponse;
  if (gate.kind === 'login') {
    // Same URL in the address bar, the login page in it; the query stays (sign-in errors).
    headers.set(REQUEST_HEADERS.pathname, gate.loginPath);
    response = NextResponse.rewrite(new URL(`${gate.loginPath}${request.nextUrl.search}`, request.url), { request: { headers } });
  } else {
    if (gate.kind === 'care') headers.set(REQUEST_HEADERS.care, '1');
    const route = resolve(segments);
    // The activity-only flow's routes exist only while that feature is on (ACTIVITY_ONLY_ENABLED).
    const switchedOff = route !== null && !getFeatures().activityOnly && isActivityRoute(route);
    const existence = route === null || switchedOff || !isBuilt(route.screen) ? 'absent' : await withRequestFaultScope(request.headers, () => pageExists(route));
    if (existence === 'absent') {
      // Decided here, before rendering, so the 404 carries the server-rendered not-found page.
      headers.set(REQUEST_HEADERS.notFound, '1');
      response = NextResponse.rewrite(request.nextUrl, { status: 404, request: { headers } });
    } else if (existence === 'unavailable') {
      // The upstream failed on a page with nothing to show without it: a 503 (never a 404), not stored.
      headers.set(REQUEST_HEADERS.unavailable, '1');
      response = NextResponse.rewrite(request.nextUrl, { status: 503, request: { headers } });
      for (const [name, value] of Object.entries(UNAVAILABLE_RESPONSE_HEADERS)) response.headers.set(name, value);
    } else {
      response = NextResponse.next({ request: { headers } });
    }
  }

  const onCareHost = gate.kind !== 'public';
  // Pages of the care host are per staff member: never stored by a shared cache.
  if (onCareHost) response.headers.set('cache-control', 'private, no-store');
  const robots = robotsHeader({ indexingEnabled: config.indexingEnabled, onCareHost });
  if (robots) response.headers.set('x-robots-tag', robots);
  return response;
}

export const config = {
  // Every path a page can render. Skipped: the route handlers' and Next's paths (/api/, /account/ —
  // the account application, forwarded as it is —, /_next/: each ends in a catch-all route handler,
  // so no page is ever rendered there), unless they hold a '%' (a malformed escape is answered here);
  // the files of public/, robots.txt and the sitemaps, by exact name. The same rule, readable by the
  // pages: src/routing/proxy-paths.ts (tests/security/proxy-paths.test.ts checks they agree).
  matcher: [
    '/((?!(?:api|account|_next)/|(?:favicon\\.ico|icon\\.svg|icons/(?:apple-touch-icon|icon-192|icon-512)\\.png|manifest\\.webmanifest|robots\\.txt|sitemap/[^/]+\\.xml)$).*)',
    '/((?:api|account|_next)/.*%.*)',
  ],
};
