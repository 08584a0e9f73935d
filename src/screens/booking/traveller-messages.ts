import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { messageGroup } from '@/i18n/message-group';

/** Texts of the booking step's traveller form (an island: travellerMessageGroup carries them). */
export const travellerMessages = defineMessages<{
  title: NoMessageValues;
  allMandatory: NoMessageValues;
  civility: NoMessageValues;
  civilityMr: NoMessageValues;
  civilityMrs: NoMessageValues;
  firstName: NoMessageValues;
  lastName: NoMessageValues;
  email: NoMessageValues;
  emailHint: NoMessageValues;
  phone: NoMessageValues;
  phoneHint: NoMessageValues;
  postalCode: NoMessageValues;
  country: NoMessageValues;
  terms: NoMessageValues;
  errorMandatory: NoMessageValues;
  errorTextOnly: NoMessageValues;
  errorEmail: NoMessageValues;
  errorPhone: NoMessageValues;
  errorMaxLength: { maxlength: number };
  emailSuggestion: { domain: string };
  submit: NoMessageValues;
  sending: NoMessageValues;
  refused: NoMessageValues;
  failed: NoMessageValues;
  expired: NoMessageValues;
  expiredBack: NoMessageValues;
}>({
  title: { id: 'booking.traveller.title', defaultMessage: 'Your details' },
  allMandatory: { id: 'booking.traveller.allMandatory', defaultMessage: 'All fields are mandatory.' },
  civility: { id: 'booking.traveller.civility', defaultMessage: 'Title' },
  civilityMr: { id: 'booking.traveller.civility.MR', defaultMessage: 'Mr' },
  civilityMrs: { id: 'booking.traveller.civility.MRS', defaultMessage: 'Mrs' },
  firstName: { id: 'booking.traveller.firstName', defaultMessage: 'First name' },
  lastName: { id: 'booking.traveller.lastName', defaultMessage: 'Last name' },
  email: { id: 'booking.traveller.email', defaultMessage: 'E-mail' },
  emailHint: { id: 'booking.traveller.emailHint', defaultMessage: 'Your booking confirmation is sent to this address.' },
  phone: { id: 'booking.traveller.phone', defaultMessage: 'Phone' },
  phoneHint: { id: 'booking.traveller.phoneHint', defaultMessage: 'For the hotel to reach you about your stay.' },
  postalCode: { id: 'booking.traveller.postalCode', defaultMessage: 'Postal code' },
  country: { id: 'booking.traveller.country', defaultMessage: 'Country of residence' },
  terms: { id: 'booking.traveller.terms', defaultMessage: 'I accept the general terms and conditions of sale.' },
  errorMandatory: { id: 'booking.traveller.error.mandatory', defaultMessage: 'Mandatory field' },
  errorTextOnly: { id: 'booking.traveller.error.textOnly', defaultMessage: 'Only text is expected' },
  errorEmail: { id: 'booking.traveller.error.email', defaultMessage: 'Email seems incorrect' },
  errorPhone: { id: 'booking.traveller.error.phone', defaultMessage: 'Phone number seems incorrect' },
  errorMaxLength: { id: 'booking.traveller.error.maxLength', defaultMessage: 'The field is limited to {maxlength} characters' },
  emailSuggestion: { id: 'booking.traveller.emailSuggestion', defaultMessage: 'You mean @{domain}?' },
  submit: { id: 'booking.traveller.submit', defaultMessage: 'Continue to payment' },
  sending: { id: 'booking.traveller.sending', defaultMessage: 'Saving your details…' },
  refused: { id: 'booking.traveller.refused', defaultMessage: 'Some of your details were refused. Please check them and try again.' },
  failed: { id: 'booking.traveller.failed', defaultMessage: 'Your details could not be saved. Please try again in a moment: what you typed is kept.' },
  expired: { id: 'booking.traveller.expired', defaultMessage: 'This booking has expired and nothing has been charged. Choose your stay again to book it.' },
  expiredBack: { id: 'booking.traveller.expiredBack', defaultMessage: 'Back to the stay' },
});

/** The traveller form island of the booking step. */
export const travellerMessageGroup = messageGroup('booking-traveller', [travellerMessages]);
