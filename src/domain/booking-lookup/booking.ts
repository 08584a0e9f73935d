import type { Locale } from '@/domain/model/locale';

/** A booking as the lookup shows it (the simulator's booking, mocks/bookings). Prices in cents, days ISO. */
export type BookingStatus = 'confirmed' | 'awaiting-payment' | 'cancelled' | 'completed' | 'processing';

export interface FoundBooking {
  reference: string;
  status: BookingStatus;
  /** The site it was booked on. */
  locale: Locale;
  /** The offer booked, in the asking site's language; null when the API gave none. */
  label: string | null;
  hotel: { id: number; label: string; city: string | null } | null;
  checkin: string;
  checkout: string;
  nights: number;
  guests: { adult: number; child: number; baby: number };
  totalPrice: number;
  currency: string;
  /** Its dates can be changed now (the API's word: a confirmed booking before its cancellation deadline). */
  modifiable: boolean;
}

const STATUSES: Readonly<Record<string, BookingStatus>> = {
  CONFIRMED: 'confirmed',
  AWAITING_PAYMENT: 'awaiting-payment',
  CANCELLED: 'cancelled',
  COMPLETED: 'completed',
};

/**
 * The API's status as the page names it. A status this storefront does not know yet is shown as
 * 'being processed' rather than refusing the whole booking.
 */
export function bookingStatusOf(wire: string): BookingStatus {
  return STATUSES[wire.toUpperCase()] ?? 'processing';
}
