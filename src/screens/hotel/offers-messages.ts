import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the hotel page's Offers island (rooms and their offers, loading). */
export const hotelOffersMessages = defineMessages<{
  roomSize: { size: number };
  roomCapacity: { count: number };
  roomType: { type: string };
  offersOfRoom: { room: string };
  nights: { count: number };
  forPeople: { count: number };
  priceFrom: { price: string };
  priceFor: { price: string };
  refPrice: { price: string };
  promo: { promo: number };
  choose: { label: string };
  chooseButton: NoMessageValues;
  loading: NoMessageValues;
  datesSummary: { checkin: string; checkout: string };
}>({
  roomSize: { id: 'island.hotel.room.size', defaultMessage: '{size} m²' },
  roomCapacity: { id: 'island.hotel.room.capacity', defaultMessage: '{count, plural, one {Up to # person} other {Up to # people}}' },
  roomType: {
    id: 'island.hotel.room.type',
    defaultMessage: '{type, select, double {Double room} twin {Twin room} suite {Suite} family {Family room} other {Room}}',
  },
  offersOfRoom: { id: 'island.hotel.room.offers', defaultMessage: 'Offers with the room {room}' },
  nights: { id: 'island.hotel.offer.nights', defaultMessage: '{count, plural, one {# night} other {# nights}}' },
  forPeople: { id: 'island.hotel.offer.people', defaultMessage: '{count, plural, one {for # person} other {for # people}}' },
  priceFrom: { id: 'island.hotel.offer.from', defaultMessage: 'From {price}' },
  priceFor: { id: 'island.hotel.offer.for', defaultMessage: '{price} for your stay' },
  refPrice: { id: 'island.hotel.offer.refPrice', defaultMessage: 'Instead of {price}' },
  promo: { id: 'island.hotel.offer.promo', defaultMessage: '-{promo}%' },
  choose: { id: 'island.hotel.offer.choose', defaultMessage: 'Choose {label}' },
  chooseButton: { id: 'island.hotel.offer.chooseButton', defaultMessage: 'Choose' },
  loading: { id: 'island.hotel.offers.loading', defaultMessage: 'We are looking for the offers on your dates…' },
  datesSummary: { id: 'island.hotel.offers.dates', defaultMessage: 'Offers from {checkin} to {checkout}' },
});

