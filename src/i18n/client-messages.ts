import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@/domain/model/locale';
import { flattenGroups, type MessageGroup } from './message-group';
import { CATALOGUES } from './messages';

/** A client catalogue: each message already parsed (ICU syntax tree), see `clientMessages`. */
export type ClientMessages = Record<string, MessageFormatElement[]>;

const parsedGroups = new Map<string, ClientMessages>();

/** One group's messages in one locale, parsed once per server process. */
function groupMessages(locale: Locale, group: MessageGroup): ClientMessages {
  const key = `${locale}:${group.name}`;
  let parsed = parsedGroups.get(key);
  if (!parsed) {
    const catalogue = CATALOGUES[locale];
    parsed = Object.fromEntries(group.ids.filter((id) => id in catalogue).map((id) => [id, parse(catalogue[id]!)]));
    parsedGroups.set(key, parsed);
  }
  return parsed;
}

/**
 * The messages of the given island groups (and the groups they use), parsed here on the server:
 * the browser bundle then carries no ICU parser (next.config.ts aliases it to formatjs's no-parser
 * build, about 12 kB gzip less) and formats without parsing. Groups listed in `without` (those an
 * outer provider already carries, e.g. the shell's) are left out so no text travels twice.
 */
export function clientMessages(locale: Locale, groups: readonly MessageGroup[], without: readonly MessageGroup[] = []): ClientMessages {
  const skipped = new Set(flattenGroups(without).map((group) => group.name));
  const picked: ClientMessages = {};
  for (const group of flattenGroups(groups)) {
    if (!skipped.has(group.name)) Object.assign(picked, groupMessages(locale, group));
  }
  return picked;
}
