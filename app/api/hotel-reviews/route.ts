import { mapResult } from '@/api/core';
import { CATALOGUE_REVALIDATE_SECONDS } from '@/caching/cache-tags';
import { fetchHotelReviews, REVIEWS_PAGE_SIZE } from '@/api/hotel';
import { reviewsLocaleOf, type HotelReviewsAnswer } from '@/bff/contracts/hotel-reviews';
import { hotelReviewsSchema } from '@/bff/contracts/hotel-reviews.schema';
import { bffRoute } from '@/bff/route-handler.server';

/**
 * Reviews decide no booking and read the same for every visitor: a page may be kept publicly as
 * long as the catalogue read behind it (the reviews call is cached that long under its tag), so a
 * shared cache or the browser adds at most one such period. Errors are never cached (bffRoute).
 */
const REVIEWS_CACHE_CONTROL = `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}`;

/** The reviews modal's pages; a language filter shows that language only (no fallback to the others). */
export const GET = bffRoute(hotelReviewsSchema, { successCacheControl: REVIEWS_CACHE_CONTROL }, async (query) => {
  const locale = reviewsLocaleOf(query.language, query.locale);
  const result = await fetchHotelReviews({ hotelId: query.hotelId, locale, withOtherLanguageFallback: false, sort: query.sort, page: query.page });
  return mapResult(
    result,
    (page): HotelReviewsAnswer => ({
      page: query.page,
      totalCount: page.totalCount,
      hasMore: page.list.length > 0 && query.page * REVIEWS_PAGE_SIZE < page.totalCount,
      reviews: page.list,
    }),
  );
});
