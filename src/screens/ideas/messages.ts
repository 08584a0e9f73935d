import { defineMessages, type NoMessageValues } from 'react-intl/server';

export const ideasMessages = defineMessages<{
  metaTitle: NoMessageValues;
  metaDescription: NoMessageValues;
  error: NoMessageValues;
  errorHint: NoMessageValues;
  seeMore: NoMessageValues;
  regions: NoMessageValues;
}>({
  metaTitle: { id: 'ideas.meta.title', defaultMessage: 'Weekend ideas' },
  metaDescription: { id: 'ideas.meta.description', defaultMessage: 'Ideas for your next weekend: themes, cities and regions to explore.' },
  error: { id: 'ideas.error', defaultMessage: 'Oops, something went wrong' },
  errorHint: { id: 'ideas.error.hint', defaultMessage: 'Our ideas cannot be shown right now. Please try again in a moment.' },
  seeMore: { id: 'ideas.seeMore', defaultMessage: 'See more' },
  regions: { id: 'ideas.regions', defaultMessage: 'Weekends by region' },
});
