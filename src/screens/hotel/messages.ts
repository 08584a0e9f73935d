import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Server-rendered texts of the hotel page. */
export const hotelMessages = defineMessages<{
  metaDescription: { hotel: string | number; place: string | number };
  breadcrumbHome: NoMessageValues;
  tabsLabel: NoMessageValues;
  sectionAbout: NoMessageValues;
  sectionOffers: NoMessageValues;
  sectionReviews: NoMessageValues;
  address: { address: string | number; postcode: string | number; city: string | number; region: string | number };
  facilities: NoMessageValues;
  pets: NoMessageValues;
  importantInfos: NoMessageValues;
  nearbyTitle: NoMessageValues;
  nearbyDistance: { km: string | number };
  nearbyFrom: { price: string | number };
  nearbyPrevious: NoMessageValues;
  nearbyNext: NoMessageValues;
}>({
  metaDescription: { id: 'hotel.metaDescription', defaultMessage: '{hotel}, {place}: its weekend stays, rooms and reviews on Escapade.' },
  breadcrumbHome: { id: 'hotel.breadcrumb.home', defaultMessage: 'Home' },
  tabsLabel: { id: 'hotel.tabs.label', defaultMessage: 'Sections of the page' },
  sectionAbout: { id: 'hotel.section.about', defaultMessage: 'About' },
  sectionOffers: { id: 'hotel.section.offers', defaultMessage: 'Offers' },
  sectionReviews: { id: 'hotel.section.reviews', defaultMessage: 'Reviews' },
  address: { id: 'hotel.address', defaultMessage: '{address}, {postcode} {city}, {region}' },
  facilities: { id: 'hotel.facilities', defaultMessage: 'Facilities' },
  pets: { id: 'hotel.pets', defaultMessage: 'Pets' },
  importantInfos: { id: 'hotel.importantInfos', defaultMessage: 'Important information' },
  nearbyTitle: { id: 'hotel.nearby.title', defaultMessage: 'Nearby hotels' },
  nearbyDistance: { id: 'hotel.nearby.distance', defaultMessage: '{km} km away' },
  nearbyFrom: { id: 'hotel.nearby.from', defaultMessage: 'From {price}' },
  nearbyPrevious: { id: 'hotel.nearby.previous', defaultMessage: 'Previous hotels' },
  nearbyNext: { id: 'hotel.nearby.next', defaultMessage: 'Next hotels' },
});
