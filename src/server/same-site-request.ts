/**
 * The cross-site request forgery guard of every state-changing request (each POST route): a
 * browser marks where a request comes from with `Origin` (always sent on a cross-site POST) and
 * `Sec-Fetch-Site`. A request is ours when its Origin is the host it was sent to (the `Host`
 * header, or the `X-Forwarded-Host` the platform's proxy sets: a page cannot set either on a
 * cross-site request) or an origin the route trusts, and its Sec-Fetch-Site, when sent, is
 * `same-origin` or `none` (typed in the address bar, a bookmark).
 *
 * No Origin and no Sec-Fetch-Site is a client that is no browser (curl, a server, Playwright's
 * request context): allowed, since forgery needs a visitor's browser and every browser that could
 * be forged into a cross-site POST sends Origin with it (docs/decisions.md).
 */
const ALLOWED_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/** The hosts the request was addressed to: as the browser sent it, and as the proxy in front received it. */
function ownHosts(headers: Headers): string[] {
  return [headers.get('host'), headers.get('x-forwarded-host')]
    .flatMap((value) => (value ?? '').split(','))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== '');
}

export function isSameSiteRequest(headers: Headers, trustedOrigins: readonly string[] = []): boolean {
  const origin = headers.get('origin');
  if (origin !== null && trustedOrigins.includes(origin)) return true;
  const site = headers.get('sec-fetch-site');
  if (site !== null && !ALLOWED_FETCH_SITES.has(site.trim().toLowerCase())) return false;
  if (origin === null) return true;
  const host = hostOf(origin);
  return host !== null && ownHosts(headers).includes(host);
}

/** 403 for a state-changing request another site sent (a form POST route), else null. */
export function crossSiteRefusal(request: Request, trustedOrigins: readonly string[] = []): Response | null {
  if (isSameSiteRequest(request.headers, trustedOrigins)) return null;
  return new Response('Forbidden: cross-site request', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
