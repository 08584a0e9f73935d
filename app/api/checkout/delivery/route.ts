import { saveGiftDelivery } from '@/api/checkout';
import {
  type CheckoutDeliveryAnswer,
  type CheckoutDeliveryRefusal,
} from '@/bff/contracts/checkout-delivery';
import { parseCheckoutDeliveryBody } from '@/bff/contracts/checkout-delivery.schema';
import { CHECKOUT_ALREADY_BOOKED, CHECKOUT_ALREADY_BOOKED_STATUS, CHECKOUT_EXPIRED, CHECKOUT_EXPIRED_STATUS } from '@/bff/contracts/checkout-traveller';
import { bffErrorResponse, jsonPostRefusal, NO_STORE } from '@/bff/route-handler.server';
import { siteClockFor } from '@/domain/calendar/site-clock';
import { deliveryFieldOfApi, type GiftDeliveryField } from '@/domain/gift/gift-delivery';
import { paymentStepHref } from '@/routing/checkout-steps';
import { serverNow } from '@/server/clock.server';

const answer = (body: CheckoutDeliveryAnswer | CheckoutDeliveryRefusal, status = 200) => Response.json(body, { status, headers: { 'cache-control': NO_STORE } });

const refusedField = (field: GiftDeliveryField | null): Response => answer({ error: field ? { code: 'invalid-body', field } : { code: 'invalid-body' } }, 400);

/**
 * POST /api/checkout/delivery (src/bff/contracts/checkout-delivery.ts): a gift order's delivery
 * checked again with the form's rules (the send date against the site's today), then saved on the
 * checkout, which the API re-prices. Its own handler, like the traveller route's: its refusals
 * carry the field to show them on.
 */
export async function POST(request: Request): Promise<Response> {
  const refusal = jsonPostRefusal(request);
  if (refusal) return refusal;
  const now = serverNow();
  const parsed = parseCheckoutDeliveryBody(await request.json().catch(() => undefined), (locale) => siteClockFor(now, locale).today);
  if (!parsed.success) return refusedField(parsed.field);
  const { locale, checkoutId, delivery } = parsed.data;
  try {
    const result = await saveGiftDelivery({ checkoutId, delivery });
    if (result.ok) return answer({ shippingCost: result.data.gift?.amounts.shippingCost ?? 0, totalPrice: result.data.price.totalPrice });
    const { error } = result;
    const status = error.kind === 'http' ? error.status : undefined;
    if (status === 400) return refusedField(deliveryFieldOfApi(error.field));
    if (status === 410 || status === 404) return answer({ error: { code: CHECKOUT_EXPIRED } }, CHECKOUT_EXPIRED_STATUS);
    if (status === 409 && error.code === 'ALREADY_BOOKED') return answer({ error: { code: CHECKOUT_ALREADY_BOOKED, paymentPath: paymentStepHref(locale, checkoutId) } }, CHECKOUT_ALREADY_BOOKED_STATUS);
    return bffErrorResponse('upstream');
  } catch (error) {
    console.error('[bff] /api/checkout/delivery failed', error);
    return bffErrorResponse('internal');
  }
}
