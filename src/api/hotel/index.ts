export { fetchHotel, fetchNearbyHotels, fetchHotelReviews, type HotelParams, type NearbyHotelsParams, type HotelReviewsParams } from './calls';
export { parseReviewScore, reviewsBlock, REVIEWS_PAGE_SIZE, FALLBACK_REVIEW_SCORE } from './reviews-rules';
export { REVIEWS_BLOCK_SIZE } from '@/domain/product/reviews';
