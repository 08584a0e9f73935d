import { CONTACT_MAX_LENGTH, emailError } from '@/domain/contact/validation';
import { isBookingReference, normaliseReference } from '@/domain/model/booking-reference';

/**
 * The booking lookup's field rules (part 2 §5 generic checks and the booking-number rule shared with
 * the contact form, §8 form messages), one owner for the form, the BFF route and the tests. Pure,
 * zod-free: the server view and the island both read them.
 */

/** What a field can be told: 'Mandatory field', 'Booking number is composed of 8 digits', 'Email seems incorrect'. */
export type LookupFieldProblem = 'required' | 'reference' | 'email';

/** RFC 5321's longest path (the contact form's limit too). */
export const MAX_EMAIL_LENGTH = CONTACT_MAX_LENGTH.email;

export function bookingReferenceProblem(typed: string): LookupFieldProblem | null {
  const reference = normaliseReference(typed);
  if (reference === '') return 'required';
  return isBookingReference(reference) ? null : 'reference';
}

/** The contact form's e-mail check (one owner, src/domain/contact): empty → 'Mandatory field', otherwise 'Email seems incorrect'. */
export function emailProblem(typed: string): LookupFieldProblem | null {
  const error = emailError(typed);
  if (error === null) return null;
  return error === 'mandatory' ? 'required' : 'email';
}
