import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the quote's suggested stay (its modifiedReservationCriteria), under a refused quote. */
export const suggestedStayMessages = defineMessages<{
  prompt: { checkin: string; checkout: string; nights: number };
  apply: NoMessageValues;
}>({
  prompt: {
    id: 'product.suggestedStay.prompt',
    defaultMessage: 'This stay can be booked from {checkin} to {checkout} ({nights, plural, one {# night} other {# nights}}).',
  },
  apply: { id: 'product.suggestedStay.apply', defaultMessage: 'Choose these dates' },
});
