import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The payment step and confirmation of a change of dates (a MODIFICATION checkout). */
export const modificationPaymentMessages = defineMessages<{
  title: { reference: string };
  previous: NoMessageValues;
  next: NoMessageValues;
  dates: { checkin: string; checkout: string; nights: number };
  newTotal: NoMessageValues;
  amountDue: NoMessageValues;
  modifiedTitle: NoMessageValues;
  modifiedIntro: { email: string };
}>({
  title: { id: 'payment.modification.title', defaultMessage: 'Change of dates for booking {reference}' },
  previous: { id: 'payment.modification.previous', defaultMessage: 'Current dates' },
  next: { id: 'payment.modification.next', defaultMessage: 'New dates' },
  dates: { id: 'payment.modification.dates', defaultMessage: 'From {checkin} to {checkout} ({nights, plural, one {# night} other {# nights}})' },
  newTotal: { id: 'payment.modification.newTotal', defaultMessage: 'New price of the stay' },
  amountDue: { id: 'payment.modification.amountDue', defaultMessage: 'To pay for the change' },
  modifiedTitle: { id: 'payment.modification.modifiedTitle', defaultMessage: 'Your booking is modified' },
  modifiedIntro: { id: 'payment.modification.modifiedIntro', defaultMessage: 'Thank you! Your new dates are confirmed and an e-mail is on its way to {email}.' },
});
