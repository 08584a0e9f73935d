/**
 * The care session is the Google ID token itself, kept in an HttpOnly cookie of the care host
 * (no Domain attribute, so the public host never receives it) until the token expires.
 */
export const CARE_COOKIE = 'care_id_token';

export interface CookieSettings {
  name: string;
  value: string;
  httpOnly: true;
  secure: boolean;
  sameSite: 'lax';
  path: '/';
  maxAge: number;
}

/** Cookie of a verified token: it lives as long as the token does. */
export function careSessionCookie(token: string, expiresAt: Date, now: Date, secure: boolean): CookieSettings {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return { name: CARE_COOKIE, value: token, httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge };
}

/** The same cookie, expired: signing out. */
export function clearedCareCookie(secure: boolean): CookieSettings {
  return { name: CARE_COOKIE, value: '', httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: 0 };
}

/** Secure cookies when the visitor reached us over https (directly or through a TLS proxy). */
export function isHttps(url: URL, forwardedProto: string | null): boolean {
  return url.protocol === 'https:' || forwardedProto?.split(',')[0]?.trim() === 'https';
}
