/** Bookings of the simulator: seeded ones, the checkout hand-offs, and their lookup by reference and e-mail. */
import type { HttpHandler } from 'msw';
import { lookupHandlers } from './lookup';
import { modificationHandlers } from './modification';

/** The lookup, then the booking modification (its quote and the change itself). */
export const bookingHandlers: HttpHandler[] = [...lookupHandlers, ...modificationHandlers];
export { allBookings, bookingsOfEmail, lookUpBooking } from './lookup';
export { applyModification } from './modification';
export { simulatorAmountDue, type ModificationConditionsWire } from './modification-due';
export { seededBookings, SEEDS, type StoredBooking, type BookingStatus } from './seeded';
export { customerEmailOf, newBookingReference, isEmailLike } from './hand-off';
