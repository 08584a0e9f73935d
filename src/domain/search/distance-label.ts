/**
 * The radius label of a distance search (part 1 §9): 'Less than {distanceMax}km from {city}', or
 * 'Less than 2h' for a travel-time search. Returned as a message id with its values.
 */
export type DistanceLabel =
  | { key: 'search.distance.lessThanKmFromCity'; values: { distanceMax: number; city: string } }
  | { key: 'search.distance.lessThanTwoHours'; values: Record<string, never> };

export interface DistanceLabelInput {
  distanceMax?: number;
  /** The city's label as shown to the visitor. */
  cityLabel?: string | null;
  /** The search is the "less than 2 hours away" kind (a targeted landing). */
  lessThanTwoHours?: boolean;
}

export function distanceRadiusLabel(input: DistanceLabelInput): DistanceLabel | null {
  if (input.lessThanTwoHours) return { key: 'search.distance.lessThanTwoHours', values: {} };
  if (input.distanceMax === undefined || !Number.isFinite(input.distanceMax) || !input.cityLabel) return null;
  return { key: 'search.distance.lessThanKmFromCity', values: { distanceMax: input.distanceMax, city: input.cityLabel } };
}
