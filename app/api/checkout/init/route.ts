import { initCheckout } from '@/api/checkout';
import { BOOKING_CHECKOUT_PARAM } from '@/bff/contracts/checkout-init';
import { checkoutInitSchema } from '@/bff/contracts/checkout-init.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { href } from '@/routing/href';

/**
 * Init checkout, then where to go: the booking route with the checkout's id. initCheckout has
 * reported a failure to the error service; the answer is then 502 and the flow stops. Never cached.
 */
export const POST = bffRoute(checkoutInitSchema, { successCacheControl: NO_STORE }, async (body) => {
  const result = await initCheckout(body);
  if (!result.ok) return result;
  const bookingPath = `${href.booking(body.locale)}?${new URLSearchParams({ [BOOKING_CHECKOUT_PARAM]: result.data.id })}`;
  return { ok: true, data: { checkoutId: result.data.id, bookingPath, price: result.data.price } };
});
