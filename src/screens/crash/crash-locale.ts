import type { Locale } from '@/domain/model/locale';
import { decodeSegment } from '@/routing/segments';
import { localeOfSite } from '@/routing/sites';

/**
 * The site a path belongs to, for the global error page: the same reading as localeOfPath
 * (src/routing/resolve.ts), composed from the two light modules it uses, because importing
 * resolve.ts would bring the whole route table (every screen's localized words) into a chunk that
 * every page downloads, and the global error page only needs the first segment.
 */
export function crashLocaleOfPath(pathname: string): Locale | null {
  const first = pathname.split('/').find((segment) => segment !== '');
  const decoded = first === undefined ? null : decodeSegment(first);
  return decoded === null ? null : localeOfSite(decoded);
}
