import { fail, ok, request, type ApiResult, type CallOptions } from '@/api/core';
import type { FoundBooking } from '@/domain/booking-lookup/booking';
import type { Locale } from '@/domain/model/locale';
import { toFoundBooking } from './reshape';
import { bookingSchema } from './schemas';

/** A lookup the API answered: the booking, or no booking for this reference and e-mail (never which part missed). */
export type BookingLookup = { kind: 'found'; booking: FoundBooking } | { kind: 'not-found' };

export interface BookingLookupParams {
  /** 8 digits. */
  reference: string;
  email: string;
  /** The site asking: the offer is named in its language. */
  locale: Locale;
}

/**
 * POST {api}/booking/lookup.json { reference, email, locale } — a booking by its reference and its
 * customer's e-mail (ours: the spec shows no path). The API's 404 BOOKING_NOT_FOUND is an answer
 * (unknown reference or another e-mail), anything else (5xx, timeout, malformed) a failure, already
 * logged. Personal data: never cached; the e-mail travels in the body, never in a URL.
 */
export async function lookUpBooking(params: BookingLookupParams, options?: CallOptions): Promise<ApiResult<BookingLookup>> {
  const result = await request({
    service: 'api',
    path: '/booking/lookup.json',
    method: 'POST',
    json: { reference: params.reference, email: params.email, locale: params.locale },
    schema: bookingSchema,
    label: { operation: 'booking lookup', location: 'booking.lookup' },
    cache: 'no-store',
    ...options,
  });
  if (result.ok) return ok({ kind: 'found', booking: toFoundBooking(result.data) });
  if (result.error.kind === 'http' && result.error.status === 404 && result.error.code === 'BOOKING_NOT_FOUND') return ok({ kind: 'not-found' });
  return fail(result.error);
}
