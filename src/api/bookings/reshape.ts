import { bookingStatusOf, type FoundBooking } from '@/domain/booking-lookup/booking';
import type { BookingWire } from './schemas';

/** Wire → domain: only what the lookup page shows (the customer's details stay upstream). */
export function toFoundBooking(wire: BookingWire): FoundBooking {
  const criteria = wire.reservationCriteria;
  return {
    reference: wire.reference,
    status: bookingStatusOf(wire.status),
    locale: wire.locale,
    label: wire.label ?? null,
    hotel: wire.hotel ? { id: wire.hotel.id, label: wire.hotel.label, city: wire.hotel.city ?? null } : null,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    nights: criteria.nights,
    guests: { adult: criteria.adult, child: criteria.child, baby: criteria.baby },
    totalPrice: wire.priceInfo.totalPrice,
    currency: wire.priceInfo.currency ?? 'EUR',
    modifiable: wire.modifiable === true && bookingStatusOf(wire.status) === 'confirmed',
  };
}
