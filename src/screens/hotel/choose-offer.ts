import { bookingStayOf } from '@/domain/booking/stay';
import { offerSelectionAction } from '@/domain/hotel/hotel-dates';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { openHotelCalendar, openOfferDetail } from './hotel-page-store';

/**
 * Part 2 §4 "Offer selection": the offer goes to the hash, then the calendar opens for it without
 * dates (the hash's stay), its detail with them. Loaded with the first choice (./hotel-offers.tsx).
 */
export function chooseOffer(offerId: number): void {
  const stay = bookingStayOf(hotelHashStore.getValue());
  hotelHashStore.set((current) => ({ ...current, id: offerId }));
  const dates = { checkin: stay?.checkin ?? null, checkout: stay?.checkout ?? null };
  if (offerSelectionAction(dates, offerId).open === 'detail') openOfferDetail(offerId);
  else openHotelCalendar({ for: 'offer', offerId });
}
