import { paymentStartSchema } from '@/bff/contracts/payment-start.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { serverNow } from '@/server/clock.server';
import { ownOrigin } from '@/api/core/own-origin';
import { getSiteConfig } from '@/server/site-config';
import { startPayment } from '@/checkout/start-payment.server';

/** Starts (or resumes) the payment of a checkout; the answer says where the browser goes. Never cached. */
export const POST = bffRoute(paymentStartSchema, { successCacheControl: NO_STORE }, async (body, request) => {
  const answer = await startPayment({
    ...body,
    requestOrigin: ownOrigin(request),
    siteOrigin: getSiteConfig().siteUrl,
    now: serverNow(),
  });
  return { ok: true, data: answer };
});
