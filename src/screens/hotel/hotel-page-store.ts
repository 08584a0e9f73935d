import { create } from 'zustand';

/**
 * What the hotel page's islands tell each other (part 2 §2, §4): the room offers, the search bar
 * with its calendar, and the offer detail are separate islands of one page.
 *
 * - `calendar`: the calendar is asked to open, for the hotel (the search bar's own field, or a
 *   confirm without complete dates) or for one offer (an offer chosen without dates: part 2 §4
 *   "opens the calendar with that product"). The search bar owns the calendar and clears it.
 * - `detailOffer`: the offer whose detail is open (a bottom drawer on mobile, a large modal on
 *   desktop), or null. Opened by an offer chosen with dates, or by the calendar validated for one.
 */
export type CalendarRequest = { for: 'hotel' } | { for: 'offer'; offerId: number };

interface HotelPageState {
  calendar: CalendarRequest | null;
  detailOffer: number | null;
}

export const useHotelPage = create<HotelPageState>(() => ({ calendar: null, detailOffer: null }));

export function openHotelCalendar(request: CalendarRequest): void {
  useHotelPage.setState({ calendar: request });
}

export function calendarHandled(): void {
  useHotelPage.setState({ calendar: null });
}

export function openOfferDetail(offerId: number): void {
  useHotelPage.setState({ detailOffer: offerId, calendar: null });
}

export function closeOfferDetail(): void {
  useHotelPage.setState({ detailOffer: null });
}
