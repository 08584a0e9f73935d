import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The booking confirmation e-mail, in the site's language (sent by our server through the mail provider); voucher*: an activity voucher's. */
export const confirmationEmailMessages = defineMessages<{
  subject: { reference: string };
  greeting: { name: string };
  confirmed: NoMessageValues;
  reference: { reference: string };
  stay: { label: string; hotel: string };
  dates: { checkin: string; checkout: string; nights: number };
  guests: { adults: number; children: number; babies: number };
  paid: { amount: string; method: string };
  nothingToPay: NoMessageValues;
  total: { amount: string };
  localTax: { amount: string };
  cancellationTitle: NoMessageValues;
  manage: NoMessageValues;
  signature: NoMessageValues;
  voucherSubject: { reference: string };
  voucherConfirmed: NoMessageValues;
  voucherOrder: { label: string; participants: number };
  voucherCode: { code: string };
  voucherValidUntil: { date: string };
  voucherOwnUse: NoMessageValues;
  voucherGift: NoMessageValues;
  voucherTotal: { amount: string };
}>({
  subject: { id: 'email.booking.subject', defaultMessage: 'Your booking {reference} is confirmed' },
  greeting: { id: 'email.booking.greeting', defaultMessage: 'Hello {name},' },
  confirmed: { id: 'email.booking.confirmed', defaultMessage: 'Your stay is booked. Here is everything you need to know.' },
  reference: { id: 'email.booking.reference', defaultMessage: 'Booking reference: {reference}' },
  stay: { id: 'email.booking.stay', defaultMessage: '{label} at {hotel}' },
  dates: { id: 'email.booking.dates', defaultMessage: 'From {checkin} to {checkout} ({nights, plural, one {# night} other {# nights}})' },
  guests: {
    id: 'email.booking.guests',
    defaultMessage: '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}{babies, plural, =0 {} one {, # baby} other {, # babies}}',
  },
  paid: { id: 'email.booking.paid', defaultMessage: 'Paid: {amount} ({method})' },
  nothingToPay: { id: 'email.booking.nothingToPay', defaultMessage: 'Nothing to pay: your gift covers the stay.' },
  total: { id: 'email.booking.total', defaultMessage: 'Price of the stay: {amount}' },
  localTax: { id: 'email.booking.localTax', defaultMessage: 'Local tax of {amount} to pay at the hotel.' },
  cancellationTitle: { id: 'email.booking.cancellationTitle', defaultMessage: 'Cancellation conditions:' },
  manage: { id: 'email.booking.manage', defaultMessage: 'Find or manage your booking at any time with your reference and this e-mail address:' },
  signature: { id: 'email.booking.signature', defaultMessage: 'See you soon, the Escapade team' },
  voucherSubject: { id: 'email.voucher.subject', defaultMessage: 'Your activity voucher (order {reference})' },
  voucherConfirmed: { id: 'email.voucher.confirmed', defaultMessage: 'Your activity voucher is paid. Here it is, with everything you need to know.' },
  voucherOrder: { id: 'email.voucher.order', defaultMessage: '{label}, {participants, plural, one {# participant} other {# participants}}' },
  voucherCode: { id: 'email.voucher.code', defaultMessage: 'Voucher code: {code}' },
  voucherValidUntil: { id: 'email.voucher.validUntil', defaultMessage: 'Valid 12 months, until {date}' },
  voucherOwnUse: { id: 'email.voucher.ownUse', defaultMessage: 'To use it, book your date with the activity centre and give them this code.' },
  voucherGift: { id: 'email.voucher.gift', defaultMessage: 'It is yours to offer: give this code to the person you offer it to. They book their date with the activity centre.' },
  voucherTotal: { id: 'email.voucher.total', defaultMessage: 'Price of the voucher: {amount}' },
});
