import { fetchPaymentEligibility } from '@/api/gift';
import { paymentEligibilitySchema } from '@/bff/contracts/payment-eligibility.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { pointOfSale } from '@/domain/model/locale';

/** Instalment eligibility of a total, for the site's country. Never cached; an error is passed on (502). */
export const GET = bffRoute(paymentEligibilitySchema, { successCacheControl: NO_STORE }, async ({ locale, ...query }) => {
  const result = await fetchPaymentEligibility({ ...query, pointOfSale: pointOfSale(locale) });
  return result.ok ? { ok: true, data: { paymentMethods: result.data } } : result;
});
