import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import type { MessageDescriptor } from 'react-intl';
import type { CheckoutAdjustmentRefusal } from '@/bff/contracts/checkout-adjustment';

/** The booking step's price adjustments: the promo code and gift card fields, their refusals (the island's texts). */
export const priceAdjustmentsMessages = defineMessages<{
  title: NoMessageValues;
  promoLabel: NoMessageValues;
  promoApply: NoMessageValues;
  promoApplied: { code: string; amount: string };
  promoRemove: NoMessageValues;
  giftcardLabel: NoMessageValues;
  giftcardApply: NoMessageValues;
  giftcardUsed: { serial: string; amount: string };
  giftcardRemove: { serial: string };
  removeShort: NoMessageValues;
  unknownInsurance: NoMessageValues;
  invalidPromoCode: NoMessageValues;
  promoMinimum: NoMessageValues;
  giftcardInvalid: NoMessageValues;
  giftcardEmpty: NoMessageValues;
  giftcardAlreadyApplied: NoMessageValues;
  expired: NoMessageValues;
  booked: NoMessageValues;
  failed: NoMessageValues;
}>({
  title: { id: 'booking.adjustments.title', defaultMessage: 'Promo code and gift card' },
  promoLabel: { id: 'booking.adjustments.promoLabel', defaultMessage: 'Promo code' },
  promoApply: { id: 'booking.adjustments.promoApply', defaultMessage: 'Apply' },
  promoApplied: { id: 'booking.adjustments.promoApplied', defaultMessage: 'Code {code} applied: -{amount}' },
  promoRemove: { id: 'booking.adjustments.promoRemove', defaultMessage: 'Remove the promo code' },
  giftcardLabel: { id: 'booking.adjustments.giftcardLabel', defaultMessage: 'Gift card number' },
  giftcardApply: { id: 'booking.adjustments.giftcardApply', defaultMessage: 'Use the gift card' },
  giftcardUsed: { id: 'booking.adjustments.giftcardUsed', defaultMessage: 'Gift card {serial}: -{amount}' },
  giftcardRemove: { id: 'booking.adjustments.giftcardRemove', defaultMessage: 'Remove the gift card {serial}' },
  removeShort: { id: 'booking.adjustments.remove', defaultMessage: 'Remove' },
  unknownInsurance: { id: 'booking.adjustments.error.unknownInsurance', defaultMessage: 'This insurance is no longer offered for your stay. Please choose another one.' },
  invalidPromoCode: { id: 'booking.adjustments.error.invalidPromoCode', defaultMessage: 'This promo code is not valid.' },
  promoMinimum: { id: 'booking.adjustments.error.promoMinimum', defaultMessage: 'Your booking does not reach the minimum amount of this promo code.' },
  giftcardInvalid: { id: 'booking.adjustments.error.giftcardInvalid', defaultMessage: 'This gift card number is not valid.' },
  giftcardEmpty: { id: 'booking.adjustments.error.giftcardEmpty', defaultMessage: 'This gift card has no balance left.' },
  giftcardAlreadyApplied: { id: 'booking.adjustments.error.giftcardAlreadyApplied', defaultMessage: 'This gift card is already used for this booking.' },
  expired: { id: 'booking.adjustments.error.expired', defaultMessage: 'Your booking has expired. Please go back to the stay to book it again.' },
  booked: { id: 'booking.adjustments.error.booked', defaultMessage: 'This booking is already confirmed: it can no longer be changed.' },
  failed: { id: 'booking.adjustments.error.failed', defaultMessage: 'Oops, something went wrong. Please try again.' },
});

/** Each of the API's refusals, in the site's language. */
export const REFUSAL_MESSAGES: Readonly<Record<CheckoutAdjustmentRefusal, MessageDescriptor>> = {
  UNKNOWN_INSURANCE_OFFER: priceAdjustmentsMessages.unknownInsurance,
  INVALID_PROMO_CODE: priceAdjustmentsMessages.invalidPromoCode,
  PROMO_CODE_MINIMUM_NOT_REACHED: priceAdjustmentsMessages.promoMinimum,
  GIFTCARD_INVALID: priceAdjustmentsMessages.giftcardInvalid,
  GIFTCARD_EMPTY: priceAdjustmentsMessages.giftcardEmpty,
  GIFTCARD_ALREADY_APPLIED: priceAdjustmentsMessages.giftcardAlreadyApplied,
};
