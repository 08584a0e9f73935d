import { saveTraveller } from '@/api/checkout';
import {
  CHECKOUT_ALREADY_BOOKED,
  CHECKOUT_ALREADY_BOOKED_STATUS,
  CHECKOUT_EXPIRED,
  CHECKOUT_EXPIRED_STATUS,
  type CheckoutTravellerAnswer,
  type CheckoutTravellerRefusal,
} from '@/bff/contracts/checkout-traveller';
import { parseCheckoutTravellerBody } from '@/bff/contracts/checkout-traveller.schema';
import { bffErrorResponse, jsonPostRefusal, NO_STORE } from '@/bff/route-handler.server';
import { isTravellerApiField, type TravellerField } from '@/domain/checkout/traveller-details';
import { checkoutStepHref, paymentStepHref } from '@/routing/checkout-steps';

const answer = (body: CheckoutTravellerAnswer | CheckoutTravellerRefusal, status = 200) => Response.json(body, { status, headers: { 'cache-control': NO_STORE } });

const refusedField = (field: TravellerField | null): Response => answer({ error: field ? { code: 'invalid-body', field } : { code: 'invalid-body' } }, 400);

/**
 * POST /api/checkout/traveller (src/bff/contracts/checkout-traveller.ts): the details checked
 * again with the form's rules, then saved on the checkout; the answer is the payment step's path.
 * Its own handler (not bffRoute): its refusals carry more than the shared error body — the field
 * to show the refusal on, the payment path of a checkout booked meanwhile. Another site's page and
 * a body that is not JSON are refused first, as on every JSON POST route.
 */
export async function POST(request: Request): Promise<Response> {
  const refusal = jsonPostRefusal(request);
  if (refusal) return refusal;
  const parsed = parseCheckoutTravellerBody(await request.json().catch(() => undefined));
  if (!parsed.success) return refusedField(parsed.field);
  const { locale, checkoutId, traveller } = parsed.data;
  try {
    const result = await saveTraveller({ checkoutId, traveller });
    const paymentPath = paymentStepHref(locale, checkoutId);
    // A box gift order pays under the box variant of the payment route (checkoutStepHref).
    if (result.ok) return answer({ paymentPath: checkoutStepHref(locale, 'payment', result.data) });
    const { error } = result;
    const status = error.kind === 'http' ? error.status : undefined;
    if (status === 400) return refusedField(isTravellerApiField(error.field) ? error.field : null);
    // A checkout the API no longer knows cannot be completed either: back to the stay, like an expired one.
    if (status === 410 || status === 404) return answer({ error: { code: CHECKOUT_EXPIRED } }, CHECKOUT_EXPIRED_STATUS);
    if (status === 409 && error.code === 'ALREADY_BOOKED') return answer({ error: { code: CHECKOUT_ALREADY_BOOKED, paymentPath } }, CHECKOUT_ALREADY_BOOKED_STATUS);
    return bffErrorResponse('upstream');
  } catch (error) {
    console.error('[bff] /api/checkout/traveller failed', error);
    return bffErrorResponse('internal');
  }
}
