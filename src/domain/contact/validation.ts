import type { ContactReason } from '@/domain/model/contact';
import type { PointOfSale } from '@/domain/model/locale';
import { hasPhoneCharactersOnly, toE164 } from './phone';
import { isContactReason, needsBookingNumber } from './reasons';
import { isBookingReference } from '@/domain/model/booking-reference';

/**
 * The contact form's rules (part 2 §5), one function per field, each answering the error it
 * shows or null. The form (on blur and on submit) and the BFF route (again, server-side) both run
 * them through contactFormSchema.
 */
export type ContactFieldError = 'mandatory' | 'textOnly' | 'email' | 'phone' | 'bookingNumber' | 'tooLong';

export type ContactField = 'reason' | 'bookingNumber' | 'name' | 'email' | 'phone' | 'description';

/** What the form holds: every field a string, the reason empty until one is chosen. */
export interface ContactFormValues {
  reason: ContactReason | '';
  bookingNumber: string;
  name: string;
  email: string;
  phone: string;
  description: string;
}

/** The message once every rule passed: trimmed, the phone in E.164, no booking number when none applies. */
export interface ContactMessage {
  reason: ContactReason;
  bookingNumber: string | null;
  name: string;
  email: string;
  phone: string;
  description: string;
}

/** The generic max-length check; the inputs carry the same limits so they are rarely reached. */
export const CONTACT_MAX_LENGTH: Readonly<Record<Exclude<ContactField, 'reason' | 'bookingNumber'>, number>> = {
  name: 80,
  email: 254,
  phone: 30,
  description: 4000,
};

/** Letters of any language, with the spaces, apostrophes, hyphens and dots names are written with. */
const TEXT_ONLY = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** One @, no spaces, a dotted domain whose last label has two letters at least. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

const blank = (value: string) => value.trim() === '';

export function reasonError(value: string): ContactFieldError | null {
  return isContactReason(value) ? null : 'mandatory';
}

export function bookingNumberError(value: string, reason: string): ContactFieldError | null {
  if (isContactReason(reason) && !needsBookingNumber(reason)) return null;
  if (blank(value)) return 'mandatory';
  return isBookingReference(value) ? null : 'bookingNumber';
}

export function nameError(value: string): ContactFieldError | null {
  if (blank(value)) return 'mandatory';
  if (value.trim().length > CONTACT_MAX_LENGTH.name) return 'tooLong';
  return TEXT_ONLY.test(value.trim()) ? null : 'textOnly';
}

export function emailError(value: string): ContactFieldError | null {
  if (blank(value)) return 'mandatory';
  if (value.trim().length > CONTACT_MAX_LENGTH.email) return 'tooLong';
  return EMAIL.test(value.trim()) ? null : 'email';
}

/** Valid only with no error, an E.164 value and a value (part 2 §5 generic checks). */
export function phoneError(value: string, region: PointOfSale): ContactFieldError | null {
  if (blank(value)) return 'mandatory';
  if (value.trim().length > CONTACT_MAX_LENGTH.phone) return 'tooLong';
  if (!hasPhoneCharactersOnly(value.trim())) return 'phone';
  return toE164(value, region) === null ? 'phone' : null;
}

export function descriptionError(value: string): ContactFieldError | null {
  if (blank(value)) return 'mandatory';
  return value.trim().length > CONTACT_MAX_LENGTH.description ? 'tooLong' : null;
}

/** Every field's error, in the order the form shows them (none for a valid form). */
export function contactFormErrors(values: ContactFormValues, region: PointOfSale): Partial<Record<ContactField, ContactFieldError>> {
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};
  const found: Array<[ContactField, ContactFieldError | null]> = [
    ['reason', reasonError(values.reason)],
    ['bookingNumber', bookingNumberError(values.bookingNumber, values.reason)],
    ['name', nameError(values.name)],
    ['email', emailError(values.email)],
    ['phone', phoneError(values.phone, region)],
    ['description', descriptionError(values.description)],
  ];
  for (const [field, error] of found) if (error !== null) errors[field] = error;
  return errors;
}

/** The message a valid form sends (call only when contactFormErrors found nothing). */
export function toContactMessage(values: ContactFormValues, region: PointOfSale): ContactMessage {
  const reason = values.reason as ContactReason;
  return {
    reason,
    bookingNumber: needsBookingNumber(reason) ? values.bookingNumber.trim() : null,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: toE164(values.phone, region) ?? values.phone.trim(),
    description: values.description.trim(),
  };
}
