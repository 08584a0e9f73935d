import { initActivityCheckout } from '@/api/checkout';
import { checkoutActivitySchema } from '@/bff/contracts/checkout-activity.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { bookingStepHref } from '@/routing/checkout-steps';
import { signedInEmail } from '../init/signed-in-email.server';

/**
 * The activity voucher's checkout (contract §5), then where to go: the booking step with its id,
 * as a stay's Book does. A signed-in visitor's e-mail goes with it. Never cached.
 */
export const POST = bffRoute(checkoutActivitySchema, { successCacheControl: NO_STORE }, async (body, request) => {
  const result = await initActivityCheckout({ ...body, customerEmail: await signedInEmail(request) });
  if (!result.ok) return result;
  return { ok: true, data: { checkoutId: result.data.id, bookingPath: bookingStepHref(body.locale, result.data.id), price: result.data.price } };
});
