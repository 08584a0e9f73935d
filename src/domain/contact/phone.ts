import type { PointOfSale } from '@/domain/model/locale';

/**
 * Phone numbers of the contact form (part 2 §5): only digits, spaces, parentheses, plus and minus
 * may be typed, and the number must make a valid E.164 value (the generic checks). A number typed
 * without its country code belongs to the site's country (the default region). A few lines of
 * rules instead of a phone library (hundreds of kB of metadata): the five countries of the sites
 * are checked by their national number lengths, other countries by the E.164 bounds.
 */
export const PHONE_CHARACTERS = /^[0-9 ()+-]*$/;

export function hasPhoneCharactersOnly(value: string): boolean {
  return PHONE_CHARACTERS.test(value);
}

export const COUNTRY_CALLING_CODES: Readonly<Record<PointOfSale, string>> = { FR: '33', BE: '32', NL: '31', IT: '39', ES: '34' };

/** National significant numbers (without the trunk 0) of the sites' countries. */
const NATIONAL_NUMBER: Readonly<Record<PointOfSale, RegExp>> = {
  FR: /^[1-9]\d{8}$/,
  BE: /^[1-9]\d{7,8}$/,
  NL: /^[1-9]\d{8}$/,
  // Italy keeps the leading 0 of fixed lines in the international number; mobiles start with 3.
  IT: /^(0\d{5,10}|3\d{8,9})$/,
  ES: /^[6-9]\d{8}$/,
};

/** E.164: a country code not starting with 0, at most 15 digits in all (8 at least in practice). */
const E164_DIGITS = /^[1-9]\d{7,14}$/;

function countryOf(international: string): PointOfSale | null {
  for (const [country, code] of Object.entries(COUNTRY_CALLING_CODES) as Array<[PointOfSale, string]>) {
    if (international.startsWith(code)) return country;
  }
  return null;
}

/** The number as +{country code}{national number}, or null when it cannot be a valid E.164 number. */
export function toE164(value: string, region: PointOfSale): string | null {
  const typed = value.trim();
  if (typed === '' || !hasPhoneCharactersOnly(typed)) return null;
  // A plus only in front; '+33 (0)6…' writes the trunk 0 people must not dial from abroad.
  if (typed.lastIndexOf('+') > 0) return null;
  const withoutTrunkHint = typed.replace(/\(0\)/g, '');
  const digits = withoutTrunkHint.replace(/\D/g, '');
  let international: string;
  if (withoutTrunkHint.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else {
    const national = region === 'IT' ? digits : digits.replace(/^0/, '');
    international = `${COUNTRY_CALLING_CODES[region]}${national}`;
  }
  if (!E164_DIGITS.test(international)) return null;
  const country = countryOf(international);
  if (country !== null && !NATIONAL_NUMBER[country].test(international.slice(COUNTRY_CALLING_CODES[country].length))) return null;
  return `+${international}`;
}
