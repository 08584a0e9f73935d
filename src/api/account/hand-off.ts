import { z } from 'zod';
import { LOCALES, type Locale } from '@/domain/model/locale';
import { safeReturnPath } from '@/routing/safe-url';
import { localeOfSite } from '@/routing/sites';

/**
 * The rules of the hand-off to the account application (issue 13): the storefront serves its fixed
 * `/account/*` paths by forwarding them to ACCOUNT_URL (a same-origin reverse proxy, so the
 * application's cookies are first-party). Pure: the route handler (src/api/account/proxy.server.ts)
 * applies them to real requests and answers.
 */

/** Where a visitor lands after signing in when the origin given is not ours: the site splash. */
export const FALLBACK_ORIGIN = '/';

const originSchema = z.string().trim().min(1).max(2000);

/**
 * The `origin` to return to (no open redirect): a path of this site, or a full URL on our own origin
 * (the header sends `window.location.href`) reduced to its path. Anything else — another host, a
 * protocol-relative '//host', '/\host', javascript: — is replaced by the splash.
 */
export function safeOrigin(value: unknown, ownOrigin: string): string {
  const parsed = originSchema.safeParse(value);
  if (!parsed.success) return FALLBACK_ORIGIN;
  const text = parsed.data;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (url.origin !== new URL(ownOrigin).origin) return FALLBACK_ORIGIN;
      return safeReturnPath(`${url.pathname}${url.search}${url.hash}`, FALLBACK_ORIGIN);
    } catch {
      return FALLBACK_ORIGIN;
    }
  }
  return safeReturnPath(text, FALLBACK_ORIGIN);
}

/** A path segment the proxy may forward: never '.' or '..', which would climb out of the application's base URL. */
export function isForwardableSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && segment.length <= 200;
}

/** What the browser may tell the account application; everything else (hop-by-hop, host, our own internal headers) stays here. */
export const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'cookie', 'user-agent'] as const;

/** What the application's answer keeps; hop-by-hop headers, content-encoding/length (the body is re-sent decoded) and anything else are dropped. */
export const PASSED_RESPONSE_HEADERS = ['content-type', 'content-language', 'last-modified', 'etag'] as const;

/**
 * A Set-Cookie of the application, for our origin: its Domain attribute goes (the cookie becomes
 * host-only on the storefront, where the header reads `access_token`).
 */
export function firstPartyCookie(setCookie: string): string {
  return setCookie
    .split(';')
    .filter((attribute) => !/^\s*domain\s*=/i.test(attribute))
    .join(';');
}

/**
 * The application's Location, for the browser: a URL under the application's base becomes our
 * `/account/…` path; another path of the application's host (the simulator serves every service on
 * one host) is a storefront path it was given (the sign-in's origin) and is kept only if it is a safe path of ours; a URL on another host (an
 * identity provider, say) passes unchanged.
 */
export function ourLocation(location: string, upstreamUrl: string, accountBase: string): string {
  let target: URL;
  try {
    target = new URL(location, upstreamUrl);
  } catch {
    return FALLBACK_ORIGIN;
  }
  const base = new URL(accountBase);
  const basePath = base.pathname.replace(/\/+$/, '');
  // Another host: http(s) only (a script or data URL is no place to send a visitor).
  if (target.origin !== base.origin) return /^https?:$/.test(target.protocol) ? target.href : FALLBACK_ORIGIN;
  const rest = `${target.pathname}${target.search}${target.hash}`;
  // An application at its host's root owns every path there; one under a base path owns that base only.
  if (basePath === '' || target.pathname === basePath || target.pathname.startsWith(`${basePath}/`)) {
    return safeReturnPath(`/account${rest.slice(basePath.length)}`, FALLBACK_ORIGIN);
  }
  return safeReturnPath(rest, FALLBACK_ORIGIN);
}

/** The site a hand-off page speaks: the origin's site segment, else the browser's languages, else fr_FR. */
export function localeOfHandOff(origin: string | null, acceptLanguage: string | null): Locale {
  const site = origin ? localeOfSite(origin.split(/[/?#]/)[1] ?? '') : null;
  if (site) return site;
  for (const range of (acceptLanguage ?? '').split(',')) {
    const tag = range.split(';')[0]!.trim().toLowerCase();
    const exact = LOCALES.find((locale) => locale.toLowerCase().replace('_', '-') === tag);
    if (exact) return exact;
    const language = LOCALES.find((locale) => locale.startsWith(`${tag.slice(0, 2)}_`));
    if (tag.length >= 2 && language) return language;
  }
  return 'fr_FR';
}
