import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@/domain/model/locale';
import { CATALOGUES } from './messages';

/** A client catalogue: each message already parsed (ICU syntax tree), see `clientMessages`. */
export type ClientMessages = Record<string, MessageFormatElement[]>;

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

const cache = new Map<Locale, ClientMessages>();

/**
 * The islands' messages, parsed here on the server: the browser bundle then carries no ICU parser
 * (next.config.ts aliases it to formatjs's no-parser build, about 12 kB gzip less) and formats
 * without parsing. The syntax trees cost about 0.4 kB gzip more in the page than the texts.
 */
export function clientMessages(locale: Locale): ClientMessages {
  let picked = cache.get(locale);
  if (!picked) {
    picked = Object.fromEntries(
      Object.entries(CATALOGUES[locale])
        .filter(([id]) => CLIENT_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix)))
        .map(([id, text]) => [id, parse(text)]),
    );
    cache.set(locale, picked);
  }
  return picked;
}
