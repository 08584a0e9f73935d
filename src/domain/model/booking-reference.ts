/**
 * A booking number (part 2 §5: 'Booking number is composed of 8 digits'): the one rule the contact
 * form, the booking lookup and their server routes share. Spaces around a typed or pasted number are
 * not part of it.
 */
const BOOKING_REFERENCE = /^\d{8}$/;

export function normaliseReference(typed: string): string {
  return typed.trim();
}

export function isBookingReference(value: string): boolean {
  return BOOKING_REFERENCE.test(normaliseReference(value));
}
