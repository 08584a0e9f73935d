import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * Texts of the reviews modal and its opener (prefix 'reviews.', shipped to the browser with
 * reviewsMessageGroup). The server block formats some of them too (count, empty, anonymous…), so a
 * text the two share is written once.
 */
export const reviewsMessages = defineMessages<{
  open: NoMessageValues;
  title: NoMessageValues;
  count: { count: number };
  scoreOutOf: { score: string };
  scoreSpoken: { score: string };
  anonymous: NoMessageValues;
  positive: NoMessageValues;
  negative: NoMessageValues;
  empty: NoMessageValues;
  sort: NoMessageValues;
  language: NoMessageValues;
  loading: NoMessageValues;
  showMore: NoMessageValues;
  noneInLanguage: { language: string };
  seeAllLanguages: NoMessageValues;
}>({
  open: { id: 'reviews.open', defaultMessage: 'See all reviews' },
  title: { id: 'reviews.modal.title', defaultMessage: 'Customer reviews' },
  count: { id: 'reviews.count', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
  scoreOutOf: { id: 'reviews.scoreOutOf', defaultMessage: '{score}/10' },
  scoreSpoken: { id: 'reviews.scoreSpoken', defaultMessage: 'Score: {score} out of 10' },
  anonymous: { id: 'reviews.anonymous', defaultMessage: 'A traveller' },
  positive: { id: 'reviews.positive', defaultMessage: 'Positive points' },
  negative: { id: 'reviews.negative', defaultMessage: 'Negative points' },
  empty: { id: 'reviews.empty', defaultMessage: 'Be the first to try this brand new experience!' },
  sort: { id: 'reviews.modal.sort', defaultMessage: 'Sort by' },
  language: { id: 'reviews.modal.language', defaultMessage: 'Language' },
  loading: { id: 'reviews.modal.loading', defaultMessage: 'Loading reviews…' },
  showMore: { id: 'reviews.modal.showMore', defaultMessage: 'Show more' },
  noneInLanguage: {
    id: 'reviews.modal.noneInLanguage',
    defaultMessage: 'There are currently no reviews published in {language, select, fr {French} es {Spanish} it {Italian} nl {Dutch} other {this language}}.',
  },
  seeAllLanguages: { id: 'reviews.modal.seeAllLanguages', defaultMessage: 'See all the languages' },
});

/** The four sorts (part 2 §7, §9), by ReviewSort. */
export const reviewSortMessages = defineMessages({
  DATE_DESC: { id: 'reviews.modal.sortDateDesc', defaultMessage: 'Most recent' },
  DATE_ASC: { id: 'reviews.modal.sortDateAsc', defaultMessage: 'Oldest' },
  SCORE_DESC: { id: 'reviews.modal.sortScoreDesc', defaultMessage: 'Highest score' },
  SCORE_ASC: { id: 'reviews.modal.sortScoreAsc', defaultMessage: 'Lowest score' },
});

/** The language filter's options (part 2 §9), by ReviewLanguage. */
export const reviewLanguageMessages = defineMessages({
  all: { id: 'reviews.modal.languageAll', defaultMessage: 'All languages' },
  fr: { id: 'reviews.modal.languageFr', defaultMessage: 'French' },
  es: { id: 'reviews.modal.languageEs', defaultMessage: 'Spanish' },
  it: { id: 'reviews.modal.languageIt', defaultMessage: 'Italian' },
  nl: { id: 'reviews.modal.languageNl', defaultMessage: 'Dutch' },
});
