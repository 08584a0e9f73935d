import { redirect, RedirectType } from 'next/navigation';
import { fetchCheckout } from '@/api/checkout';
import { fetchPaymentEligibility } from '@/api/gift';
import { isGiftCheckout } from '@/domain/checkout/checkout-kind';
import { CHECK_AGAIN_NOTICES, type PaymentNotice } from '@/domain/checkout/payment-notice';
import { siteClockFor } from '@/domain/calendar/site-clock';
import type { Checkout } from '@/domain/model/checkout';
import { pointOfSale } from '@/domain/model/locale';
import { instalmentSchedule, type InstalmentSchedule } from '@/domain/payment/instalment-schedule';
import { hrefOf } from '@/routing';
import { CHECKOUT_ID_PARAM, checkoutStepHref } from '@/routing/checkout-steps';
import { href } from '@/routing/href';
import { bookedActivities, type BookedActivity } from '@/checkout/booked-activities.server';
import { checkoutPaymentChoice, type PaymentChoice } from '@/checkout/payment-choice.server';
import { returnUrlOf } from '@/checkout/start-payment.server';
import { startHrefOf } from '../booking/load';
import type { ScreenContext } from '../screen-module';
import { checkoutSubject, type CheckoutSubject } from './checkout-subject';
import { paymentQueryOf } from './query.server';
import { paymentStepRedirect, type PaymentRoute } from './step-route';

export type PaymentData =
  | { kind: 'missing'; reason: 'not-found' | 'unavailable'; retryHref: string | null }
  /** Too old to pay: nothing was charged; the stay can be chosen again. */
  | { kind: 'expired'; startHref: string; subject: CheckoutSubject }
  | {
      kind: 'pay';
      checkout: Checkout;
      activities: BookedActivity[];
      startHref: string;
      bookingHref: string;
      choice: PaymentChoice;
      notice: PaymentNotice | null;
      /** Asks our server again about a payment it could not settle yet (the return route). */
      checkAgainHref: string | null;
      today: string;
    }
  | {
      kind: 'confirmed';
      checkout: Checkout & { booking: NonNullable<Checkout['booking']> };
      activities: BookedActivity[];
      /** Alma's schedule of what was paid with an instalment method; null otherwise. */
      schedule: InstalmentSchedule | null;
      /** The booking lookup of a stay; null for what the lookup does not find (an activity voucher, a gift). */
      lookupHref: string | null;
      today: string;
      /** The shop's public origin, for the printed e-voucher's address of the gift page. */
      siteOrigin: string;
    };

const ALMA_TYPE = { alma_3x: '3x', alma_4x: '4x', alma_later: 'later' } as const;

/** The schedule Alma gives for the booked amount with the booked method (the same call the step offered it from). */
async function paidSchedule(checkout: Checkout & { booking: NonNullable<Checkout['booking']> }): Promise<InstalmentSchedule | null> {
  const method = checkout.booking.paymentMethod;
  // Alma needs an arrival date: an activity voucher (no reservation) is never paid in instalments.
  if (method === null || !(method in ALMA_TYPE) || checkout.reservation === null) return null;
  const eligibility = await fetchPaymentEligibility({
    amount: checkout.booking.paidAmount,
    checkinDate: checkout.reservation.checkin,
    cancellationPolicyType: checkout.cancellationPolicy?.type ?? undefined,
    cancellableUntil: checkout.cancellationPolicy?.deadline ?? undefined,
    pointOfSale: pointOfSale(checkout.locale),
  });
  const type = ALMA_TYPE[method as keyof typeof ALMA_TYPE];
  const answer = eligibility.ok ? eligibility.data.find((candidate) => candidate.type === type) : undefined;
  return answer ? instalmentSchedule(answer) : null;
}

/**
 * The payment step, per visitor (never cached): the checkout read again on the server decides
 * what shows. Booked → the confirmation (a reload shows it again, nothing is paid twice); expired →
 * the way back to the stay; no traveller yet → the booking step; else the methods offered for
 * what remains to pay, with the price checked again before any charge.
 */
export async function load(route: PaymentRoute, context: ScreenContext): Promise<PaymentData> {
  const query = paymentQueryOf(context.searchParams);
  if (query.checkoutId === null) return { kind: 'missing', reason: 'not-found', retryHref: null };
  const result = await fetchCheckout({ id: query.checkoutId });
  if (!result.ok) {
    if (result.error.kind === 'http' && result.error.status === 404) return { kind: 'missing', reason: 'not-found', retryHref: null };
    return { kind: 'missing', reason: 'unavailable', retryHref: `${hrefOf(route)}?${new URLSearchParams({ [CHECKOUT_ID_PARAM]: query.checkoutId })}` };
  }
  const checkout = result.data;
  const elsewhere = paymentStepRedirect(route, checkout, query);
  if (elsewhere !== null) redirect(elsewhere, RedirectType.replace);
  const today = siteClockFor(context.now, route.locale).today;
  const startHref = startHrefOf(route.locale, checkout);
  if (checkout.booking !== null) {
    const booked = checkout as Checkout & { booking: NonNullable<Checkout['booking']> };
    const [activities, schedule] = await Promise.all([bookedActivities(checkout), paidSchedule(booked)]);
    // The lookup finds stays: a voucher or a gift order has no lookup link.
    const lookupHref = checkout.reservation !== null ? href.bookingLookup(route.locale, booked.booking.reference) : null;
    return { kind: 'confirmed', checkout: booked, activities, schedule, lookupHref, today, siteOrigin: context.siteUrl };
  }
  if (checkout.expired) return { kind: 'expired', startHref, subject: checkoutSubject(checkout) };
  // The booking step asks what is still missing: the traveller (a gift's buyer), a gift's delivery.
  if (checkout.traveller === null || (isGiftCheckout(checkout) && checkout.gift.delivery === null)) {
    redirect(checkoutStepHref(route.locale, 'booking', checkout), RedirectType.replace);
  }
  const [activities, choice] = await Promise.all([bookedActivities(checkout), checkoutPaymentChoice(checkout, context.now, fetchPaymentEligibility)]);
  const checkAgain = query.notice !== null && CHECK_AGAIN_NOTICES.has(query.notice) && query.paymentId !== null;
  return {
    kind: 'pay',
    checkout,
    activities,
    startHref,
    // A change of dates has no booking step: its way back is the booking's lookup.
    bookingHref: checkout.modification ? href.bookingLookup(route.locale, checkout.modification.bookingReference) : checkoutStepHref(route.locale, 'booking', checkout),
    choice,
    notice: query.notice,
    checkAgainHref: checkAgain ? `${returnUrlOf('', checkout.id, route.locale)}&paymentId=${encodeURIComponent(query.paymentId!)}` : null,
    today,
  };
}
