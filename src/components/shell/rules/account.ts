/**
 * Account status (part 2 §4, §6): signed in when the access-token cookie exists AND the customer
 * account toggle is on. Read in the browser after mount, so pages stay cacheable (the server HTML
 * is always the signed-out one). Cookie names: docs/decisions.md.
 */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const ACCOUNT_ID_COOKIE = 'account_id';

/** A cookie's value from a `document.cookie` string; null when absent. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return part.slice(separator + 1).trim();
    }
  }
  return null;
}

export function isSignedIn(cookieHeader: string, accountToggle: boolean): boolean {
  if (!accountToggle) return false;
  const token = readCookie(cookieHeader, ACCESS_TOKEN_COOKIE);
  return token !== null && token !== '';
}

/** Sign out: both cookies expire (on the root path, where the account application sets them). */
export function clearAccountCookies(target: { cookie: string }): void {
  for (const name of [ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE]) target.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
}

/**
 * The account status as an external store for useSyncExternalStore: the server snapshot is
 * "signed out" (one HTML for everyone), the client reads the cookie; sign out notifies.
 */
const listeners = new Set<() => void>();

export function subscribeToAccount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signOut(target: { cookie: string }): void {
  clearAccountCookies(target);
  listeners.forEach((listener) => listener());
}
