'use client';

import { useQuery } from '@tanstack/react-query';
import { bffGet } from '@/bff/client';
import { offerDetailContract, offerDetailQueryOf, type OfferDetailQuery } from '@/bff/contracts/offer-detail';
import type { Pax } from '@/domain/guests/pax';
import type { Locale } from '@/domain/model/locale';
import type { BookingStay } from '@/domain/booking/stay';

const KEY = 'hotel-offer-detail';

/**
 * The open offer's detail for the visitor's stay and guests, through the BFF (no retry: the error
 * state has its own Retry). While the stay or the guests of the same offer change, its last
 * detail stays on screen (marked busy); another offer never shows the previous one's.
 */
export function useOfferDetail(input: { locale: Locale; offerId: number | null; stay: BookingStay | null; pax: Pax }) {
  const { locale, offerId, stay, pax } = input;
  const query = offerId === null ? null : offerDetailQueryOf({ locale, offerId, stay, pax });
  return useQuery({
    queryKey: [KEY, query],
    queryFn: ({ signal }) => (query === null ? Promise.reject(new Error('no offer')) : bffGet(offerDetailContract, query, { signal })),
    enabled: query !== null,
    placeholderData: (previous, previousQuery) => {
      const previousOffer = (previousQuery?.queryKey[1] as OfferDetailQuery | null | undefined)?.offerId;
      return previousOffer !== undefined && previousOffer === offerId ? previous : undefined;
    },
  });
}
