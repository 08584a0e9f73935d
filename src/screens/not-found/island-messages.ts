import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the not-found page's client islands (shipped to the browser with its message group). */
export const notFoundIslandMessages = defineMessages<{
  expired: NoMessageValues;
  otherOffers: { hotel: string };
  previous: NoMessageValues;
  next: NoMessageValues;
}>({
  expired: { id: 'island.not-found.expired', defaultMessage: 'Too late! This offer has expired' },
  otherOffers: { id: 'island.not-found.other-offers', defaultMessage: 'Other offer in {hotel}' },
  previous: { id: 'island.not-found.previous', defaultMessage: 'Previous offers' },
  next: { id: 'island.not-found.next', defaultMessage: 'Next offers' },
});
