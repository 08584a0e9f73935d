'use client';

import { useEffect, useReducer } from 'react';
import { CHECKOUT_NIGHTS_IDLE, checkoutNightsReducer, type CheckoutNightsState, type DateSelection, type IsoDay, type NightsRange } from '@/domain/calendar';

/**
 * The checkout-nights call of a product or hotel page for a check-in: the night counts a stay may
 * have (resolve null when there are none). A rejection is a failure.
 */
export type CheckoutNightsLoader = (checkin: IsoDay) => Promise<NightsRange | null>;

/**
 * Asks the checkout-nights call whenever a check-in is picked and the checkout is still open.
 * A failure clears the range and ends the loading without any message (part 1 §8); an answer for
 * a check-in that is no longer the current one is dropped.
 */
export function useCheckoutNights(selection: DateSelection, load: CheckoutNightsLoader | undefined): CheckoutNightsState {
  const [state, dispatch] = useReducer(checkoutNightsReducer, CHECKOUT_NIGHTS_IDLE);
  const checkin = selection.checkout === null ? selection.checkin : null;
  useEffect(() => {
    if (!load || checkin === null) {
      dispatch({ type: 'reset' });
      return;
    }
    let current = true;
    dispatch({ type: 'requested' });
    load(checkin).then(
      (range) => {
        if (!current) return;
        // The reducer takes night counts; a range is its two ends.
        dispatch(range ? { type: 'succeeded', nights: [range.min, range.max] } : { type: 'failed' });
      },
      () => current && dispatch({ type: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [checkin, load]);
  return state;
}
