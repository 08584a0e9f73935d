import { fetchPackageCheckinPrices } from '@/api/product';
import { beneficiaryCalendarSchema } from '@/bff/contracts/beneficiary-calendar.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { remainingAmountToPay } from '@/domain/beneficiary/redemption';
import { redemptionNights, voucherBooksProduct } from '@/domain/beneficiary/voucher';
import type { CalendarDay } from '@/domain/calendar';
import { currentVoucher } from '@/screens/beneficiary/current-voucher.server';
import { getSiteConfig } from '@/server/site-config';

/**
 * The redemption calendar's days (contract: beneficiary-calendar.ts): the gift price is the value
 * of the cookie's voucher as the platform states it now, never a value from the browser. A box
 * voucher asks one night: each day's entry is its shortest stay (minLos), the stay the price is for;
 * a gift-stay voucher asks its own nights (and only for its own stay: 403 elsewhere).
 */
export const GET = bffRoute(beneficiaryCalendarSchema, { successCacheControl: NO_STORE }, async (query) => {
  const current = await currentVoucher();
  if (current.state !== 'valid' || !voucherBooksProduct(current.voucher, query.id)) return { ok: false, refused: 'forbidden' };
  const value = current.voucher.value;
  const result = await fetchPackageCheckinPrices({
    offerId: query.id,
    locale: query.locale,
    month: query.month,
    length: query.length,
    nights: redemptionNights(current.voucher),
    giftPrice: value,
    affiliateId: getSiteConfig().search.beneficiaryAffiliateId,
  });
  if (!result.ok) return result;
  const days: Record<string, CalendarDay> = {};
  const remaining: Record<string, number> = {};
  for (const entry of result.data) {
    days[entry.day] = { amount: entry.displayTotalPrice, minLos: entry.minLos };
    remaining[entry.day] = remainingAmountToPay(entry.displayTotalPrice, value);
  }
  return { ok: true, data: { days, remaining } };
});
