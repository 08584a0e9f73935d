import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Texts of the content blocks (server-rendered; the CMS gives the rest). */
export const blockMessages = defineMessages<{
  from: { price: string };
  perPerson: { price: string };
  stars: { count: number };
  reviews: { score: string; count: number };
  newHotel: NoMessageValues;
  rating: { rating: string };
  promoPrice: { price: string; refPrice: string };
  seeAll: NoMessageValues;
  endsIn: NoMessageValues;
}>({
  from: { id: 'home.block.from', defaultMessage: 'from {price}' },
  perPerson: { id: 'home.block.per-person', defaultMessage: 'from {price} per person' },
  stars: { id: 'home.block.stars', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
  reviews: { id: 'home.block.reviews', defaultMessage: '{score}/10 ({count, plural, one {# review} other {# reviews}})' },
  newHotel: { id: 'home.block.new', defaultMessage: 'New' },
  rating: { id: 'home.block.rating', defaultMessage: 'Rated {rating} out of 5' },
  promoPrice: { id: 'home.block.promo-price', defaultMessage: '{price} instead of {refPrice}' },
  seeAll: { id: 'home.block.see-all', defaultMessage: 'See all' },
  endsIn: { id: 'home.block.ends-in', defaultMessage: 'Ends in' },
});
