import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The lookup form and the booking it finds (client island). */
export const lookupFormMessages = defineMessages<{
  referenceLabel: NoMessageValues;
  referenceHint: NoMessageValues;
  emailLabel: NoMessageValues;
  emailSuggestion: { domain: string };
  valid: NoMessageValues;
  submit: NoMessageValues;
  searching: NoMessageValues;
  required: NoMessageValues;
  reference: NoMessageValues;
  email: NoMessageValues;
  notFound: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  referenceLabel: { id: 'bookingLookup.form.reference', defaultMessage: 'Booking number' },
  referenceHint: { id: 'bookingLookup.form.referenceHint', defaultMessage: 'The 8 digits given in your booking confirmation e-mail' },
  emailLabel: { id: 'bookingLookup.form.email', defaultMessage: 'E-mail address' },
  emailSuggestion: { id: 'bookingLookup.form.emailSuggestion', defaultMessage: 'You mean @{domain}?' },
  valid: { id: 'bookingLookup.form.valid', defaultMessage: 'Valid' },
  submit: { id: 'bookingLookup.form.submit', defaultMessage: 'Find my booking' },
  searching: { id: 'bookingLookup.form.searching', defaultMessage: 'Looking for your booking…' },
  required: { id: 'bookingLookup.form.error.required', defaultMessage: 'Mandatory field' },
  reference: { id: 'bookingLookup.form.error.reference', defaultMessage: 'Booking number is composed of 8 digits' },
  email: { id: 'bookingLookup.form.error.email', defaultMessage: 'Email seems incorrect' },
  notFound: {
    id: 'bookingLookup.form.error.notFound',
    defaultMessage: 'We could not find a booking with this booking number and e-mail address. Please check both and try again.',
  },
  unavailable: { id: 'bookingLookup.form.error.unavailable', defaultMessage: 'We could not look up your booking right now. Please try again in a moment.' },
});

/** The booking found. */
export const foundBookingMessages = defineMessages<{
  title: { reference: string };
  status: NoMessageValues;
  confirmed: NoMessageValues;
  awaitingPayment: NoMessageValues;
  cancelled: NoMessageValues;
  completed: NoMessageValues;
  processing: NoMessageValues;
  offer: NoMessageValues;
  hotel: NoMessageValues;
  checkin: NoMessageValues;
  checkout: NoMessageValues;
  length: NoMessageValues;
  nights: { nights: number };
  guests: NoMessageValues;
  adults: { count: number };
  children: { count: number };
  babies: { count: number };
  total: NoMessageValues;
}>({
  title: { id: 'bookingLookup.booking.title', defaultMessage: 'Booking {reference}' },
  status: { id: 'bookingLookup.booking.status', defaultMessage: 'Booking status' },
  confirmed: { id: 'bookingLookup.booking.status.confirmed', defaultMessage: 'Confirmed' },
  awaitingPayment: { id: 'bookingLookup.booking.status.awaitingPayment', defaultMessage: 'Awaiting payment' },
  cancelled: { id: 'bookingLookup.booking.status.cancelled', defaultMessage: 'Cancelled' },
  completed: { id: 'bookingLookup.booking.status.completed', defaultMessage: 'Stay completed' },
  processing: { id: 'bookingLookup.booking.status.processing', defaultMessage: 'Being processed' },
  offer: { id: 'bookingLookup.booking.offer', defaultMessage: 'Your stay' },
  hotel: { id: 'bookingLookup.booking.hotel', defaultMessage: 'Your hotel' },
  checkin: { id: 'bookingLookup.booking.checkin', defaultMessage: 'Check-in' },
  checkout: { id: 'bookingLookup.booking.checkout', defaultMessage: 'Check-out' },
  length: { id: 'bookingLookup.booking.length', defaultMessage: 'Length of stay' },
  nights: { id: 'bookingLookup.booking.nights', defaultMessage: '{nights, plural, one {# night} other {# nights}}' },
  guests: { id: 'bookingLookup.booking.guests', defaultMessage: 'Guests' },
  adults: { id: 'bookingLookup.booking.adults', defaultMessage: '{count, plural, one {# adult} other {# adults}}' },
  children: { id: 'bookingLookup.booking.children', defaultMessage: '{count, plural, one {# child} other {# children}}' },
  babies: { id: 'bookingLookup.booking.babies', defaultMessage: '{count, plural, one {# baby} other {# babies}}' },
  total: { id: 'bookingLookup.booking.total', defaultMessage: 'Total price' },
});
