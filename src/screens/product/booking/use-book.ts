'use client';

import { useState, type RefObject } from 'react';
import { bffPost } from '@/bff/client';
import { sendClientLog } from '@/bff/client-log';
import { checkoutInitContract, type CheckoutInitAnswer } from '@/bff/contracts/checkout-init';
import { paxQueryOf } from '@/bff/contracts/pax';
import type { Pax } from '@/domain/guests/pax';
import type { InsuranceOffer } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import type { QuoteOutcome } from '@/domain/model/quote';
import { bookingCheck, type ActivityDateChoice } from '@/domain/product';
import { pushToDataLayer } from '@/tracking/data-layer';
import { addToCartEvent, CLEAR_ECOMMERCE } from '@/tracking/item-events';
import type { BookingStay } from '@/domain/booking/stay';

/** Whether the whole element is inside the viewport (part 2 §4: otherwise Book scrolls to it first). */
export function isFullyVisible(element: Element, viewportHeight: number): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= viewportHeight;
}

/** A checkout made at another price than the one shown: the visitor decides (part 1 §4). */
export interface PriceChange {
  answer: CheckoutInitAnswer;
  shownTotal: number;
}

export interface BookInput {
  locale: Locale;
  productId: number;
  productLabel: string;
  offerId: number;
  stay: BookingStay | null;
  pax: Pax;
  choices: readonly ActivityDateChoice[];
  selectionList: string | undefined;
  /** The chosen offer's dated activities; null while they load (Book waits). */
  activities: readonly { activityId: number }[] | null;
  /** The booking options error (no offer for the stay, or the offers call failed): the flow stops. */
  optionsError: boolean;
  outcome: QuoteOutcome | null;
  insurance: InsuranceOffer | null;
  total: number | null;
  bookArea: RefObject<HTMLElement | null>;
  /** Booked from the hotel page: the booking page's way back leads there. */
  hotelId?: number;
  onMissingActivities(ids: number[]): void;
  navigate?(path: string): void;
}

/**
 * Book (part 2 §4): every dated activity needs its day (the missing ones are marked); a price
 * error is reported and stops; a button area not fully in view is scrolled to instead; then
 * init-checkout, and the hand-off to the booking route with add_to_cart — unless the checkout's
 * price differs from the one shown, which the price-update modal asks about first.
 */
export function useBook(input: BookInput) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);

  const handOff = (answer: CheckoutInitAnswer) => {
    pushToDataLayer(CLEAR_ECOMMERCE);
    pushToDataLayer(addToCartEvent({ id: input.offerId, name: input.productLabel, priceCents: answer.price.totalPrice, category: 'stay' }));
    (input.navigate ?? ((path: string) => window.location.assign(path)))(answer.bookingPath);
  };

  const onBook = async () => {
    const { stay, outcome, total } = input;
    if (busy || stay === null || input.activities === null) return;
    if (input.optionsError) {
      void sendClientLog(`Book stopped on product ${input.productId}: booking options error`, input.locale);
      return;
    }
    const activities = input.activities.map((activity) => ({ activityId: activity.activityId, singleDay: true }));
    const check = bookingCheck({ activities, choices: input.choices, quote: outcome });
    if (check.kind === 'missingActivityDates') {
      input.onMissingActivities(check.activityIds);
      // The first missing activity's button (already on the page; its mark comes with the next render).
      const first = document.querySelector<HTMLElement>(`[data-testid="booking-activity-${check.activityIds[0]}"] button`);
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      first?.focus({ preventScroll: true });
      return;
    }
    if (check.kind === 'priceError' || outcome === null || total === null) {
      const code = outcome && outcome.status !== 'quoted' ? (outcome.code ?? outcome.status) : 'NO_QUOTE';
      void sendClientLog(`Book stopped on product ${input.productId}: price error ${code}`, input.locale);
      return;
    }
    const area = input.bookArea.current;
    if (area && !isFullyVisible(area, window.innerHeight)) {
      area.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setBusy(true);
    setError(false);
    try {
      const answer = await bffPost(checkoutInitContract, {
        locale: input.locale,
        productId: input.productId,
        offerId: input.offerId,
        checkin: stay.checkin,
        checkout: stay.checkout,
        ...paxQueryOf(input.pax),
        activitySelectionList: input.selectionList,
        insuranceOfferId: input.insurance && input.insurance.sellPrice > 0 ? input.insurance.id : undefined,
        hotelId: input.hotelId,
      });
      if (answer.price.totalPrice !== total) {
        setPriceChange({ answer, shownTotal: total });
        setBusy(false);
        return;
      }
      handOff(answer);
    } catch {
      // The BFF reported the failure to the error service with its location label; the flow stops here.
      setError(true);
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    priceChange,
    onBook: () => void onBook(),
    /** Continue at the new price. */
    acceptPriceChange: () => {
      if (!priceChange) return;
      setPriceChange(null);
      setBusy(true);
      handOff(priceChange.answer);
    },
    /** Back to the page, to look again. */
    dismissPriceChange: () => setPriceChange(null),
  };
}
