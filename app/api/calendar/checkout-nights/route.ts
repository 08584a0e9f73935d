import { fetchPackageCheckoutNights } from '@/api/product/calls';
import { calendarCheckoutNightsSchema } from '@/bff/contracts/calendar-checkout-nights.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { nightsRangeOf } from '@/domain/calendar';

/** The nights bookable from a check-in. An upstream failure answers 502: the calendar clears the range silently (part 1 §8). */
export const GET = bffRoute(calendarCheckoutNightsSchema, { successCacheControl: NO_STORE }, async (query) => {
  const result = await fetchPackageCheckoutNights(query);
  if (!result.ok) return result;
  return { ok: true, data: { range: result.data.range ?? nightsRangeOf(result.data.nights) } };
});
