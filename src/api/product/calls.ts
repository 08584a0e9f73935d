import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { Locale } from '@/domain/model/locale';
import type { Availability, CheckinPrice, CheckoutNights, ProductAvailability, ProductDetail, ProductOffer } from '@/domain/model/product';
import type { QuoteOutcome } from '@/domain/model/quote';
import { daysBetween } from '@/domain/calendar/iso-day';
import { GIFT_PARTY } from '@/domain/gift/gift-party';
import { isCheckinInThePast, pastCheckinOutcome, toQuoteOutcome } from './quote-rules';
import {
  toAvailability,
  toCheckinPrices,
  toCheckoutNights,
  toProductAvailability,
  toProductDetail,
  toProductOffers,
} from './reshape';
import {
  checkinPricesSchema,
  checkoutNightsSchema,
  hotelAvailabilitiesSchema,
  offersSchema,
  productAvailabilitiesSchema,
  quoteSchema,
  weekendDetailSchema,
} from './schemas';

/** Calls of the stay product page and the hotel page's calendars, offers and quote. */

export interface Guests {
  adult: number;
  child: number;
  baby: number;
}

const CLIENT = 'msite';
export interface WeekendDetailParams extends Partial<Guests> {
  id: number | string;
  locale: Locale;
  checkin?: string;
  night?: number;
}

/** GET {api}/weekend/{id}/detail.json — the stay product page (part 1 §7). */
export async function fetchWeekendDetail(params: WeekendDetailParams, options?: CallOptions): Promise<ApiResult<ProductDetail>> {
  const result = await request({
    service: 'api',
    path: `/weekend/${segment(params.id)}/detail.json`,
    query: { locale: params.locale, client: CLIENT, checkin: params.checkin, night: params.night, adult: params.adult, child: params.child, baby: params.baby },
    schema: weekendDetailSchema,
    label: { operation: 'weekend detail', location: 'weekend.product' },
    // With dates the answer carries a bookable price: never cached.
    cache: params.checkin ? 'no-store' : catalogueCache(cacheTags.weekend(params.id)),
    ...options,
  });
  return mapResult(result, toProductDetail);
}

export interface OfferDetailParams extends Guests {
  offerId: number | string;
  locale: Locale;
  checkin?: string;
  nights?: number;
}

/** GET {api}/weekend/{offerId}/detail.json — offer detail of the hotel page (part 2 §7). */
export async function fetchOfferDetail(params: OfferDetailParams, options?: CallOptions): Promise<ApiResult<ProductDetail>> {
  const result = await request({
    service: 'api',
    path: `/weekend/${segment(params.offerId)}/detail.json`,
    query: {
      checkin: params.checkin,
      nights: params.nights,
      adult: params.adult,
      child: params.child,
      baby: params.baby,
      fetchPageModel: false,
      client: CLIENT,
      locale: params.locale,
    },
    schema: weekendDetailSchema,
    label: { operation: 'offer detail', location: 'hotel.offer-detail' },
    cache: params.checkin ? 'no-store' : catalogueCache(cacheTags.weekend(params.offerId)),
    ...options,
  });
  return mapResult(result, toProductDetail);
}

/** Part 1 §8: a product detail that failed to load is an empty result — nothing is shown. */
export const productDetailOrEmpty = (result: ApiResult<ProductDetail>): ProductDetail | null => (result.ok ? result.data : null);

export interface CheckinPricesParams {
  offerId: number | string;
  locale: Locale;
  /** First month, 'yyyy-MM'. */
  month: string;
  /** Number of months. */
  length: number;
  nights: number;
  /** Gift value in cents. */
  giftPrice?: number;
  affiliateId?: string;
  client?: string;
}

/** GET {wed}/redeem/weekend/{offerId}/packageCheckinPrices.json — gift redemption calendar (part 1 §7). */
export async function fetchPackageCheckinPrices(params: CheckinPricesParams, options?: CallOptions): Promise<ApiResult<CheckinPrice[]>> {
  const result = await request({
    service: 'wed',
    path: `/redeem/weekend/${segment(params.offerId)}/packageCheckinPrices.json`,
    query: {
      locale: params.locale,
      client: params.client ?? CLIENT,
      length: params.length,
      month: params.month,
      // Gift redemption always prices the gift party, 2 adults (part 1 §7, §9).
      adult: GIFT_PARTY.adults,
      child: GIFT_PARTY.children,
      baby: GIFT_PARTY.babies,
      nights: params.nights,
      multiOffer: true,
      giftPrice: params.giftPrice,
      affiliateId: params.affiliateId,
    },
    schema: checkinPricesSchema,
    label: { operation: 'packageCheckinPrices', location: 'gift.calendar' },
    ...options,
  });
  return mapResult(result, toCheckinPrices);
}

export interface CheckoutNightsParams extends Guests {
  /** The weekend id (the spec's "{minisite or id}" segment). */
  id: number | string;
  locale: Locale;
  checkin: string;
  minisite?: string;
}

/** GET {locale}/weekend/{id}/packageCheckoutNights.json — nights bookable from a check-in (part 1 §7). */
export async function fetchPackageCheckoutNights(params: CheckoutNightsParams, options?: CallOptions): Promise<ApiResult<CheckoutNights>> {
  const result = await request({
    service: 'locale',
    path: `/weekend/${segment(params.id)}/packageCheckoutNights.json`,
    query: {
      checkin: params.checkin,
      adult: params.adult,
      child: params.child,
      baby: params.baby,
      locale: params.locale,
      multiOffer: true,
      client: CLIENT,
      minisite: params.minisite,
    },
    schema: checkoutNightsSchema,
    label: { operation: 'packageCheckoutNights', location: 'weekend.calendar' },
    ...options,
  });
  return mapResult(result, toCheckoutNights);
}

export interface HotelCheckoutNightsParams {
  id: number | string;
  locale: Locale;
  checkin: string;
  /** Longest stay to consider, in nights. */
  length?: number;
}

/** GET {api}/weekend/{id}/packageCheckoutNights.json — the hotel page's variant (part 2 §7). */
export async function fetchCheckoutNights(params: HotelCheckoutNightsParams, options?: CallOptions): Promise<ApiResult<CheckoutNights>> {
  const result = await request({
    service: 'api',
    path: `/weekend/${segment(params.id)}/packageCheckoutNights.json`,
    query: { length: params.length, checkin: params.checkin, locale: params.locale, multiOffer: true, client: CLIENT },
    schema: checkoutNightsSchema,
    label: { operation: 'packageCheckoutNights', location: 'hotel.calendar' },
    ...options,
  });
  return mapResult(result, toCheckoutNights);
}

/** Part 1 §8: a checkout-nights failure silently clears the selectable range. */
export const checkoutNightsOrCleared = (result: ApiResult<CheckoutNights>): CheckoutNights =>
  result.ok ? result.data : { nights: [], range: null };

export interface HotelAvailabilitiesParams {
  hotelId: number | string;
  locale: Locale;
  month: string;
  /** Months to load (the hotel calendar loads 12). */
  length: number;
}

/** GET {api}/hotels/{hotelId}/availabilities.json — cheapest stay per day of a hotel (part 2 §7). */
export async function fetchHotelAvailabilities(params: HotelAvailabilitiesParams, options?: CallOptions): Promise<ApiResult<Availability>> {
  const result = await request({
    service: 'api',
    path: `/hotels/${segment(params.hotelId)}/availabilities.json`,
    query: { locale: params.locale, month: params.month, length: params.length },
    schema: hotelAvailabilitiesSchema,
    label: { operation: 'hotel availabilities', location: 'hotel.calendar' },
    ...options,
  });
  return mapResult(result, toAvailability);
}

export interface ProductAvailabilityParams extends Guests {
  id: number | string;
  locale: Locale;
  month: string;
  /** Months per load (part 2 §9: 2 on desktop, 3 or 4 on mobile). */
  length?: number;
}

/** GET {api}/product/{id}/availabilities.json — product calendar (part 2 §7, path ours). */
export async function fetchProductAvailability(params: ProductAvailabilityParams, options?: CallOptions): Promise<ApiResult<ProductAvailability>> {
  const result = await request({
    service: 'api',
    path: `/product/${segment(params.id)}/availabilities.json`,
    query: {
      month: params.month,
      length: params.length ?? 2,
      adult: params.adult,
      child: params.child,
      baby: params.baby,
      locale: params.locale,
    },
    schema: productAvailabilitiesSchema,
    label: { operation: 'product availability', location: 'weekend.calendar' },
    ...options,
  });
  return mapResult(result, toProductAvailability);
}

export interface OffersParams extends Guests {
  productId: number | string | null | undefined;
  locale: Locale;
  checkin?: string;
  nights?: number;
  minisite?: string;
}

export const PRODUCT_ID_REQUIRED = 'Product ID is required';

/** GET {api}/product/{id}/offers — the product's offers (part 2 §7). Refused without a product id. */
export async function fetchProductOffers(params: OffersParams, options?: CallOptions): Promise<ApiResult<ProductOffer[]>> {
  const id = params.productId === null || params.productId === undefined ? '' : String(params.productId).trim();
  if (id === '') return { ok: false, error: { kind: 'invalid', code: 'PRODUCT_ID_REQUIRED', message: PRODUCT_ID_REQUIRED } };
  const result = await request({
    service: 'api',
    path: `/product/${segment(id)}/offers`,
    query: {
      checkin: params.checkin,
      nights: params.nights,
      adult: params.adult,
      child: params.child,
      baby: params.baby,
      locale: params.locale,
      minisite: params.minisite,
    },
    schema: offersSchema,
    label: { operation: 'offers', location: 'weekend.product' },
    ...options,
  });
  return mapResult(result, toProductOffers);
}

export interface QuoteParams extends Guests {
  weekendId: number | string;
  locale: Locale;
  checkin: string;
  nights: number;
  /** Dash-separated activityId_dayIndex items (part 2 §3 activityDates). */
  activitySelectionList?: string;
  minisite?: string;
}

/** GET {api}/weekend/{id}/quote.json (part 2 §7). `now` is the clock of the past check-in check. */
export async function fetchQuote(params: QuoteParams, now: Date, options?: CallOptions): Promise<QuoteOutcome> {
  if (isCheckinInThePast(params.checkin, now)) return pastCheckinOutcome();
  const result = await request({
    service: 'api',
    path: `/weekend/${segment(params.weekendId)}/quote.json`,
    query: {
      checkin: params.checkin,
      nights: params.nights,
      adult: params.adult,
      child: params.child,
      baby: params.baby,
      smartcapacity: true,
      activitySelectionList: params.activitySelectionList,
      locale: params.locale,
      minisite: params.minisite,
    },
    schema: quoteSchema,
    label: { operation: 'quote', location: 'weekend.product' },
    ...options,
  });
  return toQuoteOutcome(result);
}

export interface QuoteRealtimeParams extends Guests {
  weekendId: number | string;
  locale: Locale;
  checkin: string;
  checkout: string;
  /** Overrides the nights derived from check-in and check-out. */
  night?: number;
  activitySelectionList?: string;
  minisite?: string;
}

/**
 * GET {api}/weekend/{id}/quote-realtime.json (part 2 §7). Refused without a request when the
 * check-in is in the past; a failure is logged as 'Error fetching quote-realtime' at
 * 'weekend.product' (by request()) and becomes QUOTE_FETCH_ERROR.
 */
export async function fetchQuoteRealtime(params: QuoteRealtimeParams, now: Date, options?: CallOptions): Promise<QuoteOutcome> {
  if (isCheckinInThePast(params.checkin, now)) return pastCheckinOutcome();
  const result = await request({
    service: 'api',
    path: `/weekend/${segment(params.weekendId)}/quote-realtime.json`,
    query: {
      checkin: params.checkin,
      night: params.night ?? daysBetween(params.checkin, params.checkout),
      adult: params.adult,
      child: params.child,
      baby: params.baby,
      client: CLIENT,
      smartcapacity: true,
      activitySelectionList: params.activitySelectionList,
      locale: params.locale,
      minisite: params.minisite,
    },
    schema: quoteSchema,
    label: { operation: 'quote-realtime', location: 'weekend.product' },
    ...options,
  });
  return toQuoteOutcome(result);
}
