import type { Locale } from '@/domain/model/locale';
import { localeOfPath } from '@/routing';
import type { PageForm } from '@/routing/page-forms';

/**
 * What server components know about the request beyond their route: all of it from the page's path
 * (the form the proxy rewrote the request to, src/routing/page-forms.ts), never from a header, so a
 * cached page is the same for every visitor of its path.
 */
export interface RequestContext {
  /** The visitor's path, e.g. '/fr-fr/ville/paris' (percent-encoded as in the address bar). */
  pathname: string;
  /** The path's segments, raw (percent-encoded): the resolver decodes each one once. */
  segments: string[];
  /** The site's locale, also for paths that resolve to nothing (404 in the site's language). */
  locale: Locale | null;
  /** On the customer-care host with a verified session (the personal tree only). */
  customerCare: boolean;
}

/** The request context of a page form. */
export function requestContextOf(form: PageForm): RequestContext {
  const segments = form.segments;
  const locale = form.site ?? localeOfPath(segments);
  return { pathname: `/${segments.join('/')}`, segments, locale, customerCare: form.care };
}
