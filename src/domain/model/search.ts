/**
 * Search-area domain types: what screens work with once the wire answers are reshaped.
 * Prices are integers in cents; days are ISO 'yyyy-MM-dd'.
 */

export type SearchType = 'stay' | 'gift';

/** Sort options of part 1 §9 (priceQuality is the default). */
export const SEARCH_ORDERS = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

export type PriceType = 'FROM_PRICE' | 'FINAL_PRICE' | 'GIFT' | 'BENEFICIARY';
export type ItemCategory = 'weekend' | 'single_voucher' | 'activity';
export type GiftFormat = 'digital' | 'physical';

/** The search criteria of part 1 §3 (the page hash), as the client holds them. */
export interface SearchCriteria {
  checkin?: string;
  checkout?: string;
  night?: number;
  adults?: number;
  children?: number;
  babies?: number;
  lat?: number;
  lng?: number;
  distanceMin?: number;
  distanceMax?: number;
  city?: string;
  cityId?: string;
  /** One area or point at a time (part 1 §4): region id, department id, country code, poi id. */
  region?: string;
  department?: string;
  country?: string;
  poi?: string;
  hotelId?: number;
  theme?: string;
  giftNights?: number;
  giftFormat?: GiftFormat;
  hotelTypes?: string[];
  hotelEnvironments?: string[];
  hotelStyles?: string[];
  stars?: number[];
  /** Minimum review average; 0 = none. */
  hotelScore?: number;
  /** Cents. In the gifting flow they bound the single-voucher price. */
  priceMin?: number;
  priceMax?: number;
  /** Facility codes; 'pets' stands for the pet policy. */
  facilities?: string[];
  petsAllowed?: boolean;
  /** Activity tag ids. */
  tags?: string[];
  /** A partner minisite's offers only (its page's list, src/screens/minisite). */
  minisite?: string;
}

export interface CardImage {
  url: string;
  /** Same image by size key ('640_360', …). */
  sizes: Record<string, string>;
  alt: string;
  title: string | null;
  legend: string | null;
  link: string | null;
}

export interface CardHotel {
  id: number;
  label: string;
  stars: number | null;
  uri: string | null;
  location: { label: string | null; lat: number | null; lng: number | null; address: string | null; zipCode: string | null };
  review: { count: number; average: number } | null;
}

export interface CardCancellation {
  cancellable: boolean;
  message: string | null;
  type: string | null;
  deadline: string | null;
}

export type StressColor = 'scarcity' | 'reinsurance' | 'social';

export interface StressMessage {
  message: string;
  color: StressColor;
  icon: string | null;
  emoji: string | null;
}

export interface CardPrice {
  sellPrice: number;
  refPrice: number | null;
  promo: number;
  priceType: PriceType;
}

/** An offer card (part 1 §3 offer card, part 2 §3 product card). */
export interface OfferCard {
  id: number;
  label: string;
  uri: string | null;
  imageUrl: string | null;
  images: CardImage[];
  hotel: CardHotel | null;
  checkin: string | null;
  nights: number;
  participants: number;
  price: CardPrice;
  availableRooms: number | null;
  expiration: string | null;
  lastMinute: boolean;
  headwords: string[];
  marketingLabels: string[];
  distanceKm: number | null;
  cancellation: CardCancellation | null;
  connectivity: boolean;
  channelManagerId: string | null;
  dataFlowMode: string | null;
  itemCategory: ItemCategory;
  targetedLabel: string | null;
  hasMoreOffers: boolean;
  autoDiscount: { code: string; value: number } | null;
  stressMessages: StressMessage[];
}

export interface SearchResults {
  resultsCount: number;
  page: number;
  cards: OfferCard[];
  /** Stays outside the criteria, only when nothing matched ('No exact results found'). */
  suggestions: OfferCard[];
}

export interface FacilityFacet {
  /** The criterion the option feeds: 'facilities', or 'petsAllowed' for the pet policy. */
  name: string;
  value: string;
  label: string;
  count: number;
}

export interface KeyedFacet {
  key: string;
  label: string;
  count: number;
}

export interface ScoreFacet {
  value: number;
  label: string;
  count: number;
}

export interface ActivityFacetGroup {
  name: string;
  activities: Array<{ id: string; name: string; count: number }>;
}

export interface SearchFacets {
  resultsCount: number;
  facilities: FacilityFacet[];
  hotelTypes: KeyedFacet[];
  hotelEnvironments: KeyedFacet[];
  hotelStyles: KeyedFacet[];
  stars: KeyedFacet[];
  hotelScores: ScoreFacet[];
  activities: ActivityFacetGroup[];
}

/** One package of a hotel from the offers call (part 2 §3 Offer). */
export interface HotelOffer {
  weekendId: number;
  label: string;
  uri: string | null;
  imageUrl: string | null;
  images: CardImage[];
  headwords: string[];
  checkin: string | null;
  nights: number | null;
  priceType: PriceType;
  sellPrice: number;
  refPrice: number | null;
  /** 0 unless at least the offers-list threshold (part 2 §5). */
  promo: number;
  cancellation: CardCancellation | null;
  availableRooms: number | null;
  roomLabel: string | null;
}

export interface HotelOffers {
  hotelId: number;
  main: HotelOffer | null;
  others: HotelOffer[];
}

export interface ActivityCard {
  id: number;
  label: string;
  uri: string | null;
  imageUrl: string | null;
  images: CardImage[];
  participants: number;
  /** Per person, cents. */
  sellPrice: number;
  refPrice: number | null;
  /** 0 unless at least the activity threshold (part 2 §5). */
  promo: number;
  centre: { id: number; label: string; stars: number | null; locationLabel: string | null; lat: number | null; lng: number | null } | null;
  distanceKm: number | null;
  tags: string[];
}

export interface ActivityCatalogResults {
  totalCount: number;
  title: string;
  cards: ActivityCard[];
}

/** A stay offered with a box or a gift (the box value pays first, the guest pays the supplement). */
export interface BoxOfferCard extends OfferCard {
  giftValue: number | null;
  supplement: number | null;
}

export interface BoxOffers {
  resultsCount: number;
  cards: BoxOfferCard[];
}

export interface BoxStay {
  id: number;
  label: string;
  uri: string | null;
  imageUrl: string | null;
  images: CardImage[];
  hotel: CardHotel | null;
  lat: number | null;
  lng: number | null;
}

export interface BoxStaysPage {
  totalCount: number;
  stays: BoxStay[];
  /** An empty page ends the infinite loading (part 2 §7). */
  isLast: boolean;
}

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
}

/** A city or theme the catalogue can be searched by, with its path slug in one site's language. */
export interface SearchDestination {
  id: string;
  slug: string;
  label: string;
}

/** The area and point categories of the destination selector a search can name (part 1 §4). */
export type SearchAreaKind = 'region' | 'department' | 'country' | 'poi';

/** A region, department, country or point of interest: its name and where the map opens on it. */
export interface SearchArea {
  kind: SearchAreaKind;
  id: string;
  label: string;
  lat: number;
  lng: number;
}

export interface SearchDestinations {
  cities: Array<SearchDestination & { country: string | null; lat: number | null; lng: number | null; hotelCount: number }>;
  themes: Array<SearchDestination & { packageCount: number }>;
  /** Absent when the API lists none (older answers). */
  areas?: SearchArea[];
}

/** The area of a kind and id (ids compare case-insensitively: a hash may spell a country code 'fr'). */
export function findArea(areas: readonly SearchArea[] | undefined, kind: SearchAreaKind, id: string): SearchArea | null {
  const wanted = id.toLowerCase();
  return (areas ?? []).find((area) => area.kind === kind && area.id.toLowerCase() === wanted) ?? null;
}

/** The city or theme a path slug names (its id is accepted too), or null when the catalogue does not know it. */
export function findDestination<T extends SearchDestination>(list: readonly T[], slug: string): T | null {
  return list.find((entry) => entry.slug === slug || entry.id === slug) ?? null;
}
