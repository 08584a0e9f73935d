import { addDays, isIsoDay } from '../calendar/iso-day';
import { nameError, postalCodeError, travellerEmailError, type TravellerFieldError } from '../checkout/traveller-details';
import { POINTS_OF_SALE, type PointOfSale } from '../model/locale';
import { limitInput, textLength, type LimitedInput } from './personalisation';
import type { GiftDeliveryRequest } from './gift-order';

/**
 * A gift order's delivery on the booking step (contract §7, part 1 §5, §9): a digital gift is sent
 * to the buyer or to someone (their name and e-mail) on a day from today to a year ahead; a physical
 * one is posted to an address in a country of the shipping-costs table. One rule per field, each
 * answering the error code the form translates, or null: the form's resolver and the BFF route's
 * zod schema both run giftDeliveryErrors. The names, e-mail and postal code rules are the
 * traveller's (one owner per rule).
 */

export type GiftDeliveryField = 'recipient' | 'recipientName' | 'recipientEmail' | 'sendOn' | 'firstName' | 'lastName' | 'street' | 'postalCode' | 'city' | 'country';

/** The traveller's error codes, and 'date' for a send date outside what can be chosen. */
export type GiftDeliveryFieldError = TravellerFieldError | 'date';

/** The fields of each kind in the form's order (the first with an error takes the focus). */
export const DIGITAL_DELIVERY_FIELDS: readonly GiftDeliveryField[] = ['recipient', 'recipientName', 'recipientEmail', 'sendOn'];
export const PHYSICAL_DELIVERY_FIELDS: readonly GiftDeliveryField[] = ['firstName', 'lastName', 'street', 'postalCode', 'city', 'country'];

/** Typing beyond these is refused, as in the traveller's fields (the postal code's 20: part 1 §5). */
export const GIFT_DELIVERY_MAX_LENGTH = { recipientName: 60, firstName: 60, lastName: 60, street: 120, postalCode: 20, city: 60 } as const;
export type LimitedDeliveryField = keyof typeof GIFT_DELIVERY_MAX_LENGTH;

/** The send date: from today to a year ahead (the API's bound). */
export const SEND_ON_MAX_DAYS = 365;

/** The countries a parcel goes to: those of the shipping-costs table (the sites' countries). */
export const GIFT_SHIPPING_COUNTRIES: readonly PointOfSale[] = POINTS_OF_SALE;

/** What the form holds, both kinds' fields as typed (only the gift's format's fields are read). */
export interface GiftDeliveryFormValues {
  recipient: 'me' | 'someone';
  recipientName: string;
  recipientEmail: string;
  sendOn: string;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The form for a gift: what the API keeps, else sent to the buyer today / an address in the site's country. */
export function giftDeliveryFormOf(delivery: GiftDeliveryRequest | null, today: string, region: PointOfSale): GiftDeliveryFormValues {
  const empty: GiftDeliveryFormValues = { recipient: 'me', recipientName: '', recipientEmail: '', sendOn: today, firstName: '', lastName: '', street: '', postalCode: '', city: '', country: region };
  if (delivery === null) return empty;
  if (delivery.kind === 'physical') return { ...empty, ...delivery.address };
  // A send date kept from another day that has passed since: today.
  return { ...empty, recipient: delivery.recipient, recipientName: delivery.recipientName ?? '', recipientEmail: delivery.recipientEmail ?? '', sendOn: delivery.sendOn < today ? today : delivery.sendOn };
}

/** The last day the e-voucher can be sent on. */
export function lastSendOn(today: string): string {
  return addDays(today, SEND_ON_MAX_DAYS);
}

export function sendOnError(value: string, today: string): GiftDeliveryFieldError | null {
  if (value.trim() === '') return 'mandatory';
  if (!isIsoDay(value)) return 'date';
  return value < today || value > lastSendOn(today) ? 'date' : null;
}

function textError(value: string, max: number): GiftDeliveryFieldError | null {
  if (value.trim() === '') return 'mandatory';
  return textLength(value.trim()) > max ? 'maxLength' : null;
}

export function shippingCountryError(value: string): GiftDeliveryFieldError | null {
  return (GIFT_SHIPPING_COUNTRIES as readonly string[]).includes(value) ? null : 'mandatory';
}

/** Every error of the format's fields, in the form's order (none for a valid delivery). */
export function giftDeliveryErrors(values: GiftDeliveryFormValues, format: 'digital' | 'physical', today: string): Partial<Record<GiftDeliveryField, GiftDeliveryFieldError>> {
  const found: Partial<Record<GiftDeliveryField, GiftDeliveryFieldError | null>> =
    format === 'digital'
      ? {
          recipient: values.recipient === 'me' || values.recipient === 'someone' ? null : 'mandatory',
          recipientName: values.recipient === 'someone' ? nameError(values.recipientName) : null,
          recipientEmail: values.recipient === 'someone' ? travellerEmailError(values.recipientEmail) : null,
          sendOn: sendOnError(values.sendOn, today),
        }
      : {
          firstName: nameError(values.firstName),
          lastName: nameError(values.lastName),
          street: textError(values.street, GIFT_DELIVERY_MAX_LENGTH.street),
          postalCode: postalCodeError(values.postalCode),
          city: textError(values.city, GIFT_DELIVERY_MAX_LENGTH.city),
          country: shippingCountryError(values.country),
        };
  const errors: Partial<Record<GiftDeliveryField, GiftDeliveryFieldError>> = {};
  for (const field of format === 'digital' ? DIGITAL_DELIVERY_FIELDS : PHYSICAL_DELIVERY_FIELDS) {
    const error = found[field];
    if (error) errors[field] = error;
  }
  return errors;
}

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/** The delivery a valid form sends (call only when giftDeliveryErrors found nothing). */
export function toGiftDelivery(values: GiftDeliveryFormValues, format: 'digital' | 'physical'): GiftDeliveryRequest {
  if (format === 'physical') {
    return {
      kind: 'physical',
      address: { firstName: tidy(values.firstName), lastName: tidy(values.lastName), street: tidy(values.street), postalCode: tidy(values.postalCode), city: tidy(values.city), country: values.country },
    };
  }
  const someone = values.recipient === 'someone';
  return {
    kind: 'digital',
    recipient: values.recipient,
    recipientName: someone ? tidy(values.recipientName) : null,
    recipientEmail: someone ? values.recipientEmail.trim() : null,
    sendOn: values.sendOn,
  };
}

/** Typing into a limited field: what it keeps, and whether a keystroke was refused. */
export function limitDeliveryInput(field: LimitedDeliveryField, previous: string, next: string): LimitedInput {
  return limitInput(previous, next, GIFT_DELIVERY_MAX_LENGTH[field]);
}

/**
 * The API's refusal of a field (400 INVALID_PARAMETER, `field` such as `address.postalCode` or
 * `recipientEmail`): the form field it names, else null.
 */
export function deliveryFieldOfApi(field: unknown): GiftDeliveryField | null {
  if (typeof field !== 'string') return null;
  const name = field.startsWith('address.') ? field.slice('address.'.length) : field;
  return ([...DIGITAL_DELIVERY_FIELDS, ...PHYSICAL_DELIVERY_FIELDS] as string[]).includes(name) ? (name as GiftDeliveryField) : null;
}

/** What an API refusal of a field tells the buyer (the API does not say which of its rules failed). */
export const API_DELIVERY_FIELD_ERROR: Readonly<Record<GiftDeliveryField, GiftDeliveryFieldError>> = {
  recipient: 'mandatory',
  recipientName: 'textOnly',
  recipientEmail: 'email',
  sendOn: 'date',
  firstName: 'textOnly',
  lastName: 'textOnly',
  street: 'maxLength',
  postalCode: 'maxLength',
  city: 'maxLength',
  country: 'mandatory',
};
