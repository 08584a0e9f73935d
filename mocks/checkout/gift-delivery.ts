import { ApiError, invalidField } from '../api-error';
import { isEmailLike } from '../bookings/hand-off';
import { addDays, daysBetween, isValidIsoDay, weekdayOf } from '../catalogue/days';
import type { CountryCode } from '../catalogue/types';
import { SHIPPING_COUNTRIES } from '../product/gift';
import { isPersonName } from './traveller';
import type { GiftAddressWire, GiftDeliveryWire, GiftFormat } from './wire';

/**
 * The delivery of a gift order (contract §7, `POST {api}/checkout/{id}/delivery`), checked as a
 * back-end would. Texts are trimmed; the first field that fails is refused, 400 INVALID_PARAMETER
 * with `field`:
 *   { kind: 'digital', recipient: 'me' | 'someone',
 *     recipientName?: ≤ 60 characters ('' → null),
 *     recipientEmail?: required for 'someone', the traveller's loose e-mail rule,
 *     sendOn: 'yyyy-MM-dd', the simulator's today .. today + 365 }
 *     (for 'me' the recipient's name and e-mail are null: the buyer's e-mail is the traveller's)
 *   { kind: 'physical', address: { firstName, lastName (the names rule), street (1..120),
 *     postalCode (1..20), city (1..60), country (one of the shipping-costs table, upper case) } }
 *     fields named `address.street` and so on; the answer adds `estimate` { from, to }: 2 and 4
 *     working days (Monday to Friday) after today (part 2 §9 "Physical delivery 2-4 working days").
 * A delivery of the other format than the gift's is 409 DELIVERY_FORMAT_MISMATCH.
 */

const SEND_ON_MAX_DAYS = 365;
const RECIPIENT_NAME_MAX = 60;
const ADDRESS_LIMITS = { street: 120, postalCode: 20, city: 60 } as const;
export const DELIVERY_WORKING_DAYS = { from: 2, to: 4 } as const;

type Body = Record<string, unknown>;

/** The day `count` working days (Monday to Friday) after `day`. */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    const weekday = weekdayOf(current);
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}

export function deliveryEstimate(today: string): { from: string; to: string } {
  return { from: addWorkingDays(today, DELIVERY_WORKING_DAYS.from), to: addWorkingDays(today, DELIVERY_WORKING_DAYS.to) };
}

function optionalText(fields: Body, name: string, field: string, max: number): string | null {
  const value = fields[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim().length > max) throw invalidField(field, `${field} must be a text of at most ${max} characters`);
  return value.trim() === '' ? null : value.trim();
}

function requiredText(fields: Body, name: string, field: string, max: number): string {
  const value = optionalText(fields, name, field, max);
  if (value === null) throw invalidField(field, `${field} is required`);
  return value;
}

function digitalDelivery(fields: Body, today: string): GiftDeliveryWire {
  const recipient = fields.recipient;
  if (recipient !== 'me' && recipient !== 'someone') throw invalidField('recipient', "recipient must be 'me' or 'someone'");
  const recipientName = optionalText(fields, 'recipientName', 'recipientName', RECIPIENT_NAME_MAX);
  let recipientEmail: string | null = null;
  if (recipient === 'someone') {
    recipientEmail = requiredText(fields, 'recipientEmail', 'recipientEmail', 254);
    if (!isEmailLike(recipientEmail)) throw invalidField('recipientEmail', 'recipientEmail must be an e-mail address');
  }
  const sendOn = fields.sendOn;
  if (typeof sendOn !== 'string' || !isValidIsoDay(sendOn)) throw invalidField('sendOn', 'sendOn must be a day yyyy-MM-dd');
  const ahead = daysBetween(today, sendOn);
  if (ahead < 0 || ahead > SEND_ON_MAX_DAYS) throw invalidField('sendOn', `sendOn must be from today to ${SEND_ON_MAX_DAYS} days ahead`);
  return { kind: 'digital', recipient, recipientName: recipient === 'someone' ? recipientName : null, recipientEmail, sendOn };
}

function personName(fields: Body, name: 'firstName' | 'lastName'): string {
  const value = requiredText(fields, name, `address.${name}`, 60);
  if (!isPersonName(value)) throw invalidField(`address.${name}`, `address.${name} must be 1 to 60 letters, spaces, apostrophes or hyphens`);
  return value;
}

function physicalDelivery(fields: Body, today: string): GiftDeliveryWire {
  const raw = fields.address;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalidField('address', 'address must be an object');
  const address = raw as Body;
  const parsed: GiftAddressWire = {
    firstName: personName(address, 'firstName'),
    lastName: personName(address, 'lastName'),
    street: requiredText(address, 'street', 'address.street', ADDRESS_LIMITS.street),
    postalCode: requiredText(address, 'postalCode', 'address.postalCode', ADDRESS_LIMITS.postalCode),
    city: requiredText(address, 'city', 'address.city', ADDRESS_LIMITS.city),
    country: requiredText(address, 'country', 'address.country', 2),
  };
  if (!(SHIPPING_COUNTRIES as readonly string[]).includes(parsed.country)) {
    throw invalidField('address.country', `address.country must be one of ${SHIPPING_COUNTRIES.join(', ')}`);
  }
  return { kind: 'physical', address: parsed, estimate: deliveryEstimate(today) };
}

/** The delivery a body asks for a gift of `giftFormat`, on the simulator's `today`. */
export function parseGiftDelivery(fields: Body, giftFormat: GiftFormat, today: string): GiftDeliveryWire {
  const kind = fields.kind;
  if (kind !== 'digital' && kind !== 'physical') throw invalidField('kind', "kind must be 'digital' or 'physical'");
  if (kind !== giftFormat) throw new ApiError(409, 'DELIVERY_FORMAT_MISMATCH', `A ${giftFormat} gift cannot be delivered as ${kind}`);
  return kind === 'digital' ? digitalDelivery(fields, today) : physicalDelivery(fields, today);
}

/** The destination country a delivery's shipping is priced for (null: digital, nothing shipped). */
export function deliveryCountry(delivery: GiftDeliveryWire | null): CountryCode | null {
  return delivery?.kind === 'physical' ? (delivery.address.country as CountryCode) : null;
}
