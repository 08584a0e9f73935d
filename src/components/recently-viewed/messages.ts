import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The recently viewed carousel (a client island: registered through its message group). */
export const recentlyViewedMessages = defineMessages<{
  title: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  perPerson: { price: string };
  fromPrice: { price: string };
  activity: NoMessageValues;
  stay: NoMessageValues;
}>({
  title: { id: 'recentlyViewed.title', defaultMessage: 'Recently viewed' },
  previous: { id: 'recentlyViewed.previous', defaultMessage: 'Previous offers' },
  next: { id: 'recentlyViewed.next', defaultMessage: 'Next offers' },
  perPerson: { id: 'recentlyViewed.perPerson', defaultMessage: '{price} per person' },
  fromPrice: { id: 'recentlyViewed.fromPrice', defaultMessage: 'From {price}' },
  activity: { id: 'recentlyViewed.activity', defaultMessage: 'Activity' },
  stay: { id: 'recentlyViewed.stay', defaultMessage: 'Stay' },
});
