import 'server-only';
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { getSiteConfig } from '@/server/site-config';
import { careSessionCookie, clearedCareCookie, isHttps } from './cookie';
import { isCareHost } from './host';
import { safeReturnPath } from '@/routing/safe-url';
import { SIGN_IN_FAILED_PARAM } from './sign-in-failure';
import { remoteSigningKeys } from './signing-keys';
import { verifyCareToken } from './verify-token';


/** Sign-in and sign-out exist on the care host only; elsewhere they are not found. */
export function onCareHost(request: NextRequest): boolean {
  return isCareHost(request.headers.get('host'), getSiteConfig().care.host);
}

function secure(request: NextRequest): boolean {
  return isHttps(request.nextUrl, request.headers.get('x-forwarded-proto'));
}

/** A relative Location: the browser stays on the host it used, whatever proxies sit in front. */
function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
}

function withFailure(path: string): string {
  const url = new URL(path, 'http://same.invalid');
  url.searchParams.set(SIGN_IN_FAILED_PARAM, 'failed');
  return `${url.pathname}${url.search}`;
}

/**
 * POST form { credential, returnTo } (Google's field name for the ID token): verified like the
 * proxy does, then kept in the session cookie; 303 back to the page asked for. A refused token
 * goes back to the same page, which shows the login page again with the failure.
 */
export async function signIn(request: NextRequest): Promise<NextResponse> {
  const form = await request.formData().catch(() => null);
  const credential = form?.get('credential');
  const returnTo = safeReturnPath(form?.get('returnTo'), '/');
  const config = getSiteConfig().care;
  const now = new Date();
  const verification = await verifyCareToken(typeof credential === 'string' ? credential : undefined, {
    keys: remoteSigningKeys(config.jwksUrl),
    clientId: config.clientId,
    issuers: config.issuers,
    hostedDomain: config.hostedDomain,
    now,
  });
  if (!verification.ok) return seeOther(withFailure(returnTo));
  const response = seeOther(returnTo);
  response.cookies.set(careSessionCookie(credential as string, verification.identity.expiresAt, now, secure(request)));
  return response;
}

/** POST form { returnTo }: forgets the session; the next page asks for a sign-in again. */
export async function signOut(request: NextRequest): Promise<NextResponse> {
  const form = await request.formData().catch(() => null);
  const response = seeOther(safeReturnPath(form?.get('returnTo'), '/'));
  response.cookies.set(clearedCareCookie(secure(request)));
  return response;
}
