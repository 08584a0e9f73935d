'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import {
  availabilityMonthsPerLoad,
  needsMoreAvailability,
  nextAvailabilityLoad,
  siteClockFor,
  startPaging,
  type AvailabilityPaging,
  type CalendarAvailabilities,
  type CalendarDay,
  type Device,
  type IsoDay,
  type YearMonth,
} from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';

/** One page of availability: the days of the months asked for (a rejection is a failed page). */
export type AvailabilityPageLoader = (months: readonly YearMonth[]) => Promise<CalendarAvailabilities>;

export interface AvailabilityPagesOptions {
  locale: Locale;
  load: AvailabilityPageLoader;
  device: Device;
  /** The offer's data-flow mode ('PULL' loads 3 months at a time on mobile, part 2 §9). */
  dataFlowMode?: string | null;
  /** The browser's clock after mount; nothing loads before it is known. */
  now: Date | null;
  /**
   * Anything availability depends on besides the month (guests, device, product): a new key
   * starts over from the current month (part 2 §4).
   */
  resetKey?: string;
}

/** Props for `AvailabilityCalendar` (and `DatesField`'s `calendar`), spread as they are. */
export interface AvailabilityPages {
  availabilities: CalendarAvailabilities;
  loading: boolean;
  onMonthsShown(lastMonth: YearMonth): void;
}

interface Engine {
  key: string;
  paging: AvailabilityPaging | null;
  inFlight: boolean;
  /** The last month the calendar showed. */
  wanted: YearMonth | null;
  /** A page failed while this month was wanted: no retry until the calendar moves. */
  failedFor: YearMonth | null;
}

interface Shown {
  key: string;
  days: Record<IsoDay, CalendarDay>;
  loading: boolean;
}

/**
 * Availability of a product or hotel calendar, loaded a page of months at a time as the visitor
 * moves forward (desktop arrows, mobile scroll): 2 months per page on desktop, 3 or 4 on mobile.
 * While a page loads the calendar shows its overlay ('We are looking for the next
 * availabilities...'). A failed page leaves its months empty (not selectable) and is asked again
 * the next time the calendar moves. Loads start from the calendar's `onMonthsShown` and from each
 * answer (never from an effect of this hook), one page at a time.
 */
export function useAvailabilityPages({ locale, load, device, dataFlowMode = null, now, resetKey = '' }: AvailabilityPagesOptions): AvailabilityPages {
  const clock = useMemo(() => (now ? siteClockFor(now, locale) : null), [now, locale]);
  const key = `${device}|${dataFlowMode ?? ''}|${resetKey}`;
  const engine = useRef<Engine>({ key, paging: null, inFlight: false, wanted: null, failedFor: null });
  const [shown, setShown] = useState<Shown>({ key, days: {}, loading: false });
  // A new key starts over (React's "adjust state when a prop changes" pattern).
  if (shown.key !== key) setShown({ key, days: {}, loading: false });

  const pump = useCallback(() => {
    const step = (): void => {
      if (engine.current.key !== key) engine.current = { key, paging: null, inFlight: false, wanted: engine.current.wanted, failedFor: null };
      const run = engine.current;
      if (!clock || run.inFlight || run.wanted === null || run.failedFor === run.wanted) return;
      const paging = run.paging ?? startPaging(clock);
      if (!needsMoreAvailability(paging, run.wanted, clock)) return;
      const { months, paging: next } = nextAvailabilityLoad(paging, availabilityMonthsPerLoad(device, dataFlowMode), clock);
      if (months.length === 0) return;
      run.inFlight = true;
      run.paging = next;
      setShown((previous) => (previous.key === key ? { ...previous, loading: true } : previous));
      load(months).then(
        (days) => {
          if (engine.current !== run) return;
          run.inFlight = false;
          setShown((previous) => (previous.key === key ? { key, days: { ...previous.days, ...days }, loading: false } : previous));
          // The calendar may have moved on while this page loaded.
          step();
        },
        () => {
          if (engine.current !== run) return;
          run.inFlight = false;
          run.paging = paging;
          run.failedFor = run.wanted;
          setShown((previous) => (previous.key === key ? { ...previous, loading: false } : previous));
        },
      );
    };
    step();
  }, [clock, key, device, dataFlowMode, load]);

  const onMonthsShown = useCallback(
    (lastMonth: YearMonth) => {
      if (engine.current.wanted !== lastMonth) engine.current.failedFor = null;
      engine.current.wanted = lastMonth;
      pump();
    },
    [pump],
  );

  const current = shown.key === key ? shown : { days: {}, loading: false };
  return { availabilities: current.days, loading: current.loading, onMonthsShown };
}
