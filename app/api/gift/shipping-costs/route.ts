import { fetchBoxShippingCosts, fetchSingleVoucherShippingCosts } from '@/api/gift';
import { giftShippingCostsSchema } from '@/bff/contracts/gift-shipping-costs.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { pointOfSale } from '@/domain/model/locale';

/** Shipping costs of a single voucher or a box. Never cached; a failure (502) disables the physical format. */
export const GET = bffRoute(giftShippingCostsSchema, { successCacheControl: NO_STORE }, async ({ locale, kind }) => {
  const pos = pointOfSale(locale);
  const result = kind === 'box' ? await fetchBoxShippingCosts({ pos }) : await fetchSingleVoucherShippingCosts({ pos });
  return result.ok ? { ok: true, data: { pointOfSale: pos, shippingCosts: result.data } } : result;
});
