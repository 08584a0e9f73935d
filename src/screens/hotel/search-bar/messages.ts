import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the hotel page's search bar (prefix 'hotel.searchBar.', shipped with hotelSearchBarMessageGroup). */
export const hotelSearchBarMessages = defineMessages<{
  label: NoMessageValues;
  tabsLabel: NoMessageValues;
  seeOffers: NoMessageValues;
  chooseDates: NoMessageValues;
}>({
  label: { id: 'hotel.searchBar.label', defaultMessage: 'Your stay at this hotel' },
  tabsLabel: { id: 'hotel.searchBar.tabsLabel', defaultMessage: 'Hotel sections' },
  seeOffers: { id: 'hotel.searchBar.seeOffers', defaultMessage: 'See the offers' },
  chooseDates: { id: 'hotel.searchBar.chooseDates', defaultMessage: 'Choose your dates' },
});
