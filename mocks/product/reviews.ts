import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { route } from '../services';
import type { Review, ReviewCriteria } from '../catalogue/types';
import { answer, BadRequest, booleanParam, intParam, langOf, NotFound, numericId, optionalLocaleParam, queryOf } from './http';

/**
 * GET {api}/hotel/{hotelId}/reviews.json (part 2 §7). Pages of 10, page 1-based. The locale
 * filter keeps reviews written in that locale's language (fr_FR and fr_BE share French); with
 * withOtherLanguageFallback=true and none in that language, every language is returned and
 * `fallback` says so. `score` is the average of the filtered reviews written with a decimal
 * comma, as the real API sends it (the client must parse '8,6').
 */

export const REVIEWS_PAGE_SIZE = 10;
const SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;
type Sort = (typeof SORTS)[number];
const CRITERIA: Array<keyof ReviewCriteria> = ['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio'];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function sortParam(query: URLSearchParams): Sort {
  const raw = query.get('sort');
  if (raw === null || raw === '') return 'DATE_DESC';
  if (!(SORTS as readonly string[]).includes(raw)) throw new BadRequest('INVALID_SORT', `sort must be one of ${SORTS.join(', ')}`);
  return raw as Sort;
}

function sorted(reviews: Review[], sort: Sort): Review[] {
  const byDate = (a: Review, b: Review) => a.date.localeCompare(b.date) || a.id - b.id;
  const byScore = (a: Review, b: Review) => a.average - b.average || byDate(a, b);
  const compare = { DATE_ASC: byDate, DATE_DESC: (a: Review, b: Review) => -byDate(a, b), SCORE_ASC: byScore, SCORE_DESC: (a: Review, b: Review) => -byScore(a, b) }[sort];
  return [...reviews].sort(compare);
}

function details(reviews: Review[]): ReviewCriteria {
  const result = {} as ReviewCriteria;
  for (const criterion of CRITERIA) {
    result[criterion] = reviews.length ? oneDecimal(reviews.reduce((sum, review) => sum + review.criteria[criterion], 0) / reviews.length) : 0;
  }
  return result;
}

export const reviewHandlers = [
  http.get(route('api', '/hotel/:hotelId/reviews.json'), ({ request, params }) =>
    answer(() => {
      const catalogue = getCatalogue();
      const query = queryOf(request);
      const hotelId = numericId(params.hotelId, 'hotel');
      if (!catalogue.index.hotelById.has(hotelId)) throw new NotFound(`No hotel with id ${hotelId}`);
      const locale = optionalLocaleParam(query);
      const fallbackAllowed = booleanParam(query, 'withOtherLanguageFallback', false);
      const sort = sortParam(query);
      const page = intParam(query, 'page', { min: 1, max: 10_000, fallback: 1 });

      const all = catalogue.reviewsOf(hotelId);
      let reviews = locale ? all.filter((review) => review.lang === langOf(locale)) : all;
      const fallback = locale !== null && reviews.length === 0 && fallbackAllowed && all.length > 0;
      if (fallback) reviews = all;

      const average = reviews.length ? oneDecimal(reviews.reduce((sum, review) => sum + review.average, 0) / reviews.length) : 0;
      const start = (page - 1) * REVIEWS_PAGE_SIZE;
      return HttpResponse.json({
        totalCount: reviews.length,
        score: average.toFixed(1).replace('.', ','),
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        fallback,
        list: sorted(reviews, sort)
          .slice(start, start + REVIEWS_PAGE_SIZE)
          .map((review) => ({
            id: review.id,
            locale: review.locale,
            customer: review.customer,
            type: review.type,
            date: review.date,
            average: review.average,
            positive: review.positive,
            negative: review.negative,
          })),
        details: details(reviews),
      });
    }),
  ),
];
