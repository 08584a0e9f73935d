'use client';

import { useEffect, useRef } from 'react';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { openOfferDetail } from '../hotel-page-store';

/**
 * Keeps the open detail and the hash's offer (`id`, "the offer the visitor picked") the same one.
 *
 * - Opening the detail of an offer writes it to the hash: the booking island inside quotes and
 *   books the hash's offer when it is one of the product's offers, so a stale `id` from an earlier
 *   choice would price another offer than the one shown.
 * - The booking island lists the hotel's other offers; choosing one there writes `id`: the detail
 *   then shows that offer (its programme, room and activities), so what is shown is what is booked.
 *
 * Only a change of `id` while the detail is open moves the detail: the value the detail found on
 * opening is the stale one it replaces.
 */
export function useDetailFollowsHashOffer(offerId: number | null, hashOfferId: number | undefined): void {
  useEffect(() => {
    if (offerId === null) return;
    if (hotelHashStore.getValue().id !== offerId) hotelHashStore.set((current) => ({ ...current, id: offerId }));
  }, [offerId]);

  const previous = useRef(hashOfferId);
  useEffect(() => {
    const before = previous.current;
    previous.current = hashOfferId;
    if (offerId === null || hashOfferId === undefined || hashOfferId === before || hashOfferId === offerId) return;
    openOfferDetail(hashOfferId);
  }, [hashOfferId, offerId]);
}
