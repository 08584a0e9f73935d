import { initGiftCheckout } from '@/api/checkout';
import { checkoutGiftSchema } from '@/bff/contracts/checkout-gift.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { checkoutStepHref } from '@/routing/checkout-steps';
import { signedInEmail } from '../init/signed-in-email.server';

/**
 * A gift order's checkout (contract §7), then where to go: its booking step (a box's is the box
 * variant). initGiftCheckout has reported a failure to the error service with its location label;
 * the answer is then an error and the flow stops. A signed-in visitor's e-mail goes with it. Never cached.
 */
export const POST = bffRoute(checkoutGiftSchema, { successCacheControl: NO_STORE }, async (body, request) => {
  const result = await initGiftCheckout({ ...body, customerEmail: await signedInEmail(request) });
  if (!result.ok) return result;
  return { ok: true, data: { checkoutId: result.data.id, bookingPath: checkoutStepHref(body.locale, 'booking', result.data) } };
});
