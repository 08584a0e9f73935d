import { http, HttpResponse, type HttpHandler } from 'msw';
import { ApiError, answerApi, invalidField, objectBody } from '../api-error';
import { getCatalogue } from '../catalogue';
import { addDays, daysBetween, isValidIsoDay } from '../catalogue/days';
import type { Catalogue, LocaleCode } from '../catalogue/types';
import { expiresAtOf } from '../checkout/lifecycle';
import { insuranceOffersOf } from '../checkout/insurance';
import { listCheckouts, rememberCheckout, updateCheckout } from '../checkout/store';
import type { CheckoutWire, ReservationCriteriaWire } from '../checkout/wire';
import { LOCALE_CODES, text } from '../product/http';
import { priceStay } from '../product/quote';
import { evaluateStay, packageById } from '../product/stay';
import { cancellationWire } from '../product/wire';
import { route } from '../services';
import { isEmailLike, normalisedEmail } from './hand-off';
import { simulatorAmountDue, type ModificationConditionsWire } from './modification-due';
import { seededBookings } from './seeded';

/**
 * Booking modification (part 2 §5 "Modification payment"; part 2 §3 "Booking order:
 * modificationConditions (refundableAmount, giftPayments with gift and upsell). Purchase insurance:
 * amount, insuranceToPay"). The spec gives no path: these are the simulator's (contract §6).
 *
 * A booking can be modified when it is CONFIRMED, was sold by the shop (a booked checkout; the seeded
 * bookings are older than the shop: customer care changes them), and its cancellation policy is
 * still cancellable today (on or before its deadline: "modify free until the deadline"). Anything
 * else is 409 BOOKING_NOT_MODIFIABLE. The lookup answers `modifiable` (lookup.ts).
 *
 * POST {api}/booking/{reference}/modification/quote   { email, checkin, nights (1..30), locale }
 *   email must be the booking's (as the lookup: else 404 BOOKING_NOT_FOUND, never saying which part
 *   missed). The same offer, guests and activities (each on the same day of the stay, the last day
 *   when the stay gets shorter) priced for the new dates by the quote's own function → 200
 *   { bookingReference,
 *     current: { checkin, checkout, nights, totalPrice },
 *     reservationCriteria: { checkin, checkout, nights, adult, child, baby },       the new stay
 *     priceInfo: { sellPrice, refPrice, promoPercentageRounded, moneySaved, insuranceAmount, totalPrice },
 *     localTaxTotalAmount,
 *     modificationConditions: { refundableAmount, giftPayments: [{ gift, upsell }] | null },
 *     insurance: { amount, insuranceToPay },
 *     amountDue }
 *   - totalPrice = the new stay's sellPrice (the nights, as the quote prices them): the cover the
 *     booking holds follows it, already paid (insurance.amount = its price, insuranceToPay 0: no
 *     cover is added by a change of dates);
 *   - refundableAmount = what the booking's cancellation policy refunds today: the whole stay's
 *     price with the full-refund cover (type FULL_REFUND), else 80 % of it (the nights' partial
 *     refund), 0 past the deadline (never reached: the booking is then not modifiable);
 *   - giftPayments: a voucher redeemed on the booking: gift = what it paid, upsell = the gift with
 *     the supplement the traveller paid on top (0 without a supplement); null without a voucher;
 *   - amountDue = simulatorAmountDue (modification-due.ts), the simulator's own code.
 *   Refusals: 400 INVALID_BODY, MISSING_PARAMETER, INVALID_PARAMETER (field), INVALID_DATE,
 *   INVALID_LOCALE, MODIFICATION_UNCHANGED (the same dates), the stay's own (CHECKIN_IN_THE_PAST,
 *   MIN_LOS_NOT_REACHED, PAX_OVER_CAPACITY); 409 PACKAGE_NOT_AVAILABLE_AT_CHECKIN (a night is gone;
 *   the booking's own room counts as free), 409 BOOKING_NOT_MODIFIABLE; 404 BOOKING_NOT_FOUND.
 *
 * POST {api}/booking/{reference}/modification   { email, checkin, nights, locale }
 *   The same checks and pricing, then a checkout of kind MODIFICATION (the contract §1 checkout)
 *   with modification { bookingReference, previous: { checkin, nights } }, the booking's traveller
 *   (status DETAILS_COMPLETED), bookingReference = the booking's reference, the new stay, and
 *   priceInfo.remainingAmountToPay = amountDue (no promo code nor gift card: the calls that change a
 *   checkout answer 409 MODIFICATION_CHECKOUT on it):
 *   - amountDue 0 → the new dates are applied to the booking at once, the checkout is stored BOOKED
 *     (booking { paymentId: null, paidAmount: 0 }) as the record of the change → 200 it;
 *   - else → 201 it, DETAILS_COMPLETED: paid like a stay (payment step, provider), and its
 *     POST …/checkout/{id}/book (book.ts, the same payment checks) applies the new dates to the
 *     booking; 409 BOOKING_CHANGED when the booking's dates are no longer `previous` (another change
 *     went first), 409 PACKAGE_NOT_AVAILABLE_AT_CHECKIN when a night went meanwhile.
 * Applying a change moves the booked checkout's reservationCriteria, activities, priceInfo (sellPrice
 * and totalPrice of the new stay; what was paid stays as it was), cancellation policy and local tax,
 * and appends { modifiedAt, previous, checkoutId, amountPaid } to its `modifications`.
 * Fault injection reaches both like any route (path '/modification').
 */

const REFERENCE = /^\d{8}$/;
const NIGHTS = { min: 1, max: 30 };
/** "cancel until the deadline for a partial refund of 80% of each night" (part 1 §2). */
const PARTIAL_REFUND = 0.8;

/** A booked stay (kind STAY): what a change of dates applies to. */
type Booked = CheckoutWire & {
  booking: NonNullable<CheckoutWire['booking']>;
  offerId: number;
  reservationCriteria: ReservationCriteriaWire;
  hotel: NonNullable<CheckoutWire['hotel']>;
};

function isBookedStay(checkout: CheckoutWire): checkout is Booked {
  return checkout.kind === 'STAY' && checkout.status === 'BOOKED' && checkout.booking !== null && checkout.offerId !== null && checkout.reservationCriteria !== null && checkout.hotel !== null;
}

interface ModificationAsk {
  email: string;
  checkin: string;
  nights: number;
  locale: LocaleCode;
}

function askOf(body: unknown): ModificationAsk {
  const fields = objectBody(body);
  const email = fields.email;
  if (typeof email !== 'string' || !isEmailLike(email.trim())) throw invalidField('email', 'email must be an e-mail address');
  const checkin = fields.checkin;
  if (typeof checkin !== 'string' || !isValidIsoDay(checkin)) throw new ApiError(400, 'INVALID_DATE', 'checkin must be a day formatted yyyy-MM-dd', { field: 'checkin' });
  const nights = fields.nights;
  if (typeof nights !== 'number' || !Number.isInteger(nights) || nights < NIGHTS.min || nights > NIGHTS.max) {
    throw invalidField('nights', `nights must be an integer between ${NIGHTS.min} and ${NIGHTS.max}`);
  }
  const locale = fields.locale;
  if (typeof locale !== 'string' || !(LOCALE_CODES as readonly string[]).includes(locale)) throw new ApiError(400, 'INVALID_LOCALE', `locale must be one of ${LOCALE_CODES.join(', ')}`);
  return { email: email.trim(), checkin, nights, locale: locale as LocaleCode };
}

/** The booked stay behind a reference, whatever its e-mail. */
function bookedCheckoutOf(reference: string): Booked | null {
  const found = listCheckouts().find(({ checkout }) => checkout.kind !== 'MODIFICATION' && checkout.bookingReference === reference);
  return found && isBookedStay(found.checkout) ? found.checkout : null;
}

function isBookingOf(checkout: CheckoutWire, email: string): boolean {
  const wanted = normalisedEmail(email);
  return [checkout.traveller?.email, checkout.customerEmail].some((candidate) => typeof candidate === 'string' && normalisedEmail(candidate) === wanted);
}

/** Why a booked checkout cannot be modified today; null when it can. */
export function modificationRefusal(checkout: CheckoutWire, today: string): string | null {
  if (!isBookedStay(checkout)) return 'Only a confirmed stay can be modified';
  const policy = checkout.cancellationPolicy;
  const deadline = policy?.cancellationDeadline ?? null;
  if (!policy?.cancellable || deadline === null || daysBetween(today, deadline) < 0) return 'The booking can no longer be modified: its cancellation deadline has passed';
  return null;
}

/** Whether the lookup's booking of this reference may be modified today (lookup.ts). */
export function isModifiable(reference: string, today: string): boolean {
  const checkout = bookedCheckoutOf(reference);
  return checkout !== null && modificationRefusal(checkout, today) === null;
}

function modifiableBooking(catalogue: Catalogue, reference: string, email: string): Booked {
  const checkout = REFERENCE.test(reference) ? bookedCheckoutOf(reference) : null;
  if (checkout === null || !isBookingOf(checkout, email)) {
    // A seeded booking (older than the shop) is found as the lookup finds it, then refused.
    const seeded = seededBookings(catalogue).get(reference);
    if (seeded?.customer.email && normalisedEmail(seeded.customer.email) === normalisedEmail(email)) {
      throw new ApiError(409, 'BOOKING_NOT_MODIFIABLE', 'This booking is changed by customer care');
    }
    throw new ApiError(404, 'BOOKING_NOT_FOUND', 'No booking matches this reference and e-mail address');
  }
  const refusal = modificationRefusal(checkout, catalogue.today);
  if (refusal !== null) throw new ApiError(409, 'BOOKING_NOT_MODIFIABLE', refusal);
  return checkout;
}

/** Nights (ISO days) a stay covers. */
function nightsOf(checkin: string, nights: number): string[] {
  return Array.from({ length: nights }, (_, night) => addDays(checkin, night));
}

/** Rooms of the offer on a night that other bookings took (the booking being changed frees its own). */
function roomsTaken(offerId: number, night: string, except: string): number {
  return listCheckouts().filter(
    ({ checkout }) =>
      checkout.id !== except &&
      checkout.kind !== 'MODIFICATION' &&
      checkout.status === 'BOOKED' &&
      checkout.offerId === offerId &&
      checkout.reservationCriteria !== null &&
      nightsOf(checkout.reservationCriteria.checkin, checkout.reservationCriteria.nights).includes(night),
  ).length;
}

/** The booking's activities on the same day of the new stay (its last day when it gets shorter). */
function movedActivities(booking: Booked, nights: number): Array<{ activityId: number; dayIndex: number }> {
  return booking.activitySelectionList.map((choice) => ({
    activityId: choice.activityId,
    dayIndex: Math.min(Math.max(0, daysBetween(booking.reservationCriteria.checkin, choice.date)), nights - 1),
  }));
}

/** What the booking's cancellation policy refunds today (cents). */
function refundableAmount(booking: Booked): number {
  const stay = booking.priceInfo.sellPrice;
  return booking.cancellationPolicy?.type === 'FULL_REFUND' ? stay : Math.round(stay * PARTIAL_REFUND);
}

function conditionsOf(booking: Booked): ModificationConditionsWire {
  const voucher = booking.voucher;
  if (voucher === null) return { refundableAmount: refundableAmount(booking), giftPayments: null };
  const { totalPrice, promoCodeReductionAmount, giftcards } = booking.priceInfo;
  const beforeVoucher = Math.max(0, totalPrice - promoCodeReductionAmount - giftcards.reduce((sum, card) => sum + card.usedAmount, 0));
  const gift = Math.min(voucher.value, beforeVoucher);
  const supplement = booking.booking.paidAmount;
  return { refundableAmount: refundableAmount(booking), giftPayments: [{ gift, upsell: supplement > 0 ? gift + supplement : 0 }] };
}

export interface PricedModification {
  booking: Booked;
  ask: ModificationAsk;
  sellPrice: number;
  refPrice: number;
  promo: number;
  moneySaved: number;
  localTaxTotalAmount: number;
  selection: Array<{ activityId: number; dayIndex: number }>;
  conditions: ModificationConditionsWire;
  insurance: { amount: number; insuranceToPay: number };
  newTotal: number;
  amountDue: number;
}

/** Checks the new stay against the catalogue and the other bookings; throws the stay's refusal. */
function checkStay(booking: Booked, checkin: string, nights: number): void {
  const catalogue = getCatalogue();
  const offer = packageById(catalogue, booking.offerId);
  const { adult, child, baby } = booking.reservationCriteria;
  const stay = evaluateStay(catalogue, offer, checkin, nights, { adult, child, baby });
  if (!stay.bookable) throw new ApiError(stay.problem === 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN' ? 409 : 400, stay.problem, stay.message);
  const full = nightsOf(checkin, nights).some((night) => (catalogue.dayPrice(offer.id, night)?.roomsLeft ?? 0) - roomsTaken(offer.id, night, booking.id) <= 0);
  if (full) throw new ApiError(409, 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN', 'A night of the new stay is no longer available');
}

function priceModification(reference: string, body: unknown): PricedModification {
  const ask = askOf(body);
  const catalogue = getCatalogue();
  const booking = modifiableBooking(catalogue, reference, ask.email);
  const current = booking.reservationCriteria;
  if (current.checkin === ask.checkin && current.nights === ask.nights) throw new ApiError(400, 'MODIFICATION_UNCHANGED', 'The booking already has these dates');
  checkStay(booking, ask.checkin, ask.nights);
  const offer = packageById(catalogue, booking.offerId);
  const selection = movedActivities(booking, ask.nights);
  const priced = priceStay(catalogue, offer, ask.checkin, ask.nights, { adult: current.adult, child: current.child, baby: current.baby }, selection);
  if (!priced.stay.bookable) throw new ApiError(priced.stay.problem === 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN' ? 409 : 400, priced.stay.problem, priced.stay.message);
  const problem = priced.errors[0];
  if (problem) throw new ApiError(400, problem.code, problem.message);
  const conditions = conditionsOf(booking);
  const insurance = { amount: booking.priceInfo.insuranceAmount, insuranceToPay: 0 };
  const newTotal = priced.stay.sellPrice;
  return {
    booking,
    ask,
    sellPrice: priced.stay.sellPrice,
    refPrice: priced.stay.refPrice,
    promo: priced.stay.promo,
    moneySaved: priced.stay.moneySaved,
    localTaxTotalAmount: priced.localTaxTotalAmount ?? 0,
    selection,
    conditions,
    insurance,
    newTotal,
    amountDue: simulatorAmountDue(newTotal, conditions, insurance.insuranceToPay),
  };
}

function quoteWire(priced: PricedModification) {
  const { booking, ask } = priced;
  const current = booking.reservationCriteria;
  return {
    bookingReference: booking.bookingReference,
    current: { checkin: current.checkin, checkout: current.checkout, nights: current.nights, totalPrice: booking.priceInfo.totalPrice },
    reservationCriteria: { checkin: ask.checkin, checkout: addDays(ask.checkin, ask.nights), nights: ask.nights, adult: current.adult, child: current.child, baby: current.baby },
    priceInfo: {
      sellPrice: priced.sellPrice,
      refPrice: priced.refPrice,
      promoPercentageRounded: priced.promo,
      moneySaved: priced.moneySaved,
      insuranceAmount: priced.insurance.amount,
      totalPrice: priced.newTotal,
    },
    localTaxTotalAmount: priced.localTaxTotalAmount,
    modificationConditions: priced.conditions,
    insurance: priced.insurance,
    amountDue: priced.amountDue,
  };
}

/** The cancellation policy of the booking's cover for the new check-in. */
function policyFor(booking: Booked, checkin: string, sellPrice: number, locale: LocaleCode) {
  const catalogue = getCatalogue();
  const offer = packageById(catalogue, booking.offerId);
  if (booking.insurance !== null) {
    const cover = insuranceOffersOf(catalogue, offer, checkin, sellPrice, locale).find((candidate) => candidate.id === booking.insurance!.id);
    if (cover) return cover.cancellationPolicy;
  }
  return cancellationWire(catalogue, offer, checkin, locale);
}

/**
 * Moves the booking to the modification checkout's stay (at once, or when its payment books it):
 * 409 BOOKING_CHANGED when the booking's dates are no longer the ones the change started from.
 */
export function applyModification(modification: CheckoutWire, paidAmount: number, now: Date): void {
  if (modification.kind !== 'MODIFICATION' || !modification.modification || modification.reservationCriteria === null) return;
  const booking = bookedCheckoutOf(modification.modification.bookingReference);
  if (booking === null) throw new ApiError(409, 'BOOKING_CHANGED', 'The booking to modify is gone');
  const { previous } = modification.modification;
  if (booking.reservationCriteria.checkin !== previous.checkin || booking.reservationCriteria.nights !== previous.nights) {
    throw new ApiError(409, 'BOOKING_CHANGED', 'The booking was modified meanwhile: its dates are no longer the ones this change started from');
  }
  const { checkin, nights } = modification.reservationCriteria;
  checkStay(booking, checkin, nights);
  const sellPrice = modification.priceInfo.sellPrice;
  updateCheckout({
    ...booking,
    reservationCriteria: { ...modification.reservationCriteria },
    activitySelectionList: modification.activitySelectionList.map((choice) => ({ ...choice })),
    priceInfo: {
      ...booking.priceInfo,
      sellPrice,
      refPrice: modification.priceInfo.refPrice,
      promoPercentageRounded: modification.priceInfo.promoPercentageRounded,
      moneySaved: modification.priceInfo.moneySaved,
      nights,
      totalPrice: sellPrice + booking.priceInfo.insuranceAmount,
    },
    localTaxTotalAmount: modification.localTaxTotalAmount,
    cancellationPolicy: policyFor(booking, checkin, sellPrice, booking.locale),
    modifications: [...(booking.modifications ?? []), { modifiedAt: now.toISOString(), previous: { ...previous }, checkoutId: modification.id, amountPaid: paidAmount }],
  });
}

function modify(reference: string, body: unknown, now: Date): Response {
  const priced = priceModification(reference, body);
  const { booking, ask } = priced;
  const catalogue = getCatalogue();
  const offer = packageById(catalogue, booking.offerId);
  const current = booking.reservationCriteria;
  const id = crypto.randomUUID();
  const checkout: CheckoutWire = {
    id,
    kind: 'MODIFICATION',
    modification: { bookingReference: booking.bookingReference, previous: { checkin: current.checkin, nights: current.nights } },
    bookingReference: booking.bookingReference,
    customerEmail: booking.customerEmail,
    status: 'DETAILS_COMPLETED',
    createdAt: now.toISOString(),
    expiresAt: expiresAtOf(now),
    locale: ask.locale,
    productId: booking.productId,
    offerId: booking.offerId,
    label: text(offer.label, ask.locale),
    hotel: { ...booking.hotel },
    reservationCriteria: { checkin: ask.checkin, checkout: addDays(ask.checkin, ask.nights), nights: ask.nights, adult: current.adult, child: current.child, baby: current.baby },
    activitySelectionList: priced.selection.map((choice) => ({ activityId: choice.activityId, date: addDays(ask.checkin, choice.dayIndex) })),
    priceInfo: {
      sellPrice: priced.sellPrice,
      refPrice: priced.refPrice,
      promoPercentageRounded: priced.promo,
      moneySaved: priced.moneySaved,
      priceType: 'FINAL_PRICE',
      nbRooms: 1,
      nights: ask.nights,
      insuranceAmount: priced.insurance.amount,
      totalPrice: priced.newTotal,
      promoCodeReductionAmount: 0,
      giftcards: [],
      remainingAmountToPay: priced.amountDue,
    },
    localTaxTotalAmount: priced.localTaxTotalAmount,
    insurance: booking.insurance,
    cancellationPolicy: policyFor(booking, ask.checkin, priced.sellPrice, ask.locale),
    voucher: null,
    traveller: booking.traveller,
    promoCode: null,
    booking: null,
    activity: null,
  };
  rememberCheckout({ id, receivedAt: now.toISOString(), fields: objectBody(body), checkout });
  if (priced.amountDue > 0) return HttpResponse.json(checkout, { status: 201 });
  applyModification(checkout, 0, now);
  const booked: CheckoutWire = {
    ...checkout,
    status: 'BOOKED',
    booking: { reference: checkout.bookingReference, status: 'CONFIRMED', confirmedAt: now.toISOString(), paymentId: null, paidAmount: 0, paymentMethod: null, voucherCode: null, validUntil: null },
  };
  updateCheckout(booked);
  return HttpResponse.json(booked, { status: 200 });
}

export const modificationHandlers: HttpHandler[] = [
  http.post(route('api', '/booking/:reference/modification/quote'), async ({ request, params }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answerApi(() => HttpResponse.json(quoteWire(priceModification(String(params.reference ?? ''), body))));
  }),
  http.post(route('api', '/booking/:reference/modification'), async ({ request, params }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answerApi(() => modify(String(params.reference ?? ''), body, new Date()));
  }),
];
