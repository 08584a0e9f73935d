import { NextResponse, type NextRequest } from 'next/server';
import { CARE_COOKIE } from '@/care/cookie';
import { careGate, type CareGate } from '@/care/gate';
import { remoteSigningKeys } from '@/care/signing-keys';
import { robotsHeader } from '@/crawlers/robots';
import { isActivityRoute } from '@/routing/activity-routes';
import { isDecodablePath, isHandlerPath } from '@/routing/proxy-paths';
import { emptyForm, pageFormPath, type PageForm, type PageTree } from '@/routing/page-forms';
import { localeOfPath, resolve } from '@/routing/resolve';
import { treeOf, variantQueryOf } from '@/routing/screen-rendering';
import { searchQueryToHash } from '@/routing/search-query';
import { getApiConfig } from '@/api/core/config.server';
import { faultScopeOf } from '@/api/core/fault-scope';
import { withRequestFaultScope } from '@/api/core/fault-scope.server';
import { localeFromAcceptLanguage } from '@/domain/model/accept-language';
import { pageExists } from '@/screens/page-existence';
import { reportMissingUri } from '@/screens/not-found/report.server';
import { UNAVAILABLE_RESPONSE_HEADERS } from '@/screens/unavailable';
import { getFeatures } from '@/settings/features';
import { getSiteConfig } from '@/server/site-config';
import { NEVER_STORED, PERSONAL_CACHE_CONTROL } from '@/server/cache-headers';

/** Pages are only read (the app has no Server Actions): any method but GET and HEAD is refused. */
const PAGE_METHODS = 'GET, HEAD';

/** The crash page's test path (app/crash-test): a page of no site, rendered as it is. */
const CRASH_TEST_PATH = '/crash-test';

/** This server process, for the forms of scoped requests (PageForm.run). */
const RUN = Math.round(performance.timeOrigin).toString(36);

/** The request's e2e fault scope and this process, written into the page's form (only with fault scopes on). */
function scopeOf(request: NextRequest): Pick<PageForm, 'scope' | 'run'> {
  const scope = getApiConfig().faultScopes ? faultScopeOf(request.headers) : null;
  return { scope, run: scope === null ? null : RUN };
}

/**
 * The not-found page, answered 404 (decided here, before the first byte). One cached page per site and
 * language whatever path was missing: outside every site, in the visitor's language (Accept-Language).
 * The missing URI is reported here, once per request (the shared page cannot).
 */
function notFoundAnswer(request: NextRequest, segments: readonly string[]): NextResponse {
  const site = localeOfPath(segments);
  const language = site ?? localeFromAcceptLanguage(request.headers.get('accept-language'));
  reportMissingUri(request.nextUrl.pathname, language);
  const form: PageForm = { ...emptyForm([]), status: 'not-found', site, language: site ? null : language, ...scopeOf(request) };
  return NextResponse.rewrite(new URL(pageFormPath('not-found', form), request.url), { status: 404 });
}

/**
 * A route handler's or Next's own path reaches the proxy only when it holds a '%' (the matcher's
 * second entry): passed on when it decodes, else answered here — 400 for the API, a plain 404 for
 * Next's files, the not-found page for the account application's pages.
 */
function handlerPathAnswer(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (isDecodablePath(pathname)) return NextResponse.next();
  if (pathname.startsWith('/api/')) return NextResponse.json({ error: { code: 'invalid-path' } }, { status: 400, headers: { 'cache-control': NEVER_STORED } });
  if (pathname.startsWith('/_next/')) return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return notFoundAnswer(request, pathname.split('/').filter((segment) => segment !== ''));
}

/**
 * The rewrite to a page form; the personal tree keeps the request's query (it reads its own). A plain
 * catalogue page's form is its own path: passed on as it is, which spares Next a second routing of
 * the request (the query goes along, unread: a cached page never sees it, and its cache key is the path).
 */
function pageAnswer(request: NextRequest, tree: PageTree, form: PageForm, init?: { status: number }): NextResponse {
  const path = pageFormPath(tree, form);
  if (tree === 'cached' && init === undefined && path === request.nextUrl.pathname) return NextResponse.next();
  const target = new URL(path, request.url);
  if (tree === 'personal') target.search = request.nextUrl.search;
  return NextResponse.rewrite(target, init);
}

/**
 * Runs before every page and decides what renders it: moves query search criteria into the hash (a
 * redirect), then rewrites the request to its page form (src/routing/page-forms.ts) — the cached tree
 * for catalogue pages with the variant their query chose, the personal tree for pages with a visitor's
 * own data and for the customer-care host, the not-found page (404) for a path of no page, the
 * unavailable page (503) when the upstream failed on a page that needs it. Nothing a visitor sends in
 * a header reaches a page: the pages read their path only.
 * On the customer-care host it also verifies the Google sign-in token: care mode when valid,
 * otherwise the care login page is shown in place of the page (src/care/gate.ts).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (isHandlerPath(pathname)) return handlerPathAnswer(request);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse('Method Not Allowed', { status: 405, headers: { allow: PAGE_METHODS, 'content-type': 'text/plain; charset=utf-8' } });
  }
  const segments = pathname.split('/').filter((segment) => segment !== '');
  // A path whose percent escapes do not decode: Next would fail matching it (a bare 500).
  if (!isDecodablePath(pathname)) return notFoundAnswer(request, segments);

  const moved = searchQueryToHash(request.nextUrl);
  if (moved) return NextResponse.redirect(new URL(moved.location, request.nextUrl), 307);
  // Switched off (everywhere but the e2e run) it is a path of no page: the site's not-found page, not Next's bare one.
  if (pathname === CRASH_TEST_PATH) return process.env.ENABLE_CRASH_TEST === '1' ? NextResponse.next() : notFoundAnswer(request, segments);

  const config = getSiteConfig();
  const gate = await careGate({ host: request.headers.get('host'), segments, token: request.cookies.get(CARE_COOKIE)?.value }, config.care, remoteSigningKeys(config.care.jwksUrl), new Date());
  if (gate.kind === 'login' && gate.reason === 'keys-unavailable') console.error(`Customer care: signing keys unavailable at ${config.care.jwksUrl}`);

  const response = await pageResponse(request, segments, gate);
  const onCareHost = gate.kind !== 'public';
  // Pages of the care host are per staff member: never stored by a shared cache.
  if (onCareHost) response.headers.set('cache-control', PERSONAL_CACHE_CONTROL);
  const robots = robotsHeader({ indexingEnabled: config.indexingEnabled, onCareHost });
  if (robots) response.headers.set('x-robots-tag', robots);
  return response;
}

async function pageResponse(request: NextRequest, segments: string[], gate: CareGate): Promise<NextResponse> {
  const scope = scopeOf(request);
  if (gate.kind === 'login') {
    // Same URL in the address bar, the login page in it; the query stays (sign-in errors).
    const loginSegments = gate.loginPath.split('/').filter((segment) => segment !== '');
    return pageAnswer(request, 'personal', { ...emptyForm(loginSegments), ...scope });
  }
  const route = resolve(segments);
  // The activity-only flow's routes exist only while that feature is on (ACTIVITY_ONLY_ENABLED).
  const switchedOff = route !== null && !getFeatures().activityOnly && isActivityRoute(route);
  // The care login page exists on the care host only (part 2 §6): the site's not-found page elsewhere,
  // decided here (the screen's own check would leave only Next's bare 404).
  const careOnly = route !== null && route.screen === 'customer-care-login' && gate.kind === 'public';
  if (route === null || switchedOff || careOnly) return notFoundAnswer(request, segments);
  const existence = await withRequestFaultScope(request.headers, () => pageExists(route));
  if (existence === 'absent') return notFoundAnswer(request, segments);
  const care = gate.kind === 'care';
  if (existence === 'unavailable') {
    // The upstream failed on a page with nothing to show without it: a 503 (never a 404), not stored.
    const response = pageAnswer(request, 'personal', { ...emptyForm(segments), status: 'unavailable', care, ...scope }, { status: 503 });
    for (const [name, value] of Object.entries(UNAVAILABLE_RESPONSE_HEADERS)) response.headers.set(name, value);
    return response;
  }
  // The care host's pages are per staff member: all rendered per request, in care mode.
  const tree = care ? 'personal' : treeOf(route, request.nextUrl.searchParams);
  const query = tree === 'cached' ? variantQueryOf(route, request.nextUrl.searchParams) : {};
  return pageAnswer(request, tree, { ...emptyForm(segments), care, query, ...scope });
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
