import { fetchProductAvailability } from '@/api/product/calls';
import { calendarAvailabilitySchema } from '@/bff/contracts/calendar-availability.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import type { CalendarAvailabilities } from '@/domain/calendar';

/**
 * The product calendar's days in its shape (amount in cents, minimum stay). An upstream failure
 * answers 502: the calendar leaves those months empty and asks again when it moves
 * (useAvailabilityPages). Availability and prices change with every booking: never cached.
 */
export const GET = bffRoute(calendarAvailabilitySchema, { successCacheControl: NO_STORE }, async (query) => {
  const result = await fetchProductAvailability(query);
  if (!result.ok) return result;
  const days: CalendarAvailabilities = Object.fromEntries(Object.entries(result.data.days).map(([day, value]) => [day, { amount: value.amount, minLos: value.minLos }]));
  return { ok: true, data: { days } };
});
