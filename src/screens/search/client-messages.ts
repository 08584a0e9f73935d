import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the results island (shipped to the browser with the search screen's message group). */
export const searchMessages = defineMessages<{
  resultsHeading: NoMessageValues;
  resultsCount: { count: number };
  updating: NoMessageValues;
  actionFilter: NoMessageValues;
  actionFilterCount: { count: number };
  actionMap: NoMessageValues;
  actionSort: NoMessageValues;
  seeOnMap: NoMessageValues;
  sortTitle: NoMessageValues;
  noExactResults: NoMessageValues;
  suggestionBanner: NoMessageValues;
  noActivity: NoMessageValues;
  paginationLabel: NoMessageValues;
  paginationPrevious: NoMessageValues;
  paginationNext: NoMessageValues;
  paginationPage: { page: number };
  mapTitle: NoMessageValues;
  mapSeeOffer: NoMessageValues;
}>({
  resultsHeading: { id: 'search.resultsHeading', defaultMessage: 'Results' },
  resultsCount: { id: 'search.resultsCount', defaultMessage: '{count, plural, one {# offer} other {# offers}}' },
  updating: { id: 'search.updating', defaultMessage: 'Updating the offers…' },
  actionFilter: { id: 'search.actionFilter', defaultMessage: 'Filter' },
  actionFilterCount: { id: 'search.actionFilterCount', defaultMessage: 'Filter ({count})' },
  actionMap: { id: 'search.actionMap', defaultMessage: 'Map' },
  actionSort: { id: 'search.actionSort', defaultMessage: 'Sort' },
  seeOnMap: { id: 'search.seeOnMap', defaultMessage: 'See on the map' },
  sortTitle: { id: 'search.sortTitle', defaultMessage: 'Sort by' },
  noExactResults: { id: 'search.noExactResults', defaultMessage: 'No exact results found' },
  suggestionBanner: {
    id: 'search.suggestionBanner',
    defaultMessage: 'Suggestion of stays, these results might be outside of your search criteria. Check them out or modify your search.',
  },
  noActivity: { id: 'search.noActivity', defaultMessage: 'No activity found for this search' },
  paginationLabel: { id: 'search.paginationLabel', defaultMessage: 'Pages of results' },
  paginationPrevious: { id: 'search.paginationPrevious', defaultMessage: 'Previous page' },
  paginationNext: { id: 'search.paginationNext', defaultMessage: 'Next page' },
  paginationPage: { id: 'search.paginationPage', defaultMessage: 'Page {page}' },
  mapTitle: { id: 'search.mapTitle', defaultMessage: 'The offers on the map' },
  mapSeeOffer: { id: 'search.mapSeeOffer', defaultMessage: 'See offer' },
});

/** Labels of the orders in the 'Sort by' drawer (keys from sortLabelKey in the domain). */
export const sortMessages = defineMessages({
  priceQuality: { id: 'search.sort.priceQuality', defaultMessage: 'Best value for money' },
  distance: { id: 'search.sort.distance', defaultMessage: 'Distance' },
  promo: { id: 'search.sort.promo', defaultMessage: 'Biggest discounts' },
  priceAsc: { id: 'search.sort.priceAsc', defaultMessage: 'Lowest price' },
  popularity: { id: 'search.sort.popularity', defaultMessage: 'Popularity' },
  svPriceDesc: { id: 'search.sort.svPriceDesc', defaultMessage: 'Gift price: high to low' },
  svPriceAsc: { id: 'search.sort.svPriceAsc', defaultMessage: 'Gift price: low to high' },
});

/** The pagination legend the domain names by key (the radius label is the filters', see radiusLabelMessages). */
export const searchRuleMessages = defineMessages<{
  legend: { from: number; to: number; total: number };
}>({
  legend: { id: 'search.pagination.legend', defaultMessage: '{from} - {to} results of {total}' },
});

/** The flow switch above the results (part 1 §4). */
export const flowSwitchMessages = defineMessages<{ label: NoMessageValues; stays: NoMessageValues; gifts: NoMessageValues; activities: NoMessageValues }>({
  label: { id: 'search.flowSwitch.label', defaultMessage: 'What are you looking for?' },
  stays: { id: 'search.flowSwitch.stays', defaultMessage: 'Stays' },
  gifts: { id: 'search.flowSwitch.gifts', defaultMessage: 'Gifts' },
  activities: { id: 'search.flowSwitch.activities', defaultMessage: 'Activities' },
});
