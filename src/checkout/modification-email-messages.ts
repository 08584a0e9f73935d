import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The e-mail that tells a traveller their booking's dates were changed (sent by our server through the mail provider). */
export const modificationEmailMessages = defineMessages<{
  subject: { reference: string };
  modified: NoMessageValues;
  previous: { checkin: string; checkout: string; nights: number };
  now: { checkin: string; checkout: string; nights: number };
  paid: { amount: string; method: string };
  nothingToPay: NoMessageValues;
  total: { amount: string };
}>({
  subject: { id: 'email.modification.subject', defaultMessage: 'Your booking {reference} is modified' },
  modified: { id: 'email.modification.modified', defaultMessage: 'The dates of your stay are changed. Here are your new dates.' },
  previous: { id: 'email.modification.previous', defaultMessage: 'Before: from {checkin} to {checkout} ({nights, plural, one {# night} other {# nights}})' },
  now: { id: 'email.modification.now', defaultMessage: 'Now: from {checkin} to {checkout} ({nights, plural, one {# night} other {# nights}})' },
  paid: { id: 'email.modification.paid', defaultMessage: 'Paid for the change: {amount} ({method})' },
  nothingToPay: { id: 'email.modification.nothingToPay', defaultMessage: 'Nothing to pay for this change.' },
  total: { id: 'email.modification.total', defaultMessage: 'New price of the stay: {amount}' },
});
