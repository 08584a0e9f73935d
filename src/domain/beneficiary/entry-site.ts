import type { Locale } from '@/domain/model/locale';

/**
 * `/beneficiary/login` belongs to no site (a fixed path of the header, part 2 §2): it sends the
 * visitor to a site's beneficiary login page. The site is the one of the page the visitor came
 * from — a Referer on this same host whose first path segment is a site —, else the default site.
 * `localeOfSegment` is the routing's site table (kept out of the domain).
 */
export const DEFAULT_ENTRY_SITE: Locale = 'fr_FR';

export function entrySite(input: { referer: string | null; host: string | null; localeOfSegment(segment: string): Locale | null }): Locale {
  if (!input.referer || !input.host) return DEFAULT_ENTRY_SITE;
  let url: URL;
  try {
    url = new URL(input.referer);
  } catch {
    return DEFAULT_ENTRY_SITE;
  }
  if (url.host !== input.host.toLowerCase() || (url.protocol !== 'http:' && url.protocol !== 'https:')) return DEFAULT_ENTRY_SITE;
  const first = url.pathname.split('/').find((segment) => segment !== '');
  return (first !== undefined ? input.localeOfSegment(first) : null) ?? DEFAULT_ENTRY_SITE;
}
