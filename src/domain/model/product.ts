import type { GiftVoucher } from './gift';

/**
 * Stay product (weekend package) as the product page and the hotel page's offer detail use it.
 * Prices are integers in cents; days are ISO 'yyyy-MM-dd'.
 */

export type PriceType = 'FROM_PRICE' | 'FINAL_PRICE' | 'GIFT' | 'BENEFICIARY';

export interface Image {
  url: string;
  /** URLs by size name, e.g. '640_360'. */
  sizes: Record<string, string>;
  alt: string;
  legend: string | null;
}

export interface Schedule {
  day: string;
  from: string;
  to: string;
}

export interface CancellationPolicy {
  cancellable: boolean;
  /** Last day the stay can be modified or partly refunded; null without dates or when final. */
  deadline: string | null;
  type: string | null;
  message: string | null;
}

export interface ProductActivity {
  activityId: number;
  title: string;
  type: string;
  imageUrl: string | null;
  detailList: string[];
  duration: string | null;
  where: string | null;
  whyList: string[];
  mustKnowList: string[];
  schedules: Schedule[];
  how: string | null;
  repeated: boolean;
  importantInfos: string[];
  icon: string | null;
  participantsLabel: string | null;
  displayPax: boolean;
  menu: string | null;
  when: string | null;
  /** The guest must pick a date for it. */
  singleDay: boolean;
}

export interface Breakfast {
  type: string;
  mustKnowList: string[];
  schedules: Schedule[];
  detailList: string[];
}

export interface ProductRoom {
  uuid: string | null;
  title: string;
  bedding: string | null;
  capacity: number;
  maxCapacity: number;
  description: string | null;
  details: { title: string; lines: string[] } | null;
  type: string | null;
  highlightedFacilities: string[];
  images: Image[];
  imageUrl: string | null;
  size: number | null;
  importantInfos: string[];
}

export interface ProductPrice {
  sellPrice: number;
  refPrice: number | null;
  promo: number;
  moneySaved: number;
  nbRooms: number;
  nights: number;
  priceType: PriceType | string;
  fromPrice: number | null;
  /** Set when the asked dates cannot be booked (the price shown is then a "from" price). */
  error: { code: string | null; message: string | null } | null;
}

export interface ProductHotelSummary {
  id: number;
  label: string;
  uri: string | null;
  stars: number | null;
  checkInOut: { checkin: string | null; checkout: string | null };
  importantInfos: string[];
  location: { label: string | null; lat: number | null; lng: number | null; address: string | null } | null;
  review: { count: number; average: number } | null;
}

export interface ProductDetail {
  id: number;
  label: string;
  published: boolean;
  headwords: string[];
  hotel: ProductHotelSummary;
  images: Image[];
  imagesBySize: Record<string, string>;
  programLines: string[];
  activities: ProductActivity[];
  breakfast: Breakfast | null;
  room: ProductRoom | null;
  price: ProductPrice | null;
  cancellationPolicy: CancellationPolicy | null;
  /** The automatic extra discount (cents off), shown only to a visitor the variation assigned, outside gifting. */
  autoDiscount: { code: string; value: number } | null;
  checkin: string | null;
  nights: number | null;
  pageModel: { pageTitle: string | null; metaDescription: string | null; metaRobots: string | null; canonicalUrl: string | null } | null;
  /** The stay sold as a gift (single voucher); null when the package is not giftable or has no priced voucher. */
  giftVoucher: GiftVoucher | null;
}

/** One offer of a product (a room or programme variant), from the offers call. */
export interface ProductOffer {
  weekendId: number;
  label: string | null;
  room: { uuid: string | null; label: string } | null;
  sellPrice: number;
  refPrice: number | null;
  /** Promo percent once the offers-list threshold is applied (0 = no badge). */
  promo: number;
  nights: number | null;
  availableRooms: number | null;
  cancellationPolicy: CancellationPolicy | null;
}

/** Gift redemption calendar: price of a stay starting that day. */
export interface CheckinPrice {
  day: string;
  minLos: number;
  displayTotalPrice: number;
}

/** Nights bookable from a check-in day; the selectable checkout range runs from min to max. */
export interface CheckoutNights {
  nights: number[];
  range: { min: number; max: number } | null;
}

export interface DayAvailability {
  day: string;
  /** Formatted by the API, e.g. '129 €'. */
  price: string | null;
  /** Cheapest minimum stay starting that day, cents. */
  amount: number;
  minLos: number;
}

export interface AvailabilityPaging {
  nextMonth: string | null;
  prevMonth: string | null;
  minMonth: string | null;
  maxMonth: string | null;
  stepLength: number | null;
  requestedMonths: string[];
}

export interface Availability extends AvailabilityPaging {
  days: Record<string, DayAvailability>;
}

export interface ProductAvailability extends Availability {
  /** Days grouped by month 'yyyy-MM', as the API sends them. */
  daysByMonth: Record<string, Record<string, DayAvailability>>;
  nightsRange: { start: number; end: number } | null;
}
