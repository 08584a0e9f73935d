import { bffPostContract } from '../contract';
import type { FoundBooking } from '@/domain/booking-lookup/booking';
import type { Locale } from '@/domain/model/locale';

/**
 * The booking lookup form: POST /api/booking-lookup { locale, reference, email } → the booking, or
 * 'not-found' when no booking has this reference with this e-mail (the API never says which part
 * missed, nor does the page). A lookup that failed is the BFF's 502 (upstream): the form says the
 * check could not be made. Personal data: never cached, and a POST so the e-mail stays out of URLs.
 */
export interface BookingLookupBody {
  locale: Locale;
  /** 8 digits (spaces around are removed by the route). */
  reference: string;
  email: string;
}

export type BookingLookupAnswer = { outcome: 'found'; booking: FoundBooking } | { outcome: 'not-found' };

export const bookingLookupContract = bffPostContract<BookingLookupBody, BookingLookupAnswer>('/api/booking-lookup');
