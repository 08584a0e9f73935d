import type { Locale } from '@/domain/model/locale';

/**
 * The destinations a visitor searched for last, kept in the browser (part 1 §3 "Recent search:
 * id, label, category"; §9 "Recent searches max 3, newest first, deduplicated by id").
 *
 * Pure functions over a list, plus a thin adapter over a Storage that never throws: private
 * browsing, a full quota or a value written by an older release must not break the search box.
 * Checked by hand, not with zod: this runs in the browser, where every kilobyte counts.
 */

export const RECENT_SEARCHES_MAX = 3;

const CATEGORIES = ['city', 'department', 'region', 'country', 'poi', 'hotel'] as const;

export interface RecentSearch {
  id: string;
  label: string;
  category: (typeof CATEGORIES)[number];
  /** What the search criterion of that category takes (city id, hotel id…), to search again. */
  value: string;
}

const MAX_TEXT = 200;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;

function toRecentSearch(value: unknown): RecentSearch | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, label, category, value: criterion } = value as Record<string, unknown>;
  if (!isText(id) || !isText(label) || !isText(criterion)) return null;
  const known = CATEGORIES.find((candidate) => candidate === category);
  return known ? { id, label, category: known, value: criterion } : null;
}

/** One list per site: labels are in the site's language. */
export function recentSearchesKey(locale: Locale): string {
  return `escapade.recent-searches.${locale}`;
}

/** Newest first, one entry per id, at most `max` entries. */
export function addRecentSearch(list: readonly RecentSearch[], search: RecentSearch, max = RECENT_SEARCHES_MAX): RecentSearch[] {
  return [search, ...list.filter((item) => item.id !== search.id)].slice(0, Math.max(0, max));
}

/** What was stored → the list; anything unreadable is dropped item by item, never thrown. */
export function parseRecentSearches(raw: string | null | undefined, max = RECENT_SEARCHES_MAX): RecentSearch[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const list: RecentSearch[] = [];
  for (const item of value) {
    const search = toRecentSearch(item);
    if (search && !list.some((kept) => kept.id === search.id)) list.push(search);
  }
  return list.slice(0, max);
}

export type RecentSearchStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readRecentSearches(storage: RecentSearchStorage | null, locale: Locale): RecentSearch[] {
  if (!storage) return [];
  try {
    return parseRecentSearches(storage.getItem(recentSearchesKey(locale)));
  } catch {
    return [];
  }
}

/** Records a search and returns the new list (also when the storage refuses to keep it). */
export function saveRecentSearch(storage: RecentSearchStorage | null, locale: Locale, search: RecentSearch): RecentSearch[] {
  const list = addRecentSearch(readRecentSearches(storage, locale), search);
  try {
    storage?.setItem(recentSearchesKey(locale), JSON.stringify(list));
  } catch {
    // Quota or privacy mode: the search itself goes on.
  }
  return list;
}

/** The browser's localStorage, or null where there is none (server, blocked storage). */
export function browserStorage(): RecentSearchStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
