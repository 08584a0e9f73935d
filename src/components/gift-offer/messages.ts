import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the gift offer dialog (shipped to the browser with giftOfferMessageGroup). */
export const giftOfferMessages = defineMessages<{
  formatLegend: NoMessageValues;
  formatDigital: NoMessageValues;
  formatDigitalHint: NoMessageValues;
  formatPhysical: NoMessageValues;
  physicalUnavailable: NoMessageValues;
  physicalChecking: NoMessageValues;
  deliveryFee: { amount: string };
  freeDelivery: NoMessageValues;
  deliveryDays: { min: number; max: number };
  personalisationLegend: NoMessageValues;
  personalisationHint: NoMessageValues;
  fromName: NoMessageValues;
  message: NoMessageValues;
  optional: NoMessageValues;
  messageHint: NoMessageValues;
  mandatory: NoMessageValues;
  textOnly: NoMessageValues;
  maxLength: { maxlength: number };
  summary: NoMessageValues;
}>({
  formatLegend: { id: 'giftOffer.formatLegend', defaultMessage: 'Gift format' },
  formatDigital: { id: 'giftOffer.formatDigital', defaultMessage: 'Digital' },
  formatDigitalHint: { id: 'giftOffer.formatDigitalHint', defaultMessage: 'Sent by e-mail, free' },
  formatPhysical: { id: 'giftOffer.formatPhysical', defaultMessage: 'Physical (gift box)' },
  physicalUnavailable: { id: 'giftOffer.physicalUnavailable', defaultMessage: 'Victim of its success, the physical format is coming back soon!' },
  physicalChecking: { id: 'giftOffer.physicalChecking', defaultMessage: 'Checking delivery costs…' },
  deliveryFee: { id: 'giftOffer.deliveryFee', defaultMessage: '+{amount}' },
  freeDelivery: { id: 'giftOffer.freeDelivery', defaultMessage: 'Free delivery' },
  deliveryDays: { id: 'giftOffer.deliveryDays', defaultMessage: 'Delivered in {min}-{max} working days' },
  personalisationLegend: { id: 'giftOffer.personalisationLegend', defaultMessage: 'Personalise your gift' },
  personalisationHint: { id: 'giftOffer.personalisationHint', defaultMessage: 'Your name and your message appear on the gift.' },
  fromName: { id: 'giftOffer.fromName', defaultMessage: 'From' },
  message: { id: 'giftOffer.message', defaultMessage: 'Your message' },
  optional: { id: 'giftOffer.optional', defaultMessage: '(optional)' },
  messageHint: { id: 'giftOffer.messageHint', defaultMessage: 'Max. 180 characters' },
  mandatory: { id: 'giftOffer.error.mandatory', defaultMessage: 'Mandatory field' },
  textOnly: { id: 'giftOffer.error.textOnly', defaultMessage: 'Only text is expected' },
  maxLength: { id: 'giftOffer.error.maxLength', defaultMessage: 'The field is limited to {maxlength} characters' },
  summary: { id: 'giftOffer.summary', defaultMessage: 'Price summary' },
});
