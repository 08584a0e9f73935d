import { initGiftCheckout } from '@/api/checkout';
import { checkoutGiftSchema } from '@/bff/contracts/checkout-gift.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { checkoutStepHref } from '@/routing/checkout-steps';
import { signedInEmail } from '../init/signed-in-email.server';

/**
 * A gift order's checkout (contract §7), then where to go: its booking step (a box's is the box
 * variant). initGiftCheckout has reported a failure to the error service with its location label;
 * the answer is then an error and the flow stops: 400 for what the API refuses to sell (its 400s and
 * 409s), 404 for an unknown box or product, 502 otherwise. A signed-in visitor's e-mail goes with it. Never cached.
 */
export const POST = bffRoute(checkoutGiftSchema, { successCacheControl: NO_STORE }, async (body, request) => {
  const result = await initGiftCheckout({ ...body, customerEmail: await signedInEmail(request) });
  // 409 GIFT_NOT_SOLD / FORMAT_NOT_SOLD: the API refuses what was asked (the request's error, not the upstream's).
  if (!result.ok && result.error.kind === 'http' && result.error.status === 409) return { ok: false, error: { kind: 'http', status: 400 } };
  if (!result.ok) return result;
  return { ok: true, data: { checkoutId: result.data.id, bookingPath: checkoutStepHref(body.locale, 'booking', result.data) } };
});
