import type { MessageDescriptor } from 'react-intl';

/**
 * The messages a set of client islands format, shipped to the browser with the page that renders
 * them (src/i18n/client-messages.ts). A component folder exports its own group; a group names the
 * groups its islands render inside them (the search box renders the calendar), so a screen lists
 * only the components it uses:
 *
 *   export const calendarMessageGroup = messageGroup('calendar', [calendarMessages, shortcutMessages], [uiMessageGroup]);
 */
export interface MessageGroup {
  readonly name: string;
  readonly ids: readonly string[];
  readonly uses: readonly MessageGroup[];
}

type Descriptors = Readonly<Record<string, MessageDescriptor>>;

export function messageGroup(name: string, descriptors: readonly Descriptors[], uses: readonly MessageGroup[] = []): MessageGroup {
  const ids = descriptors.flatMap((set) => Object.values(set).map((descriptor) => String(descriptor.id)));
  return { name, ids, uses };
}

/** The groups and everything they use, each once, used groups first. */
export function flattenGroups(groups: readonly MessageGroup[], seen = new Set<string>(), out: MessageGroup[] = []): MessageGroup[] {
  for (const group of groups) {
    if (seen.has(group.name)) continue;
    seen.add(group.name);
    flattenGroups(group.uses, seen, out);
    out.push(group);
  }
  return out;
}

/** Every message id of the groups (and of the groups they use). */
export function groupIds(groups: readonly MessageGroup[]): Set<string> {
  return new Set(flattenGroups(groups).flatMap((group) => group.ids));
}
