import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * The states of a hotel's offers (part 2 §8), said word for word in the search's hotel offers
 * drawer and on the hotel page: no offers for this hotel (with the hint to look at nearby hotels
 * or call the travel agents), no availability on your dates with 'See all offers', and the
 * failure with its retry.
 */
export const hotelOffersStateMessages = defineMessages<{
  error: NoMessageValues;
  retry: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  noAvailability: NoMessageValues;
  seeAllOffers: NoMessageValues;
}>({
  error: { id: 'hotelOffers.error', defaultMessage: 'Oops, something went wrong' },
  retry: { id: 'hotelOffers.retry', defaultMessage: 'Try again' },
  empty: { id: 'hotelOffers.empty', defaultMessage: "Sorry, we currently don't have any offers for this hotel." },
  emptyHint: {
    id: 'hotelOffers.emptyHint',
    defaultMessage: 'Have a look at the hotels nearby, or call our travel agents (Mon-Fri 10h-21h, Sat-Sun 10h-19h).',
  },
  noAvailability: { id: 'hotelOffers.noAvailability', defaultMessage: 'Sorry, no availability on your dates.' },
  seeAllOffers: { id: 'hotelOffers.seeAllOffers', defaultMessage: 'See all offers' },
});
