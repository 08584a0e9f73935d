import type { Hotel, NearbyHotel } from '@/domain/model/hotel';
import type { Review, ReviewsPage } from '@/domain/model/review';
import { toImages, toRoom } from '@/api/product/reshape';
import type { HotelWire, NearbyWire, ReviewsWire } from './schemas';
import { parseReviewScore } from './reviews-rules';

/** Pure wire → domain functions of the hotel page calls. Prices stay in cents. */

const list = (values: readonly string[] | null | undefined): string[] => (values ? [...values] : []);

export function toHotel(wire: HotelWire): Hotel {
  const location = wire.location;
  return {
    id: wire.id,
    uri: wire.uri,
    label: wire.label,
    stars: wire.stars ?? wire.star ?? 0,
    active: wire.active ?? true,
    location: {
      label: location.label ?? null,
      uri: location.uri ?? null,
      lat: location.lat,
      lng: location.lng,
      address: location.address ?? null,
      zipCode: location.zipCode ?? null,
      completeAddress: location.completeAddress
        ? { streetAddress: location.completeAddress.streetAddress ?? null, zipCode: location.completeAddress.zipCode ?? null }
        : null,
      region: location.region ?? null,
      city: location.city ?? null,
    },
    review: wire.review ?? { count: 0, average: 0 },
    description: wire.description ?? '',
    highlightedFacilities: wire.highlightedFacilities ?? [],
    infoGeneral: wire.infoGeneral ?? [],
    facilities: wire.facilities ?? [],
    checkInOut: { checkin: wire.checkInOut?.checkin ?? null, checkout: wire.checkInOut?.checkout ?? null },
    policy: wire.policy
      ? {
          petsAllowed: wire.policy.petsAllowed,
          petsPrice: wire.policy.petsPrice ?? null,
          petsMaxWeight: wire.policy.petsMaxWeight ?? null,
          // Part 1 §3: one pet unless the hotel says otherwise.
          petsMaxNumberOfPets: wire.policy.petsMaxNumberOfPets ?? 1,
        }
      : null,
    localTax: wire.localTax
      ? {
          type: wire.localTax.type,
          amount: wire.localTax.amount ?? null,
          percentage: wire.localTax.percentage ?? null,
          currency: wire.localTax.currency ?? 'EUR',
          toBePaidAtHotel: wire.localTax.toBePaidAtHotel ?? true,
        }
      : null,
    importantInfos: list(wire.importantInfos),
    legacyPackageCount: wire.legacyPackageCount ?? 0,
    ecoFacilities: list(wire.ecoFacilities),
    images: toImages(wire.images),
    airportLabel: wire.airportLabel ?? null,
    trainStationLabel: wire.trainStationLabel ?? null,
    breadcrumb: wire.breadcrumb ?? [],
    rooms: (wire.rooms ?? []).map((room) => ({
      ...toRoom(room),
      offers: (room.offers ?? []).map((offer) => ({
        id: offer.id,
        room: offer.room ?? null,
        sellPrice: offer.price.sellPrice,
        refPrice: offer.price.refPrice ?? null,
        promo: Math.round(offer.price.promo ?? 0),
        priceType: offer.price.priceType ?? null,
        nights: offer.nights,
        checkin: offer.checkin ?? null,
        hasSelectedDates: offer.hasSelectedDates ?? false,
        shortProgramIntroWithoutRoom: offer.shortProgramIntroWithoutRoom ?? null,
        paxCount: offer.paxCount ?? null,
      })),
    })),
    weekends: (wire.weekends ?? []).map((weekend) => ({
      id: weekend.id,
      label: weekend.label,
      headwords: list(weekend.headwords),
      images: toImages(weekend.images),
      sellPrice: weekend.price.sellPrice,
      refPrice: weekend.price.refPrice ?? null,
      promo: Math.round(weekend.price.promo ?? 0),
    })),
    fromPrice: wire.fromPrice ?? null,
  };
}

export const toNearbyHotels = (wire: NearbyWire): NearbyHotel[] =>
  wire.hotels.map((hotel) => ({
    id: hotel.id,
    uri: hotel.uri ?? null,
    label: hotel.label,
    stars: hotel.stars ?? null,
    locationLabel: hotel.location?.label ?? null,
    lat: hotel.location?.lat ?? null,
    lng: hotel.location?.lng ?? null,
    distance: hotel.distance,
    review: hotel.review ?? null,
    imageUrl: hotel.imageUrl ?? null,
    fromPrice: hotel.fromPrice,
  }));

function toReview(wire: NonNullable<ReviewsWire['list']>[number]): Review {
  const positiveText = typeof wire.positive === 'string' ? wire.positive : null;
  return {
    id: wire.id,
    locale: wire.locale ?? null,
    customer: wire.customer ?? null,
    type: wire.type ?? null,
    date: wire.date ?? null,
    average: wire.average,
    positive: positiveText,
    negative: wire.negative ?? null,
    isPositive: typeof wire.positive === 'boolean' ? wire.positive : (positiveText ?? '').trim() !== '',
  };
}

export function toReviewsPage(wire: ReviewsWire): ReviewsPage {
  const details = wire.details;
  return {
    totalCount: wire.totalCount,
    score: parseReviewScore(wire.score),
    list: (wire.list ?? []).map(toReview),
    details: details
      ? {
          welcoming: details.welcoming ?? null,
          comfort: details.comfort ?? null,
          cleanliness: details.cleanliness ?? null,
          food: details.food ?? null,
          localization: details.localization ?? null,
          priceQualityRatio: details.priceQualityRatio ?? null,
        }
      : null,
  };
}
