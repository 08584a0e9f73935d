import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the filter bar and the Filters modal (shipped to the browser with their message group). */
export const filterMessages = defineMessages<{
  activities: NoMessageValues;
  price: NoMessageValues;
  distance: NoMessageValues;
  facilities: NoMessageValues;
  moreFilters: NoMessageValues;
  modalTitle: NoMessageValues;
  confirm: NoMessageValues;
  reset: NoMessageValues;
  cancel: NoMessageValues;
  clear: NoMessageValues;
  viewCountOffers: { count: number };
  viewOffers: NoMessageValues;
  priceMin: NoMessageValues;
  priceMax: NoMessageValues;
  priceMaxOpen: { amount: string };
  kilometres: { km: number };
  distanceOptions: NoMessageValues;
  includeAround: NoMessageValues;
  hotelTypes: NoMessageValues;
  hotelEnvironments: NoMessageValues;
  hotelStyles: NoMessageValues;
  stars: NoMessageValues;
  starsOption: { stars: number };
  score: NoMessageValues;
  scoreLabelled: { label: string; score: string };
  scoreFrom: { score: string };
  noOptions: NoMessageValues;
  activeFilter: NoMessageValues;
}>({
  activities: { id: 'filters.activities', defaultMessage: 'Activities' },
  price: { id: 'filters.price', defaultMessage: 'Price' },
  distance: { id: 'filters.distance', defaultMessage: 'Distance' },
  facilities: { id: 'filters.facilities', defaultMessage: 'Facilities' },
  moreFilters: { id: 'filters.moreFilters', defaultMessage: 'More filters' },
  modalTitle: { id: 'filters.modalTitle', defaultMessage: 'Filters' },
  confirm: { id: 'filters.confirm', defaultMessage: 'Confirm' },
  reset: { id: 'filters.reset', defaultMessage: 'Reset' },
  cancel: { id: 'filters.cancel', defaultMessage: 'Cancel' },
  clear: { id: 'filters.clear', defaultMessage: 'Clear' },
  viewCountOffers: { id: 'filters.viewCountOffers', defaultMessage: '{count, plural, one {View # offer} other {View # offers}}' },
  viewOffers: { id: 'filters.viewOffers', defaultMessage: 'View offers' },
  priceMin: { id: 'filters.priceMin', defaultMessage: 'Minimum price (€)' },
  priceMax: { id: 'filters.priceMax', defaultMessage: 'Maximum price (€)' },
  priceMaxOpen: { id: 'filters.priceMaxOpen', defaultMessage: '{amount}+' },
  kilometres: { id: 'filters.kilometres', defaultMessage: '{km} km' },
  distanceOptions: { id: 'filters.distanceOptions', defaultMessage: 'Distance from the destination' },
  includeAround: { id: 'filters.includeAround', defaultMessage: 'Include offers around' },
  hotelTypes: { id: 'filters.hotelTypes', defaultMessage: 'Type of accommodation' },
  hotelEnvironments: { id: 'filters.hotelEnvironments', defaultMessage: 'Surroundings' },
  hotelStyles: { id: 'filters.hotelStyles', defaultMessage: 'Style' },
  stars: { id: 'filters.stars', defaultMessage: 'Stars' },
  starsOption: { id: 'filters.starsOption', defaultMessage: '{stars, plural, one {# star} other {# stars}}' },
  score: { id: 'filters.score', defaultMessage: 'Review score' },
  scoreLabelled: { id: 'filters.scoreLabelled', defaultMessage: '{label} {score}+' },
  scoreFrom: { id: 'filters.scoreFrom', defaultMessage: '{score}+' },
  noOptions: { id: 'filters.noOptions', defaultMessage: 'No choice available for this search' },
  activeFilter: { id: 'filters.activeFilter', defaultMessage: '(on)' },
});

/**
 * The radius label the domain names by key (distanceRadiusLabel): under the distance slider and
 * above the search results. Its ids keep the 'search.' prefix they were translated under.
 */
export const radiusLabelMessages = defineMessages<{
  lessThanKmFromCity: { distanceMax: number; city: string };
  lessThanTwoHours: NoMessageValues;
}>({
  lessThanKmFromCity: { id: 'search.distance.lessThanKmFromCity', defaultMessage: 'Less than {distanceMax}km from {city}' },
  lessThanTwoHours: { id: 'search.distance.lessThanTwoHours', defaultMessage: 'Less than 2h' },
});
