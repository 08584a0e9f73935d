import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * Texts of the hotel page's offer detail (prefix 'hotel.offerDetail.', shipped with
 * offerDetailMessageGroup). Prices and days arrive formatted.
 */
export const offerDetailMessages = defineMessages<{
  loading: NoMessageValues;
  error: NoMessageValues;
  retry: NoMessageValues;
  pictures: NoMessageValues;
  stayTitle: NoMessageValues;
  stayDates: { nights: number; checkin: string; checkout: string };
  programmeTitle: NoMessageValues;
  activitiesTitle: NoMessageValues;
  roomTitle: NoMessageValues;
  roomCapacity: { count: number };
  roomMaxCapacity: { count: number };
  roomSize: { size: number };
  priceTitle: NoMessageValues;
  priceFrom: { price: string };
  priceRooms: { count: number };
}>({
  loading: { id: 'hotel.offerDetail.loading', defaultMessage: 'Loading the offer…' },
  error: { id: 'hotel.offerDetail.error', defaultMessage: 'Oops, something went wrong' },
  retry: { id: 'hotel.offerDetail.retry', defaultMessage: 'Retry' },
  pictures: { id: 'hotel.offerDetail.pictures', defaultMessage: 'Pictures of the offer' },
  stayTitle: { id: 'hotel.offerDetail.stayTitle', defaultMessage: 'Your stay' },
  stayDates: {
    id: 'hotel.offerDetail.stayDates',
    defaultMessage: '{nights, plural, one {# night} other {# nights}}, from {checkin} to {checkout}',
  },
  programmeTitle: { id: 'hotel.offerDetail.programmeTitle', defaultMessage: 'The programme' },
  activitiesTitle: { id: 'hotel.offerDetail.activitiesTitle', defaultMessage: 'Activities' },
  roomTitle: { id: 'hotel.offerDetail.roomTitle', defaultMessage: 'The room' },
  roomCapacity: { id: 'hotel.offerDetail.roomCapacity', defaultMessage: '{count, plural, one {For # person} other {For # people}}' },
  roomMaxCapacity: { id: 'hotel.offerDetail.roomMaxCapacity', defaultMessage: '{count, plural, one {up to # person} other {up to # people}}' },
  roomSize: { id: 'hotel.offerDetail.roomSize', defaultMessage: 'Size: {size} m²' },
  priceTitle: { id: 'hotel.offerDetail.priceTitle', defaultMessage: 'Price of your stay' },
  priceFrom: { id: 'hotel.offerDetail.priceFrom', defaultMessage: 'From {price}' },
  priceRooms: { id: 'hotel.offerDetail.priceRooms', defaultMessage: '{count, plural, one {for # room} other {for # rooms}}' },
});
