import { http, HttpResponse } from 'msw';
import { ApiError, answerApi, invalidField, objectBody } from '../api-error';
import { getCatalogue } from '../catalogue';
import { addDays } from '../catalogue/days';
import { debitGiftcard } from '../giftcards';
import { paymentById } from '../payments/store';
import { evaluateStay, packageById } from '../product/stay';
import { route } from '../services';
import { isVoucherRedeemed, markVoucherRedeemed } from '../vouchers/redeemed';
import { applyModification } from '../bookings/modification';
import { activityVoucherValidUntil, newActivityVoucherCode } from './activity';
import { issueGiftCode } from './gift-codes';
import { currentCheckout, saveCheckout } from './lifecycle';
import { checkoutById, listCheckouts } from './store';
import type { CheckoutWire } from './wire';

/**
 * POST {api}/checkout/{id}/book   { paymentId: string | null }   (contract §1)
 *
 * Checks, in this order:
 *   404 unknown checkout; 400 INVALID_PARAMETER (field paymentId) for a body without a string or null;
 *   already BOOKED: the same paymentId → 200 the same checkout (a retried call books once), another
 *     → 409 ALREADY_BOOKED { code, message, booking };
 *   410 CHECKOUT_EXPIRED past expiresAt;
 *   409 TRAVELLER_MISSING unless DETAILS_COMPLETED;
 *   409 DELIVERY_MISSING for a gift order (kind GIFT) without its delivery;
 *   remainingAmountToPay > 0: the payment must be one of the provider's (mocks/payments, read in its
 *     own store as a booking back-end would ask its provider), for this checkout (merchantReference
 *     = the checkout id), AUTHORISED or CAPTURED → else 402 PAYMENT_NOT_AUTHORISED; its amount must be
 *     remainingAmountToPay → else 409 PAYMENT_AMOUNT_MISMATCH (a gift card another booking spent
 *     meanwhile raises what remains);
 *   remainingAmountToPay = 0: paymentId must be null → else 400 NOTHING_TO_PAY;
 *   409 VOUCHER_ALREADY_USED when another booking redeemed the checkout's voucher meanwhile (the
 *     contract is silent: a real back-end refuses to redeem a voucher twice);
 *   409 PACKAGE_NOT_AVAILABLE_AT_CHECKIN when a night is gone: the stay is evaluated again, and the
 *     rooms the simulator's own bookings took (same offer, same nights) count against each night's
 *     roomsLeft, so the last room of a night cannot be booked twice.
 * Success → 201 the checkout, status BOOKED, booking { reference (= bookingReference), status
 * CONFIRMED, confirmedAt, paymentId, paidAmount (= remainingAmountToPay), paymentMethod, voucherCode,
 * validUntil }; the gift
 * cards' balances go down by their usedAmount; the voucher is redeemed. An ACTIVITY checkout
 * (activity.ts) is not checked for availability and gets its voucherCode and validUntil; so is a
 * gift order (gift.ts), which gets the one code gift-codes.ts issues. A
 * MODIFICATION checkout (mocks/bookings/modification.ts) applies its new dates to its booking
 * (409 BOOKING_CHANGED, PACKAGE_NOT_AVAILABLE_AT_CHECKIN when it cannot).
 * Fault rules on '/book' make the call fail before any of this ("booking failed after an authorised
 * payment").
 */

function paymentIdOf(body: Record<string, unknown>): string | null {
  const value = body.paymentId;
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value === '' || value.length > 100) throw invalidField('paymentId', 'paymentId must be a payment id or null');
  return value;
}

/** Nights (ISO days) a stay covers (none for an activity voucher). */
function nightsOf(checkout: CheckoutWire): string[] {
  if (checkout.reservationCriteria === null) return [];
  const { checkin, nights } = checkout.reservationCriteria;
  return Array.from({ length: nights }, (_, night) => addDays(checkin, night));
}

/** Rooms of `offerId` on `night` that other bookings of the simulator took (a change of dates holds none: its booking does). */
function roomsTaken(offerId: number, night: string, except: string): number {
  return listCheckouts().filter(
    ({ checkout }) => checkout.id !== except && checkout.kind !== 'MODIFICATION' && checkout.status === 'BOOKED' && checkout.offerId === offerId && nightsOf(checkout).includes(night),
  ).length;
}

/** A stay is evaluated again; an activity voucher has no availability to check (contract §5). */
function stillAvailable(checkout: CheckoutWire): boolean {
  if (checkout.offerId === null || checkout.reservationCriteria === null) return true;
  const catalogue = getCatalogue();
  const offer = packageById(catalogue, checkout.offerId);
  const { checkin, nights, adult, child, baby } = checkout.reservationCriteria;
  if (!evaluateStay(catalogue, offer, checkin, nights, { adult, child, baby }).bookable) return false;
  return nightsOf(checkout).every((night) => (catalogue.dayPrice(offer.id, night)?.roomsLeft ?? 0) - roomsTaken(offer.id, night, checkout.id) > 0);
}

function checkPayment(checkout: CheckoutWire, paymentId: string | null) {
  const remaining = checkout.priceInfo.remainingAmountToPay;
  if (remaining === 0) {
    if (paymentId !== null) throw new ApiError(400, 'NOTHING_TO_PAY', 'Nothing remains to pay: book without a payment');
    return null;
  }
  const payment = paymentId === null ? undefined : paymentById(paymentId);
  if (!payment || payment.merchantReference !== checkout.id || (payment.status !== 'AUTHORISED' && payment.status !== 'CAPTURED')) {
    throw new ApiError(402, 'PAYMENT_NOT_AUTHORISED', `No authorised payment ${paymentId ?? '(none)'} for checkout ${checkout.id}`);
  }
  if (payment.amount !== remaining) throw new ApiError(409, 'PAYMENT_AMOUNT_MISMATCH', `Payment ${payment.id} is ${payment.amount}, ${remaining} remains to pay`);
  return payment;
}

/** The code an order sells, issued by its booking: an activity voucher (contract §5), a gift's code (§7); none for a stay. */
function issuedCode(checkout: CheckoutWire): { voucherCode: string | null; validUntil: string | null } {
  const catalogue = getCatalogue();
  if (checkout.kind === 'ACTIVITY') return { voucherCode: newActivityVoucherCode(), validUntil: activityVoucherValidUntil(catalogue.today) };
  if (checkout.kind === 'GIFT' && checkout.gift) return issueGiftCode(catalogue, checkout.gift);
  return { voucherCode: null, validUntil: null };
}

function book(id: string, body: Record<string, unknown>, now: Date): Response {
  const paymentId = paymentIdOf(body);
  const stored = checkoutById(id);
  if (stored?.checkout.status === 'BOOKED') {
    const booked = stored.checkout;
    if (booked.booking?.paymentId === paymentId) return HttpResponse.json(booked);
    throw new ApiError(409, 'ALREADY_BOOKED', `Checkout ${id} is booked with another payment`, { booking: booked.booking });
  }
  const checkout = currentCheckout(id, now);
  if (checkout.status !== 'DETAILS_COMPLETED') throw new ApiError(409, 'TRAVELLER_MISSING', 'The traveller details are missing');
  if (checkout.kind === 'GIFT' && !checkout.gift?.delivery) throw new ApiError(409, 'DELIVERY_MISSING', 'The gift has no delivery yet');
  const payment = checkPayment(checkout, paymentId);
  if (checkout.voucher !== null && isVoucherRedeemed(checkout.voucher.code)) {
    throw new ApiError(409, 'VOUCHER_ALREADY_USED', `Voucher ${checkout.voucher.code} was redeemed by another booking`);
  }
  // A change of dates moves its booking (checking the new nights, the booking's own room free): contract §6.
  if (checkout.kind === 'MODIFICATION') applyModification(checkout, checkout.priceInfo.remainingAmountToPay, now);
  else if (!stillAvailable(checkout)) throw new ApiError(409, 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN', 'A night of the stay is no longer available');

  for (const use of checkout.priceInfo.giftcards) debitGiftcard(use.serialNumber, use.usedAmount);
  if (checkout.voucher !== null) markVoucherRedeemed(checkout.voucher.code);
  const issued = issuedCode(checkout);
  const booked = saveCheckout({
    ...checkout,
    status: 'BOOKED',
    booking: {
      reference: checkout.bookingReference,
      status: 'CONFIRMED',
      confirmedAt: now.toISOString(),
      paymentId: payment?.id ?? null,
      paidAmount: checkout.priceInfo.remainingAmountToPay,
      paymentMethod: payment?.method ?? null,
      ...issued,
    },
  });
  return HttpResponse.json(booked, { status: 201 });
}

export const bookHandlers = [
  http.post(route('api', '/checkout/:id/book'), async ({ request, params }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answerApi(() => book(String(params.id ?? ''), objectBody(body), new Date()));
  }),
];
