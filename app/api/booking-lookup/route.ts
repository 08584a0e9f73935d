import { lookUpBooking } from '@/api/bookings';
import { bookingLookupSchema } from '@/bff/contracts/booking-lookup.schema';
import type { BookingLookupAnswer } from '@/bff/contracts/booking-lookup';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';

/**
 * The booking lookup form's check (contract: booking-lookup.ts): the API's booking for this
 * reference and e-mail, or not-found; a failed lookup is the BFF's 502. Never cached.
 */
export const POST = bffRoute(bookingLookupSchema, { successCacheControl: NO_STORE }, async (body) => {
  const result = await lookUpBooking(body);
  if (!result.ok) return result;
  const answer: BookingLookupAnswer = result.data.kind === 'found' ? { outcome: 'found', booking: result.data.booking } : { outcome: 'not-found' };
  return { ok: true, data: answer };
});
