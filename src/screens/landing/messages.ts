import { defineMessages, type NoMessageValues } from 'react-intl/server';

export const landingMessages = defineMessages<{
  loading: { title: string };
  empty: NoMessageValues;
  error: NoMessageValues;
  seeAll: NoMessageValues;
  from: { price: string };
  boxWas: { price: string };
  boxRating: { rating: string };
  related: NoMessageValues;
}>({
  loading: { id: 'landing.results.loading', defaultMessage: 'Loading the offers: {title}' },
  empty: { id: 'landing.results.empty', defaultMessage: 'No offers to show here right now.' },
  error: { id: 'landing.results.error', defaultMessage: 'These offers cannot be shown right now. Please try again in a moment.' },
  seeAll: { id: 'landing.results.seeAll', defaultMessage: 'See all offers' },
  from: { id: 'landing.results.from', defaultMessage: 'from {price}' },
  boxWas: { id: 'landing.boxes.was', defaultMessage: 'instead of {price}' },
  boxRating: { id: 'landing.boxes.rating', defaultMessage: 'Rated {rating} out of 5' },
  related: { id: 'landing.related', defaultMessage: 'More inspiration' },
});
