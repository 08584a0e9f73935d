import { headers } from 'next/headers';
import { cache } from 'react';
import type { Locale } from '@/domain/model/locale';
import { localeOfPath } from '@/routing';
import { REQUEST_HEADERS } from './request-headers';

/** What server components know about the request beyond their route. */
export interface RequestContext {
  pathname: string;
  segments: string[];
  /** The site's locale, also for paths that resolve to nothing (404 in the site's language). */
  locale: Locale | null;
  customerCare: boolean;
  /** The proxy found no route for the path and answers 404 (see REQUEST_HEADERS.notFound). */
  notFound: boolean;
  /** The upstream failed on this page and the proxy answers 503 (see REQUEST_HEADERS.unavailable); absent: false. */
  unavailable?: boolean;
  userAgent: string;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Once per request (React cache), from the headers the proxy set. */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const incoming = await headers();
  const pathname = incoming.get(REQUEST_HEADERS.pathname) ?? '/';
  const segments = segmentsOf(pathname);
  return {
    pathname,
    segments,
    locale: localeOfPath(segments),
    customerCare: incoming.get(REQUEST_HEADERS.care) === '1',
    notFound: incoming.get(REQUEST_HEADERS.notFound) === '1',
    unavailable: incoming.get(REQUEST_HEADERS.unavailable) === '1',
    userAgent: incoming.get('user-agent') ?? '',
  };
});
