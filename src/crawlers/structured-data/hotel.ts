import type { Hotel } from '@/domain/model/hotel';
import type { ProductHotelSummary } from '@/domain/model/product';
import { aggregateRating, type RatingFacts } from './rating';
import { structuredDataUrls } from './urls';

const HOTEL_IMAGE_COUNT = 4;

/** What the pages know of a hotel: all of it on the hotel page, a summary on a stay's page. */
export interface HotelFacts {
  name: string;
  /** The hotel page's canonical URL, absolute. */
  url: string;
  description?: string | null;
  images: readonly string[];
  address: { street?: string | null; postcode?: string | null; city?: string | null; region?: string | null; label?: string | null };
  geo?: { lat: number | null; lng: number | null } | null;
  stars?: number | null;
  rating?: RatingFacts | null;
  checkin?: string | null;
  checkout?: string | null;
  petsAllowed?: boolean | null;
  fromPriceCents?: number | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function postalAddress(address: HotelFacts['address']) {
  const locality = present(address.city) ? address.city : present(address.label) ? address.label : null;
  return {
    '@type': 'PostalAddress',
    ...(present(address.street) ? { streetAddress: address.street } : {}),
    ...(present(address.postcode) ? { postalCode: address.postcode } : {}),
    ...(locality ? { addressLocality: locality } : {}),
    ...(present(address.region) ? { addressRegion: address.region } : {}),
  };
}

/**
 * schema.org Hotel. Its `@id` is the hotel page's URL with '#hotel', so the hotel a stay's page
 * describes and the hotel page's own are one node for a crawler.
 */
export function hotelData(facts: HotelFacts, siteUrl: string) {
  const images = structuredDataUrls(facts.images, siteUrl, HOTEL_IMAGE_COUNT);
  const rating = aggregateRating(facts.rating);
  const { geo } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': `${facts.url}#hotel`,
    name: facts.name,
    ...(present(facts.description) ? { description: facts.description } : {}),
    url: facts.url,
    ...(images.length > 0 ? { image: images } : {}),
    address: postalAddress(facts.address),
    ...(geo && Number.isFinite(geo.lat) && Number.isFinite(geo.lng) && geo.lat !== null && geo.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } }
      : {}),
    ...(facts.stars && facts.stars > 0 ? { starRating: { '@type': 'Rating', ratingValue: facts.stars } } : {}),
    ...(present(facts.checkin) ? { checkinTime: facts.checkin } : {}),
    ...(present(facts.checkout) ? { checkoutTime: facts.checkout } : {}),
    ...(typeof facts.petsAllowed === 'boolean' ? { petsAllowed: facts.petsAllowed } : {}),
    ...(facts.fromPriceCents && facts.fromPriceCents > 0 ? { priceRange: `${(facts.fromPriceCents / 100).toFixed(0)} EUR+` } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** The hotel page's facts (part 1 §3 Hotel). */
export function hotelFactsOf(hotel: Hotel, input: { url: string; rating: RatingFacts | null }): HotelFacts {
  const { location } = hotel;
  return {
    name: hotel.label,
    url: input.url,
    description: hotel.description,
    images: hotel.images.map((image) => image.url),
    address: {
      street: location.completeAddress?.streetAddress ?? location.address,
      postcode: location.completeAddress?.zipCode ?? location.zipCode,
      city: location.city,
      region: location.region,
      label: location.label,
    },
    geo: { lat: location.lat, lng: location.lng },
    stars: hotel.stars,
    rating: input.rating,
    checkin: hotel.checkInOut.checkin,
    checkout: hotel.checkInOut.checkout,
    petsAllowed: hotel.policy?.petsAllowed ?? null,
    fromPriceCents: hotel.fromPrice,
  };
}

/** A stay's hotel when only the product detail's summary of it loaded (the hotel call failed). */
export function hotelFactsOfSummary(hotel: ProductHotelSummary, input: { url: string; rating: RatingFacts | null }): HotelFacts {
  return {
    name: hotel.label,
    url: input.url,
    images: [],
    address: { street: hotel.location?.address ?? null, label: hotel.location?.label ?? null },
    geo: hotel.location ? { lat: hotel.location.lat, lng: hotel.location.lng } : null,
    stars: hotel.stars,
    rating: input.rating,
    checkin: hotel.checkInOut.checkin,
    checkout: hotel.checkInOut.checkout,
  };
}
