import { bffGet } from '@/bff/client';
import { calendarHotelAvailabilityContract } from '@/bff/contracts/calendar-hotel-availability';
import type { AvailabilityPageLoader } from '@/components/calendar/use-availability-pages';
import type { CalendarAvailabilities, YearMonth } from '@/domain/calendar';
import { hotelCalendarWindow, windowCovers, type MonthWindow } from '@/domain/hotel';
import type { Locale } from '@/domain/model/locale';

/** One hotel availability call: the days of 12 months from `month` (rejects when the call fails). */
export type HotelWindowFetch = (month: YearMonth) => Promise<CalendarAvailabilities>;

export interface HotelCalendarSource {
  locale: Locale;
  hotelId: number;
}

const fetchWindowOver =
  ({ locale, hotelId }: HotelCalendarSource): HotelWindowFetch =>
  async (month) =>
    (await bffGet(calendarHotelAvailabilityContract, { locale, hotelId, month })).days;

/**
 * The hotel calendar's page loader (for useAvailabilityPages): the first page asks the hotel call
 * for 12 months (part 2 §9 "hotel calendar loads 12 months"); the following pages inside that
 * window are read from the same answer, a page past it asks a new window. A failed call is
 * forgotten, so the page is asked again when the calendar moves (the hook's retry).
 */
export function hotelAvailabilityPageLoader(source: HotelCalendarSource, fetchWindow: HotelWindowFetch = fetchWindowOver(source)): AvailabilityPageLoader {
  let cached: { window: MonthWindow; days: Promise<CalendarAvailabilities> } | null = null;
  return async (months) => {
    const first = months[0];
    if (first === undefined) return {};
    if (cached === null || !windowCovers(cached.window, months)) {
      const entry = { window: hotelCalendarWindow(first), days: fetchWindow(first) };
      cached = entry;
      entry.days.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    // The whole window is handed over: its other months show their prices at once.
    return cached.days;
  };
}
