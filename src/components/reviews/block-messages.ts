import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Server-rendered texts of the reviews block (prefix 'reviews.block.'; never shipped to the browser). */
export const reviewsBlockMessages = defineMessages<{
  title: NoMessageValues;
  criteriaTitle: NoMessageValues;
  positivesTitle: NoMessageValues;
  criterionValue: { score: string };
}>({
  title: { id: 'reviews.block.title', defaultMessage: 'Reviews' },
  criteriaTitle: { id: 'reviews.block.criteriaTitle', defaultMessage: 'Ratings by criterion' },
  positivesTitle: { id: 'reviews.block.positivesTitle', defaultMessage: 'What our travellers liked' },
  criterionValue: { id: 'reviews.block.criterionValue', defaultMessage: '{score} out of 10' },
});

/** The six criteria of a review's details (part 2 §3), by ReviewCriteria key. */
export const reviewCriterionMessages = defineMessages({
  welcoming: { id: 'reviews.block.criterionWelcoming', defaultMessage: 'Hospitality' },
  comfort: { id: 'reviews.block.criterionComfort', defaultMessage: 'Comfort' },
  cleanliness: { id: 'reviews.block.criterionCleanliness', defaultMessage: 'Cleanliness' },
  food: { id: 'reviews.block.criterionFood', defaultMessage: 'Food' },
  localization: { id: 'reviews.block.criterionLocalization', defaultMessage: 'Location' },
  priceQualityRatio: { id: 'reviews.block.criterionPriceQuality', defaultMessage: 'Value for money' },
});
