import 'server-only';
import { fetchSearchDestinations } from '@/api/search';
import type { Locale } from '@/domain/model/locale';
import { findArea, findDestination, type SearchArea, type SearchDestination } from '@/domain/model/search';
import { AREA_KEYS, type SearchHashCriteria } from '@/state/hash/search-criteria';
import type { PathCriteria } from './page-criteria';

/** A city or theme of the path, as the catalogue names it in the site's language. */
export interface PlaceLabel {
  id: string;
  slug: string;
  label: string;
}

export interface PlaceLabels {
  city: PlaceLabel | null;
  theme: PlaceLabel | null;
}

/** "saint-malo" → "Saint Malo": what a title shows when the catalogue does not know the slug. */
export function labelFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The names of the path's city and theme (titles, the distance label, the targeted banner's
 * city and theme ids). A failed destinations call or an unknown slug falls back to the slug
 * made readable, with the slug as id.
 */
export async function placeLabels(locale: Locale, path: PathCriteria): Promise<PlaceLabels> {
  if (path.city === undefined && path.theme === undefined) return { city: null, theme: null };
  const destinations = await fetchSearchDestinations(locale, { timeoutMs: 1500 });
  const known = destinations.ok ? destinations.data : { cities: [], themes: [] };
  const find = (list: readonly SearchDestination[], slug: string | undefined): PlaceLabel | null => {
    if (slug === undefined) return null;
    const entry = findDestination(list, slug);
    return entry ? { id: entry.id, slug, label: entry.label } : { id: slug, slug, label: labelFromSlug(slug) };
  };
  return { city: find(known.cities, path.city), theme: find(known.themes, path.theme) };
}

/**
 * The area or point the criteria name (one at a time, the codec's rule), as the destinations list
 * names it; null without one, or when the list does not know it or cannot be read (the heading
 * then stays the path's).
 */
export async function areaOf(locale: Locale, criteria: Pick<SearchHashCriteria, (typeof AREA_KEYS)[number]>): Promise<SearchArea | null> {
  const kind = AREA_KEYS.find((key) => criteria[key] !== undefined);
  const id = kind === undefined ? undefined : criteria[kind];
  if (kind === undefined || id === undefined) return null;
  const destinations = await fetchSearchDestinations(locale, { timeoutMs: 1500 });
  return destinations.ok ? findArea(destinations.data.areas, kind, id) : null;
}
