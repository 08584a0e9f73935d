import { beneficiaryCheckoutNightsSchema } from '@/bff/contracts/beneficiary-checkout-nights.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { voucherBooksProduct } from '@/domain/beneficiary/voucher';
import { currentVoucher } from '@/screens/beneficiary/current-voucher.server';
import { redemptionCheckoutNights } from '@/screens/product/redemption/checkout-nights.server';
import { getSiteConfig } from '@/server/site-config';

/**
 * The redemption calendar's checkout range (contract: beneficiary-checkout-nights.ts): the nights the
 * product's own offer takes, for the voucher of the visitor's cookie (looked up again, as the calendar's days).
 */
export const GET = bffRoute(beneficiaryCheckoutNightsSchema, { successCacheControl: NO_STORE }, async (query) => {
  const current = await currentVoucher();
  if (current.state !== 'valid' || !voucherBooksProduct(current.voucher, query.id)) return { ok: false, refused: 'forbidden' };
  const result = await redemptionCheckoutNights({
    locale: query.locale,
    productId: query.id,
    checkin: query.checkin,
    giftPrice: current.voucher.value,
    affiliateId: getSiteConfig().search.beneficiaryAffiliateId,
  });
  return result.ok ? { ok: true, data: { range: result.data } } : result;
});
