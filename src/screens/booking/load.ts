import { fetchCheckout, fetchInsuranceOffers } from '@/api/checkout';
import { fetchQuoteRealtime, fetchWeekendDetail, isCheckinInThePast } from '@/api/product';
import { checkoutActivitySelection, checkoutPriceUpdate, type CheckoutPriceUpdate } from '@/domain/booking';
import { addDays } from '@/domain/calendar/iso-day';
import { isActivityCheckout, isGiftCheckout, isStayCheckout } from '@/domain/checkout/checkout-kind';
import { siteClockFor } from '@/domain/calendar/site-clock';
import type { Checkout, InsuranceOffer } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import type { RouteOf } from '@/routing';
import { checkoutStepHref, misplacedStepRedirect } from '@/routing/checkout-steps';
import { redirect, RedirectType } from 'next/navigation';
import { href } from '@/routing/href';
import { stayHref } from '@/routing/stay-href';
import { activityPriceCheck } from '@/checkout/activity-price-check.server';
import type { ScreenContext } from '../screen-module';
import { checkoutIdOf, startHotelIdOf } from './query.server';
import { loadGiftStep, type GiftStepData } from './gift-step.server';

export interface BookedActivity {
  activityId: number;
  /** The offer's name for it; null when the offer's detail could not be read. */
  title: string | null;
  date: string;
}

export type BookingData =
  | {
      kind: 'found';
      checkout: Checkout;
      activities: BookedActivity[];
      /** The page the booking started from (product or hotel), with its dates and guests in the hash. */
      startHref: string;
      /** Set when a fresh quote no longer gives the checkout's stay price. */
      priceUpdate: CheckoutPriceUpdate | null;
      /** The fresh quote refused the stay (no room left, an activity day gone…): it can no longer be booked as it is. */
      noLongerBookable: boolean;
      /** The stay's insurance offers, to change the cover here (part 1 §2, §3); none when their call failed. */
      insuranceOffers: InsuranceOffer[];
      /** A gift order's box or stay, shipping costs and way back; null for any other checkout. */
      gift: GiftStepData | null;
      /** The site's today (ISO): a gift's send date is chosen from it. */
      today: string;
    }
  | {
      kind: 'missing';
      /** not-found: no valid id, the API knows none, or its check-in has passed; unavailable: the checkout call failed. */
      reason: 'not-found' | 'unavailable';
      /** The same booking page again (unavailable only). */
      retryHref: string | null;
    }
  | {
      /** Past its 2 hours (the API's `expired`): nothing can be changed or paid; the stay (or the gift) can be chosen again. */
      kind: 'expired';
      startHref: string;
      /** A gift order: its way back leads to the gift, not to a stay. */
      gift: boolean;
    };

/**
 * The page the booking started from, on the visitor's site, with the booked stay (dates and
 * guests) in its hash printed by the stay codec, as cards do: the hotel page when the offer was
 * booked there (part 2 §2: the back arrow returns to the hotel with dates and guests kept), else
 * the product page.
 */
export function startHrefOf(locale: Locale, checkout: Checkout, hotelId: number | null = null): string {
  const { reservation, activity } = checkout;
  // An activity voucher started from its checkout summary (the order in its hash).
  if (activity !== null) return href.activityCheckout(locale, { id: activity.productId, participants: activity.participants, ownUse: activity.customType === 'OWN_USE' });
  if (reservation === null) return href.home(locale);
  const stay = {
    checkin: reservation.checkin,
    checkout: reservation.checkout ?? undefined,
    night: reservation.nights,
    adults: reservation.adult,
    children: reservation.child,
    babies: reservation.baby,
  };
  if (hotelId !== null) return stayHref(locale, { hotel: hotelId }, stay);
  return checkout.productId !== null ? stayHref(locale, { product: { id: checkout.productId } }, stay) : href.home(locale);
}

/**
 * The booking summary's data, on the server, per visitor (never cached: the calls are no-store
 * and the page reads the query). Never null: a missing, invalid or unknown id, or a failing
 * checkout call, is a page saying so (docs/decisions.md). With a checkout, the same offer is
 * re-quoted (part 1 §4 price update from checkout) and the offer's detail names the activities;
 * either failing only leaves its part out.
 */
export async function load(route: RouteOf<'booking' | 'box-booking'>, context: ScreenContext): Promise<BookingData> {
  const id = checkoutIdOf(context.searchParams);
  if (id === null) return { kind: 'missing', reason: 'not-found', retryHref: null };
  const result = await fetchCheckout({ id });
  if (!result.ok) {
    // 410: past its expiresAt the API refuses every call on an unbooked checkout (the checkout contract).
    if (result.error.kind === 'http' && (result.error.status === 404 || result.error.status === 410)) return { kind: 'missing', reason: 'not-found', retryHref: null };
    // The same page again: the box variant keeps its code (a route this checkout does not fit is decided once it is read).
    return { kind: 'missing', reason: 'unavailable', retryHref: retryHrefOf(route, id) };
  }
  const checkout = result.data;
  // A box order's step lives under the box variant, every other checkout's under the booking route (contract §7).
  const elsewhere = misplacedStepRedirect(route, checkout);
  if (elsewhere !== null) redirect(elsewhere, RedirectType.replace);
  const today = siteClockFor(context.now, route.locale).today;
  if (isGiftCheckout(checkout)) {
    // A gift is never re-quoted: the API priced it from its catalogue at init, and its delivery re-prices it.
    const gift = await loadGiftStep(route.locale, checkout);
    if (checkout.expired && checkout.booking === null) return { kind: 'expired', startHref: gift.backHref, gift: true };
    return { kind: 'found', checkout, activities: [], startHref: gift.backHref, priceUpdate: null, noLongerBookable: false, insuranceOffers: [], gift, today };
  }
  if (checkout.expired && checkout.booking === null) return { kind: 'expired', startHref: startHrefOf(route.locale, checkout, startHotelIdOf(context.searchParams)), gift: false };
  if (isActivityCheckout(checkout)) {
    // A voucher is never re-quoted: its price check is its product's prices; no insurance, no activity days.
    const check = await activityPriceCheck(checkout);
    return { kind: 'found', checkout, activities: [], startHref: startHrefOf(route.locale, checkout), ...check, insuranceOffers: [], gift: null, today };
  }
  if (!isStayCheckout(checkout)) return { kind: 'missing', reason: 'not-found', retryHref: null };
  const { reservation } = checkout;
  // A stay whose check-in has passed can no longer be booked: the checkout has expired.
  if (isCheckinInThePast(reservation.checkin, context.now)) return { kind: 'missing', reason: 'not-found', retryHref: null };
  const [quote, detail, insuranceOffers] = await Promise.all([
    fetchQuoteRealtime(
      {
        weekendId: checkout.offerId,
        locale: route.locale,
        checkin: reservation.checkin,
        checkout: reservation.checkout ?? addDays(reservation.checkin, reservation.nights),
        night: reservation.nights,
        adult: reservation.adult,
        child: reservation.child,
        baby: reservation.baby,
        activitySelectionList: checkoutActivitySelection(checkout),
      },
      context.now,
    ),
    checkout.activityDates.length > 0 ? fetchWeekendDetail({ id: checkout.offerId, locale: route.locale }) : null,
    fetchInsuranceOffers({ weekendId: checkout.offerId, locale: route.locale, checkin: reservation.checkin, nights: reservation.nights, adult: reservation.adult, child: reservation.child, baby: reservation.baby }),
  ]);
  const titles = new Map(detail?.ok ? detail.data.activities.map((activity) => [activity.activityId, activity.title]) : []);
  return {
    kind: 'found',
    checkout,
    activities: checkout.activityDates.map((choice) => ({ ...choice, title: titles.get(choice.activityId) ?? null })),
    startHref: startHrefOf(route.locale, checkout, startHotelIdOf(context.searchParams)),
    priceUpdate: checkoutPriceUpdate(checkout.price, quote.status === 'quoted' ? quote.quote.sellPrice : null),
    // A failed quote call decides nothing; a quote that answers with a price error does.
    noLongerBookable: quote.status === 'priceError',
    insuranceOffers: insuranceOffers.ok ? insuranceOffers.data : [],
    gift: null,
    today,
  };
}

function retryHrefOf(route: RouteOf<'booking' | 'box-booking'>, checkoutId: string): string {
  const target = route.screen === 'box-booking' ? { id: checkoutId, gift: { type: 'BOX', code: route.params.code } } : { id: checkoutId };
  return checkoutStepHref(route.locale, 'booking', target);
}
