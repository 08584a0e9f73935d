import { http, HttpResponse } from 'msw';
import { ApiError, answerApi } from '../api-error';
import { customerEmailOf, newBookingReference } from '../bookings/hand-off';
import { getCatalogue } from '../catalogue';
import { addMonths } from '../catalogue/days';
import type { ActivityOnlyProduct, LocaleCode } from '../catalogue/types';
import { BadRequest, LOCALE_CODES, NotFound, text } from '../product/http';
import { route } from '../services';
import { expiresAtOf } from './lifecycle';
import { newOrderCode } from './order-codes';
import { repriced } from './price-checkout';
import { listCheckouts, rememberCheckout } from './store';
import type { CheckoutActivityWire, CheckoutWire } from './wire';

/**
 * The activity voucher checkout (contract §5; part 2 §2 "Continuing goes to the activity checkout
 * route", §3 activity voucher fields, §9 "Single voucher validity 12 months"). The spec gives no
 * path nor payload: both are the simulator's own.
 *
 * POST {api}/checkout/activity/init.json, JSON body:
 *   { activityProductId: number,          an activity-only product (mocks/product/activity-only.ts)
 *     participants: 1..20,                a count the product has a price for
 *     customType: 'OWN_USE' | 'GIFT',     bought for oneself, or to offer
 *     locale: fr_FR | fr_BE | nl_NL | nl_BE | it_IT | es_ES,
 *     customerEmail?: string }            the signed-in visitor's e-mail
 * → 201 a checkout (contract §1 fields) with
 *   kind: 'ACTIVITY', productId: the activity product's id, offerId: null, label: its label in `locale`,
 *   hotel: null, reservationCriteria: null, activitySelectionList: [], insurance: null,
 *   cancellationPolicy: null, voucher: null, localTaxTotalAmount: 0,
 *   activity: { productId, label, participants, customType, validityMonths: 12 },
 *   priceInfo: the product's price entry for that count, as the voucher page shows it (an entry is
 *     the price of ONE participant in a group of that size): sellPrice = entry.sellPrice × participants,
 *     refPrice = max(barPrice, sellPrice) × participants, promoPercentageRounded and moneySaved as the
 *     detail answers them (moneySaved for the whole order), priceType FINAL_PRICE, nbRooms null,
 *     nights null, insuranceAmount 0, totalPrice = sellPrice, and the reductions of reductions.ts.
 * Refusals { code, message }: 400 INVALID_BODY, MISSING_PARAMETER, INVALID_PARAMETER (field named),
 * INVALID_LOCALE, PARTICIPANTS_NOT_PRICED (no price for that count); 404 NOT_FOUND for an unknown
 * product; 409 ACTIVITY_NOT_AVAILABLE for an unpublished one (its page says it expired).
 *
 * The traveller, promo-code, giftcards and book calls work on it unchanged (calls.ts, book.ts); its
 * insurance call accepts only null (no cover to buy). Booking it checks no availability (a voucher
 * is used later, on a date its holder books with the activity centre) and issues the voucher:
 * booking.voucherCode = 'AV' + 8 characters (capital letters and digits), booking.validUntil = the
 * simulator's today + 12 months. Stay checkouts answer `activity: null` and `voucherCode`/`validUntil` null.
 */

export const ACTIVITY_VOUCHER_VALIDITY_MONTHS = 12;
const CUSTOM_TYPES = ['OWN_USE', 'GIFT'] as const;
const PARTICIPANTS = { min: 1, max: 20 };

type Body = Record<string, unknown>;

function field(name: string, code: string, message: string): never {
  throw new ApiError(400, code, message, { field: name });
}

function productIdOf(body: Body): number {
  const value = body.activityProductId;
  if (value === undefined || value === null || value === '') field('activityProductId', 'MISSING_PARAMETER', 'activityProductId is required');
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) field('activityProductId', 'INVALID_PARAMETER', 'activityProductId must be a positive integer');
  return value;
}

function participantsOf(body: Body): number {
  const value = body.participants;
  if (value === undefined || value === null) field('participants', 'MISSING_PARAMETER', 'participants is required');
  if (typeof value !== 'number' || !Number.isInteger(value) || value < PARTICIPANTS.min || value > PARTICIPANTS.max) {
    field('participants', 'INVALID_PARAMETER', `participants must be an integer from ${PARTICIPANTS.min} to ${PARTICIPANTS.max}`);
  }
  return value;
}

function customTypeOf(body: Body): CheckoutActivityWire['customType'] {
  const value = body.customType;
  if (typeof value !== 'string' || !(CUSTOM_TYPES as readonly string[]).includes(value)) field('customType', 'INVALID_PARAMETER', `customType must be one of ${CUSTOM_TYPES.join(', ')}`);
  return value as CheckoutActivityWire['customType'];
}

/** A checkout init's `locale`: required, one of the six (the gift init reads it the same way). */
export function localeOf(body: Body): LocaleCode {
  const value = body.locale;
  if (value === undefined || value === null || value === '') field('locale', 'MISSING_PARAMETER', 'locale is required');
  if (typeof value !== 'string' || !(LOCALE_CODES as readonly string[]).includes(value)) field('locale', 'INVALID_LOCALE', `locale must be one of ${LOCALE_CODES.join(', ')}`);
  return value as LocaleCode;
}

/** The order's price for `participants`, as the voucher page's detail answers its entry (pricesWire), times the count. */
export function activityOrderPrice(product: ActivityOnlyProduct, participants: number) {
  const entry = product.prices.find((price) => price.adults === participants);
  if (!entry) return null;
  const refPrice = Math.max(entry.barPrice, entry.sellPrice);
  const promo = refPrice > 0 ? Math.round(((refPrice - entry.sellPrice) / refPrice) * 100) : 0;
  return { sellPrice: entry.sellPrice * participants, refPrice: refPrice * participants, promoPercentageRounded: promo, moneySaved: (refPrice - entry.sellPrice) * participants };
}

/** 'AV' + 8 capital letters and digits (order-codes.ts), unique among the simulator's checkouts. */
export function newActivityVoucherCode(): string {
  const taken = new Set(listCheckouts().map((stored) => stored.checkout.booking?.voucherCode));
  return newOrderCode('AV', (code) => taken.has(code));
}

/** The last day a voucher issued today can be used (12 months, part 2 §9). */
export function activityVoucherValidUntil(today: string): string {
  return addMonths(today, ACTIVITY_VOUCHER_VALIDITY_MONTHS);
}

function initActivityCheckout(body: unknown, now: Date = new Date()): Response {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('INVALID_BODY', 'Expected a JSON object');
  const fields = body as Body;
  const locale = localeOf(fields);
  const productId = productIdOf(fields);
  const participants = participantsOf(fields);
  const customType = customTypeOf(fields);
  const customerEmail = customerEmailOf(fields);
  const product = getCatalogue().index.activityOnlyById.get(productId);
  if (!product) throw new NotFound(`No activity voucher with id ${productId}`);
  if (!product.published) throw new ApiError(409, 'ACTIVITY_NOT_AVAILABLE', `Activity voucher ${productId} is no longer sold`);
  const price = activityOrderPrice(product, participants);
  if (price === null) throw new ApiError(400, 'PARTICIPANTS_NOT_PRICED', `Activity voucher ${productId} has no price for ${participants} participants`, { field: 'participants' });

  const id = crypto.randomUUID();
  const label = text(product.label, locale);
  const checkout: CheckoutWire = repriced({
    id,
    kind: 'ACTIVITY',
    bookingReference: newBookingReference(),
    customerEmail,
    status: 'INITIALIZED',
    createdAt: now.toISOString(),
    expiresAt: expiresAtOf(now),
    locale,
    productId,
    offerId: null,
    label,
    hotel: null,
    reservationCriteria: null,
    activitySelectionList: [],
    priceInfo: {
      ...price,
      priceType: 'FINAL_PRICE',
      nbRooms: null,
      nights: null,
      insuranceAmount: 0,
      totalPrice: price.sellPrice,
      promoCodeReductionAmount: 0,
      giftcards: [],
      remainingAmountToPay: price.sellPrice,
    },
    localTaxTotalAmount: 0,
    insurance: null,
    cancellationPolicy: null,
    voucher: null,
    traveller: null,
    promoCode: null,
    booking: null,
    activity: { productId, label, participants, customType, validityMonths: ACTIVITY_VOUCHER_VALIDITY_MONTHS },
  });
  rememberCheckout({ id, receivedAt: now.toISOString(), fields, checkout });
  return HttpResponse.json(checkout, { status: 201 });
}

export const activityCheckoutHandlers = [
  http.post(route('api', '/checkout/activity/init.json'), async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answerApi(() => initActivityCheckout(body));
  }),
];
