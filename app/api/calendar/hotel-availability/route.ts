import { fetchHotelAvailabilities } from '@/api/product/calls';
import { calendarHotelAvailabilitySchema } from '@/bff/contracts/calendar-hotel-availability.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import type { CalendarAvailabilities } from '@/domain/calendar';
import { hotelCalendarWindow } from '@/domain/hotel';

/**
 * The hotel calendar's days, 12 months from the month asked (part 2 §9), in the calendar's shape.
 * An upstream failure answers 502: the calendar shows those months without prices (not
 * selectable) and asks again when it moves. Availability changes with every booking: never cached.
 */
export const GET = bffRoute(calendarHotelAvailabilitySchema, { successCacheControl: NO_STORE }, async ({ locale, hotelId, month }) => {
  const { first, length } = hotelCalendarWindow(month);
  const result = await fetchHotelAvailabilities({ hotelId, locale, month: first, length });
  if (!result.ok) return result;
  const days: CalendarAvailabilities = Object.fromEntries(Object.entries(result.data.days).map(([day, value]) => [day, { amount: value.amount, minLos: value.minLos }]));
  return { ok: true, data: { days } };
});
