import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { guestsFieldMessages } from './guests-field-messages';
import { searchTriggerMessages } from './trigger-messages';

/** Texts of the search form, its fields and its modal. */
const formMessages = defineMessages<{
  formBooking: NoMessageValues;
  formGifting: NoMessageValues;
  destinationLabel: NoMessageValues;
  recentSearches: NoMessageValues;
  suggestions: NoMessageValues;
  resultCount: { count: number };
  noResult: NoMessageValues;
  categoryCity: NoMessageValues;
  categoryDepartment: NoMessageValues;
  categoryRegion: NoMessageValues;
  categoryCountry: NoMessageValues;
  categoryPoi: NoMessageValues;
  categoryHotel: NoMessageValues;
  guestsFixed: NoMessageValues;
  participantsLabel: NoMessageValues;
  participantsSummary: { count: number };
  participantsRange: { min: number; max: number };
  addParticipant: NoMessageValues;
  removeParticipant: NoMessageValues;
  adults: NoMessageValues;
  adultsAge: NoMessageValues;
  children: NoMessageValues;
  childrenAge: NoMessageValues;
  babies: NoMessageValues;
  babiesAge: NoMessageValues;
  addAdult: NoMessageValues;
  removeAdult: NoMessageValues;
  addChild: NoMessageValues;
  removeChild: NoMessageValues;
  addBaby: NoMessageValues;
  removeBaby: NoMessageValues;
  confirm: NoMessageValues;
  submit: NoMessageValues;
  close: NoMessageValues;
}>({
  formBooking: { id: 'search-box.form.booking', defaultMessage: 'Find a weekend' },
  formGifting: { id: 'search-box.form.gifting', defaultMessage: 'Find a gift' },
  destinationLabel: { id: 'search-box.destination.label', defaultMessage: 'Destination' },
  recentSearches: { id: 'search-box.destination.recent', defaultMessage: 'Recent searches' },
  suggestions: { id: 'search-box.destination.suggestions', defaultMessage: 'Destinations' },
  resultCount: { id: 'search-box.destination.count', defaultMessage: '{count, plural, =0 {No destination found} one {# destination found} other {# destinations found}}' },
  noResult: { id: 'search-box.destination.none', defaultMessage: 'No destination found' },
  categoryCity: { id: 'search-box.category.city', defaultMessage: 'City and 30 km around' },
  categoryDepartment: { id: 'search-box.category.department', defaultMessage: 'Department' },
  categoryRegion: { id: 'search-box.category.region', defaultMessage: 'Region' },
  categoryCountry: { id: 'search-box.category.country', defaultMessage: 'Country' },
  categoryPoi: { id: 'search-box.category.poi', defaultMessage: 'Place of interest' },
  categoryHotel: { id: 'search-box.category.hotel', defaultMessage: 'Hotel' },
  guestsFixed: { id: 'search-box.guests.fixed', defaultMessage: 'A gift is for 2 adults' },
  participantsLabel: { id: 'search-box.participants.label', defaultMessage: 'Number of participants' },
  participantsSummary: { id: 'search-box.participants.summary', defaultMessage: '{count, plural, one {# participant} other {# participants}}' },
  participantsRange: { id: 'search-box.participants.range', defaultMessage: 'From {min} to {max} participants' },
  addParticipant: { id: 'search-box.participants.add', defaultMessage: 'Add a participant' },
  removeParticipant: { id: 'search-box.participants.remove', defaultMessage: 'Remove a participant' },
  adults: { id: 'search-box.guests.adults', defaultMessage: 'Adults' },
  adultsAge: { id: 'search-box.guests.adults-age', defaultMessage: '12 years and over' },
  children: { id: 'search-box.guests.children', defaultMessage: 'Children' },
  childrenAge: { id: 'search-box.guests.children-age', defaultMessage: '3 to 11 years' },
  babies: { id: 'search-box.guests.babies', defaultMessage: 'Babies' },
  babiesAge: { id: 'search-box.guests.babies-age', defaultMessage: '0 to 2 years' },
  addAdult: { id: 'search-box.guests.add-adult', defaultMessage: 'Add an adult' },
  removeAdult: { id: 'search-box.guests.remove-adult', defaultMessage: 'Remove an adult' },
  addChild: { id: 'search-box.guests.add-child', defaultMessage: 'Add a child' },
  removeChild: { id: 'search-box.guests.remove-child', defaultMessage: 'Remove a child' },
  addBaby: { id: 'search-box.guests.add-baby', defaultMessage: 'Add a baby' },
  removeBaby: { id: 'search-box.guests.remove-baby', defaultMessage: 'Remove a baby' },
  confirm: { id: 'search-box.guests.confirm', defaultMessage: 'Confirm' },
  submit: { id: 'search-box.submit', defaultMessage: 'Search' },
  close: { id: 'search-box.modal.close', defaultMessage: 'Close' },
});

/** Texts of the search box island (shipped to the browser with their message group), its trigger's included. */
export const searchBoxMessages = { ...searchTriggerMessages, ...guestsFieldMessages, ...formMessages };
