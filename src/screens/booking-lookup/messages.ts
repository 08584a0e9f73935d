import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The booking lookup page (server-rendered parts). */
export const bookingLookupMessages = defineMessages<{
  metaTitle: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
}>({
  metaTitle: { id: 'bookingLookup.meta.title', defaultMessage: 'Find my booking' },
  title: { id: 'bookingLookup.title', defaultMessage: 'Find my booking' },
  intro: { id: 'bookingLookup.intro', defaultMessage: 'Enter your booking number and the e-mail address you booked with to see your booking.' },
});
