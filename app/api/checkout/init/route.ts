import { initCheckout } from '@/api/checkout';
import { checkoutInitSchema } from '@/bff/contracts/checkout-init.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { bookingStepHref } from '@/routing/checkout-steps';
import { signedInEmail } from './signed-in-email.server';

/**
 * Init checkout, then where to go: the booking route with the checkout's id (and the hotel page
 * the offer was booked from, for the booking page's way back). initCheckout has
 * reported a failure to the error service; the answer is then 502 and the flow stops. A signed-in
 * visitor's e-mail goes with the checkout (signed-in-email.server.ts), so the booking can be found
 * later with its reference and that address. Never cached.
 */
export const POST = bffRoute(checkoutInitSchema, { successCacheControl: NO_STORE }, async (body, request) => {
  const result = await initCheckout({ ...body, customerEmail: await signedInEmail(request) });
  if (!result.ok) return result;
  const bookingPath = bookingStepHref(body.locale, result.data.id, body.hotelId);
  return { ok: true, data: { checkoutId: result.data.id, bookingPath, price: result.data.price } };
});
