import { initCheckout } from '@/api/checkout';
import { beneficiaryCheckoutSchema } from '@/bff/contracts/beneficiary-checkout.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { bookingStepHref } from '@/routing/checkout-steps';
import { currentVoucher } from '@/screens/beneficiary/current-voucher.server';

/**
 * Book with the voucher (contract: beneficiary-checkout.ts): the voucher is the cookie's, looked
 * up again here; init-checkout gets its code and prices the stay and the remaining amount itself.
 * Two adults, the product's own offer (the redemption calendar's stay). No valid voucher: 403.
 */
export const POST = bffRoute(beneficiaryCheckoutSchema, { successCacheControl: NO_STORE }, async (body) => {
  const current = await currentVoucher();
  if (current.state !== 'valid') return { ok: false, refused: 'forbidden' };
  const result = await initCheckout({
    locale: body.locale,
    productId: body.productId,
    offerId: body.productId,
    checkin: body.checkin,
    checkout: body.checkout,
    adult: 2,
    child: 0,
    baby: 0,
    activitySelectionList: body.activitySelectionList,
    voucherCode: current.voucher.code,
  });
  if (!result.ok) return result;
  const bookingPath = bookingStepHref(body.locale, result.data.id);
  return { ok: true, data: { checkoutId: result.data.id, bookingPath, price: result.data.price } };
});
