import { defineMessages, type NoMessageValues } from 'react-intl/server';

// react-intl 12 types the values of each message: the generic lists them per key.
export const homeMessages = defineMessages<{
  metaTitle: NoMessageValues;
  metaDescription: NoMessageValues;
  title: NoMessageValues;
  from: { price: string };
  stars: { count: number };
  reviews: { score: string; count: number };
  newHotel: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  metaTitle: { id: 'home.meta.title', defaultMessage: 'Weekend getaways with activities' },
  metaDescription: {
    id: 'home.meta.description',
    defaultMessage: 'Book a weekend in a hotel with activities, dinners and breakfasts, or offer it as a gift.',
  },
  title: { id: 'home.listing.title', defaultMessage: 'Our weekend getaways' },
  from: { id: 'home.listing.from', defaultMessage: 'from {price}' },
  stars: { id: 'home.listing.stars', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
  reviews: {
    id: 'home.listing.reviews',
    defaultMessage: '{score}/10 ({count, plural, one {# review} other {# reviews}})',
  },
  newHotel: { id: 'home.listing.new', defaultMessage: 'New' },
  unavailable: { id: 'home.listing.unavailable', defaultMessage: 'Our stays cannot be shown right now. Please try again in a moment.' },
});
