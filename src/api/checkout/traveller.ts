import { mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { Checkout, Traveller } from '@/domain/model/checkout';
import { toCheckout } from './reshape';
import { checkoutSchema } from './schemas';

/**
 * POST {api}/checkout/{id}/traveller — keeps who travels on the checkout (status
 * DETAILS_COMPLETED) and answers the whole checkout. Its refusals (the checkout contract): 400
 * INVALID_PARAMETER with the `field` it refused, 409 ALREADY_BOOKED once booked, 410
 * CHECKOUT_EXPIRED past expiresAt, 404 for an unknown id. Never cached.
 */
export async function saveTraveller(params: { checkoutId: string; traveller: Traveller }, options?: CallOptions): Promise<ApiResult<Checkout>> {
  const { traveller } = params;
  const result = await request({
    service: 'api',
    path: `/checkout/${segment(params.checkoutId)}/traveller`,
    method: 'POST',
    json: {
      civility: traveller.civility,
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      email: traveller.email,
      phone: traveller.phone,
      postalCode: traveller.postalCode,
      country: traveller.country,
    },
    schema: checkoutSchema,
    label: { operation: 'checkout-traveller', location: 'booking.details' },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, toCheckout);
}
