/**
 * The simulator's own data model: what the fake travel back-end "has in its database".
 * Handlers (mocks/handlers/*) turn these records into the wire shapes the spec names.
 * Nothing here is imported by src/ (the client is an independent reading of the spec).
 *
 * Prices are integers in cents. Dates are ISO days 'yyyy-MM-dd'. Every generated value
 * comes from the seeded random generator, relative to the catalogue's "today".
 */

export type Lang = 'fr' | 'nl' | 'it' | 'es';
export type LocaleCode = 'fr_FR' | 'fr_BE' | 'nl_NL' | 'nl_BE' | 'it_IT' | 'es_ES';
export type CountryCode = 'FR' | 'BE' | 'NL' | 'IT' | 'ES';

/** Text in each language of the six sites (fr_FR and fr_BE share 'fr', nl_NL and nl_BE share 'nl'). */
export type Localized = Record<Lang, string>;

export type PlaceKind = 'city' | 'department' | 'region' | 'country' | 'poi' | 'hotel';

export interface City {
  id: string; // e.g. 'paris'
  label: Localized;
  country: CountryCode;
  department: { id: string; label: string };
  region: { id: string; label: string };
  lat: number;
  lng: number;
  zipCodePrefix: string;
}

/** An image the simulator can render at any of the spec's sizes (mocks/images.ts). */
export interface ImageRef {
  key: string; // deterministic: the SVG is drawn from this key
  alt: Localized;
}

export interface Facility {
  code: string; // 'pool', 'spa', 'parking', 'wifi', 'restaurant', 'pets', ...
  label: Localized;
}

export type LocalTax =
  | { type: 'BOOKING_PERCENTAGE'; percentage: number; toBePaidAtHotel: boolean; currency: 'EUR' }
  | { type: 'PER_PERSON_PER_NIGHT'; amount: number; toBePaidAtHotel: boolean; currency: 'EUR' };

export interface Hotel {
  id: number;
  uri: string; // slug, e.g. 'hotel-le-grand-paris-1042'
  label: string;
  stars: number; // 1..5, may be x.5
  active: boolean;
  cityId: string;
  lat: number;
  lng: number;
  address: string;
  zipCode: string;
  description: Localized;
  hotelType: string; // 'hotel' | 'chateau' | 'guesthouse' | 'lodge' | 'resort' ...
  hotelEnvironment: string; // 'city' | 'sea' | 'mountain' | 'countryside' | 'lake'
  hotelStyle: string; // 'charming' | 'design' | 'family' | 'romantic' | 'luxury'
  facilities: string[]; // Facility codes
  highlightedFacilities: string[]; // subset of facilities
  ecoFacilities: Localized[]; // some hotels have 8 or more
  checkIn: string; // 'HH:mm'
  checkOut: string; // 'HH:mm'
  policy: { petsAllowed: boolean; petsPrice: number; petsMaxWeight: number; petsMaxNumberOfPets: number };
  localTax: LocalTax;
  importantInfos: Localized[];
  images: ImageRef[];
  airportLabel: string;
  trainStationLabel: string;
  themes: string[]; // theme ids (see Theme)
  popularity: number; // 0..1, higher = more popular
  /** Summary of this hotel's reviews (catalogue.reviewsOf(id) is consistent with it: same count, average within 0.05). */
  reviewCount: number;
  reviewAverage: number; // 0..10, one decimal; 0 when reviewCount is 0
  rooms: Room[];
  packageIds: number[];
}

export interface Room {
  uuid: string;
  label: Localized;
  type: string; // 'double' | 'twin' | 'suite' | 'family'
  bedding: Localized;
  capacity: number;
  maxCapacity: number;
  size: number; // m²
  description: Localized;
  highlightedFacilities: string[];
  images: ImageRef[];
  importantInfos: Localized[];
}

export interface Schedule {
  day: 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';
  from: string; // 'HH:mm'
  to: string;
}

export interface Activity {
  activityId: number;
  type: 'ACTIVITY' | 'DINNER';
  title: Localized;
  tagId: string; // activity tag, used by the tags[] criterion and activity facets
  detailList: Localized[];
  duration: string; // e.g. '2h'
  where: Localized;
  whyList: Localized[];
  mustKnowList: Localized[];
  schedules: Schedule[];
  how: Localized;
  repeated: boolean;
  importantInfos: Localized[];
  icon: string;
  participantsLabel: Localized;
  displayPax: boolean;
  menu: Localized | null; // dinners only
  when: Localized;
  singleDay: boolean; // needs a date choice
  image: ImageRef;
}

export interface Breakfast {
  type: 'CONTINENTAL' | 'BUFFET';
  mustKnowList: Localized[];
  schedules: Schedule[];
  detailList: Localized[];
}

export interface CancellationPolicyRule {
  cancellable: boolean;
  /** Days before check-in until which the stay is modifiable/partially refundable. */
  deadlineDaysBeforeCheckin: number;
  type: 'FLEXIBLE' | 'PARTIAL' | 'NON_REFUNDABLE';
}

export interface DayPrice {
  /** Price of the whole package for 2 adults for one night starting that day, in cents. */
  price: number;
  minLos: number; // minimum nights when checking in that day
  roomsLeft: number; // 0 = sold out
}

export interface WeekendPackage {
  id: number;
  hotelId: number;
  label: Localized;
  headwords: Localized[];
  programLines: Localized[];
  roomUuid: string;
  activities: Activity[];
  breakfast: Breakfast | null;
  images: ImageRef[];
  cancellation: CancellationPolicyRule;
  refPriceRatio: number; // refPrice = price * refPriceRatio (>= 1); promo derived from it
  marketingLabels: string[];
  lastMinute: boolean;
  channelManagerId: string | null;
  connectivity: boolean;
  /** Price of one night for 2 adults on an ordinary day, cents; day prices vary around it (season, weekend). */
  basePrice: number;
  /** Lowest day price over the 12 months (cents), for "from" prices. Equals min over catalogue.dayPrice. */
  fromPrice: number;
  giftable: boolean;
  themes: string[];
}

export interface Review {
  id: number;
  hotelId: number;
  locale: LocaleCode;
  lang: Lang;
  customer: string;
  type: 'COUPLE' | 'FAMILY' | 'FRIENDS' | 'SOLO' | 'BUSINESS';
  date: string; // ISO day, in the past
  average: number; // 0..10 one decimal
  positive: string;
  negative: string;
  criteria: ReviewCriteria;
}

export interface ReviewCriteria {
  welcoming: number;
  comfort: number;
  cleanliness: number;
  food: number;
  localization: number;
  priceQualityRatio: number;
}

export interface Box {
  code: string; // ends with 'EBOX' (digital); physical variant code in physicalCode
  physicalCode: string | null; // e.g. same stem ending 'PBOX', null when no physical version
  slug: Localized;
  title: Localized;
  description: Localized;
  includedContent: Localized; // newline-separated lines
  value: number; // cents
  referencePrice: number; // cents
  sellPrice: number; // cents
  themes: string[];
  subthemas: string[];
  images: ImageRef[];
  /** Stays redeemable with this box. */
  packageIds: number[];
  /** Position (1..12) in each country's ranking, absent = unranked. */
  ranking: Partial<Record<CountryCode, number>>;
}

export interface ActivityOnlyProduct {
  id: number;
  uri: string;
  label: Localized;
  description: Localized;
  published: boolean;
  cityId: string;
  univers: string; // 'wellness' | 'gastronomy' | 'sport' | 'culture' | 'nature'
  activities: Array<{
    title: Localized;
    description: Localized;
    univers: string;
    composition: Localized;
    schedules: Schedule[];
    activityCenter: { id: number; label: string; stars: number; locationLabel: string; lat: number; lng: number; main: boolean };
    importantInformation: Localized;
  }>;
  niceToKnow: Localized[];
  images: ImageRef[];
  /** Price per participant count (adults), cents, per person. */
  prices: Array<{ adults: number; barPrice: number; sellPrice: number }>;
  tags: string[];
}

export interface SingleVoucher {
  id: number; // same id space as packages: a giftable package sold as a gift stay
  packageId: number;
  hotelId: number;
  /** Price per night count (los) and per bucket (1 Essential, 2 Serenity, 3 Liberty), cents. */
  priceList: Array<{ los: number; sellPrice: number; sellPrices: [number, number, number]; extraUpsellAvailabilityAmount: number }>;
  physicalAvailable: boolean;
}

export interface Theme {
  id: string; // 'romantic', 'spa', 'gastronomy', ...
  label: Localized;
  slug: Localized;
}

export interface ActivityTag {
  id: string;
  name: Localized;
}

export interface Catalogue {
  seed: number;
  today: string; // ISO day the catalogue was generated relative to
  cities: City[];
  themes: Theme[];
  facilities: Facility[];
  activityTags: ActivityTag[];
  hotels: Hotel[];
  packages: WeekendPackage[];
  boxes: Box[];
  activityOnly: ActivityOnlyProduct[];
  singleVouchers: SingleVoucher[];
  /** First and last ISO day with availability data (today .. today + 12 months). */
  availabilityWindow: { from: string; to: string };
  /**
   * Day-by-day availability, computed on demand from the seed (so 20,000 hotels stay cheap):
   * null when the package is not available that day (sold out days, closures, outside the window).
   */
  dayPrice(packageId: number, day: string): DayPrice | null;
  /** Reviews of a hotel, newest first, generated on demand and memoised. */
  reviewsOf(hotelId: number): Review[];
  /** Lookups built once after generation. */
  index: {
    hotelById: Map<number, Hotel>;
    packageById: Map<number, WeekendPackage>;
    cityById: Map<string, City>;
    boxByCode: Map<string, Box>;
    activityOnlyById: Map<number, ActivityOnlyProduct>;
    singleVoucherById: Map<number, SingleVoucher>;
  };
}

export interface CatalogueOptions {
  seed: number;
  /** ISO day; availability and review dates are generated relative to it. */
  today: string;
  /** Number of hotels (default 320; 20,000 for load tests). */
  hotels: number;
}
