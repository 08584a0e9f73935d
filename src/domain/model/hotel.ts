import type { Image, PriceType, ProductRoom } from './product';

/** The hotel page (part 1 §3 Hotel, part 2 §3 Hotel state and Room). Prices in cents. */

export interface HotelLocation {
  label: string | null;
  uri: string | null;
  lat: number;
  lng: number;
  address: string | null;
  zipCode: string | null;
  completeAddress: { streetAddress: string | null; zipCode: string | null } | null;
  region: string | null;
  city: string | null;
}

export interface LocalTax {
  type: 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT' | string;
  amount: number | null;
  percentage: number | null;
  currency: string;
  toBePaidAtHotel: boolean;
}

export interface PetsPolicy {
  petsAllowed: boolean;
  petsPrice: number | null;
  petsMaxWeight: number | null;
  /** Defaults to 1 when the API leaves it out (part 1 §3). */
  petsMaxNumberOfPets: number;
}

export interface Facility {
  code: string;
  label: string;
}

export interface RoomOffer {
  id: number;
  room: string | null;
  sellPrice: number;
  refPrice: number | null;
  promo: number;
  priceType: PriceType | string | null;
  nights: number;
  checkin: string | null;
  hasSelectedDates: boolean;
  shortProgramIntroWithoutRoom: string | null;
  paxCount: number | null;
}

export interface HotelRoom extends ProductRoom {
  offers: RoomOffer[];
}

export interface HotelWeekend {
  id: number;
  label: string;
  headwords: string[];
  images: Image[];
  sellPrice: number;
  refPrice: number | null;
  promo: number;
}

export interface Hotel {
  id: number;
  uri: string;
  label: string;
  stars: number;
  active: boolean;
  location: HotelLocation;
  review: { count: number; average: number };
  description: string;
  highlightedFacilities: Facility[];
  infoGeneral: Array<{ code: string; facilities: string[] }>;
  facilities: Facility[];
  checkInOut: { checkin: string | null; checkout: string | null };
  policy: PetsPolicy | null;
  localTax: LocalTax | null;
  importantInfos: string[];
  legacyPackageCount: number;
  ecoFacilities: string[];
  images: Image[];
  airportLabel: string | null;
  trainStationLabel: string | null;
  breadcrumb: Array<{ label: string; url: string }>;
  rooms: HotelRoom[];
  weekends: HotelWeekend[];
  fromPrice: number | null;
}

export interface NearbyHotel {
  id: number;
  uri: string | null;
  label: string;
  stars: number | null;
  locationLabel: string | null;
  lat: number | null;
  lng: number | null;
  /** Kilometres from the hotel of the page. */
  distance: number;
  review: { count: number; average: number } | null;
  imageUrl: string | null;
  fromPrice: number;
}
