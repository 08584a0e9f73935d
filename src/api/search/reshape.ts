import { activityPromo, offersListPromo } from '@/domain/cards/promo';
import { cardNights, cardParticipants } from '@/domain/cards/card-defaults';
import type { DestinationsWire } from './schemas';
import type { SearchDestinations } from '@/domain/model/search';
import type {
  ActivityCard,
  ActivityCatalogResults,
  BoxOfferCard,
  BoxOffers,
  BoxStaysPage,
  CardCancellation,
  CardHotel,
  CardImage,
  HotelOffer,
  HotelOffers,
  ItemCategory,
  MapPoint,
  OfferCard,
  PriceType,
  SearchFacets,
  SearchResults,
  StressColor,
  StressMessage,
} from '@/domain/model/search';
import type {
  BoxMapWire,
  BoxOffersWire,
  BoxStaysPageWire,
  CatalogSearchWire,
  FacetsWire,
  HotelOffersWire,
  OfferWire,
  ProductCardWire,
  StaySearchWire,
} from './schemas';
import type { z } from 'zod';
import type { activityOnlyCardSchema, boxOfferCardSchema, cancellationSchema, cardHotelSchema, imageSchema } from './schemas';

/** Pure wire → domain functions of the search area. Prices stay integers in cents. */

const PRICE_TYPES: readonly PriceType[] = ['FROM_PRICE', 'FINAL_PRICE', 'GIFT', 'BENEFICIARY'];
const ITEM_CATEGORIES: readonly ItemCategory[] = ['weekend', 'single_voucher', 'activity'];
const STRESS_COLORS: readonly StressColor[] = ['scarcity', 'reinsurance', 'social'];

function itemCategory(value: string | null | undefined): ItemCategory {
  return (ITEM_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as ItemCategory) : 'weekend';
}

/**
 * The price type the answer states, else part 2 §4's rule: final when there is a check-in or the
 * product is a single voucher or activity, from-price otherwise.
 */
export function priceTypeOf(value: string | null | undefined, checkin: string | null, category: ItemCategory): PriceType {
  if ((PRICE_TYPES as readonly string[]).includes(value ?? '')) return value as PriceType;
  return checkin || category !== 'weekend' ? 'FINAL_PRICE' : 'FROM_PRICE';
}

export function toImage(wire: z.infer<typeof imageSchema>): CardImage {
  return {
    url: wire.url,
    sizes: wire.sizes ?? {},
    alt: wire.alt ?? '',
    title: wire.title ?? null,
    legend: wire.legend ?? null,
    link: wire.link ?? null,
  };
}

export function toHotel(wire: z.infer<typeof cardHotelSchema>): CardHotel {
  return {
    id: wire.id,
    label: wire.label,
    stars: wire.stars ?? null,
    uri: wire.uri ?? null,
    location: {
      label: wire.location?.label ?? null,
      lat: wire.location?.lat ?? null,
      lng: wire.location?.lng ?? null,
      address: wire.location?.address ?? null,
      zipCode: wire.location?.zipCode ?? null,
    },
    review: wire.review ?? null,
  };
}

export function toCancellation(wire: z.infer<typeof cancellationSchema> | null | undefined): CardCancellation | null {
  if (!wire) return null;
  return { cancellable: wire.cancellable, message: wire.message ?? null, type: wire.type ?? null, deadline: wire.cancellationDeadline ?? null };
}

function toStress(wire: NonNullable<ProductCardWire['stressMessages']>): StressMessage[] {
  return wire
    .filter((item) => (STRESS_COLORS as readonly string[]).includes(item.color))
    .slice(0, 2) // at most 2 stress messages (part 1 §9)
    .map((item) => ({ message: item.message, color: item.color as StressColor, icon: item.icon ?? null, emoji: item.emoji ?? null }));
}

export function toOfferCard(wire: ProductCardWire): OfferCard {
  const category = itemCategory(wire.itemCategory);
  const checkin = wire.checkin ?? null;
  const images = (wire.images ?? []).map(toImage);
  return {
    id: wire.id,
    label: wire.label,
    uri: wire.uri ?? null,
    imageUrl: wire.imageUrl ?? images[0]?.url ?? null,
    images,
    hotel: wire.hotel ? toHotel(wire.hotel) : null,
    checkin,
    nights: cardNights(wire.nights),
    participants: cardParticipants(wire.participants, wire.prices?.paxComposition?.adults),
    price: {
      sellPrice: wire.sellPrice,
      refPrice: wire.refPrice ?? wire.prices?.barPrice ?? null,
      promo: Math.max(0, Math.round(wire.promo ?? wire.prices?.promo ?? 0)),
      priceType: priceTypeOf(wire.priceType ?? wire.prices?.priceType, checkin, category),
    },
    availableRooms: wire.availableRooms ?? null,
    expiration: wire.expiration ?? null,
    lastMinute: wire.lastMinute ?? false,
    headwords: wire.headwords ?? [],
    marketingLabels: wire.marketingLabels ?? [],
    distanceKm: wire.distance ?? null,
    cancellation: toCancellation(wire.cancellationPolicy),
    connectivity: wire.connectivity ?? false,
    channelManagerId: wire.channelManagerId ?? null,
    dataFlowMode: wire.dataFlowMode ?? null,
    itemCategory: category,
    targetedLabel: wire.targetedLabel ?? null,
    hasMoreOffers: wire.hasMoreOffers ?? false,
    autoDiscount: wire.autoDiscount ?? null,
    stressMessages: toStress(wire.stressMessages ?? []),
  };
}

export function toSearchResults(wire: StaySearchWire, page: number): SearchResults {
  return {
    resultsCount: wire.resultsCount,
    page: wire.page ?? page,
    cards: wire.exactMatches.map(toOfferCard),
    // Suggestions only make sense when nothing matched exactly.
    suggestions: wire.exactMatches.length === 0 ? (wire.suggestions ?? []).map(toOfferCard) : [],
  };
}

export function emptySearchResults(page = 1): SearchResults {
  return { resultsCount: 0, page, cards: [], suggestions: [] };
}

export function toFacets(wire: FacetsWire): SearchFacets {
  const facets = wire.facets;
  return {
    resultsCount: wire.resultsCount ?? 0,
    facilities: facets.facilities ?? [],
    hotelTypes: facets.hotelTypes ?? [],
    hotelEnvironments: facets.hotelEnvironments ?? [],
    hotelStyles: facets.hotelStyles ?? [],
    stars: facets.stars ?? [],
    hotelScores: facets.hotelScores ?? [],
    activities: wire.activities ?? [],
  };
}

export function toHotelOffer(wire: OfferWire): HotelOffer {
  const checkin = wire.checkin ?? null;
  return {
    weekendId: wire.weekendId,
    label: wire.label,
    uri: wire.uri ?? null,
    imageUrl: wire.imageUrl ?? wire.images?.[0]?.url ?? null,
    images: (wire.images ?? []).map(toImage),
    headwords: wire.headwords ?? [],
    checkin,
    nights: wire.nights ?? null,
    priceType: priceTypeOf(wire.priceType, checkin, 'weekend'),
    sellPrice: wire.priceInfo.sellPrice,
    refPrice: wire.priceInfo.refPrice ?? null,
    promo: offersListPromo(wire.priceInfo.promoPercentageRounded),
    cancellation: toCancellation(wire.cancellationPolicy),
    availableRooms: wire.availableRooms ?? null,
    roomLabel: wire.room?.label ?? null,
  };
}

export function toHotelOffers(wire: HotelOffersWire, hotelId: number): HotelOffers {
  return {
    hotelId: wire.hotel?.id ?? hotelId,
    main: wire.mainOffer ? toHotelOffer(wire.mainOffer) : null,
    others: wire.otherOffers.map(toHotelOffer),
  };
}

export function toActivityCard(wire: z.infer<typeof activityOnlyCardSchema>): ActivityCard {
  const images = (wire.images ?? []).map(toImage);
  return {
    id: wire.id,
    label: wire.label,
    uri: wire.uri ?? null,
    imageUrl: wire.imageUrl ?? images[0]?.url ?? null,
    images,
    participants: cardParticipants(wire.participants, wire.prices?.paxComposition?.adults),
    sellPrice: wire.sellPrice,
    refPrice: wire.refPrice ?? wire.prices?.barPrice ?? null,
    promo: activityPromo(wire.promo ?? wire.prices?.promo),
    centre: wire.hotel
      ? {
          id: wire.hotel.id,
          label: wire.hotel.label,
          stars: wire.hotel.stars ?? null,
          locationLabel: wire.hotel.location?.label ?? null,
          lat: wire.hotel.location?.lat ?? null,
          lng: wire.hotel.location?.lng ?? null,
        }
      : null,
    distanceKm: wire.distance ?? null,
    tags: wire.tags ?? [],
  };
}

export function toActivityCatalog(wire: CatalogSearchWire): ActivityCatalogResults {
  return {
    totalCount: wire.searchDetails.totalCount,
    title: wire.mainTitle ?? '',
    cards: wire.exactMatch.activityOnlyPackages.map(toActivityCard),
  };
}

export function emptyActivityCatalog(): ActivityCatalogResults {
  return { totalCount: 0, title: '', cards: [] };
}

function toBoxOfferCard(wire: z.infer<typeof boxOfferCardSchema>): BoxOfferCard {
  return { ...toOfferCard(wire), giftValue: wire.giftValue ?? null, supplement: wire.supplement ?? null };
}

export function toBoxOffers(wire: BoxOffersWire): BoxOffers {
  return { resultsCount: wire.resultsCount, cards: wire.exactMatches.map(toBoxOfferCard) };
}

export function emptyBoxOffers(): BoxOffers {
  return { resultsCount: 0, cards: [] };
}

export function toBoxStaysPage(wire: BoxStaysPageWire): BoxStaysPage {
  return {
    totalCount: wire.searchDetails.totalCount,
    stays: wire.exactMatch.map((stay) => {
      const images = (stay.images ?? []).map(toImage);
      return {
        id: stay.id,
        label: stay.label,
        uri: stay.uri ?? null,
        imageUrl: stay.imageUrl ?? images[0]?.url ?? null,
        images,
        hotel: stay.hotel ? toHotel(stay.hotel) : null,
        lat: stay.location?.lat ?? stay.hotel?.location?.lat ?? null,
        lng: stay.location?.lng ?? stay.hotel?.location?.lng ?? null,
      };
    }),
    // Each page is appended; an empty page stops the loading (part 2 §7).
    isLast: wire.exactMatch.length === 0,
  };
}

export function emptyBoxStaysPage(): BoxStaysPage {
  return { totalCount: 0, stays: [], isLast: true };
}

export function toMapPoints(wire: BoxMapWire): MapPoint[] {
  return wire.exactMatch.map((item) => ({ id: item.id, lat: item.location.lat, lng: item.location.lng }));
}

export function toDestinations(wire: DestinationsWire): SearchDestinations {
  return {
    cities: wire.cities.map((city) => ({
      id: city.id,
      slug: city.slug,
      label: city.label,
      country: city.country ?? null,
      lat: city.lat ?? null,
      lng: city.lng ?? null,
      hotelCount: city.hotelCount ?? 0,
    })),
    themes: wire.themes.map((theme) => ({ id: theme.id, slug: theme.slug, label: theme.label, packageCount: theme.packageCount ?? 0 })),
    areas: (wire.areas ?? []).map((area) => ({ kind: area.kind, id: area.id, label: area.label, lat: area.lat, lng: area.lng })),
  };
}
