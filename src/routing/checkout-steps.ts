import type { Locale } from '@/domain/model/locale';
import { href, hrefOf } from './href';
import type { RouteOf } from './route';

/**
 * The checkout's steps are the booking and payment routes with the checkout's id in the query
 * (the id is per visitor, so never in the path a cache could key on). `checkout` is not the name:
 * that one is a stay date the proxy moves into the hash.
 */
export const CHECKOUT_ID_PARAM = 'checkoutId';

/** The hotel page a booking started from, when it did (the back arrow returns there, part 2 §2). */
export const START_HOTEL_PARAM = 'hotelId';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  return `${path}?${search}`;
}

/** The booking step: the stay, the traveller's details, insurance, promo code, gift card, terms. */
export function bookingStepHref(locale: Locale, checkoutId: string, startHotelId?: number | null): string {
  return withQuery(href.booking(locale), {
    [CHECKOUT_ID_PARAM]: checkoutId,
    [START_HOTEL_PARAM]: startHotelId != null ? String(startHotelId) : undefined,
  });
}

/** The payment step, which becomes the confirmation once the checkout is booked. */
export function paymentStepHref(locale: Locale, checkoutId: string, extra: Record<string, string | undefined> = {}): string {
  return withQuery(href.payment(locale), { [CHECKOUT_ID_PARAM]: checkoutId, ...extra });
}

/** What decides a checkout's step routes: a box gift order has the box variants of part 2 §2. */
export interface CheckoutStepTarget {
  id: string;
  gift?: { type: string; code: string | null } | null;
}

/**
 * The one owner of where a checkout's steps live (contract §7): a BOX gift order's booking and payment
 * steps are the box variants under its ordered code; every other checkout (stay, activity voucher,
 * change of dates, gift stay, gift card) uses the booking and payment routes. A step reached under the
 * other route redirects here.
 */
export function checkoutStepHref(locale: Locale, step: 'booking' | 'payment', checkout: CheckoutStepTarget, extra: Record<string, string | undefined> = {}): string {
  const boxCode = checkout.gift?.type === 'BOX' ? checkout.gift.code : null;
  if (boxCode !== null) {
    const path = step === 'booking' ? href.boxBooking(locale, boxCode) : href.boxPayment(locale, boxCode);
    return withQuery(path, { [CHECKOUT_ID_PARAM]: checkout.id, ...extra });
  }
  return step === 'booking' ? bookingStepHref(locale, checkout.id) : paymentStepHref(locale, checkout.id, extra);
}

/** The routes a checkout step is rendered under. */
export type CheckoutStepRoute = RouteOf<'booking' | 'box-booking' | 'payment' | 'box-payment'>;

/**
 * Where a step reached under a route that is not its own belongs (a box order under the plain route or
 * another box's code, any other checkout under a box's): checkoutStepHref with `extra` kept, or null
 * when the route already is the one checkoutStepHref gives.
 */
export function misplacedStepRedirect(route: CheckoutStepRoute, checkout: CheckoutStepTarget, extra: Record<string, string | undefined> = {}): string | null {
  const step = route.screen === 'booking' || route.screen === 'box-booking' ? 'booking' : 'payment';
  const right = checkoutStepHref(route.locale, step, checkout, extra);
  return right.split('?')[0] === hrefOf(route) ? null : right;
}
