import type { Image, Schedule } from './product';

/** Activity-only voucher (part 2 §3). Sell prices are per person, in cents. */

export interface ActivityCenter {
  id: number | null;
  label: string;
  stars: number | null;
  locationLabel: string | null;
  main: boolean;
}

export interface VoucherActivity {
  title: string;
  description: string | null;
  univers: string | null;
  composition: string | null;
  schedules: Schedule[];
  activityCenter: ActivityCenter | null;
  importantInformation: string | null;
}

export interface ActivityPrice {
  adults: number;
  sellPrice: number;
  refPrice: number | null;
  /** Promo percent once the activity threshold is applied (0 = no badge). */
  promo: number;
  moneySaved: number;
}

export interface ActivityVoucher {
  id: number;
  uri: string | null;
  label: string;
  description: string | null;
  published: boolean;
  images: Image[];
  imagesBySize: Record<string, string>;
  mainActivityCenter: ActivityCenter | null;
  activities: VoucherActivity[];
  locations: Array<{ label: string; lat: number | null; lng: number | null }>;
  schedules: Schedule[];
  niceToKnow: string[];
  importantInfo: string | null;
  /** The API's trail, in its own paths (the page maps them to storefront pages). */
  breadCrumb: Array<{ label: string; url: string }>;
  pageModel: { metaRobots: string | null; canonicalUrl: string | null; pageTitle: string | null; alternateUrls: Record<string, string> } | null;
  /** Sorted by participant count. */
  prices: ActivityPrice[];
}
