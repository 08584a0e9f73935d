import 'server-only';
import type { ApiResult } from '@/api/core';
import type { Checkout } from '@/domain/model/checkout';
import { bffErrorResponse, jsonPostRefusal, NO_STORE } from '../route-handler.server';
import type { BffSchema } from '../schema';
import {
  CHECKOUT_ADJUSTMENT_REFUSED,
  isCheckoutAdjustmentRefusal,
  type CheckoutAdjustmentAnswer,
  type CheckoutAdjustmentErrorBody,
} from './checkout-adjustment';
import { CHECKOUT_ALREADY_BOOKED, CHECKOUT_ALREADY_BOOKED_STATUS, CHECKOUT_EXPIRED, CHECKOUT_EXPIRED_STATUS } from './checkout-traveller';

const answer = (body: CheckoutAdjustmentAnswer | CheckoutAdjustmentErrorBody, status = 200) => Response.json(body, { status, headers: { 'cache-control': NO_STORE } });

/** The API's answer to an adjustment, as the route answers it (checkout-adjustment.ts lists the answers). */
export function checkoutAdjustmentResponse(result: ApiResult<Checkout>): Response {
  if (result.ok) return answer({ price: result.data.price });
  const { error } = result;
  const status = error.kind === 'http' ? error.status : undefined;
  if (status === 400 && isCheckoutAdjustmentRefusal(error.code)) return answer({ error: { code: CHECKOUT_ADJUSTMENT_REFUSED, reason: error.code } }, 400);
  // A checkout the API no longer knows cannot be changed either: the session's end, like an expired one.
  if (status === 410 || status === 404) return answer({ error: { code: CHECKOUT_EXPIRED } }, CHECKOUT_EXPIRED_STATUS);
  if (status === 409 && error.code === 'ALREADY_BOOKED') return answer({ error: { code: CHECKOUT_ALREADY_BOOKED } }, CHECKOUT_ALREADY_BOOKED_STATUS);
  // Another 400 (a body the API reads otherwise than ours) is the request's; the rest the upstream's.
  return bffErrorResponse(status === 400 ? 'invalid-body' : 'upstream');
}

/**
 * One adjustment route: another site's page and a body that is not JSON refused first (as on every
 * JSON POST route), the body read by the contract's schema, the call, the answer. Its own handler
 * (not bffRoute): its refusals carry the API's code.
 */
export function checkoutAdjustmentRoute<Body>(schema: BffSchema<Body, CheckoutAdjustmentAnswer>, call: (body: Body) => Promise<ApiResult<Checkout>>) {
  return async (request: Request): Promise<Response> => {
    const refusal = jsonPostRefusal(request);
    if (refusal) return refusal;
    const parsed = schema.parse(await request.json().catch(() => undefined));
    if (!parsed.success) return bffErrorResponse('invalid-body');
    try {
      return checkoutAdjustmentResponse(await call(parsed.data));
    } catch (error) {
      console.error(`[bff] ${schema.contract.path} failed`, error);
      return bffErrorResponse('internal');
    }
  };
}
