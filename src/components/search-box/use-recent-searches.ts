'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/domain/model/locale';
import { browserStorage, readRecentSearches, saveRecentSearch, type RecentSearch } from '@/state/recent-searches';

export interface RecentSearches {
  list: RecentSearch[];
  record(search: RecentSearch): void;
  /** Reads the storage again (another search box of the page may have written to it). */
  refresh(): void;
}

/**
 * The site's recent searches, read after mount so that the server HTML and the first client
 * render agree (the server has no localStorage).
 */
export function useRecentSearches(locale: Locale): RecentSearches {
  const [list, setList] = useState<RecentSearch[]>([]);
  const refresh = useCallback(() => setList(readRecentSearches(browserStorage(), locale)), [locale]);
  const record = useCallback((search: RecentSearch) => setList(saveRecentSearch(browserStorage(), locale, search)), [locale]);

  // Reading browser storage is the external system this effect syncs with.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(refresh, [refresh]);

  return { list, record, refresh };
}
