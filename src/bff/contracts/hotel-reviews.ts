import { bffGetContract } from '../contract';
import type { Locale } from '@/domain/model/locale';
import type { Review, ReviewSort } from '@/domain/model/review';

/**
 * The reviews modal's pages: GET /api/hotel-reviews?hotelId&locale&sort&language&page → one page
 * of 10 reviews of the hotel (part 2 §4, §7, §9). Reviews decide no booking: briefly cached.
 */

/** The modal's language filter (part 2 §9): every language, or the reviews written in one. */
export const REVIEW_LANGUAGES = ['all', 'fr', 'es', 'it', 'nl'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

export interface HotelReviewsQuery {
  hotelId: number;
  /** The site's locale. */
  locale: Locale;
  sort: ReviewSort;
  language: ReviewLanguage;
  /** 1-based, pages of 10. */
  page: number;
}

export interface HotelReviewsAnswer {
  page: number;
  /** Reviews matching the language filter, every page included. */
  totalCount: number;
  /** Another page follows this one. */
  hasMore: boolean;
  reviews: Review[];
}

export const hotelReviewsContract = bffGetContract<HotelReviewsQuery, HotelReviewsAnswer>('/api/hotel-reviews');

/** The language a site is written in: the modal's first filter. */
export function reviewLanguageOf(locale: Locale): Exclude<ReviewLanguage, 'all'> {
  return locale.slice(0, 2) as Exclude<ReviewLanguage, 'all'>;
}

const DEFAULT_LOCALE_OF: Readonly<Record<Exclude<ReviewLanguage, 'all'>, Locale>> = { fr: 'fr_FR', es: 'es_ES', it: 'it_IT', nl: 'nl_NL' };

/**
 * The API filters reviews by the language of a locale (fr_FR and fr_BE both mean French): the
 * site's own locale when it is written in that language, else the language's first site; none
 * for every language.
 */
export function reviewsLocaleOf(language: ReviewLanguage, site: Locale): Locale | undefined {
  if (language === 'all') return undefined;
  return reviewLanguageOf(site) === language ? site : DEFAULT_LOCALE_OF[language];
}
