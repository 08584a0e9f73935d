import type { CountryCode, Localized } from '../catalogue/types';

/**
 * The points of interest the destination selector suggests (mocks/content/autocomplete.ts) and the
 * search filters by (place.ts): hotels around the point, the point being the distance reference.
 */
export interface PointOfInterest {
  id: string;
  label: Localized;
  country: CountryCode;
  lat: number;
  lng: number;
  postalcode: string;
}

/** Part 1 §4 "30 km around": the radius of a point-of-interest search without a distance of its own. */
export const POI_RADIUS_KM = 30;

const l = (fr: string, nl: string, it: string, es: string): Localized => ({ fr, nl, it, es });
const same = (name: string): Localized => l(name, name, name, name);

export const POINTS_OF_INTEREST: readonly PointOfInterest[] = [
  { id: 'tour-eiffel', label: l('Tour Eiffel', 'Eiffeltoren', 'Torre Eiffel', 'Torre Eiffel'), country: 'FR', lat: 48.8584, lng: 2.2945, postalcode: '75007' },
  { id: 'mont-saint-michel', label: l('Mont-Saint-Michel', 'Mont Saint-Michel', 'Mont-Saint-Michel', 'Monte Saint-Michel'), country: 'FR', lat: 48.6361, lng: -1.5115, postalcode: '50170' },
  { id: 'grand-place-bruxelles', label: l('Grand-Place de Bruxelles', 'Grote Markt van Brussel', 'Grand-Place di Bruxelles', 'Grand Place de Bruselas'), country: 'BE', lat: 50.8467, lng: 4.3525, postalcode: '1000' },
  { id: 'atomium', label: same('Atomium'), country: 'BE', lat: 50.8949, lng: 4.3415, postalcode: '1020' },
  { id: 'keukenhof', label: same('Keukenhof'), country: 'NL', lat: 52.2697, lng: 4.5465, postalcode: '2161' },
  { id: 'rijksmuseum', label: same('Rijksmuseum'), country: 'NL', lat: 52.36, lng: 4.8852, postalcode: '1071' },
  { id: 'colosseo', label: l('Colisée', 'Colosseum', 'Colosseo', 'Coliseo'), country: 'IT', lat: 41.8902, lng: 12.4922, postalcode: '00184' },
  { id: 'duomo-di-milano', label: l('Cathédrale de Milan', 'Dom van Milaan', 'Duomo di Milano', 'Catedral de Milán'), country: 'IT', lat: 45.4642, lng: 9.1916, postalcode: '20122' },
  { id: 'piazza-san-marco', label: l('Place Saint-Marc', 'San Marcoplein', 'Piazza San Marco', 'Plaza de San Marcos'), country: 'IT', lat: 45.4341, lng: 12.3388, postalcode: '30124' },
  { id: 'sagrada-familia', label: same('Sagrada Família'), country: 'ES', lat: 41.4036, lng: 2.1744, postalcode: '08013' },
  { id: 'alhambra', label: same('Alhambra'), country: 'ES', lat: 37.1761, lng: -3.5881, postalcode: '18009' },
];

const byId = new Map(POINTS_OF_INTEREST.map((poi) => [poi.id, poi]));

export function pointOfInterest(id: string | null): PointOfInterest | null {
  return id === null ? null : (byId.get(id) ?? null);
}
