import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** A found booking's change of dates (client island). */
export const modifyDatesMessages = defineMessages<{
  open: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  checkin: NoMessageValues;
  nights: NoMessageValues;
  fewerNights: NoMessageValues;
  moreNights: NoMessageValues;
  quote: NoMessageValues;
  quoting: NoMessageValues;
  newDates: { checkin: string; checkout: string; nights: number };
  newTotal: NoMessageValues;
  currentTotal: NoMessageValues;
  amountDue: NoMessageValues;
  nothingDue: NoMessageValues;
  confirmFree: NoMessageValues;
  confirmPay: { amount: string };
  confirming: NoMessageValues;
  cancel: NoMessageValues;
  done: NoMessageValues;
  invalidDay: NoMessageValues;
  datesUnavailable: NoMessageValues;
  unchanged: NoMessageValues;
  notModifiable: NoMessageValues;
  notFound: NoMessageValues;
  bookingChanged: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  open: { id: 'bookingLookup.modify.open', defaultMessage: 'Change the dates' },
  title: { id: 'bookingLookup.modify.title', defaultMessage: 'Change the dates of your stay' },
  intro: {
    id: 'bookingLookup.modify.intro',
    defaultMessage: 'Choose a new check-in date and the number of nights. We show you the new price and what remains to pay before anything changes.',
  },
  checkin: { id: 'bookingLookup.modify.checkin', defaultMessage: 'New check-in date' },
  nights: { id: 'bookingLookup.modify.nights', defaultMessage: 'Number of nights' },
  fewerNights: { id: 'bookingLookup.modify.fewerNights', defaultMessage: 'One night less' },
  moreNights: { id: 'bookingLookup.modify.moreNights', defaultMessage: 'One night more' },
  quote: { id: 'bookingLookup.modify.quote', defaultMessage: 'See the new price' },
  quoting: { id: 'bookingLookup.modify.quoting', defaultMessage: 'Pricing your new dates…' },
  newDates: {
    id: 'bookingLookup.modify.newDates',
    defaultMessage: 'From {checkin} to {checkout} ({nights, plural, one {# night} other {# nights}})',
  },
  newTotal: { id: 'bookingLookup.modify.newTotal', defaultMessage: 'New price of the stay' },
  currentTotal: { id: 'bookingLookup.modify.currentTotal', defaultMessage: 'Current price' },
  amountDue: { id: 'bookingLookup.modify.amountDue', defaultMessage: 'To pay for the change' },
  nothingDue: { id: 'bookingLookup.modify.nothingDue', defaultMessage: 'Nothing to pay for this change.' },
  confirmFree: { id: 'bookingLookup.modify.confirmFree', defaultMessage: 'Confirm the new dates' },
  confirmPay: { id: 'bookingLookup.modify.confirmPay', defaultMessage: 'Confirm and pay {amount}' },
  confirming: { id: 'bookingLookup.modify.confirming', defaultMessage: 'Changing your booking…' },
  cancel: { id: 'bookingLookup.modify.cancel', defaultMessage: 'Keep my dates' },
  done: { id: 'bookingLookup.modify.done', defaultMessage: 'Your booking is modified. A confirmation e-mail is on its way.' },
  invalidDay: { id: 'bookingLookup.modify.invalidDay', defaultMessage: 'Please choose a check-in date.' },
  datesUnavailable: { id: 'bookingLookup.modify.datesUnavailable', defaultMessage: 'Your stay cannot be booked on these dates. Please choose other dates.' },
  unchanged: { id: 'bookingLookup.modify.unchanged', defaultMessage: 'Your booking already has these dates.' },
  notModifiable: { id: 'bookingLookup.modify.notModifiable', defaultMessage: 'This booking can no longer be changed online. Our customer service can help you.' },
  notFound: { id: 'bookingLookup.modify.notFound', defaultMessage: 'We could not find this booking any more. Please look it up again.' },
  bookingChanged: { id: 'bookingLookup.modify.bookingChanged', defaultMessage: 'Your booking was changed meanwhile. Please look it up again.' },
  unavailable: { id: 'bookingLookup.modify.unavailable', defaultMessage: 'We could not change your booking right now. Please try again in a moment.' },
});
