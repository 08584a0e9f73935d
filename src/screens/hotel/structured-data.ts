import type { Hotel } from '@/domain/model/hotel';
import type { ReviewsBlock } from '@/domain/model/review';

/**
 * schema.org Hotel with its AggregateRating (issue 11): the hotel as crawlers index it, with its
 * address, point, stars and lowest price. Reviews are on their 0–10 scale.
 */
export function hotelStructuredData(input: { hotel: Hotel; reviews: ReviewsBlock | null; url: string; imageUrls: string[] }) {
  const { hotel, reviews, url, imageUrls } = input;
  const rating = reviews ? { count: reviews.totalCount, average: reviews.score } : hotel.review;
  const location = hotel.location;
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.label,
    ...(hotel.description ? { description: hotel.description } : {}),
    url,
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(location.completeAddress?.streetAddress || location.address ? { streetAddress: location.completeAddress?.streetAddress ?? location.address } : {}),
      ...(location.completeAddress?.zipCode || location.zipCode ? { postalCode: location.completeAddress?.zipCode ?? location.zipCode } : {}),
      ...(location.city ? { addressLocality: location.city } : {}),
      ...(location.region ? { addressRegion: location.region } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng },
    ...(hotel.stars > 0 ? { starRating: { '@type': 'Rating', ratingValue: hotel.stars } } : {}),
    ...(hotel.checkInOut.checkin ? { checkinTime: hotel.checkInOut.checkin } : {}),
    ...(hotel.checkInOut.checkout ? { checkoutTime: hotel.checkInOut.checkout } : {}),
    ...(hotel.policy ? { petsAllowed: hotel.policy.petsAllowed } : {}),
    ...(hotel.fromPrice !== null && hotel.fromPrice > 0 ? { priceRange: `${(hotel.fromPrice / 100).toFixed(0)} EUR+` } : {}),
    ...(rating && rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 10, worstRating: 0 } }
      : {}),
  };
}
