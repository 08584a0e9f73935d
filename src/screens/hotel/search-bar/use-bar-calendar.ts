'use client';

import { useMemo, useState } from 'react';
import { availabilityPageLoader, checkoutNightsLoader } from '@/components/calendar/bff-loaders';
import { useAvailabilityPages } from '@/components/calendar/use-availability-pages';
import type { DatesFieldCalendarOptions } from '@/components/calendar/dates-field';
import type { Device } from '@/domain/calendar';
import type { Pax } from '@/domain/guests/pax';
import { hotelCheckoutNights } from '@/domain/hotel';
import type { Locale } from '@/domain/model/locale';
import { hotelAvailabilityPageLoader } from './hotel-availability-loader';

/** Whom the bar's calendar prices: the hotel (its own field, the confirm) or one offer (an offer chosen without dates). */
export type CalendarTarget = { for: 'hotel' } | { for: 'offer'; offerId: number };

export const HOTEL_TARGET: CalendarTarget = { for: 'hotel' };

/**
 * The calendar data of the bar's dates field for its current target.
 * - Hotel: the hotel call's 12-month window; checkout nights from the check-in day's minimum stay
 *   (the hotel answer names no package to ask the checkout-nights call about).
 * - Offer: the product calendar of that offer for the party (the product page's loaders).
 * Guests, device and target are the paging's reset key (part 2 §4 "Guest or device changes reset
 * the next-month pointer").
 */
export function useBarCalendar({ locale, hotelId, pax, device, now }: { locale: Locale; hotelId: number; pax: Pax; device: Device; now: Date | null }) {
  const [target, setTarget] = useState<CalendarTarget>(HOTEL_TARGET);
  const offerId = target.for === 'offer' ? target.offerId : null;
  // The hotel answer does not depend on the party: one window per hotel, kept across guest changes.
  const hotelLoad = useMemo(() => hotelAvailabilityPageLoader({ locale, hotelId }), [locale, hotelId]);
  const load = useMemo(() => (offerId === null ? hotelLoad : availabilityPageLoader({ locale, id: offerId, pax })), [offerId, hotelLoad, locale, pax]);
  const pages = useAvailabilityPages({
    locale,
    load,
    device,
    now,
    resetKey: `${offerId ?? 'hotel'}|${pax.adults}-${pax.children}-${pax.babies}`,
  });
  const { availabilities } = pages;
  const hotelNights = useMemo(() => async (checkin: string) => hotelCheckoutNights(availabilities[checkin]), [availabilities]);
  const offerNights = useMemo(() => (offerId === null ? null : checkoutNightsLoader({ locale, id: offerId, pax })), [offerId, locale, pax]);
  const calendar: DatesFieldCalendarOptions = { ...pages, loadCheckoutNights: offerNights ?? hotelNights };
  return { target, setTarget, calendar };
}
