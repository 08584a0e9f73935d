import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Server-rendered texts of the booking step (the traveller form's: traveller-messages.ts; the price-update modal's: src/components/booking). */
export const bookingMessages = defineMessages<{
  metaTitle: NoMessageValues;
  metaTitleMissing: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  noLongerBookable: NoMessageValues;
  noLongerBookableBack: NoMessageValues;
  stayTitle: NoMessageValues;
  checkin: NoMessageValues;
  checkout: NoMessageValues;
  length: NoMessageValues;
  nights: { nights: number };
  guests: NoMessageValues;
  adults: { count: number };
  children: { count: number };
  babies: { count: number };
  activitiesTitle: NoMessageValues;
  activityUnnamed: NoMessageValues;
  activityDay: { activity: string; date: string };
  insuranceTitle: NoMessageValues;
  insuranceIncluded: NoMessageValues;
  insuranceCancellation: NoMessageValues;
  priceTitle: NoMessageValues;
  priceStay: { nights: number; rooms: number };
  priceRef: { price: string };
  pricePromo: { promo: number };
  priceSaved: { amount: string };
  priceInsurance: NoMessageValues;
  priceIncluded: NoMessageValues;
  priceTotal: NoMessageValues;
  localTax: { amount: string };
  cancellationTitle: NoMessageValues;
  cancellationModifyFreeUntil: { deadline: string };
  cancellationPartialRefundUntil: { deadline: string; percent: number };
  cancellationNoRefundAfter: { date: string };
  cancellationNone: NoMessageValues;
  bookedTitle: NoMessageValues;
  bookedLink: NoMessageValues;
  reference: { reference: string };
  referenceLater: NoMessageValues;
  referenceLookup: NoMessageValues;
  missingTitle: NoMessageValues;
  missingBody: NoMessageValues;
  unavailableTitle: NoMessageValues;
  unavailableBody: NoMessageValues;
  retry: NoMessageValues;
  home: NoMessageValues;
}>({
  metaTitle: { id: 'booking.meta.title', defaultMessage: 'Your booking' },
  metaTitleMissing: { id: 'booking.meta.titleMissing', defaultMessage: 'Booking not found' },
  title: { id: 'booking.title', defaultMessage: 'Your booking' },
  intro: { id: 'booking.intro', defaultMessage: 'Check the details of your stay.' },
  noLongerBookable: { id: 'booking.noLongerBookable', defaultMessage: 'This stay can no longer be booked as it is: it is no longer available for these dates, guests or activities.' },
  noLongerBookableBack: { id: 'booking.noLongerBookableBack', defaultMessage: 'Choose other dates on the stay page' },
  stayTitle: { id: 'booking.stay.title', defaultMessage: 'Your stay' },
  checkin: { id: 'booking.stay.checkin', defaultMessage: 'Check-in' },
  checkout: { id: 'booking.stay.checkout', defaultMessage: 'Check-out' },
  length: { id: 'booking.stay.length', defaultMessage: 'Length of stay' },
  nights: { id: 'booking.stay.nights', defaultMessage: '{nights, plural, one {# night} other {# nights}}' },
  guests: { id: 'booking.stay.guests', defaultMessage: 'Guests' },
  adults: { id: 'booking.stay.adults', defaultMessage: '{count, plural, one {# adult} other {# adults}}' },
  children: { id: 'booking.stay.children', defaultMessage: '{count, plural, one {# child} other {# children}}' },
  babies: { id: 'booking.stay.babies', defaultMessage: '{count, plural, one {# baby} other {# babies}}' },
  activitiesTitle: { id: 'booking.activities.title', defaultMessage: 'Your activity dates' },
  activityUnnamed: { id: 'booking.activities.unnamed', defaultMessage: 'Activity' },
  activityDay: { id: 'booking.activities.day', defaultMessage: '{activity}: {date}' },
  insuranceTitle: { id: 'booking.insurance.title', defaultMessage: 'Insurance' },
  insuranceIncluded: { id: 'booking.insurance.included', defaultMessage: 'Included cover' },
  insuranceCancellation: { id: 'booking.insurance.cancellation', defaultMessage: 'Cancellation insurance' },
  priceTitle: { id: 'booking.price.title', defaultMessage: 'Price' },
  priceStay: {
    id: 'booking.price.stay',
    defaultMessage: 'Stay, {nights, plural, one {# night} other {# nights}}, {rooms, plural, one {# room} other {# rooms}}',
  },
  priceRef: { id: 'booking.price.ref', defaultMessage: 'Instead of {price}' },
  pricePromo: { id: 'booking.price.promo', defaultMessage: '-{promo} %' },
  priceSaved: { id: 'booking.price.saved', defaultMessage: 'You save {amount}' },
  priceInsurance: { id: 'booking.price.insurance', defaultMessage: 'Insurance' },
  priceIncluded: { id: 'booking.price.included', defaultMessage: 'Included' },
  priceTotal: { id: 'booking.price.total', defaultMessage: 'Total to pay' },
  localTax: { id: 'booking.price.localTax', defaultMessage: 'Local tax of {amount} not included, to be paid at the hotel.' },
  cancellationTitle: { id: 'booking.cancellation.title', defaultMessage: 'Cancellation conditions' },
  cancellationModifyFreeUntil: { id: 'booking.cancellation.modifyFreeUntil', defaultMessage: 'You can modify your stay free of charge until {deadline}.' },
  cancellationPartialRefundUntil: {
    id: 'booking.cancellation.partialRefundUntil',
    defaultMessage: 'You can cancel until {deadline} and get {percent} % of each night refunded.',
  },
  cancellationNoRefundAfter: { id: 'booking.cancellation.noRefundAfter', defaultMessage: 'No refund is possible from {date}.' },
  cancellationNone: { id: 'booking.cancellation.none', defaultMessage: 'This stay can be neither exchanged nor refunded.' },
  bookedTitle: { id: 'booking.booked.title', defaultMessage: 'This stay is booked' },
  bookedLink: { id: 'booking.booked.link', defaultMessage: 'See your booking confirmation' },
  reference: { id: 'booking.reference', defaultMessage: 'Booking reference: {reference}' },
  referenceLater: { id: 'booking.referenceLater', defaultMessage: 'Keep this number: with your e-mail address, it lets you find your booking later.' },
  referenceLookup: { id: 'booking.referenceLookup', defaultMessage: 'Find my booking' },
  missingTitle: { id: 'booking.missing.title', defaultMessage: 'This booking could not be found or has expired' },
  missingBody: { id: 'booking.missing.body', defaultMessage: 'Nothing has been charged. Choose your stay again to book it.' },
  unavailableTitle: { id: 'booking.unavailable.title', defaultMessage: 'Your booking cannot be shown right now' },
  unavailableBody: { id: 'booking.unavailable.body', defaultMessage: 'Something went wrong while loading it. Please try again in a moment.' },
  retry: { id: 'booking.retry', defaultMessage: 'Try again' },
  home: { id: 'booking.home', defaultMessage: 'Go to the homepage' },
});
