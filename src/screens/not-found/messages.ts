import { defineMessages, type NoMessageValues } from 'react-intl/server';

export const notFoundMessages = defineMessages<{
  metaTitle: NoMessageValues;
  title: NoMessageValues;
  message: NoMessageValues;
  home: NoMessageValues;
  search: NoMessageValues;
  articles: NoMessageValues;
  from: { price: string };
}>({
  metaTitle: { id: 'not-found.meta.title', defaultMessage: 'Page not found' },
  title: { id: 'not-found.title', defaultMessage: 'Oops!' },
  message: { id: 'not-found.message', defaultMessage: "We can't seem to find the page you are looking for. Error code: 404" },
  home: { id: 'not-found.home', defaultMessage: 'Go to the homepage' },
  search: { id: 'not-found.search', defaultMessage: 'Find your next weekend' },
  articles: { id: 'not-found.articles', defaultMessage: 'Our selection of the moment' },
  from: { id: 'not-found.offers.from', defaultMessage: 'from {price}' },
});
