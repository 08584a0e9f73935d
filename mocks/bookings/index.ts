/** Bookings of the simulator: seeded ones, the checkout hand-offs, and their lookup by reference and e-mail. */
export { bookingHandlers, allBookings, bookingsOfEmail, lookUpBooking } from './lookup';
export { seededBookings, SEEDS, type StoredBooking, type BookingStatus } from './seeded';
export { customerEmailOf, newBookingReference, isEmailLike } from './hand-off';
