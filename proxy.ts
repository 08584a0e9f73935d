import { NextResponse, type NextRequest } from 'next/server';
import { CARE_COOKIE } from '@/care/cookie';
import { careGate } from '@/care/gate';
import { remoteSigningKeys } from '@/care/signing-keys';
import { robotsHeader } from '@/crawlers/robots';
import { isActivityRoute } from '@/routing/activity-routes';
import { resolve } from '@/routing/resolve';
import { searchQueryToHash } from '@/routing/search-query';
import { withRequestFaultScope } from '@/api/core/fault-scope.server';
import { pageExists } from '@/screens/page-existence';
import { UNAVAILABLE_RESPONSE_HEADERS } from '@/screens/unavailable';
import { isBuilt } from '@/screens/screens';
import { REQUEST_HEADERS } from '@/server/request-headers';
import { getFeatures } from '@/settings/features';
import { getSiteConfig } from '@/server/site-config';

/**
 * Runs before every page: moves query search criteria into the hash (a redirect), and passes the
 * path on to the server components in a header only this proxy can set.
 * On the customer-care host it also verifies the Google sign-in token: care mode when valid,
 * otherwise the care login page is shown in place of the page (src/care/gate.ts).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const moved = searchQueryToHash(request.nextUrl);
  if (moved) return NextResponse.redirect(new URL(moved.location, request.nextUrl), 307);

  const headers = new Headers(request.headers);
  for (const name of Object.values(REQUEST_HEADERS)) headers.delete(name);
  headers.set(REQUEST_HEADERS.pathname, request.nextUrl.pathname);

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
  // Pages only: not the BFF routes, Next's assets, the static files of public/ (icon*, favicon.ico,
  // manifest.webmanifest), robots.txt, the sitemaps, the crash-test page, or the account application's
  // /account/* paths (app/account: forwarded as they are, no site route to resolve).
  matcher: ['/((?!api/|account/|_next/|icon|favicon|manifest.webmanifest|robots.txt|sitemap|crash-test).*)'],
};
