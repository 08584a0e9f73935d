import type { Catalogue } from '../catalogue/types';
import { slugify } from '../content/common';
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

  return Response.json({ cities, themes });
}
