import 'server-only';
import { z } from 'zod';
import { BOOKING_CHECKOUT_PARAM, BOOKING_HOTEL_PARAM } from '@/bff/contracts/checkout-init';
import { CHECKOUT_ID_PATTERN } from '@/domain/booking';

/**
 * The booking route's query, read on the server: one `checkoutId` (BOOKING_CHECKOUT_PARAM) of the
 * domain's pattern. Missing, repeated, empty, over-long or with another character: no id (the
 * page then says the booking was not found; nothing is asked of the API).
 */
const bookingQuerySchema = z.object({ [BOOKING_CHECKOUT_PARAM]: z.string().regex(CHECKOUT_ID_PATTERN) });

export function checkoutIdOf(searchParams: Readonly<Record<string, string | string[] | undefined>>): string | null {
  const parsed = bookingQuerySchema.safeParse(searchParams);
  return parsed.success ? parsed.data[BOOKING_CHECKOUT_PARAM] : null;
}

const hotelQuerySchema = z.object({ [BOOKING_HOTEL_PARAM]: z.string().regex(/^[1-9][0-9]{0,14}$/).transform(Number) });

/** The hotel page the booking started from (BOOKING_HOTEL_PARAM), when the query names one well formed. */
export function startHotelIdOf(searchParams: Readonly<Record<string, string | string[] | undefined>>): number | null {
  const parsed = hotelQuerySchema.safeParse(searchParams);
  return parsed.success ? parsed.data[BOOKING_HOTEL_PARAM] : null;
}
