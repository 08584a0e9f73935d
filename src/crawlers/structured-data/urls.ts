import { absoluteUrl } from '@/routing/alternates';

/**
 * The one place structured data turns a URL into an absolute one. An address from the API is
 * often absolute already (pictures on the image host): it is kept as it is, never prefixed with
 * our origin again. A storefront path ('/fr-fr/…') is made absolute on the site's base URL.
 * Anything else (scheme-relative, javascript:, a bare word) has no place in structured data: null.
 */
export function structuredDataUrl(url: string, siteUrl: string): string | null {
  const value = url.trim();
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : absoluteUrl(value, siteUrl);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}

/** The URLs that can be made absolute, in order, at most `max`. */
export function structuredDataUrls(urls: readonly string[], siteUrl: string, max = Infinity): string[] {
  const result: string[] = [];
  for (const url of urls) {
    if (result.length >= max) break;
    const absolute = structuredDataUrl(url, siteUrl);
    if (absolute !== null && !result.includes(absolute)) result.push(absolute);
  }
  return result;
}
