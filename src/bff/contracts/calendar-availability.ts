import { bffGetContract } from '../contract';
import type { CalendarAvailabilities, YearMonth } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';
import type { PaxQuery } from './pax';

/**
 * The product calendar's availability: GET /api/calendar/availability?locale&id&month&length
 * &adult&child&baby → the days of `length` months from `month` (amount in cents, minimum stay).
 */
export interface CalendarAvailabilityQuery extends PaxQuery {
  locale: Locale;
  id: number;
  month: YearMonth;
  /** Months per load (part 2 §9: 2 on desktop, 3 or 4 on mobile). */
  length: number;
}

export interface CalendarAvailabilityAnswer {
  days: CalendarAvailabilities;
}

export const calendarAvailabilityContract = bffGetContract<CalendarAvailabilityQuery, CalendarAvailabilityAnswer>('/api/calendar/availability');
