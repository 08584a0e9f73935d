import type { SearchCriteria } from '../model/search';
import { snapToBounds, type SliderBounds } from './range-handles';

/**
 * Distance filter (part 1 §4, §5; part 2 §9). Part 2 §9 gives the options 100, 200 and 300 km
 * (default 200); part 1 §5 says the slider is clamped to its configured bounds. The options are the
 * slider's stops: bounds 100–300 km in steps of 100, so any value (a typed hash, a map refresh) snaps
 * to one of them when the visitor picks from the panel. The ring is always from the centre (min 0).
 * Without a distance in the URL nothing is filtered and no option is checked (a city search is the
 * city and 30 km around, the destination field's promise); 'Include offers around' turns the
 * default option on (docs/decisions.md).
 */
export const DISTANCE_OPTIONS_KM = [100, 200, 300] as const;
export type DistanceOptionKm = (typeof DISTANCE_OPTIONS_KM)[number];
export const DEFAULT_DISTANCE_OPTION_KM: DistanceOptionKm = 200;
export const DISTANCE_SLIDER_BOUNDS: SliderBounds = { min: 100, max: 300, step: 100 };

export type DistanceCriteria = Pick<SearchCriteria, 'distanceMin' | 'distanceMax'>;

export function defaultDistance(): Required<DistanceCriteria> {
  return { distanceMin: 0, distanceMax: DEFAULT_DISTANCE_OPTION_KM };
}

/** On the slider's stops: below 100 km reads 100, above 300 km reads 300. */
export function clampDistance(value: number, bounds: SliderBounds = DISTANCE_SLIDER_BOUNDS): number {
  return snapToBounds(value, bounds);
}

/**
 * The option the criteria stand for: a ring from the centre whose radius is one of the options.
 * Anything else (no distance, a map area of 37 km, a ring not starting at 0) checks no option.
 */
export function distanceOptionOf(criteria: DistanceCriteria): DistanceOptionKm | null {
  if (criteria.distanceMax === undefined || (criteria.distanceMin ?? 0) !== 0) return null;
  return DISTANCE_OPTIONS_KM.find((km) => km === criteria.distanceMax) ?? null;
}

/** Both ends are sent (part 1 §4: the filter is active once either is present). */
export function distanceCriteriaForOption(km: number): Required<DistanceCriteria> {
  return { distanceMin: 0, distanceMax: clampDistance(km) };
}

/** 'Include offers around' on: the default option around the city; off: no distance filter. */
export function includeOffersAroundPatch(on: boolean): DistanceCriteria {
  return on ? defaultDistance() : { distanceMin: undefined, distanceMax: undefined };
}
