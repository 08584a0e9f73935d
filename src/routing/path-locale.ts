import type { Locale } from '@/domain/model/locale';
import { decodeSegment } from './segments';
import { localeOfSite } from './sites';

/**
 * The site a path belongs to, even when the rest is unknown: the not-found page speaks its language.
 * A module of its own, light on purpose: the global error page reads it in a chunk every page
 * downloads, and the route table (resolve.ts) would bring every screen's localized words with it.
 */
export function localeOfPath(segments: readonly string[]): Locale | null {
  const first = segments.length > 0 ? decodeSegment(segments[0]!) : null;
  return first === null ? null : localeOfSite(first);
}
