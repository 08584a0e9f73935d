import type { Box, Catalogue, City, CountryCode } from '../catalogue/types';

/**
 * What the CMS content needs from the catalogue, per country, computed once per catalogue
 * object (WeakMap) so handlers stay fast on 20,000 hotels.
 */
export interface ContentView {
  /** Cities of the country, most hotels first. */
  citiesByCountry: Map<CountryCode, City[]>;
  hotelCountByCity: Map<string, number>;
  /** EBOX boxes, the country's ranking first (1..12), then the others by code. */
  boxesByCountry: Map<CountryCode, Box[]>;
  /** Lowest "from" price (cents) of active hotels' packages in the country; 0 when none. */
  fromPriceByCountry: Map<CountryCode, number>;
}

const COUNTRIES: readonly CountryCode[] = ['FR', 'BE', 'NL', 'IT', 'ES'];
const views = new WeakMap<Catalogue, ContentView>();

export function contentView(catalogue: Catalogue): ContentView {
  const cached = views.get(catalogue);
  if (cached) return cached;

  const hotelCountByCity = new Map<string, number>();
  const fromPriceByCountry = new Map<CountryCode, number>();
  for (const hotel of catalogue.hotels) {
    if (!hotel.active) continue;
    hotelCountByCity.set(hotel.cityId, (hotelCountByCity.get(hotel.cityId) ?? 0) + 1);
    const country = catalogue.index.cityById.get(hotel.cityId)?.country;
    if (!country) continue;
    for (const packageId of hotel.packageIds) {
      const price = catalogue.index.packageById.get(packageId)?.fromPrice;
      if (price === undefined || price <= 0) continue;
      const current = fromPriceByCountry.get(country);
      if (current === undefined || price < current) fromPriceByCountry.set(country, price);
    }
  }

  const citiesByCountry = new Map<CountryCode, City[]>();
  const boxesByCountry = new Map<CountryCode, Box[]>();
  const digitalBoxes = catalogue.boxes.filter((box) => box.code.endsWith('EBOX'));
  for (const country of COUNTRIES) {
    const cities = catalogue.cities
      .filter((city) => city.country === country)
      .sort((a, b) => (hotelCountByCity.get(b.id) ?? 0) - (hotelCountByCity.get(a.id) ?? 0) || a.id.localeCompare(b.id));
    citiesByCountry.set(country, cities);
    const rank = (box: Box) => box.ranking[country] ?? Number.MAX_SAFE_INTEGER;
    boxesByCountry.set(
      country,
      digitalBoxes.slice().sort((a, b) => rank(a) - rank(b) || a.code.localeCompare(b.code)),
    );
    if (!fromPriceByCountry.has(country)) fromPriceByCountry.set(country, 0);
  }

  const view = { citiesByCountry, hotelCountByCity, boxesByCountry, fromPriceByCountry };
  views.set(catalogue, view);
  return view;
}
