import type { Catalogue, City, Lang } from '../catalogue/types';
import { slugify } from '../content/common';
import { COUNTRY_NAMES } from '../content/texts/countries';
import { POINTS_OF_INTEREST } from './points-of-interest';
import { querySource } from './input';
import { searchIndex } from './indexes';
import { langOf, readLocale } from './locale';

/**
 * GET {search}/destinations.json?locale — the cities and themes the catalogue can be searched by
 * (docs/api/search.md, "Destinations"; the spec shows no such call). Only cities with an active
 * hotel and themes with a package of an active hotel; slugs spelled as the CMS links them and as
 * the search resolves them.
 */
export function destinationsAnswer(catalogue: Catalogue, request: Request): Response {
  const locale = readLocale(querySource(new URL(request.url).searchParams));
  const lang = langOf(locale);
  const index = searchIndex(catalogue);

  const cities = [...index.activeByCity]
    .map(([cityId, entries]) => {
      const city = catalogue.index.cityById.get(cityId);
      if (!city || entries.length === 0) return null;
      const hotels = new Set(entries.map((entry) => entry.hotel.id));
      return { id: city.id, slug: slugify(city.label[lang]), label: city.label[lang], country: city.country, lat: city.lat, lng: city.lng, hotelCount: hotels.size };
    })
    .filter((city) => city !== null)
    .sort((a, b) => b.hotelCount - a.hotelCount || a.label.localeCompare(b.label));

  const packagesByTheme = new Map<string, number>();
  for (const entry of index.active) for (const theme of entry.pkg.themes) packagesByTheme.set(theme, (packagesByTheme.get(theme) ?? 0) + 1);
  const themes = catalogue.themes
    .filter((theme) => (packagesByTheme.get(theme.id) ?? 0) > 0)
    .map((theme) => ({ id: theme.id, slug: theme.slug[lang], label: theme.label[lang], packageCount: packagesByTheme.get(theme.id) ?? 0 }))
    .sort((a, b) => b.packageCount - a.packageCount || a.label.localeCompare(b.label));

  return Response.json({ cities, themes, areas: areasOf(catalogue, lang) });
}

const mean = (values: readonly number[]): number => Math.round((values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1)) * 10000) / 10000;

/**
 * Regions, departments and countries (at the mean of their cities, as the autocomplete places
 * them) and the points of interest, named in the site's language: the storefront titles an area
 * search and opens its map with them.
 */
function areasOf(catalogue: Catalogue, lang: Lang) {
  const groups = new Map<string, { kind: 'region' | 'department' | 'country'; id: string; label: string; cities: City[] }>();
  for (const city of catalogue.cities) {
    const entries = [
      { kind: 'region' as const, id: city.region.id, label: city.region.label },
      { kind: 'department' as const, id: city.department.id, label: city.department.label },
      { kind: 'country' as const, id: city.country, label: COUNTRY_NAMES[lang][city.country] },
    ];
    for (const entry of entries) {
      const key = `${entry.kind}:${entry.id}`;
      const group = groups.get(key) ?? { ...entry, cities: [] };
      group.cities.push(city);
      groups.set(key, group);
    }
  }
  return [
    ...[...groups.values()].map((group) => ({
      kind: group.kind,
      id: group.id,
      label: group.label,
      lat: mean(group.cities.map((city) => city.lat)),
      lng: mean(group.cities.map((city) => city.lng)),
    })),
    ...POINTS_OF_INTEREST.map((poi) => ({ kind: 'poi' as const, id: poi.id, label: poi.label[lang], lat: poi.lat, lng: poi.lng })),
  ];
}
