import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Server-rendered texts about a hotel, shared by the product page and the hotel page (their ids predate the move). */
export const hotelInfoMessages = defineMessages<{
  stars: { stars: number };
  seeOnMap: NoMessageValues;
  reviewCount: { count: number };
  reviewScore: { score: string | number };
  hotelHighlights: NoMessageValues;
  hotelServices: NoMessageValues;
  hotelHours: NoMessageValues;
  hotelCheckin: { time: string | number };
  hotelCheckout: { time: string | number };
  petsAllowed: NoMessageValues;
  petsNotAllowed: NoMessageValues;
  petsPrice: { price: string | number };
  petsWeight: { weight: string | number };
  petsNumber: { count: number };
  thingsToKnow: NoMessageValues;
  gettingThere: NoMessageValues;
  airport: { label: string | number };
  station: { label: string | number };
  localTax: NoMessageValues;
  localTaxPercentage: { percentage: string | number };
  localTaxPerPerson: { amount: string | number };
  localTaxIncluded: NoMessageValues;
  touristTaxTitle: NoMessageValues;
  touristTaxBody: NoMessageValues;
  ecoLabel: NoMessageValues;
  ecoTitle: NoMessageValues;
  ecoSee: { count: string | number };
}>({
  stars: { id: 'product.stars', defaultMessage: '{stars, plural, one {# star} other {# stars}}' },
  seeOnMap: { id: 'product.seeOnMap', defaultMessage: 'See on the map' },
  reviewCount: { id: 'product.reviewCount', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
  reviewScore: { id: 'product.reviewScore', defaultMessage: '{score}/10' },
  hotelHighlights: { id: 'product.hotel.highlights', defaultMessage: 'Highlights' },
  hotelServices: { id: 'product.hotel.services', defaultMessage: 'Services and equipment' },
  hotelHours: { id: 'product.hotel.hours', defaultMessage: 'Arrival and departure' },
  hotelCheckin: { id: 'product.hotel.checkin', defaultMessage: 'Check-in from {time}' },
  hotelCheckout: { id: 'product.hotel.checkout', defaultMessage: 'Check-out until {time}' },
  petsAllowed: { id: 'product.hotel.petsAllowed', defaultMessage: 'Pets allowed' },
  petsNotAllowed: { id: 'product.hotel.petsNotAllowed', defaultMessage: 'Pets are not allowed' },
  petsPrice: { id: 'product.hotel.petsPrice', defaultMessage: '{price} per pet' },
  petsWeight: { id: 'product.hotel.petsWeight', defaultMessage: 'up to {weight} kg' },
  petsNumber: { id: 'product.hotel.petsNumber', defaultMessage: '{count, plural, one {# pet} other {# pets}} at most' },
  thingsToKnow: { id: 'product.thingsToKnow', defaultMessage: 'Things to know' },
  gettingThere: { id: 'product.gettingThere', defaultMessage: 'Getting there' },
  airport: { id: 'product.airport', defaultMessage: 'Nearest airport: {label}' },
  station: { id: 'product.station', defaultMessage: 'Nearest train station: {label}' },
  localTax: { id: 'product.localTax', defaultMessage: 'Local tax' },
  localTaxPercentage: { id: 'product.localTax.percentage', defaultMessage: '{percentage} % of the booking amount, to be paid at the hotel' },
  localTaxPerPerson: { id: 'product.localTax.perPerson', defaultMessage: '{amount} per person and per night, to be paid at the hotel' },
  localTaxIncluded: { id: 'product.localTax.included', defaultMessage: 'Included in the price' },
  touristTaxTitle: { id: 'product.touristTax.title', defaultMessage: 'What is the tourist tax?' },
  touristTaxBody: {
    id: 'product.touristTax.body',
    defaultMessage: 'The tourist tax is set by the town where the hotel is. It is not included in the price of the stay and is paid at the hotel, unless stated otherwise.',
  },
  ecoLabel: { id: 'product.eco.label', defaultMessage: 'Eco-friendly hotel' },
  ecoTitle: { id: 'product.eco.title', defaultMessage: 'The eco-friendly commitments of the hotel' },
  ecoSee: { id: 'product.eco.see', defaultMessage: 'See the {count} commitments' },

});
