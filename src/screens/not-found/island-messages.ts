import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the not-found page's client islands (shipped to the browser with its message group). */
export const notFoundIslandMessages = defineMessages<{
  expired: NoMessageValues;
  otherOffers: { hotel: string };
  previous: NoMessageValues;
  next: NoMessageValues;
  carousel: NoMessageValues;
  slide: NoMessageValues;
  slidePosition: { index: number; count: number };
}>({
  expired: { id: 'island.not-found.expired', defaultMessage: 'Too late! This offer has expired' },
  otherOffers: { id: 'island.not-found.other-offers', defaultMessage: 'Other offer in {hotel}' },
  previous: { id: 'island.not-found.previous', defaultMessage: 'Previous offers' },
  next: { id: 'island.not-found.next', defaultMessage: 'Next offers' },
  carousel: { id: 'island.not-found.carousel', defaultMessage: 'carousel' },
  slide: { id: 'island.not-found.slide', defaultMessage: 'slide' },
  slidePosition: { id: 'island.not-found.slide-position', defaultMessage: '{index} of {count}' },
});
