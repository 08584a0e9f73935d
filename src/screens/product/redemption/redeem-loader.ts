import { bffGet } from '@/bff/client';
import { beneficiaryCalendarContract } from '@/bff/contracts/beneficiary-calendar';
import { beneficiaryCheckoutNightsContract } from '@/bff/contracts/beneficiary-checkout-nights';
import type { AvailabilityPageLoader } from '@/components/calendar/use-availability-pages';
import type { CheckoutNightsLoader } from '@/components/calendar/use-checkout-nights';
import type { Locale } from '@/domain/model/locale';

/** The redemption calendar's pages: the redeem check-in prices of the voucher of the visitor's cookie. */
export function redeemPageLoader(locale: Locale, id: number): AvailabilityPageLoader {
  return async (months) => {
    const month = months[0];
    if (month === undefined) return {};
    return (await bffGet(beneficiaryCalendarContract, { locale, id, month, length: months.length })).days;
  };
}

/** The redemption calendar's checkout range: the nights the product's own offer takes (the offer the redemption books). */
export function redeemCheckoutNightsLoader(locale: Locale, id: number): CheckoutNightsLoader {
  return async (checkin) => (await bffGet(beneficiaryCheckoutNightsContract, { locale, id, checkin })).range;
}
