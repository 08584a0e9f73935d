/**
 * Where to go after signing in: a path of this host only. Anything else (another origin, a
 * protocol-relative '//host', backslashes browsers treat as slashes) falls back, so the sign-in
 * route cannot be used as an open redirect.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
