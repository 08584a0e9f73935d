import type { Locale } from '@/domain/model/locale';
import { CATALOGUES } from './messages';

/**
 * Message id prefixes used by client islands. Their messages travel to the browser; the rest
 * (server-rendered text) stays on the server.
 */
export const CLIENT_MESSAGE_PREFIXES: readonly string[] = [
  'shell.',
  'island.',
  'search-box.',
  'calendar.',
  'filters.',
  'search.',
  'offerCard.',
  'hotelOffers.',
  'map.',
];

const cache = new Map<Locale, Record<string, string>>();

export function clientMessages(locale: Locale): Record<string, string> {
  let picked = cache.get(locale);
  if (!picked) {
    picked = Object.fromEntries(
      Object.entries(CATALOGUES[locale]).filter(([id]) => CLIENT_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix))),
    );
    cache.set(locale, picked);
  }
  return picked;
}
