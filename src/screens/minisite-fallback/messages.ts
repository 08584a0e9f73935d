import { defineMessages, type NoMessageValues } from 'react-intl/server';

export const fallbackMessages = defineMessages<{
  metaTitle: NoMessageValues;
  title: NoMessageValues;
  text: NoMessageValues;
  links: NoMessageValues;
  home: NoMessageValues;
  search: NoMessageValues;
  gifts: NoMessageValues;
}>({
  metaTitle: { id: 'minisite.fallback.meta.title', defaultMessage: 'Partner offer not available' },
  title: { id: 'minisite.fallback.title', defaultMessage: 'This partner offer is not available' },
  text: {
    id: 'minisite.fallback.text',
    defaultMessage: 'The partner page you are looking for does not exist or has ended. Our weekends are still waiting for you.',
  },
  links: { id: 'minisite.fallback.links', defaultMessage: 'Continue on Escapade' },
  home: { id: 'minisite.fallback.home', defaultMessage: 'Go to the homepage' },
  search: { id: 'minisite.fallback.search', defaultMessage: 'See all our weekends' },
  gifts: { id: 'minisite.fallback.gifts', defaultMessage: 'Offer a weekend as a gift' },
});
