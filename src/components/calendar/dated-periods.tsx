'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { DatedPeriod } from '@/domain/calendar/date-shortcuts';

/**
 * The site's popular dated periods, read on the server (CMS, cached with its tag) and handed to
 * every calendar of the page through context: the search box sits in the hero, the header's mobile
 * search and the not-found page, and its fields would otherwise pass them along level by level.
 * Without a provider (or after a failed call) there are none: this and next weekend still show.
 */
const DatedPeriodsContext = createContext<readonly DatedPeriod[]>([]);

export function DatedPeriodsProvider({ periods, children }: { periods: readonly DatedPeriod[]; children: ReactNode }) {
  return <DatedPeriodsContext.Provider value={periods}>{children}</DatedPeriodsContext.Provider>;
}

export function useDatedPeriods(): readonly DatedPeriod[] {
  return useContext(DatedPeriodsContext);
}
