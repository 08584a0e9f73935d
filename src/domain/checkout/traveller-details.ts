import { CONTACT_MAX_LENGTH, emailError, phoneError } from '@/domain/contact/validation';
import { toE164 } from '@/domain/contact/phone';
import { isTextOnly, limitInput, textLength, type LimitedInput } from '@/domain/gift/personalisation';
import type { Civility, Traveller } from '@/domain/model/checkout';
import { POINTS_OF_SALE, type PointOfSale } from '@/domain/model/locale';

/**
 * The booking step's traveller details (part 1 §5, part 2 §5 generic checks, §8 form messages):
 * one rule per field, each answering the error code the form translates, or null. The form
 * (react-hook-form, on blur and on submit) and the BFF route (server-side, again) both run them
 * through the zod schemas below. The e-mail, phone and text-only checks are the contact and gift
 * forms' own (src/domain/contact, src/domain/gift): one owner per rule.
 */

export type TravellerField = 'civility' | 'firstName' | 'lastName' | 'email' | 'phone' | 'postalCode' | 'country' | 'termsAccepted';

/** 'Mandatory field', 'Only text is expected', 'Email seems incorrect', 'Phone number seems incorrect', 'The field is limited to {maxlength} characters'. */
export type TravellerFieldError = 'mandatory' | 'textOnly' | 'email' | 'phone' | 'maxLength';

/** The fields in the order the form shows them: the first with an error takes the focus on submit. */
export const TRAVELLER_FIELDS: readonly TravellerField[] = ['civility', 'firstName', 'lastName', 'email', 'phone', 'postalCode', 'country', 'termsAccepted'];

export const CIVILITIES: readonly Civility[] = ['MR', 'MRS'];

/** Limits of the fields people type; typing beyond them is refused (part 1 §5, like the postal code). */
export const TRAVELLER_MAX_LENGTH = { firstName: 60, lastName: 60, postalCode: 20 } as const;
export type LimitedTravellerField = keyof typeof TRAVELLER_MAX_LENGTH;
/** The e-mail's limit (the contact form's, RFC 5321's longest path): checked, not enforced while typing. */
export const TRAVELLER_EMAIL_MAX_LENGTH = CONTACT_MAX_LENGTH.email;

/**
 * The countries a traveller can live in (ISO 3166-1 alpha-2): the sites' countries first, then the
 * neighbours most travellers come from. Names are the browser's (Intl.DisplayNames), in the site's language.
 */
export const TRAVELLER_COUNTRIES: readonly string[] = [
  ...POINTS_OF_SALE,
  'LU',
  'DE',
  'CH',
  'GB',
  'PT',
  'AT',
  'IE',
  'MC',
  'DK',
  'SE',
  'NO',
  'FI',
  'PL',
  'CZ',
  'GR',
  'US',
  'CA',
];

/** What the form holds: every field as typed, civility empty until one is chosen. */
export interface TravellerFormValues {
  civility: Civility | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postalCode: string;
  country: string;
  termsAccepted: boolean;
}

/** An empty form on a site: its country chosen (the traveller most likely lives there). */
export function emptyTravellerForm(region: PointOfSale): TravellerFormValues {
  return { civility: '', firstName: '', lastName: '', email: '', phone: '', postalCode: '', country: region, termsAccepted: false };
}

/** The form filled with details the API already keeps (the traveller came back to the step). */
export function travellerFormOf(traveller: Traveller): TravellerFormValues {
  return { ...traveller, termsAccepted: false };
}

const blank = (value: string) => value.trim() === '';

export function civilityError(value: string): TravellerFieldError | null {
  return (CIVILITIES as readonly string[]).includes(value) ? null : 'mandatory';
}

/** First and last name: required, text only (letters, spaces, apostrophes, hyphens; a letter at least), 60 at most. */
export function nameError(value: string): TravellerFieldError | null {
  if (blank(value)) return 'mandatory';
  if (!isTextOnly(value.trim()) || !/\p{L}/u.test(value)) return 'textOnly';
  return textLength(value.trim()) > TRAVELLER_MAX_LENGTH.firstName ? 'maxLength' : null;
}

/** The contact form's check (required, max length, format); the domain correction is a suggestion, never an error. */
export function travellerEmailError(value: string): TravellerFieldError | null {
  const error = emailError(value);
  if (error === null) return null;
  return error === 'mandatory' ? 'mandatory' : error === 'tooLong' ? 'maxLength' : 'email';
}

/** Valid only as an E.164 number; one typed without its country code belongs to the site's country. */
export function travellerPhoneError(value: string, region: PointOfSale): TravellerFieldError | null {
  const error = phoneError(value, region);
  if (error === null) return null;
  return error === 'mandatory' ? 'mandatory' : 'phone';
}

export function postalCodeError(value: string): TravellerFieldError | null {
  if (blank(value)) return 'mandatory';
  return textLength(value.trim()) > TRAVELLER_MAX_LENGTH.postalCode ? 'maxLength' : null;
}

export function countryError(value: string): TravellerFieldError | null {
  return TRAVELLER_COUNTRIES.includes(value) ? null : 'mandatory';
}

export function termsError(accepted: boolean): TravellerFieldError | null {
  return accepted ? null : 'mandatory';
}

/** Every field's error, in the form's order (none for a valid form). */
export function travellerFormErrors(values: TravellerFormValues, region: PointOfSale): Partial<Record<TravellerField, TravellerFieldError>> {
  const found: Record<TravellerField, TravellerFieldError | null> = {
    civility: civilityError(values.civility),
    firstName: nameError(values.firstName),
    lastName: nameError(values.lastName),
    email: travellerEmailError(values.email),
    phone: travellerPhoneError(values.phone, region),
    postalCode: postalCodeError(values.postalCode),
    country: countryError(values.country),
    termsAccepted: termsError(values.termsAccepted),
  };
  const errors: Partial<Record<TravellerField, TravellerFieldError>> = {};
  for (const field of TRAVELLER_FIELDS) {
    const error = found[field];
    if (error !== null) errors[field] = error;
  }
  return errors;
}

/** Spaces as people mean them: trimmed, one between words. */
const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/** The details a valid form sends: tidied, the phone in E.164 (call only when travellerFormErrors found nothing). */
export function toTraveller(values: TravellerFormValues, region: PointOfSale): Traveller {
  return {
    civility: values.civility as Civility,
    firstName: tidy(values.firstName),
    lastName: tidy(values.lastName),
    email: values.email.trim(),
    phone: toE164(values.phone, region) ?? values.phone.trim(),
    postalCode: tidy(values.postalCode),
    country: values.country,
  };
}

/** Typing into a limited field: what it keeps, and whether a keystroke was refused (the gift form's rule). */
export function limitTravellerInput(field: LimitedTravellerField, previous: string, next: string): LimitedInput {
  return limitInput(previous, next, TRAVELLER_MAX_LENGTH[field]);
}

/**
 * What the API's refusal of a field (400 INVALID_PARAMETER with `field`) tells the traveller: the
 * field's format message ('Only text is expected' for a name, …), since the API does not say which
 * of its rules failed.
 */
export const API_FIELD_ERROR: Readonly<Record<Exclude<TravellerField, 'termsAccepted'>, TravellerFieldError>> = {
  civility: 'mandatory',
  firstName: 'textOnly',
  lastName: 'textOnly',
  email: 'email',
  phone: 'phone',
  postalCode: 'maxLength',
  country: 'mandatory',
};

export function isTravellerApiField(value: unknown): value is keyof typeof API_FIELD_ERROR {
  return typeof value === 'string' && Object.hasOwn(API_FIELD_ERROR, value);
}
