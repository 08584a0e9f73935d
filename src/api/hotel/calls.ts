import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { Locale } from '@/domain/model/locale';
import type { Hotel, NearbyHotel } from '@/domain/model/hotel';
import type { ReviewSort, ReviewsPage } from '@/domain/model/review';
import { toHotel, toNearbyHotels, toReviewsPage } from './reshape';
import { hotelSchema, nearbySchema, reviewsSchema } from './schemas';

/** Calls of the hotel page. Paths the spec does not show are ours (docs/api/product.md). */

export interface HotelParams {
  /** Hotel id, or the hotel's own uri (part 1 §2). */
  hotel: number | string;
  locale: Locale;
  /** With dates, room offers are priced for them (then the answer is not cached). */
  checkin?: string;
  nights?: number;
  adult?: number;
  child?: number;
  baby?: number;
}

/** GET {api}/hotel/{hotelIdOrUri}.json — hotel load (path ours). */
export async function fetchHotel(params: HotelParams, options?: CallOptions): Promise<ApiResult<Hotel>> {
  const result = await request({
    service: 'api',
    path: `/hotel/${segment(params.hotel)}.json`,
    query: { locale: params.locale, checkin: params.checkin, nights: params.nights, adult: params.adult, child: params.child, baby: params.baby },
    schema: hotelSchema,
    label: { operation: 'hotel', location: 'hotel.hotel' },
    cache: params.checkin ? 'no-store' : catalogueCache(cacheTags.hotel(params.hotel)),
    ...options,
  });
  return mapResult(result, toHotel);
}

export interface NearbyHotelsParams {
  hotelId: number | string;
  locale: Locale;
  limit?: number;
}

/** GET {api}/hotel/{hotelId}/nearby.json — nearby hotels, nearest first (path ours). */
export async function fetchNearbyHotels(params: NearbyHotelsParams, options?: CallOptions): Promise<ApiResult<NearbyHotel[]>> {
  const result = await request({
    service: 'api',
    path: `/hotel/${segment(params.hotelId)}/nearby.json`,
    query: { locale: params.locale, limit: params.limit },
    schema: nearbySchema,
    label: { operation: 'nearby hotels', location: 'hotel.hotel' },
    cache: catalogueCache(cacheTags.hotel(params.hotelId)),
    ...options,
  });
  return mapResult(result, toNearbyHotels);
}

export interface HotelReviewsParams {
  hotelId: number | string;
  /** Language filter; leave out for every language. */
  locale?: Locale;
  withOtherLanguageFallback?: boolean;
  sort?: ReviewSort;
  /** 1-based, pages of 10. */
  page?: number;
}

/** GET {api}/hotel/{hotelId}/reviews.json (part 2 §7). */
export async function fetchHotelReviews(params: HotelReviewsParams, options?: CallOptions): Promise<ApiResult<ReviewsPage>> {
  const result = await request({
    service: 'api',
    path: `/hotel/${segment(params.hotelId)}/reviews.json`,
    query: {
      client: 'msite',
      withOtherLanguageFallback: params.withOtherLanguageFallback ?? true,
      locale: params.locale,
      sort: params.sort,
      page: params.page,
    },
    schema: reviewsSchema,
    label: { operation: 'reviews', location: 'hotel.reviews' },
    cache: catalogueCache(cacheTags.reviews(params.hotelId)),
    ...options,
  });
  return mapResult(result, toReviewsPage);
}
