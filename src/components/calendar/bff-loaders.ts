import { bffGet } from '@/bff/client';
import { calendarAvailabilityContract } from '@/bff/contracts/calendar-availability';
import { calendarCheckoutNightsContract } from '@/bff/contracts/calendar-checkout-nights';
import { paxQueryOf } from '@/bff/contracts/pax';
import type { Pax } from '@/domain/guests/pax';
import type { PartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import type { AvailabilityPageLoader } from './use-availability-pages';
import type { CheckoutNightsLoader } from './use-checkout-nights';

/** The product (or package) a calendar prices, for the party chosen. */
export interface CalendarProduct {
  locale: Locale;
  id: number;
  pax: Pax;
}

/**
 * The calendar's loaders over the BFF (/api/calendar/*): a page of consecutive months is one call
 * from its first month. A failed call rejects, which the hooks read as a failed page or range.
 */
export function availabilityPageLoader({ locale, id, pax }: CalendarProduct): AvailabilityPageLoader {
  return async (months) => {
    const month = months[0];
    if (month === undefined) return {};
    const answer = await bffGet(calendarAvailabilityContract, { locale, id, month, length: months.length, ...paxQueryOf(pax) });
    return answer.days;
  };
}

/** `minisite`: the partner the visitor books through (product pages entered from a minisite). */
export function checkoutNightsLoader({ locale, id, pax, minisite }: CalendarProduct & { minisite?: PartnerMinisite }): CheckoutNightsLoader {
  return async (checkin) => (await bffGet(calendarCheckoutNightsContract, { locale, id, checkin, ...paxQueryOf(pax), minisite })).range;
}
