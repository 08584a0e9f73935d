import { http, HttpResponse } from 'msw';
import { ApiError, answerApi } from '../api-error';
import { customerEmailOf, newBookingReference } from '../bookings/hand-off';
import { getCatalogue } from '../catalogue';
import { addDays, daysBetween, isValidIsoDay } from '../catalogue/days';
import type { LocaleCode } from '../catalogue/types';
import { BadRequest, LOCALE_CODES, text, type Pax } from '../product/http';
import { parseActivitySelection, priceStay } from '../product/quote';
import { hotelOf, packageById } from '../product/stay';
import { cancellationWire } from '../product/wire';
import { route } from '../services';
import { checkoutVoucher, priceTypeOf } from '../vouchers/checkout';
import { insuranceOffersOf, type InsuranceOfferWire } from './insurance';
import { expiresAtOf, readCheckout } from './lifecycle';
import { repriced } from './price-checkout';
import { drifted, takePriceDrift } from './price-drift';
import { rememberCheckout } from './store';
import type { CheckoutWire } from './wire';

/**
 * The init-checkout action of the product page (part 2 §4 "Once valid it initialises checkout and
 * goes to the booking-flow checkout with productId, selected dates, selected offer, check-in and
 * out, guests and locale"; part 2 §7 "Add-to-cart: an init-checkout action with the selected offer
 * id"). The spec gives no path nor payload: both are the simulator's own.
 *
 * POST {api}/checkout/init.json, JSON body:
 *   { productId: number,            the product page's weekend id
 *     offerId: number,              the chosen offer's weekendId (a stay of the same hotel; may be productId)
 *     checkin: 'yyyy-MM-dd',
 *     checkout?: 'yyyy-MM-dd', nights?: 1..30   at least one; both must agree
 *     adult?: 1..20 (2), child?: 0..10 (0), baby?: 0..10 (0),
 *     activitySelectionList?: 'activityId_dayIndex-…'   (part 2 §3 activityDates), one date per activity;
 *                                   every activity of the offer that needs a date (singleDay) must have one
 *     insuranceOfferId?: string | null,   one of the stay's insurance offers (mocks/checkout/insurance.ts)
 *     customerEmail?: string,        the signed-in visitor's e-mail (the booking lookup matches it, mocks/bookings)
 *     voucherCode?: string,          a beneficiary's voucher (mocks/vouchers/checkout.ts): priceType BENEFICIARY,
 *                                   remainingAmountToPay and voucher { code, type, boxCode, productId, value } in
 *                                   the answer; a gift stay's voucher only for its product, a box's only for its
 *                                   box's stays (VOUCHER_NOT_FOR_PRODUCT)
 *     locale: fr_FR | fr_BE | nl_NL | nl_BE | it_IT | es_ES }
 *
 * → 201 the checkout (below, and contract §1), stored under its id. The stay is priced by the quote's own function
 * (priceStay in mocks/product/quote.ts), so priceInfo.sellPrice is exactly what quote-realtime.json
 * answers for the same offer, dates and guests (unless a price-drift rule says otherwise,
 * mocks/checkout/price-drift.ts); totalPrice adds the chosen insurance.
 *   { id, kind: 'STAY', status: 'INITIALIZED', createdAt, expiresAt (createdAt + 2 h, lifecycle.ts),
 *     locale, productId, offerId, label,
 *     bookingReference: 8 digits, customerEmail: string | null   (mocks/bookings/hand-off.ts),
 *     hotel: { id, uri, label },
 *     reservationCriteria: { checkin, checkout, nights, adult, child, baby },
 *     activitySelectionList: [{ activityId, date }],
 *     priceInfo: { sellPrice, refPrice, promoPercentageRounded, moneySaved,
 *                  priceType: 'FINAL_PRICE' | 'BENEFICIARY' (with a voucher),
 *                  nbRooms: 1, nights, insuranceAmount, totalPrice,
 *                  promoCodeReductionAmount: 0, giftcards: [], remainingAmountToPay (reductions.ts) },
 *     localTaxTotalAmount,          paid at the hotel, not in totalPrice
 *     insurance: { id, sellPrice, cancellationPolicy } | null,
 *     cancellationPolicy,           the chosen insurance's, else the package's
 *     voucher: { code, type, boxCode, productId, value } | null,
 *     traveller: null, promoCode: null, booking: null,   (set by the calls of calls.ts and book.ts)
 *     activity: null }              (an activity voucher's checkout: activity.ts, contract §5)
 *
 * Refusals, JSON { code, message }: 400 for bad input (INVALID_BODY, MISSING_PARAMETER,
 * INVALID_PARAMETER, INVALID_DATE, INVALID_LOCALE, CHECKIN_IN_THE_PAST, PAX_OVER_CAPACITY,
 * MIN_LOS_NOT_REACHED, OFFER_NOT_IN_PRODUCT, INVALID_ACTIVITY_SELECTION, ACTIVITY_NOT_IN_OFFER,
 * ACTIVITY_DATE_OUT_OF_STAY, ACTIVITY_DATE_MISSING, ACTIVITY_DATE_DUPLICATE, UNKNOWN_INSURANCE_OFFER);
 * 409 PACKAGE_NOT_AVAILABLE_AT_CHECKIN when a night is no longer available; 404 for an unknown product
 * or offer.
 *
 * GET {api}/checkout/{id} → 200 the checkout as it is now (the booking summary), 404 NOT_FOUND for an
 * unknown id, 410 CHECKOUT_EXPIRED past its expiresAt unless booked (lifecycle.ts).
 *
 * Both honour fault injection (mocks/faults.ts: the header or an admin rule on '/checkout/').
 */

const NIGHTS = { min: 1, max: 30 };
const PAX_BOUNDS = { adult: { min: 1, max: 20, fallback: 2 }, child: { min: 0, max: 10, fallback: 0 }, baby: { min: 0, max: 10, fallback: 0 } } as const;

type Body = Record<string, unknown>;

function idField(body: Body, name: string): number {
  const value = body[name];
  if (value === undefined || value === null || value === '') throw new BadRequest('MISSING_PARAMETER', `${name} is required`);
  const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw new BadRequest('INVALID_PARAMETER', `${name} must be a positive integer`);
  return id;
}

function intField(body: Body, name: string, bounds: { min: number; max: number; fallback?: number }): number | null {
  const value = body[name];
  if (value === undefined || value === null) return bounds.fallback ?? null;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new BadRequest('INVALID_PARAMETER', `${name} must be an integer`);
  if (value < bounds.min || value > bounds.max) throw new BadRequest('INVALID_PARAMETER', `${name} must be between ${bounds.min} and ${bounds.max}`);
  return value;
}

function dayField(body: Body, name: string, required: boolean): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    if (required) throw new BadRequest('MISSING_PARAMETER', `${name} is required (yyyy-MM-dd)`);
    return null;
  }
  if (typeof value !== 'string' || !isValidIsoDay(value)) throw new BadRequest('INVALID_DATE', `${name} must be a day formatted yyyy-MM-dd`);
  return value;
}

function localeField(body: Body): LocaleCode {
  const value = body.locale;
  if (value === undefined || value === null || value === '') throw new BadRequest('MISSING_PARAMETER', 'locale is required');
  if (typeof value !== 'string' || !(LOCALE_CODES as readonly string[]).includes(value)) {
    throw new BadRequest('INVALID_LOCALE', `locale must be one of ${LOCALE_CODES.join(', ')}`);
  }
  return value as LocaleCode;
}

function optionalText(body: Body, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new BadRequest('INVALID_PARAMETER', `${name} must be a string`);
  return value;
}

function stayNights(body: Body, checkin: string): number {
  const nights = intField(body, 'nights', NIGHTS);
  const checkout = dayField(body, 'checkout', false);
  if (checkout === null) {
    if (nights === null) throw new BadRequest('MISSING_PARAMETER', 'checkout or nights is required');
    return nights;
  }
  const distance = daysBetween(checkin, checkout);
  if (distance < NIGHTS.min || distance > NIGHTS.max) throw new BadRequest('INVALID_PARAMETER', `checkout must be ${NIGHTS.min} to ${NIGHTS.max} days after checkin`);
  if (nights !== null && nights !== distance) throw new BadRequest('INVALID_PARAMETER', 'nights and checkout disagree');
  return distance;
}

/** The insurance offer of an id among the stay's offers; null (no id) is the included cover; 400 for another id. */
export function chosenInsurance(offers: InsuranceOfferWire[], insuranceOfferId: string | null): InsuranceOfferWire | null {
  if (insuranceOfferId === null) return null;
  const insurance = offers.find((candidate) => candidate.id === insuranceOfferId);
  if (!insurance) throw new BadRequest('UNKNOWN_INSURANCE_OFFER', `No insurance offer ${insuranceOfferId} for this stay`);
  return insurance;
}

/** A stay problem of the quote as a refusal: bad input is a 400, a night gone meanwhile a 409. */
function refuse(code: string, message: string): never {
  if (code === 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN') throw new ApiError(409, code, message);
  throw new BadRequest(code, message);
}

function initCheckout(body: unknown, now: Date = new Date()): Response {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('INVALID_BODY', 'Expected a JSON object');
  const fields = body as Body;
  const catalogue = getCatalogue();
  const locale = localeField(fields);
  const productId = idField(fields, 'productId');
  const offerId = idField(fields, 'offerId');
  const checkin = dayField(fields, 'checkin', true)!;
  const nights = stayNights(fields, checkin);
  const pax: Pax = {
    adult: intField(fields, 'adult', PAX_BOUNDS.adult)!,
    child: intField(fields, 'child', PAX_BOUNDS.child)!,
    baby: intField(fields, 'baby', PAX_BOUNDS.baby)!,
  };
  const selection = parseActivitySelection(optionalText(fields, 'activitySelectionList'));
  const insuranceOfferId = optionalText(fields, 'insuranceOfferId');
  const voucher = checkoutVoucher(catalogue, optionalText(fields, 'voucherCode'), { productId, offerId });
  const customerEmail = customerEmailOf(fields);

  const product = packageById(catalogue, productId);
  const offer = packageById(catalogue, offerId);
  if (offer.hotelId !== product.hotelId) throw new BadRequest('OFFER_NOT_IN_PRODUCT', `Offer ${offerId} is not an offer of product ${productId}`);
  const hotel = hotelOf(catalogue, offer);

  const priced = priceStay(catalogue, offer, checkin, nights, pax, selection);
  if (!priced.stay.bookable) refuse(priced.stay.problem, priced.stay.message);
  const stay = priced.stay;
  const activityError = priced.errors[0];
  if (activityError) throw new BadRequest(activityError.code, activityError.message);
  const chosen = new Set<number>();
  for (const choice of selection) {
    if (chosen.has(choice.activityId)) throw new BadRequest('ACTIVITY_DATE_DUPLICATE', `Activity ${choice.activityId} has more than one date`);
    chosen.add(choice.activityId);
  }
  const undated = offer.activities.find((activity) => activity.singleDay && !chosen.has(activity.activityId));
  if (undated) throw new BadRequest('ACTIVITY_DATE_MISSING', `Activity ${undated.activityId} needs a date`);

  const insurance = chosenInsurance(insuranceOffersOf(catalogue, offer, checkin, stay.sellPrice, locale), insuranceOfferId);
  const insuranceAmount = insurance?.sellPrice ?? 0;
  // The price-drift test knob (mocks/checkout/price-drift.ts), taken only by a checkout that is made.
  const sellPrice = drifted(stay.sellPrice, takePriceDrift('checkout-init', offer.id));

  const id = crypto.randomUUID();
  const totalPrice = sellPrice + insuranceAmount;
  const checkout: CheckoutWire = repriced({
    id,
    kind: 'STAY',
    bookingReference: newBookingReference(),
    customerEmail,
    status: 'INITIALIZED',
    createdAt: now.toISOString(),
    expiresAt: expiresAtOf(now),
    locale,
    productId,
    offerId,
    label: text(offer.label, locale),
    hotel: { id: hotel.id, uri: hotel.uri, label: hotel.label },
    reservationCriteria: { checkin, checkout: addDays(checkin, nights), nights, adult: pax.adult, child: pax.child, baby: pax.baby },
    activitySelectionList: selection.map((choice) => ({ activityId: choice.activityId, date: addDays(checkin, choice.dayIndex) })),
    priceInfo: {
      sellPrice,
      refPrice: stay.refPrice,
      promoPercentageRounded: stay.promo,
      moneySaved: sellPrice === stay.sellPrice ? stay.moneySaved : Math.max(0, stay.refPrice - sellPrice),
      priceType: priceTypeOf(voucher),
      nbRooms: 1,
      nights,
      insuranceAmount,
      totalPrice,
      promoCodeReductionAmount: 0,
      giftcards: [],
      remainingAmountToPay: totalPrice,
    },
    // Null only for a stay that cannot be booked, refused above.
    localTaxTotalAmount: priced.localTaxTotalAmount ?? 0,
    insurance,
    cancellationPolicy: insurance?.cancellationPolicy ?? cancellationWire(catalogue, offer, checkin, locale),
    voucher,
    traveller: null,
    promoCode: null,
    booking: null,
    activity: null,
  });
  rememberCheckout({ id, receivedAt: now.toISOString(), fields, checkout });
  return HttpResponse.json(checkout, { status: 201 });
}


export const checkoutHandlers = [
  http.post(route('api', '/checkout/init.json'), async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answerApi(() => initCheckout(body));
  }),
  http.get(route('api', '/checkout/:id'), ({ params }) => answerApi(() => HttpResponse.json(readCheckout(String(params.id ?? ''), new Date())))),
];
