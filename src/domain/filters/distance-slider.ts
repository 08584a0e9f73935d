import type { SearchCriteria } from '../model/search';
import { orderHandles, snapToBounds, type Handles, type SliderBounds } from './range-handles';

/**
 * Distance filter (part 1 §4, §5; part 2 §9). The spec gives the options 100, 200 and 300 km
 * (default 200) and says defaults differ with and without a city without giving them: with a city
 * the default ring is the city and 30 km around (what the destination field promises), without one
 * (a position only) the default option, 200 km (docs/decisions.md).
 */
export const DISTANCE_OPTIONS_KM = [100, 200, 300] as const;
export const DEFAULT_DISTANCE_OPTION_KM = 200;
export const DISTANCE_AROUND_CITY_KM = 30;
export const DISTANCE_SLIDER_BOUNDS: SliderBounds = { min: 0, max: 300, step: 1 };

export type DistanceCriteria = Pick<SearchCriteria, 'distanceMin' | 'distanceMax'>;

export function defaultDistance(hasCity: boolean): Required<DistanceCriteria> {
  return { distanceMin: 0, distanceMax: hasCity ? DISTANCE_AROUND_CITY_KM : DEFAULT_DISTANCE_OPTION_KM };
}

export function clampDistance(value: number, bounds: SliderBounds = DISTANCE_SLIDER_BOUNDS): number {
  return snapToBounds(value, bounds);
}

/** Handles for the criteria; a missing end takes the default of the context. */
export function distanceHandlesFromCriteria(criteria: DistanceCriteria, hasCity: boolean, bounds: SliderBounds = DISTANCE_SLIDER_BOUNDS): Handles {
  const fallback = defaultDistance(hasCity);
  return orderHandles([clampDistance(criteria.distanceMin ?? fallback.distanceMin, bounds), clampDistance(criteria.distanceMax ?? fallback.distanceMax, bounds)]);
}

/** Both ends are sent: a moved slider is an active distance filter. */
export function distanceCriteriaFromHandles(handles: Handles, bounds: SliderBounds = DISTANCE_SLIDER_BOUNDS): Required<DistanceCriteria> {
  const [distanceMin, distanceMax] = orderHandles([clampDistance(handles[0], bounds), clampDistance(handles[1], bounds)]);
  return { distanceMin, distanceMax };
}

/** 'Include offers around' on: the default ring around the city; off: no distance filter. */
export function includeOffersAroundPatch(on: boolean): DistanceCriteria {
  return on ? defaultDistance(true) : { distanceMin: undefined, distanceMax: undefined };
}
