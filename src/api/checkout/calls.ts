import { mapResult, request, segment, type ApiError, type ApiResult, type CallLabel, type CallOptions } from '@/api/core';
import type { Checkout, InsuranceOffer } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import { clientLogMessage } from '../errors/reshape';
import { acknowledgementSchema } from '../errors/schemas';
import type { Guests } from '../product/calls';
import { toCheckout, toInsuranceOffers } from './reshape';
import { checkoutSchema, insuranceOffersSchema } from './schemas';

/**
 * Calls of the booking step after the product page: the insurance offers of a stay, init checkout
 * (part 2 §4, §7 "Add-to-cart: an init-checkout action") and the checkout by id for the booking
 * summary. Paths and payloads are the simulator's (mocks/checkout/*.ts): the spec shows none.
 * Prices decide a booking: never cached.
 */

const CLIENT = 'msite';

/** Where an init-checkout failure is reported (part 2 §8 "reported to an error service with the location label"). */
export const INIT_CHECKOUT_LABEL: CallLabel = { operation: 'init-checkout', location: 'weekend.product' };

export interface InsuranceOffersParams extends Guests {
  /** The weekend (offer) to insure. */
  weekendId: number | string;
  locale: Locale;
  checkin: string;
  nights: number;
}

/** GET {api}/weekend/{id}/insurance-offers.json — the insurance or cancellation offer list (part 1 §2, §3). */
export async function fetchInsuranceOffers(params: InsuranceOffersParams, options?: CallOptions): Promise<ApiResult<InsuranceOffer[]>> {
  const result = await request({
    service: 'api',
    path: `/weekend/${segment(params.weekendId)}/insurance-offers.json`,
    query: { checkin: params.checkin, night: params.nights, adult: params.adult, child: params.child, baby: params.baby, client: CLIENT, locale: params.locale },
    schema: insuranceOffersSchema,
    label: { operation: 'insurance-offers', location: 'weekend.product' },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, toInsuranceOffers);
}

export interface InitCheckoutParams extends Guests {
  /** The product page's weekend id. */
  productId: number;
  /** The chosen offer's weekend id (the product's own id when no other offer was chosen). */
  offerId: number;
  locale: Locale;
  checkin: string;
  /** At least one of checkout and nights; when both are sent they must agree. */
  checkout?: string;
  nights?: number;
  /** `activityId_dayIndex` items joined by '-' (part 2 §3 activityDates). */
  activitySelectionList?: string;
  insuranceOfferId?: string | null;
  /** A beneficiary's voucher code (redemption): the checkout prices what remains to pay. */
  voucherCode?: string;
  /** The signed-in visitor's e-mail: the booking lookup finds the booking by its reference and this address. */
  customerEmail?: string;
}

/**
 * POST {api}/checkout/init.json — re-prices the stay as the quote does and keeps the checkout under
 * an id. Any failure is logged by request() and reported to the error service ({origin}/log) with
 * the location label; the caller stops the flow (part 2 §8).
 */
export async function initCheckout(params: InitCheckoutParams, options?: CallOptions): Promise<ApiResult<Checkout>> {
  const result = await request({
    service: 'api',
    path: '/checkout/init.json',
    method: 'POST',
    json: {
      productId: params.productId,
      offerId: params.offerId,
      checkin: params.checkin,
      checkout: params.checkout,
      nights: params.nights,
      adult: params.adult,
      child: params.child,
      baby: params.baby,
      activitySelectionList: params.activitySelectionList || undefined,
      insuranceOfferId: params.insuranceOfferId ?? undefined,
      voucherCode: params.voucherCode,
      customerEmail: params.customerEmail,
      locale: params.locale,
      client: CLIENT,
    },
    schema: checkoutSchema,
    label: INIT_CHECKOUT_LABEL,
    cache: 'no-store',
    ...options,
  });
  if (!result.ok && result.error.code !== 'ABORTED') await reportInitCheckoutError(result.error, params.locale, INIT_CHECKOUT_LABEL, options);
  return mapResult(result, toCheckout);
}

/** The error service's line: the label's operation and what failed, cut to the log's 256 characters. */
export function initCheckoutErrorMessage(error: ApiError, label: CallLabel = INIT_CHECKOUT_LABEL): string {
  const parts = [error.kind, error.status, error.code, error.message].filter((part) => part !== undefined && part !== '');
  return clientLogMessage(`Error ${label.operation}: ${parts.join(' ')}`);
}

/**
 * POST {origin}/log { level, message, location, locale } (part 2 §8 "Init checkout error: reported
 * to an error service with the location label"); its own failure is only logged.
 */
export async function reportInitCheckoutError(error: ApiError, locale: Locale, label: CallLabel, options?: CallOptions): Promise<void> {
  await request({
    service: 'origin',
    path: '/log',
    method: 'POST',
    json: { level: 'error', message: initCheckoutErrorMessage(error, label), location: label.location, locale },
    schema: acknowledgementSchema,
    label: { operation: `${label.operation} error report`, location: label.location },
    cache: 'no-store',
    timeoutMs: options?.timeoutMs,
  });
}

export interface InitActivityCheckoutParams {
  /** The activity-only product (the voucher page's id). */
  activityProductId: number;
  participants: number;
  /** Bought for oneself (customType=OWN_USE) or to offer. */
  customType: 'OWN_USE' | 'GIFT';
  locale: Locale;
  /** The signed-in visitor's e-mail. */
  customerEmail?: string;
}

/**
 * POST {api}/checkout/activity/init.json — an activity voucher's checkout (contract §5): priced from
 * the product's prices for that participant count, then filled in and booked through the same
 * calls as a stay's. Never cached.
 */
export async function initActivityCheckout(params: InitActivityCheckoutParams, options?: CallOptions): Promise<ApiResult<Checkout>> {
  const result = await request({
    service: 'api',
    path: '/checkout/activity/init.json',
    method: 'POST',
    json: {
      activityProductId: params.activityProductId,
      participants: params.participants,
      customType: params.customType,
      locale: params.locale,
      customerEmail: params.customerEmail,
      client: CLIENT,
    },
    schema: checkoutSchema,
    label: { operation: 'init-activity-checkout', location: 'activity.checkout' },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, toCheckout);
}

/** GET {api}/checkout/{id} — the checkout as initialised, for the booking summary. */
export async function fetchCheckout(params: { id: string }, options?: CallOptions): Promise<ApiResult<Checkout>> {
  const result = await request({
    service: 'api',
    path: `/checkout/${segment(params.id)}`,
    schema: checkoutSchema,
    label: { operation: 'checkout', location: 'booking.summary' },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, toCheckout);
}
