import { bffGetContract } from '../contract';
import type { CalendarAvailabilities, YearMonth } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';

/**
 * The hotel calendar's availability (part 2 §7 hotel availabilities, §9 "hotel calendar loads 12
 * months"): GET /api/calendar/hotel-availability?locale&hotelId&month → the days of the 12 months
 * from `month` (the cheapest minimum stay of the hotel per day: amount in cents, minimum nights).
 * The hotel call takes no guests: its prices are the hotel's, whatever the party.
 */
export interface CalendarHotelAvailabilityQuery {
  locale: Locale;
  hotelId: number;
  month: YearMonth;
}

export interface CalendarHotelAvailabilityAnswer {
  days: CalendarAvailabilities;
}

export const calendarHotelAvailabilityContract = bffGetContract<CalendarHotelAvailabilityQuery, CalendarHotelAvailabilityAnswer>('/api/calendar/hotel-availability');
