import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the contact message island (the button, the modal and its form; contactMessageGroup). */
export const contactFormMessages = defineMessages<{
  leaveMessage: NoMessageValues;
  allMandatory: NoMessageValues;
  reasonLabel: NoMessageValues;
  reasonPlaceholder: NoMessageValues;
  reasonAvvInfo: NoMessageValues;
  reasonBookingInfo: NoMessageValues;
  reasonEmailConf: NoMessageValues;
  reasonModification: NoMessageValues;
  reasonCancellation: NoMessageValues;
  reasonComplaint: NoMessageValues;
  reasonOther: NoMessageValues;
  bookingNumberLabel: NoMessageValues;
  bookingNumberHint: NoMessageValues;
  nameLabel: NoMessageValues;
  emailLabel: NoMessageValues;
  phoneLabel: NoMessageValues;
  descriptionLabel: NoMessageValues;
  errorMandatory: NoMessageValues;
  errorTextOnly: NoMessageValues;
  errorEmail: NoMessageValues;
  errorPhone: NoMessageValues;
  errorBookingNumber: NoMessageValues;
  errorTooLong: NoMessageValues;
  emailSuggestion: { domain: string };
  send: NoMessageValues;
  sending: NoMessageValues;
  careFailure: NoMessageValues;
  sendFailed: NoMessageValues;
  recaptchaFailed: NoMessageValues;
}>({
  leaveMessage: { id: 'contact.form.leaveMessage', defaultMessage: 'Leave us a message' },
  allMandatory: { id: 'contact.form.allMandatory', defaultMessage: 'All fields are mandatory.' },
  reasonLabel: { id: 'contact.form.reason', defaultMessage: 'Reason for your message' },
  reasonPlaceholder: { id: 'contact.form.reasonPlaceholder', defaultMessage: 'Choose a reason' },
  reasonAvvInfo: { id: 'contact.form.reason.avv_info', defaultMessage: 'A question about a hotel activity' },
  reasonBookingInfo: { id: 'contact.form.reason.booking_info', defaultMessage: 'Information about my booking' },
  reasonEmailConf: { id: 'contact.form.reason.emailconf', defaultMessage: 'I have not received my confirmation e-mail' },
  reasonModification: { id: 'contact.form.reason.modification', defaultMessage: 'Modify my booking' },
  reasonCancellation: { id: 'contact.form.reason.cancellation', defaultMessage: 'Cancel my booking' },
  reasonComplaint: { id: 'contact.form.reason.complaint', defaultMessage: 'Make a complaint' },
  reasonOther: { id: 'contact.form.reason.other', defaultMessage: 'Something else' },
  bookingNumberLabel: { id: 'contact.form.bookingNumber', defaultMessage: 'Booking number' },
  bookingNumberHint: { id: 'contact.form.bookingNumberHint', defaultMessage: 'The 8 digits of your confirmation e-mail' },
  nameLabel: { id: 'contact.form.name', defaultMessage: 'Name' },
  emailLabel: { id: 'contact.form.email', defaultMessage: 'Email' },
  phoneLabel: { id: 'contact.form.phone', defaultMessage: 'Phone' },
  descriptionLabel: { id: 'contact.form.description', defaultMessage: 'Your message' },
  errorMandatory: { id: 'contact.form.error.mandatory', defaultMessage: 'Mandatory field' },
  errorTextOnly: { id: 'contact.form.error.textOnly', defaultMessage: 'Only text is expected' },
  errorEmail: { id: 'contact.form.error.email', defaultMessage: 'Email seems incorrect' },
  errorPhone: { id: 'contact.form.error.phone', defaultMessage: 'Phone number seems incorrect' },
  errorBookingNumber: { id: 'contact.form.error.bookingNumber', defaultMessage: 'Booking number is composed of 8 digits' },
  errorTooLong: { id: 'contact.form.error.tooLong', defaultMessage: 'This field is too long' },
  emailSuggestion: { id: 'contact.form.emailSuggestion', defaultMessage: 'You mean @{domain}?' },
  send: { id: 'contact.form.send', defaultMessage: 'Send' },
  sending: { id: 'contact.form.sending', defaultMessage: 'Sending…' },
  careFailure: {
    id: 'contact.form.careFailure',
    defaultMessage: "Oops! Something went wrong. Please click on 'Send' again. If the problem persists, please consult our FAQs on the top of the page.",
  },
  sendFailed: { id: 'contact.form.sendFailed', defaultMessage: 'Your message could not be sent. Please click on Send again in a moment: what you wrote is kept.' },
  recaptchaFailed: {
    id: 'contact.form.recaptchaFailed',
    defaultMessage: 'We could not check that this message comes from a person. Please click on Send again: what you wrote is kept.',
  },
});
