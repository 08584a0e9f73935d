import type { SearchCriteria } from '../model/search';
import type { SearchFlow } from '../search/search-flow';
import { orderHandles, snapToBounds, type Handles, type SliderBounds } from './range-handles';

/**
 * Price slider (part 1 §5, §9): whole currency units on screen, cents in the criteria (× 100).
 * The lower handle at 9 or below means no minimum; the upper handle at 250 or above means no
 * maximum and reads '250+'. The activity flow's slider starts at 1 instead of 0.
 */
export const PRICE_SLIDER_CAP = 250;
export const PRICE_NO_MINIMUM_THRESHOLD = 9;
export const PRICE_SLIDER_STEP = 1;
export const CENTS_PER_UNIT = 100;
export const PRICE_SLIDER_MINIMUM = 0;
export const ACTIVITY_PRICE_SLIDER_MINIMUM = 1;

export function priceSliderBounds(flow: SearchFlow): SliderBounds {
  return { min: flow === 'activity' ? ACTIVITY_PRICE_SLIDER_MINIMUM : PRICE_SLIDER_MINIMUM, max: PRICE_SLIDER_CAP, step: PRICE_SLIDER_STEP };
}

export type PriceCriteria = Pick<SearchCriteria, 'priceMin' | 'priceMax'>;

/** Handles for criteria in cents: no minimum sits at the bottom, no maximum at the cap. */
export function priceHandlesFromCriteria(criteria: PriceCriteria, flow: SearchFlow): Handles {
  const bounds = priceSliderBounds(flow);
  const low = criteria.priceMin === undefined ? bounds.min : snapToBounds(criteria.priceMin / CENTS_PER_UNIT, bounds);
  const high = criteria.priceMax === undefined ? bounds.max : snapToBounds(criteria.priceMax / CENTS_PER_UNIT, bounds);
  return orderHandles([low, high]);
}

/** Criteria in cents for the handles; a handle at its "no limit" end sends nothing. */
export function priceCriteriaFromHandles(handles: Handles, flow: SearchFlow): PriceCriteria {
  const bounds = priceSliderBounds(flow);
  const [low, high] = orderHandles([snapToBounds(handles[0], bounds), snapToBounds(handles[1], bounds)]);
  return {
    priceMin: low <= PRICE_NO_MINIMUM_THRESHOLD ? undefined : low * CENTS_PER_UNIT,
    priceMax: high >= PRICE_SLIDER_CAP ? undefined : high * CENTS_PER_UNIT,
  };
}

/** The value a handle shows; `plus` marks the open-ended '250+'. */
export function priceHandleLabel(value: number): { value: number; plus: boolean } {
  return value >= PRICE_SLIDER_CAP ? { value: PRICE_SLIDER_CAP, plus: true } : { value, plus: false };
}

/**
 * A price typed in a handle's field: only the first group of digits counts ('12 €' → 12,
 * '1 200' → 1, 'abc' → null), capped at the maximum and raised to the slider's minimum.
 */
export function parseTypedPrice(text: string, bounds: SliderBounds): number | null {
  const digits = /\d+/.exec(text)?.[0];
  if (digits === undefined) return null;
  return Math.min(bounds.max, Math.max(bounds.min, Number(digits)));
}
