import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Server-rendered texts of the stay product page. */
export const productMessages = defineMessages<{
  metaDescription: { label: string | number; hotel: string | number };
  breadcrumbHome: NoMessageValues;
  stars: { stars: number };
  seeOnMap: NoMessageValues;
  reviewCount: { count: number };
  reviewScore: { score: string | number };
  tabsLabel: NoMessageValues;
  sectionDescription: NoMessageValues;
  sectionRoom: NoMessageValues;
  sectionExperience: NoMessageValues;
  sectionHotel: NoMessageValues;
  sectionPractical: NoMessageValues;
  sectionGift: NoMessageValues;
  sectionReviews: NoMessageValues;
  roomBedding: { bedding: string | number };
  roomCapacity: { count: number };
  roomSize: { size: string | number };
  roomDetails: NoMessageValues;
  activityDuration: { duration: string | number };
  activityWhere: { where: string | number };
  activityWhen: { when: string | number };
  activityWhy: NoMessageValues;
  activityMustKnow: NoMessageValues;
  activitySchedules: NoMessageValues;
  activityMenu: NoMessageValues;
  activityDetails: NoMessageValues;
  activityNeedsDate: NoMessageValues;
  schedule: { day: string | number; from: string | number; to: string | number };
  breakfast: NoMessageValues;
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
  metaDescription: { id: 'product.metaDescription', defaultMessage: '{label} at {hotel}: book your weekend with Escapade.' },
  breadcrumbHome: { id: 'product.breadcrumb.home', defaultMessage: 'Home' },
  stars: { id: 'product.stars', defaultMessage: '{stars, plural, one {# star} other {# stars}}' },
  seeOnMap: { id: 'product.seeOnMap', defaultMessage: 'See on the map' },
  reviewCount: { id: 'product.reviewCount', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
  reviewScore: { id: 'product.reviewScore', defaultMessage: '{score}/10' },
  tabsLabel: { id: 'product.tabs.label', defaultMessage: 'Sections of the page' },
  sectionDescription: { id: 'product.section.description', defaultMessage: 'Your stay' },
  sectionRoom: { id: 'product.section.room', defaultMessage: 'Your room' },
  sectionExperience: { id: 'product.section.experience', defaultMessage: 'Your activities' },
  sectionHotel: { id: 'product.section.hotel', defaultMessage: 'The hotel' },
  sectionPractical: { id: 'product.section.practical', defaultMessage: 'Practical information' },
  sectionGift: { id: 'product.section.gift', defaultMessage: 'The gift' },
  sectionReviews: { id: 'product.section.reviews', defaultMessage: 'Reviews' },
  roomBedding: { id: 'product.room.bedding', defaultMessage: 'Bedding: {bedding}' },
  roomCapacity: { id: 'product.room.capacity', defaultMessage: 'Up to {count, plural, one {# person} other {# people}}' },
  roomSize: { id: 'product.room.size', defaultMessage: 'Size: {size} m²' },
  roomDetails: { id: 'product.room.details', defaultMessage: 'Room details' },
  activityDuration: { id: 'product.activity.duration', defaultMessage: 'Duration: {duration}' },
  activityWhere: { id: 'product.activity.where', defaultMessage: 'Where: {where}' },
  activityWhen: { id: 'product.activity.when', defaultMessage: 'When: {when}' },
  activityWhy: { id: 'product.activity.why', defaultMessage: 'Why you will love it' },
  activityMustKnow: { id: 'product.activity.mustKnow', defaultMessage: 'Good to know' },
  activitySchedules: { id: 'product.activity.schedules', defaultMessage: 'Schedules' },
  activityMenu: { id: 'product.activity.menu', defaultMessage: 'The menu' },
  activityDetails: { id: 'product.activity.details', defaultMessage: 'Activity details' },
  activityNeedsDate: { id: 'product.activity.needsDate', defaultMessage: 'A date is chosen for this activity when booking' },
  schedule: { id: 'product.schedule', defaultMessage: '{day}: {from} – {to}' },
  breakfast: { id: 'product.breakfast', defaultMessage: 'Breakfast' },
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
