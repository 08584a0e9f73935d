import { bffGet } from '@/bff/client';
import { beneficiaryCalendarContract } from '@/bff/contracts/beneficiary-calendar';
import type { AvailabilityPageLoader } from '@/components/calendar';
import type { Locale } from '@/domain/model/locale';

/** The redemption calendar's pages: the redeem check-in prices of the voucher of the visitor's cookie. */
export function redeemPageLoader(locale: Locale, id: number): AvailabilityPageLoader {
  return async (months) => {
    const month = months[0];
    if (month === undefined) return {};
    return (await bffGet(beneficiaryCalendarContract, { locale, id, month, length: months.length })).days;
  };
}
