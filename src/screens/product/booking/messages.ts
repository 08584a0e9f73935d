import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { insuranceMessages } from './insurance-messages';
import { teaserMessages } from './teaser-messages';

/** The island's texts beyond the teaser's. */
const islandMessages = defineMessages<{
  offersTitle: NoMessageValues;
  offersLoading: NoMessageValues;
  offerMore: { amount: string };
  offerLess: { amount: string };
  offerSame: NoMessageValues;
  offerRoom: { room: string };
  offerRoomsLeft: { count: number };
  noAvailability: NoMessageValues;
  offerLoading: NoMessageValues;
  offerError: NoMessageValues;
  retry: NoMessageValues;
  activitiesTitle: NoMessageValues;
  activityChoose: NoMessageValues;
  activityChange: NoMessageValues;
  activityDialogTitle: { activity: string };
  activityMissing: NoMessageValues;
  quoteLoading: NoMessageValues;
  quoteStay: { nights: number; rooms: number };
  quoteInsurance: NoMessageValues;
  quoteTotal: NoMessageValues;
  quoteRefPrice: { price: string };
  quotePromo: { promo: number };
  quoteLocalTax: { amount: string };
  quoteFlashDeal: NoMessageValues;
  quoteCheckinPast: NoMessageValues;
  quoteUnavailableAtCheckin: NoMessageValues;
  quoteDateProblem: NoMessageValues;
  quoteNotBookable: NoMessageValues;
  quoteError: NoMessageValues;
  quotePassedOn: { reason: string };
  quoteMinLos: NoMessageValues;
  quotePaxOverCapacity: NoMessageValues;
  quoteActivityNotInOffer: NoMessageValues;
  quoteActivityOutOfStay: NoMessageValues;
  cancellationOpen: NoMessageValues;
  instalmentsLater: { date: string };
  paypalLater: NoMessageValues;
  book: NoMessageValues;
  booking: NoMessageValues;
  initError: NoMessageValues;
}>({
  offersTitle: { id: 'product.booking.offersTitle', defaultMessage: 'Choose your offer' },
  offersLoading: { id: 'product.booking.offersLoading', defaultMessage: 'Looking for the offers…' },
  offerMore: { id: 'product.booking.offerMore', defaultMessage: '+{amount} per night' },
  offerLess: { id: 'product.booking.offerLess', defaultMessage: '−{amount} per night' },
  offerSame: { id: 'product.booking.offerSame', defaultMessage: 'Same price per night' },
  offerRoom: { id: 'product.booking.offerRoom', defaultMessage: 'Room: {room}' },
  offerRoomsLeft: { id: 'product.booking.offerRoomsLeft', defaultMessage: '{count, plural, one {Only # room left} other {Only # rooms left}}' },
  noAvailability: { id: 'product.booking.noAvailability', defaultMessage: 'No more availabilities. Update your stay criteria to enjoy the offers.' },
  offerLoading: { id: 'product.booking.offerLoading', defaultMessage: 'Loading the activities of this offer…' },
  offerError: { id: 'product.booking.offerError', defaultMessage: 'We could not load the activities of this offer.' },
  retry: { id: 'product.booking.retry', defaultMessage: 'Retry' },
  activitiesTitle: { id: 'product.booking.activitiesTitle', defaultMessage: 'Your activity dates' },
  activityChoose: { id: 'product.booking.activityChoose', defaultMessage: 'Choose a date' },
  activityChange: { id: 'product.booking.activityChange', defaultMessage: 'Change the date' },
  activityDialogTitle: { id: 'product.booking.activityDialogTitle', defaultMessage: 'When would you like to do “{activity}”?' },
  activityMissing: { id: 'product.booking.activityMissing', defaultMessage: 'Please choose your activity dates.' },
  quoteLoading: { id: 'product.booking.quoteLoading', defaultMessage: 'Updating the price…' },
  quoteStay: {
    id: 'product.booking.quoteStay',
    defaultMessage: 'Stay: {nights, plural, one {# night} other {# nights}}, {rooms, plural, one {# room} other {# rooms}}',
  },
  quoteInsurance: { id: 'product.booking.quoteInsurance', defaultMessage: 'Cancellation and insurance' },
  quoteTotal: { id: 'product.booking.quoteTotal', defaultMessage: 'Total' },
  quoteRefPrice: { id: 'product.booking.quoteRefPrice', defaultMessage: 'instead of {price}' },
  quotePromo: { id: 'product.booking.quotePromo', defaultMessage: '-{promo} %' },
  quoteLocalTax: { id: 'product.booking.quoteLocalTax', defaultMessage: 'Local tax of {amount} to be paid at the hotel' },
  quoteFlashDeal: { id: 'product.booking.quoteFlashDeal', defaultMessage: 'Flash deal' },
  quoteCheckinPast: { id: 'product.booking.quoteCheckinPast', defaultMessage: 'This check-in date has passed. Please choose other dates.' },
  quoteUnavailableAtCheckin: {
    id: 'product.booking.quoteUnavailableAtCheckin',
    defaultMessage: 'This stay is not available from that check-in date. Please choose other dates.',
  },
  quoteDateProblem: { id: 'product.booking.quoteDateProblem', defaultMessage: 'These dates cannot be booked. Please choose other dates.' },
  quoteNotBookable: { id: 'product.booking.quoteNotBookable', defaultMessage: 'The offer is not bookable with these criterias' },
  quoteError: { id: 'product.booking.quoteError', defaultMessage: 'Quote error' },
  quotePassedOn: { id: 'product.booking.quotePassedOn', defaultMessage: 'This stay cannot be booked: {reason}' },
  quoteMinLos: { id: 'product.booking.quoteMinLos', defaultMessage: 'A stay from this check-in date lasts longer. Please choose more nights.' },
  quotePaxOverCapacity: {
    id: 'product.booking.quotePaxOverCapacity',
    defaultMessage: 'This room cannot welcome that many guests. Please change the guests or choose another offer.',
  },
  quoteActivityNotInOffer: {
    id: 'product.booking.quoteActivityNotInOffer',
    defaultMessage: 'One of the chosen activities is not part of this offer. Please choose your activity dates again.',
  },
  quoteActivityOutOfStay: {
    id: 'product.booking.quoteActivityOutOfStay',
    defaultMessage: 'One of the activity dates falls outside your stay. Please choose your activity dates again.',
  },
  cancellationOpen: { id: 'product.booking.cancellationOpen', defaultMessage: 'Cancellation conditions' },
  instalmentsLater: { id: 'product.booking.instalmentsLater', defaultMessage: 'Book now and pay on {date} with Alma' },
  paypalLater: { id: 'product.booking.paypalLater', defaultMessage: 'Pay later with PayPal' },
  book: { id: 'product.booking.book', defaultMessage: 'Book' },
  booking: { id: 'product.booking.booking', defaultMessage: 'Preparing your booking…' },
  initError: { id: 'product.booking.initError', defaultMessage: 'We could not prepare your booking. Please try again in a moment.' },
});

/**
 * Texts of the product page's booking island (prefix 'product.booking.', shipped with
 * bookingMessageGroup). Prices arrive formatted (`price`, `amount`); dates formatted too.
 */
export const bookingMessages = { ...teaserMessages, ...insuranceMessages, ...islandMessages };
