import { mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { Checkout } from '@/domain/model/checkout';
import { toCheckout } from './reshape';
import { checkoutSchema } from './schemas';

/**
 * POST {api}/checkout/{id}/book (mocks/checkout documents it): the booking is made once per
 * checkout. With something to pay, the API checks the provider's payment itself (authorised, this
 * checkout's, this amount); with nothing to pay (a voucher or gift cards cover it) paymentId is null.
 * The same call again answers the same booking; another payment of a booked checkout is refused
 * (409 ALREADY_BOOKED) so its authorisation can be released. Never cached.
 */
export async function bookCheckout(params: { checkoutId: string; paymentId: string | null }, options?: CallOptions): Promise<ApiResult<Checkout>> {
  const result = await request({
    service: 'api',
    path: `/checkout/${segment(params.checkoutId)}/book`,
    method: 'POST',
    json: { paymentId: params.paymentId },
    schema: checkoutSchema,
    label: { operation: 'book checkout', location: 'checkout.payment' },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, toCheckout);
}
