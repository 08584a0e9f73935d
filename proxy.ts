import { NextResponse, type NextRequest } from 'next/server';
import { searchQueryToHash } from '@/routing/search-query';
import { REQUEST_HEADERS } from '@/server/request-headers';

/**
 * Runs before every page: moves query search criteria into the hash (a redirect), and passes the
 * path on to the server components in a header only this proxy can set.
 */
export function proxy(request: NextRequest): NextResponse {
  const moved = searchQueryToHash(request.nextUrl);
  if (moved) return NextResponse.redirect(new URL(moved.location, request.nextUrl), 307);

  const headers = new Headers(request.headers);
  for (const name of Object.values(REQUEST_HEADERS)) headers.delete(name);
  headers.set(REQUEST_HEADERS.pathname, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: not the BFF routes, Next's assets, or metadata files.
  matcher: ['/((?!api/|_next/|icon|favicon|robots.txt|sitemap).*)'],
};
