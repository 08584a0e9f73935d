import type { Checkout } from '@/domain/model/checkout';
import type { RouteOf } from '@/routing';

/**
 * Whether a checkout is read under a booking route that is not its own (contract §7): a box gift
 * order's step is the box variant under its ordered code; every other checkout's is the booking
 * route. The page then redirects to checkoutStepHref, the one owner of where steps live.
 */
export function isMisplacedBookingStep(route: RouteOf<'booking' | 'box-booking'>, checkout: Pick<Checkout, 'gift'>): boolean {
  const boxCode = checkout.gift?.type === 'BOX' ? checkout.gift.code : null;
  if (route.screen === 'box-booking') return boxCode === null || boxCode !== route.params.code;
  return boxCode !== null;
}
