'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bffGet } from '@/bff/client';
import { paymentEligibilityContract } from '@/bff/contracts/payment-eligibility';
import { offerDetailContract, offerDetailQueryOf } from '@/bff/contracts/offer-detail';
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

/** The product's offers: for the stay when there is one (only bookable ones), else every offer at its from price. A failure stays a query error (asked again on Retry or when its criteria come back). */
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
 * message shown, part 2 §8): `outcome` holds it so the island always has one for a stay, and
 * `retry` asks again. The failure stays a query error, never an answer: React Query keeps answers
 * fresh for 30 s (QueryProvider), and a cached failure would come back for those dates without a
 * new call; an error is asked again whenever its criteria come back.
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
  const call = useQuery({
    queryKey: ['product-quote', query],
    queryFn: ({ signal }): Promise<ProductQuoteAnswer> => (query === null ? Promise.reject(new Error('no stay')) : bffGet(productQuoteContract, query, { signal })),
    enabled: query !== null,
    // The last price stays on screen (marked as updating) while the next one loads.
    placeholderData: keepPreviousData,
  });
  const outcome: ProductQuoteAnswer | null = query === null ? null : call.isError ? FETCH_FAILED : (call.data ?? null);
  return {
    outcome,
    /** No answer yet for these criteria (the previous one may be on screen, marked as updating). */
    updating: query !== null && (call.isPending || call.isPlaceholderData),
    /** A retry of a failed quote is under way. */
    retrying: call.isError && call.isFetching,
    retry: () => void call.refetch(),
  };
}

const FETCH_FAILED: ProductQuoteAnswer = { ...productQuoteFetchFailed(), insuranceOffers: [] };

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

/**
 * The activities the guest dates for an offer that is not the product itself (issue 22 item 1): the
 * chosen offer's own detail decides them, never the product's. Read without the stay (activities do
 * not depend on dates), so the API's dateless detail, which it caches, answers. Null: the
 * product's own activities apply (no call).
 */
export function useOfferActivities(input: { locale: Locale; offerId: number | null; pax: Pax }) {
  const { locale, offerId, pax } = input;
  const query = offerId === null ? null : offerDetailQueryOf({ locale, offerId, stay: null, pax });
  return useQuery({
    queryKey: ['offer-activities', query],
    queryFn: ({ signal }) =>
      query === null
        ? Promise.reject(new Error('no offer'))
        : bffGet(offerDetailContract, query, { signal }).then((detail) => detail.activities.filter((activity) => activity.singleDay).map(({ activityId, title }) => ({ activityId, title }))),
    enabled: query !== null,
  });
}
