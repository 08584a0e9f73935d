import { invalidField } from '../api-error';
import { isEmailLike } from '../bookings/hand-off';
import type { Traveller } from './wire';

/**
 * The traveller of a checkout (contract §1, `POST {api}/checkout/{id}/traveller`), checked as a booking
 * back-end does: texts are trimmed, then
 *   civility     MR | MRS
 *   firstName, lastName   1..60 letters, spaces, apostrophes, hyphens (at least one letter)
 *   email        loose: one @, a dot in the domain, at most 254 characters
 *   phone        E.164: ^\+[1-9]\d{6,14}$
 *   postalCode   1..20 characters
 *   country      ISO 3166-1 alpha-2 in upper case
 * The first field that fails, in that order, is refused: 400 INVALID_PARAMETER with `field`.
 */
const NAME = /^[\p{L}\p{M}' ’-]{1,60}$/u;
const PHONE = /^\+[1-9]\d{6,14}$/;
const COUNTRY = /^[A-Z]{2}$/;

function textOf(fields: Record<string, unknown>, field: string): string {
  const value = fields[field];
  if (value === undefined || value === null || value === '') throw invalidField(field, `${field} is required`);
  if (typeof value !== 'string') throw invalidField(field, `${field} must be a string`);
  return value.trim();
}

/** The names rule: 1..60 letters, spaces, apostrophes, hyphens, at least one letter (a gift's delivery address follows it too). */
export function isPersonName(value: string): boolean {
  return NAME.test(value) && /\p{L}/u.test(value);
}

function name(fields: Record<string, unknown>, field: 'firstName' | 'lastName'): string {
  const value = textOf(fields, field);
  if (!isPersonName(value)) throw invalidField(field, `${field} must be 1 to 60 letters, spaces, apostrophes or hyphens`);
  return value;
}

export function parseTraveller(fields: Record<string, unknown>): Traveller {
  const civility = textOf(fields, 'civility');
  if (civility !== 'MR' && civility !== 'MRS') throw invalidField('civility', 'civility must be MR or MRS');
  const firstName = name(fields, 'firstName');
  const lastName = name(fields, 'lastName');
  const email = textOf(fields, 'email');
  if (!isEmailLike(email)) throw invalidField('email', 'email must be an e-mail address');
  const phone = textOf(fields, 'phone');
  if (!PHONE.test(phone)) throw invalidField('phone', 'phone must be an E.164 number, e.g. +33612345678');
  const postalCode = textOf(fields, 'postalCode');
  if (postalCode.length > 20) throw invalidField('postalCode', 'postalCode has at most 20 characters');
  const country = textOf(fields, 'country');
  if (!COUNTRY.test(country)) throw invalidField('country', 'country must be an ISO 3166-1 alpha-2 code in upper case');
  return { civility, firstName, lastName, email, phone, postalCode, country };
}
