import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * The booking panel's texts a visitor without dates sees (the teaser and its sticky bar), apart
 * from the island's other texts (bookingMessages, ./messages.ts): the teaser's first load carries
 * only these.
 */
export const teaserMessages = defineMessages<{
  title: NoMessageValues;
  giftcardPrompt: NoMessageValues;
  chooseDates: NoMessageValues;
  stickyChooseDates: NoMessageValues;
  stickyFrom: NoMessageValues;
}>({
  title: { id: 'product.booking.title', defaultMessage: 'Book your stay' },
  giftcardPrompt: { id: 'product.booking.giftcardPrompt', defaultMessage: 'Need flexibility? Offer this stay as a giftcard.' },
  chooseDates: { id: 'product.booking.chooseDates', defaultMessage: 'Choose your dates to see the offers and the final price.' },
  stickyChooseDates: { id: 'product.booking.stickyChooseDates', defaultMessage: 'Choose your dates' },
  stickyFrom: { id: 'product.booking.stickyFrom', defaultMessage: 'From' },
});
