/**
 * The one allowlist for URLs taken from input: return paths and `origin` values (redirect targets)
 * and links written by CMS authors (banners, menus, blocks, rich content). No open redirect and no
 * script URL can come through either.
 */

const ORIGIN_PROBE = 'http://same.invalid';
const MAX_LENGTH = 2000;

/** Control characters and backslashes: browsers strip or treat them as '/', turning '/\host' into '//host'. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * A redirect target of this host only: a path (with query and hash) that stays on our origin.
 * The URL parser resolves it first ('.' and '..' segments, '%2e' spelt dots, all collapse), and the
 * check is on what it resolved to: '/.//host' or '/%2e%2e//host' resolve to the path '//host', which
 * a browser reads as another host, so they give the fallback like '//host' itself. Backslashes and
 * control characters give the fallback before parsing (browsers read '\' as '/' and drop tabs).
 * The answer is the resolved form: parsing it again gives it back unchanged.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN_PROBE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== ORIGIN_PROBE || !path.startsWith('/') || path.startsWith('//')) return fallback;
  return path;
}

/**
 * A link a CMS author wrote: a path of this site (or a bare '#' / '?' part), or an absolute
 * http(s), mailto or tel URL. Anything else (javascript:, data:, '//host', '/\host') is no link:
 * null, and the caller renders plain text. An http(s) URL comes back as the parser wrote it
 * ('https:host' without slashes would otherwise be read as a path of the page).
 */
export function safeHref(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_LENGTH || UNSAFE_CHARACTERS.test(trimmed)) return null;
  if (trimmed.startsWith('#') || trimmed.startsWith('?')) return trimmed;
  if (trimmed.startsWith('/')) return safeReturnPath(trimmed, '') || null;
  if (!/^(https?:|mailto:|tel:)/i.test(trimmed)) return null;
  if (/^https?:/i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      return url.hostname === '' ? null : url.href;
    } catch {
      return null;
    }
  }
  return trimmed;
}
