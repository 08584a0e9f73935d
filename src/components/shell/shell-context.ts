import type { Locale } from '@/domain/model/locale';

/**
 * What the shell needs to know about the request. A screen passes its whole context (a superset):
 * the type lives here so that components depend on no screen.
 */
export interface ShellContext {
  request: {
    pathname: string;
    /** The site's locale, also for paths that resolve to nothing (404 in the site's language). */
    locale: Locale | null;
    customerCare: boolean;
  };
  /** The query string (the sign-in link returns to the page with it). */
  searchParams: Readonly<Record<string, string | string[] | undefined>>;
  /** The request's clock: the banner and the footer's year follow it. */
  now: Date;
  siteUrl: string;
}
