import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { ZIP_DIGITS } from '../catalogue/cities';
import type { Catalogue, City, CountryCode, Lang, LocaleCode, PlaceKind } from '../catalogue/types';
import { route } from '../services';
import { contentView } from './catalogue-view';
import { countryOf, errorJson, langOf, normalize, notFound, readLocale } from './common';
import { PARTNERS } from './minisites';
import { COUNTRY_NAMES } from './texts/countries';
import { POINTS_OF_INTEREST as POIS } from '../search/points-of-interest';

/**
 * GET {api}/autocomplete-geonames.json?term&locale&maxResults — destinations matching the term,
 * accent- and case-insensitively, in every language's spelling ('seville' finds Sevilla).
 * GET {api}/recommendedAutocomplete.json?locale&q&catalogSourceType&catalogSourceCode — the
 * cities where a catalogue source (a box, a partner minisite) has the most stays.
 */
interface Place {
  id: string;
  category: PlaceKind;
  /** What the storefront puts in the search criterion of that category (city id, hotel id…). */
  value: string;
  latitude: number;
  longitude: number;
  postalcode: string | null;
  country: CountryCode;
  weight: number;
  label: Record<Lang, string>;
  keys: string[];
}

const LANGS: readonly Lang[] = ['fr', 'nl', 'it', 'es'];
const CATEGORY_RANK: Record<PlaceKind, number> = { city: 0, region: 1, department: 2, country: 3, poi: 4, hotel: 5 };
const COUNTRY_CENTRES: Record<CountryCode, [number, number]> = { FR: [46.6, 2.4], BE: [50.6, 4.6], NL: [52.2, 5.3], IT: [42.8, 12.6], ES: [40.2, -3.6] };


const byLang = (make: (lang: Lang) => string): Record<Lang, string> => ({ fr: make('fr'), nl: make('nl'), it: make('it'), es: make('es') });
const uniqueKeys = (texts: string[]): string[] => [...new Set(texts.map(normalize).filter(Boolean))];
const average = (values: number[]) => Math.round((values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1)) * 10000) / 10000;

function cityPlace(city: City, weight: number): Place {
  return {
    id: `city-${city.id}`,
    category: 'city',
    value: city.id,
    latitude: city.lat,
    longitude: city.lng,
    postalcode: city.zipCodePrefix.padEnd(ZIP_DIGITS[city.country], '0'),
    country: city.country,
    weight,
    label: byLang((lang) => `${city.label[lang]}, ${city.region.label}, ${COUNTRY_NAMES[lang][city.country]}`),
    keys: uniqueKeys([...LANGS.map((lang) => city.label[lang]), city.id]),
  };
}

/** Areas (departments, regions) placed at the mean of their cities. */
function areaPlaces(catalogue: Catalogue, kind: 'department' | 'region', hotelCount: Map<string, number>): Place[] {
  const groups = new Map<string, City[]>();
  for (const city of catalogue.cities) groups.set(city[kind].id, [...(groups.get(city[kind].id) ?? []), city]);
  return [...groups].map(([id, cities]) => {
    const first = cities[0] as City;
    return {
      id: `${kind}-${id}`,
      category: kind,
      value: id,
      latitude: average(cities.map((city) => city.lat)),
      longitude: average(cities.map((city) => city.lng)),
      postalcode: null,
      country: first.country,
      weight: cities.reduce((sum, city) => sum + (hotelCount.get(city.id) ?? 0), 0),
      label: byLang((lang) => `${first[kind].label}, ${COUNTRY_NAMES[lang][first.country]}`),
      keys: uniqueKeys([first[kind].label]),
    };
  });
}

const places = new WeakMap<Catalogue, Place[]>();

function placesOf(catalogue: Catalogue): Place[] {
  const cached = places.get(catalogue);
  if (cached) return cached;
  const { hotelCountByCity } = contentView(catalogue);
  const countries = [...new Set(catalogue.cities.map((city) => city.country))];
  const list: Place[] = [
    ...catalogue.cities.map((city) => cityPlace(city, hotelCountByCity.get(city.id) ?? 0)),
    ...areaPlaces(catalogue, 'region', hotelCountByCity),
    ...areaPlaces(catalogue, 'department', hotelCountByCity),
    ...countries.map((country): Place => ({
      id: `country-${country}`,
      category: 'country',
      value: country,
      latitude: COUNTRY_CENTRES[country][0],
      longitude: COUNTRY_CENTRES[country][1],
      postalcode: null,
      country,
      weight: 0,
      label: byLang((lang) => COUNTRY_NAMES[lang][country]),
      keys: uniqueKeys(LANGS.map((lang) => COUNTRY_NAMES[lang][country])),
    })),
    ...POIS.map((poi): Place => ({
      id: `poi-${poi.id}`,
      category: 'poi',
      value: poi.id,
      latitude: poi.lat,
      longitude: poi.lng,
      postalcode: poi.postalcode,
      country: poi.country,
      weight: 0,
      label: byLang((lang) => `${poi.label[lang]}, ${COUNTRY_NAMES[lang][poi.country]}`),
      keys: uniqueKeys(LANGS.map((lang) => poi.label[lang])),
    })),
    ...catalogue.hotels
      .filter((hotel) => hotel.active)
      .map((hotel): Place => {
        const city = catalogue.index.cityById.get(hotel.cityId);
        return {
          id: `hotel-${hotel.id}`,
          category: 'hotel',
          value: String(hotel.id),
          latitude: hotel.lat,
          longitude: hotel.lng,
          postalcode: hotel.zipCode,
          country: city?.country ?? 'FR',
          weight: hotel.popularity,
          label: byLang((lang) => (city ? `${hotel.label}, ${city.label[lang]}` : hotel.label)),
          keys: uniqueKeys([hotel.label]),
        };
      }),
  ];
  places.set(catalogue, list);
  return list;
}

/** 0 exact, 1 prefix, 2 prefix of a later word, 3 anywhere; null when the term is absent. */
function matchScore(keys: readonly string[], term: string): number | null {
  let best: number | null = null;
  for (const key of keys) {
    const score = key === term ? 0 : key.startsWith(term) ? 1 : key.includes(` ${term}`) ? 2 : key.includes(term) ? 3 : null;
    if (score !== null && (best === null || score < best)) best = score;
  }
  return best;
}

function toSuggestion(place: Place, lang: Lang) {
  return {
    id: place.id,
    label: place.label[lang],
    category: place.category,
    latitude: place.latitude,
    longitude: place.longitude,
    value: place.value,
    postalcode: place.postalcode,
  };
}

export function searchPlaces(catalogue: Catalogue, term: string, locale: LocaleCode, maxResults: number) {
  const wanted = normalize(term);
  if (wanted.length < 2) return [];
  const home = countryOf(locale);
  const scored: Array<{ place: Place; score: number }> = [];
  for (const place of placesOf(catalogue)) {
    const score = matchScore(place.keys, wanted);
    if (score !== null) scored.push({ place, score });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      CATEGORY_RANK[a.place.category] - CATEGORY_RANK[b.place.category] ||
      Number(b.place.country === home) - Number(a.place.country === home) ||
      b.place.weight - a.place.weight ||
      a.place.id.localeCompare(b.place.id),
  );
  return scored.slice(0, maxResults).map(({ place }) => toSuggestion(place, langOf(locale)));
}

/** Cities of a catalogue source, most stays first. */
function sourceCities(catalogue: Catalogue, locale: LocaleCode, type: string | null, code: string | null): City[] | 'unknown-source' {
  const view = contentView(catalogue);
  if (type === 'BOX') {
    const box = catalogue.boxes.find((item) => item.code === code || item.physicalCode === code);
    if (!box) return 'unknown-source';
    const counts = new Map<string, number>();
    for (const packageId of box.packageIds) {
      const hotelId = catalogue.index.packageById.get(packageId)?.hotelId;
      const cityId = hotelId === undefined ? undefined : catalogue.index.hotelById.get(hotelId)?.cityId;
      if (cityId) counts.set(cityId, (counts.get(cityId) ?? 0) + 1);
    }
    // The visitor's own country first: a box is mostly redeemed close to home.
    const home = countryOf(locale);
    return [...counts]
      .flatMap(([cityId, count]) => {
        const city = catalogue.index.cityById.get(cityId);
        return city ? [{ city, count }] : [];
      })
      .sort((a, b) => Number(b.city.country === home) - Number(a.city.country === home) || b.count - a.count || a.city.id.localeCompare(b.city.id))
      .map(({ city }) => city);
  }
  if (type === 'MINISITE') {
    const partner = PARTNERS.find((item) => item.slug === code);
    if (!partner) return 'unknown-source';
    return view.citiesByCountry.get(countryOf(partner.locale)) ?? [];
  }
  return view.citiesByCountry.get(countryOf(locale)) ?? [];
}

export const autocompleteHandlers = [
  http.get(route('api', '/autocomplete-geonames.json'), ({ request }) => {
    const url = new URL(request.url);
    const read = readLocale(url);
    if ('error' in read) return read.error;
    const term = url.searchParams.get('term');
    if (term === null) return errorJson(400, 'MISSING_TERM', 'Query parameter term is required');
    const rawMax = url.searchParams.get('maxResults');
    const maxResults = rawMax === null || rawMax === '' ? 30 : Number(rawMax);
    if (!Number.isInteger(maxResults) || maxResults < 1) return errorJson(400, 'INVALID_MAX_RESULTS', 'maxResults must be a positive integer');
    return HttpResponse.json(searchPlaces(getCatalogue(), term, read.locale, Math.min(maxResults, 100)));
  }),

  http.get(route('api', '/recommendedAutocomplete.json'), ({ request }) => {
    const url = new URL(request.url);
    const read = readLocale(url);
    if ('error' in read) return read.error;
    const type = url.searchParams.get('catalogSourceType') || null;
    const code = url.searchParams.get('catalogSourceCode') || null;
    if (type !== null && type !== 'BOX' && type !== 'MINISITE') return errorJson(400, 'INVALID_CATALOG_SOURCE_TYPE', 'catalogSourceType must be BOX or MINISITE');
    if (type !== null && code === null) return errorJson(400, 'MISSING_CATALOG_SOURCE_CODE', 'catalogSourceCode is required with catalogSourceType');
    const catalogue = getCatalogue();
    const cities = sourceCities(catalogue, read.locale, type, code);
    if (cities === 'unknown-source') return notFound(`No catalogue source ${type} ${code}`);
    const q = normalize(url.searchParams.get('q') ?? '');
    const { hotelCountByCity } = contentView(catalogue);
    const lang = langOf(read.locale);
    const matching = cities
      .map((city) => cityPlace(city, hotelCountByCity.get(city.id) ?? 0))
      .filter((place) => q === '' || matchScore(place.keys, q) !== null);
    return HttpResponse.json(matching.slice(0, 10).map((place) => toSuggestion(place, lang)));
  }),
];
