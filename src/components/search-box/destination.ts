import type { Suggestion, SuggestionCategory } from '@/domain/model/autocomplete';

/**
 * The destination of a search and how choosing one changes the criteria (part 1 §4: "Picking a
 * suggestion sets one geographic category, resets the others, lat, lng and distances").
 */

export interface Destination {
  id: string;
  label: string;
  category: SuggestionCategory;
  /** What the criterion of that category takes: city id, hotel id, region id… */
  value: string;
}

/** The geographic categories, each one a criterion of its own (the hash key is the category). */
export const GEO_CATEGORIES: readonly SuggestionCategory[] = ['city', 'department', 'region', 'country', 'poi', 'hotel'];

/** The part of the search criteria a destination touches. */
export type PlaceCriteria = Partial<Record<SuggestionCategory, string>> & {
  lat?: number;
  lng?: number;
  distanceMin?: number;
  distanceMax?: number;
};

export function destinationOf(suggestion: Pick<Suggestion, 'id' | 'label' | 'category' | 'value'>): Destination {
  return { id: suggestion.id, label: suggestion.label, category: suggestion.category, value: suggestion.value };
}

/**
 * Sets the destination's category and clears every other place criterion, the position and the
 * distances; other criteria (theme, guests…) are kept. A null destination only clears.
 */
export function applyDestination<C extends PlaceCriteria>(criteria: C, destination: Destination | null): C {
  const next: C = { ...criteria };
  for (const category of GEO_CATEGORIES) delete next[category];
  delete next.lat;
  delete next.lng;
  delete next.distanceMin;
  delete next.distanceMax;
  if (destination) next[destination.category] = destination.value;
  return next;
}

/**
 * A place typed without autocomplete (the sites without it, part 2 §9) is searched as a city by
 * name: lowercase ASCII words joined by dashes, the form city paths take ('Den Haag' → 'den-haag').
 * Null when nothing usable is left.
 */
export function placeSlug(text: string): string | null {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return slug === '' ? null : slug;
}

export function destinationFromText(text: string): Destination | null {
  const label = text.trim();
  const slug = placeSlug(label);
  return slug === null ? null : { id: `city-${slug}`, label, category: 'city', value: slug };
}
