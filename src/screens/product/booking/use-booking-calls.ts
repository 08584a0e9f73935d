'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bffGet } from '@/bff/client';
import { paymentEligibilityContract } from '@/bff/contracts/payment-eligibility';
import { paxQueryOf } from '@/bff/contracts/pax';
import { productOffersContract } from '@/bff/contracts/product-offers';
import { productQuoteContract, productQuoteFetchFailed, type ProductQuoteAnswer } from '@/bff/contracts/product-quote';
import type { IsoDay } from '@/domain/calendar/iso-day';
import type { Pax } from '@/domain/guests/pax';
import type { PartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import type { BookingStay } from '@/domain/booking/stay';

/**
 * The booking island's calls, through the BFF and React Query (no retry, see QueryProvider).
 * Prices are never cached by the routes; React Query only keeps the last answer of each criteria
 * so that going back to earlier dates shows their price at once.
 */

/** The product's offers: for the stay when there is one (only bookable ones), else every offer at its from price. */
export function useProductOffers(input: { locale: Locale; productId: number; stay: BookingStay | null; pax: Pax; enabled: boolean; minisite?: PartnerMinisite }) {
  const { locale, productId, stay, pax, enabled, minisite } = input;
  const query = { locale, productId, checkin: stay?.checkin, nights: stay?.nights, ...paxQueryOf(pax), minisite };
  return useQuery({
    queryKey: ['product-offers', query],
    queryFn: ({ signal }) => bffGet(productOffersContract, query, { signal }).then((answer) => answer.offers),
    enabled,
  });
}

/**
 * The real-time quote of the chosen offer. A failed call is the spec's QUOTE_FETCH_ERROR (no
 * message shown), never a thrown error: the island always holds an outcome for a stay.
 */
export function useProductQuote(input: {
  locale: Locale;
  offerId: number;
  stay: BookingStay | null;
  pax: Pax;
  activitySelectionList: string | undefined;
  minisite?: PartnerMinisite;
}) {
  const { locale, offerId, stay, pax, activitySelectionList, minisite } = input;
  const query = stay
    ? { locale, productId: offerId, checkin: stay.checkin, checkout: stay.checkout, ...paxQueryOf(pax), activitySelectionList, minisite }
    : null;
  return useQuery({
    queryKey: ['product-quote', query],
    queryFn: ({ signal }): Promise<ProductQuoteAnswer> =>
      query === null
        ? Promise.reject(new Error('no stay'))
        : bffGet(productQuoteContract, query, { signal }).catch((): ProductQuoteAnswer => ({ ...productQuoteFetchFailed(), insuranceOffers: [] })),
    enabled: query !== null,
    // The last price stays on screen (marked as updating) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Alma's payment methods for a total; an error shows nothing (part 2 §7). */
export function usePaymentEligibility(input: {
  locale: Locale;
  amount: number | null;
  checkinDate: IsoDay | null;
  cancellationPolicyType: string | null;
  cancellableUntil: IsoDay | null;
}) {
  const { locale, amount, checkinDate } = input;
  const query =
    amount !== null && amount > 0 && checkinDate !== null
      ? {
          locale,
          amount,
          checkinDate,
          cancellationPolicyType: input.cancellationPolicyType ?? undefined,
          cancellableUntil: input.cancellableUntil ?? undefined,
        }
      : null;
  return useQuery({
    queryKey: ['payment-eligibility', query],
    queryFn: ({ signal }) => (query === null ? Promise.reject(new Error('no amount')) : bffGet(paymentEligibilityContract, query, { signal })),
    enabled: query !== null,
  });
}
