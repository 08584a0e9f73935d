/**
 * Real cities of the five countries, with real coordinates, administrative areas, postcodes,
 * airports and stations. The extra facts (local language, weight, airport…) stay in this module:
 * the generator needs them, the City record of types.ts does not carry them.
 */
import type { City, CountryCode, Lang, Localized } from './types';

interface CityFacts {
  id: string;
  country: CountryCode;
  /** Language hotel names and street addresses are written in. */
  lang: Lang;
  label: Localized;
  department: { id: string; label: string };
  region: { id: string; label: string };
  lat: number;
  lng: number;
  zipCodePrefix: string;
  /** Relative share of hotels (big cities get more). */
  weight: number;
  airport: string;
  station: string;
}

const l = (fr: string, nl: string, it: string, es: string): Localized => ({ fr, nl, it, es });
const same = (name: string): Localized => l(name, name, name, name);

const FACTS: CityFacts[] = [
  // France — departments keep their official numbers as ids.
  { id: 'paris', country: 'FR', lang: 'fr', label: l('Paris', 'Parijs', 'Parigi', 'París'), department: { id: '75', label: 'Paris' }, region: { id: 'ile-de-france', label: 'Île-de-France' }, lat: 48.8566, lng: 2.3522, zipCodePrefix: '7500', weight: 10, airport: 'Aéroport Paris-Charles de Gaulle', station: 'Gare de Lyon' },
  { id: 'lyon', country: 'FR', lang: 'fr', label: l('Lyon', 'Lyon', 'Lione', 'Lyon'), department: { id: '69', label: 'Rhône' }, region: { id: 'auvergne-rhone-alpes', label: 'Auvergne-Rhône-Alpes' }, lat: 45.764, lng: 4.8357, zipCodePrefix: '6900', weight: 5, airport: 'Aéroport Lyon-Saint Exupéry', station: 'Gare de Lyon-Part-Dieu' },
  { id: 'bordeaux', country: 'FR', lang: 'fr', label: l('Bordeaux', 'Bordeaux', 'Bordeaux', 'Burdeos'), department: { id: '33', label: 'Gironde' }, region: { id: 'nouvelle-aquitaine', label: 'Nouvelle-Aquitaine' }, lat: 44.8378, lng: -0.5792, zipCodePrefix: '330', weight: 4, airport: 'Aéroport de Bordeaux-Mérignac', station: 'Gare de Bordeaux-Saint-Jean' },
  { id: 'nice', country: 'FR', lang: 'fr', label: l('Nice', 'Nice', 'Nizza', 'Niza'), department: { id: '06', label: 'Alpes-Maritimes' }, region: { id: 'provence-alpes-cote-d-azur', label: "Provence-Alpes-Côte d'Azur" }, lat: 43.7102, lng: 7.262, zipCodePrefix: '0600', weight: 4, airport: "Aéroport Nice-Côte d'Azur", station: 'Gare de Nice-Ville' },
  { id: 'marseille', country: 'FR', lang: 'fr', label: l('Marseille', 'Marseille', 'Marsiglia', 'Marsella'), department: { id: '13', label: 'Bouches-du-Rhône' }, region: { id: 'provence-alpes-cote-d-azur', label: "Provence-Alpes-Côte d'Azur" }, lat: 43.2965, lng: 5.3698, zipCodePrefix: '130', weight: 4, airport: 'Aéroport Marseille-Provence', station: 'Gare de Marseille-Saint-Charles' },
  { id: 'strasbourg', country: 'FR', lang: 'fr', label: l('Strasbourg', 'Straatsburg', 'Strasburgo', 'Estrasburgo'), department: { id: '67', label: 'Bas-Rhin' }, region: { id: 'grand-est', label: 'Grand Est' }, lat: 48.5734, lng: 7.7521, zipCodePrefix: '670', weight: 3, airport: 'Aéroport de Strasbourg-Entzheim', station: 'Gare de Strasbourg' },
  { id: 'annecy', country: 'FR', lang: 'fr', label: same('Annecy'), department: { id: '74', label: 'Haute-Savoie' }, region: { id: 'auvergne-rhone-alpes', label: 'Auvergne-Rhône-Alpes' }, lat: 45.8992, lng: 6.1294, zipCodePrefix: '740', weight: 2, airport: 'Aéroport de Genève', station: "Gare d'Annecy" },
  { id: 'biarritz', country: 'FR', lang: 'fr', label: same('Biarritz'), department: { id: '64', label: 'Pyrénées-Atlantiques' }, region: { id: 'nouvelle-aquitaine', label: 'Nouvelle-Aquitaine' }, lat: 43.4832, lng: -1.5586, zipCodePrefix: '6420', weight: 2, airport: 'Aéroport de Biarritz-Pays basque', station: 'Gare de Biarritz' },
  { id: 'lille', country: 'FR', lang: 'fr', label: l('Lille', 'Rijsel', 'Lilla', 'Lille'), department: { id: '59', label: 'Nord' }, region: { id: 'hauts-de-france', label: 'Hauts-de-France' }, lat: 50.6292, lng: 3.0573, zipCodePrefix: '590', weight: 3, airport: 'Aéroport de Lille-Lesquin', station: 'Gare de Lille-Flandres' },
  { id: 'avignon', country: 'FR', lang: 'fr', label: l('Avignon', 'Avignon', 'Avignone', 'Aviñón'), department: { id: '84', label: 'Vaucluse' }, region: { id: 'provence-alpes-cote-d-azur', label: "Provence-Alpes-Côte d'Azur" }, lat: 43.9493, lng: 4.8055, zipCodePrefix: '840', weight: 2, airport: "Aéroport d'Avignon-Provence", station: "Gare d'Avignon TGV" },
  { id: 'saint-malo', country: 'FR', lang: 'fr', label: same('Saint-Malo'), department: { id: '35', label: 'Ille-et-Vilaine' }, region: { id: 'bretagne', label: 'Bretagne' }, lat: 48.6493, lng: -2.0257, zipCodePrefix: '354', weight: 2, airport: 'Aéroport de Dinard-Pleurtuit-Saint-Malo', station: 'Gare de Saint-Malo' },
  { id: 'colmar', country: 'FR', lang: 'fr', label: same('Colmar'), department: { id: '68', label: 'Haut-Rhin' }, region: { id: 'grand-est', label: 'Grand Est' }, lat: 48.0794, lng: 7.3585, zipCodePrefix: '680', weight: 2, airport: 'EuroAirport Bâle-Mulhouse-Fribourg', station: 'Gare de Colmar' },
  { id: 'reims', country: 'FR', lang: 'fr', label: same('Reims'), department: { id: '51', label: 'Marne' }, region: { id: 'grand-est', label: 'Grand Est' }, lat: 49.2583, lng: 4.0317, zipCodePrefix: '510', weight: 2, airport: 'Aéroport Paris-Charles de Gaulle', station: 'Gare de Reims' },
  { id: 'chamonix', country: 'FR', lang: 'fr', label: same('Chamonix-Mont-Blanc'), department: { id: '74', label: 'Haute-Savoie' }, region: { id: 'auvergne-rhone-alpes', label: 'Auvergne-Rhône-Alpes' }, lat: 45.9237, lng: 6.8694, zipCodePrefix: '7440', weight: 2, airport: 'Aéroport de Genève', station: 'Gare de Chamonix-Mont-Blanc' },

  // Belgium — provinces as departments, the three regions as regions; Brussels has no province.
  { id: 'brussels', country: 'BE', lang: 'fr', label: l('Bruxelles', 'Brussel', 'Bruxelles', 'Bruselas'), department: { id: 'bruxelles-capitale', label: 'Bruxelles-Capitale' }, region: { id: 'region-de-bruxelles-capitale', label: 'Région de Bruxelles-Capitale' }, lat: 50.8503, lng: 4.3517, zipCodePrefix: '10', weight: 5, airport: 'Brussels Airport', station: 'Gare de Bruxelles-Midi' },
  { id: 'bruges', country: 'BE', lang: 'nl', label: l('Bruges', 'Brugge', 'Bruges', 'Brujas'), department: { id: 'west-vlaanderen', label: 'West-Vlaanderen' }, region: { id: 'vlaanderen', label: 'Vlaanderen' }, lat: 51.2093, lng: 3.2247, zipCodePrefix: '800', weight: 3, airport: 'Luchthaven Oostende-Brugge', station: 'Station Brugge' },
  { id: 'ghent', country: 'BE', lang: 'nl', label: l('Gand', 'Gent', 'Gand', 'Gante'), department: { id: 'oost-vlaanderen', label: 'Oost-Vlaanderen' }, region: { id: 'vlaanderen', label: 'Vlaanderen' }, lat: 51.0543, lng: 3.7174, zipCodePrefix: '90', weight: 3, airport: 'Brussels Airport', station: 'Station Gent-Sint-Pieters' },
  { id: 'antwerp', country: 'BE', lang: 'nl', label: l('Anvers', 'Antwerpen', 'Anversa', 'Amberes'), department: { id: 'antwerpen', label: 'Antwerpen' }, region: { id: 'vlaanderen', label: 'Vlaanderen' }, lat: 51.2194, lng: 4.4025, zipCodePrefix: '20', weight: 3, airport: 'Luchthaven Antwerpen', station: 'Station Antwerpen-Centraal' },
  { id: 'liege', country: 'BE', lang: 'fr', label: l('Liège', 'Luik', 'Liegi', 'Lieja'), department: { id: 'liege', label: 'Liège' }, region: { id: 'wallonie', label: 'Wallonie' }, lat: 50.6326, lng: 5.5797, zipCodePrefix: '40', weight: 2, airport: 'Liège Airport', station: 'Gare de Liège-Guillemins' },
  { id: 'namur', country: 'BE', lang: 'fr', label: l('Namur', 'Namen', 'Namur', 'Namur'), department: { id: 'namur', label: 'Namur' }, region: { id: 'wallonie', label: 'Wallonie' }, lat: 50.4674, lng: 4.872, zipCodePrefix: '50', weight: 2, airport: 'Brussels South Charleroi Airport', station: 'Gare de Namur' },
  { id: 'durbuy', country: 'BE', lang: 'fr', label: same('Durbuy'), department: { id: 'luxembourg', label: 'Luxembourg' }, region: { id: 'wallonie', label: 'Wallonie' }, lat: 50.3524, lng: 5.4562, zipCodePrefix: '694', weight: 1, airport: 'Liège Airport', station: 'Gare de Barvaux' },
  { id: 'spa', country: 'BE', lang: 'fr', label: same('Spa'), department: { id: 'liege', label: 'Liège' }, region: { id: 'wallonie', label: 'Wallonie' }, lat: 50.4921, lng: 5.8646, zipCodePrefix: '490', weight: 1, airport: 'Liège Airport', station: 'Gare de Spa' },
  { id: 'ostend', country: 'BE', lang: 'nl', label: l('Ostende', 'Oostende', 'Ostenda', 'Ostende'), department: { id: 'west-vlaanderen', label: 'West-Vlaanderen' }, region: { id: 'vlaanderen', label: 'Vlaanderen' }, lat: 51.2154, lng: 2.9286, zipCodePrefix: '840', weight: 2, airport: 'Luchthaven Oostende-Brugge', station: 'Station Oostende' },

  // Netherlands — provinces as departments, the CBS "landsdelen" as regions.
  { id: 'amsterdam', country: 'NL', lang: 'nl', label: l('Amsterdam', 'Amsterdam', 'Amsterdam', 'Ámsterdam'), department: { id: 'noord-holland', label: 'Noord-Holland' }, region: { id: 'west-nederland', label: 'West-Nederland' }, lat: 52.3676, lng: 4.9041, zipCodePrefix: '10', weight: 6, airport: 'Amsterdam Airport Schiphol', station: 'Amsterdam Centraal' },
  { id: 'rotterdam', country: 'NL', lang: 'nl', label: l('Rotterdam', 'Rotterdam', 'Rotterdam', 'Róterdam'), department: { id: 'zuid-holland', label: 'Zuid-Holland' }, region: { id: 'west-nederland', label: 'West-Nederland' }, lat: 51.9244, lng: 4.4777, zipCodePrefix: '30', weight: 3, airport: 'Rotterdam The Hague Airport', station: 'Rotterdam Centraal' },
  { id: 'utrecht', country: 'NL', lang: 'nl', label: same('Utrecht'), department: { id: 'utrecht', label: 'Utrecht' }, region: { id: 'west-nederland', label: 'West-Nederland' }, lat: 52.0907, lng: 5.1214, zipCodePrefix: '35', weight: 2, airport: 'Amsterdam Airport Schiphol', station: 'Utrecht Centraal' },
  { id: 'maastricht', country: 'NL', lang: 'nl', label: same('Maastricht'), department: { id: 'limburg', label: 'Limburg' }, region: { id: 'zuid-nederland', label: 'Zuid-Nederland' }, lat: 50.8514, lng: 5.691, zipCodePrefix: '62', weight: 2, airport: 'Maastricht Aachen Airport', station: 'Station Maastricht' },
  { id: 'the-hague', country: 'NL', lang: 'nl', label: l('La Haye', 'Den Haag', "L'Aia", 'La Haya'), department: { id: 'zuid-holland', label: 'Zuid-Holland' }, region: { id: 'west-nederland', label: 'West-Nederland' }, lat: 52.0705, lng: 4.3007, zipCodePrefix: '25', weight: 2, airport: 'Rotterdam The Hague Airport', station: 'Den Haag Centraal' },
  { id: 'haarlem', country: 'NL', lang: 'nl', label: same('Haarlem'), department: { id: 'noord-holland', label: 'Noord-Holland' }, region: { id: 'west-nederland', label: 'West-Nederland' }, lat: 52.3874, lng: 4.6462, zipCodePrefix: '20', weight: 1, airport: 'Amsterdam Airport Schiphol', station: 'Station Haarlem' },
  { id: 'groningen', country: 'NL', lang: 'nl', label: l('Groningue', 'Groningen', 'Groninga', 'Groninga'), department: { id: 'groningen', label: 'Groningen' }, region: { id: 'noord-nederland', label: 'Noord-Nederland' }, lat: 53.2194, lng: 6.5665, zipCodePrefix: '97', weight: 1, airport: 'Groningen Airport Eelde', station: 'Station Groningen' },

  // Italy — provinces / metropolitan cities as departments, regions as regions.
  { id: 'rome', country: 'IT', lang: 'it', label: l('Rome', 'Rome', 'Roma', 'Roma'), department: { id: 'roma', label: 'Città metropolitana di Roma Capitale' }, region: { id: 'lazio', label: 'Lazio' }, lat: 41.9028, lng: 12.4964, zipCodePrefix: '001', weight: 6, airport: 'Aeroporto di Roma-Fiumicino', station: 'Stazione di Roma Termini' },
  { id: 'florence', country: 'IT', lang: 'it', label: l('Florence', 'Florence', 'Firenze', 'Florencia'), department: { id: 'firenze', label: 'Città metropolitana di Firenze' }, region: { id: 'toscana', label: 'Toscana' }, lat: 43.7696, lng: 11.2558, zipCodePrefix: '501', weight: 4, airport: 'Aeroporto di Firenze-Peretola', station: 'Stazione di Firenze Santa Maria Novella' },
  { id: 'venice', country: 'IT', lang: 'it', label: l('Venise', 'Venetië', 'Venezia', 'Venecia'), department: { id: 'venezia', label: 'Città metropolitana di Venezia' }, region: { id: 'veneto', label: 'Veneto' }, lat: 45.4408, lng: 12.3155, zipCodePrefix: '301', weight: 4, airport: 'Aeroporto di Venezia Marco Polo', station: 'Stazione di Venezia Santa Lucia' },
  { id: 'milan', country: 'IT', lang: 'it', label: l('Milan', 'Milaan', 'Milano', 'Milán'), department: { id: 'milano', label: 'Città metropolitana di Milano' }, region: { id: 'lombardia', label: 'Lombardia' }, lat: 45.4642, lng: 9.19, zipCodePrefix: '201', weight: 4, airport: 'Aeroporto di Milano Malpensa', station: 'Stazione di Milano Centrale' },
  { id: 'naples', country: 'IT', lang: 'it', label: l('Naples', 'Napels', 'Napoli', 'Nápoles'), department: { id: 'napoli', label: 'Città metropolitana di Napoli' }, region: { id: 'campania', label: 'Campania' }, lat: 40.8518, lng: 14.2681, zipCodePrefix: '801', weight: 3, airport: 'Aeroporto di Napoli-Capodichino', station: 'Stazione di Napoli Centrale' },
  { id: 'como', country: 'IT', lang: 'it', label: l('Côme', 'Como', 'Como', 'Como'), department: { id: 'como', label: 'Provincia di Como' }, region: { id: 'lombardia', label: 'Lombardia' }, lat: 45.8081, lng: 9.0852, zipCodePrefix: '221', weight: 2, airport: 'Aeroporto di Milano Malpensa', station: 'Stazione di Como San Giovanni' },
  { id: 'verona', country: 'IT', lang: 'it', label: l('Vérone', 'Verona', 'Verona', 'Verona'), department: { id: 'verona', label: 'Provincia di Verona' }, region: { id: 'veneto', label: 'Veneto' }, lat: 45.4384, lng: 10.9916, zipCodePrefix: '371', weight: 2, airport: 'Aeroporto di Verona-Villafranca', station: 'Stazione di Verona Porta Nuova' },
  { id: 'siena', country: 'IT', lang: 'it', label: l('Sienne', 'Siena', 'Siena', 'Siena'), department: { id: 'siena', label: 'Provincia di Siena' }, region: { id: 'toscana', label: 'Toscana' }, lat: 43.3188, lng: 11.3308, zipCodePrefix: '531', weight: 2, airport: 'Aeroporto di Firenze-Peretola', station: 'Stazione di Siena' },

  // Spain — provinces as departments, autonomous communities as regions.
  { id: 'barcelona', country: 'ES', lang: 'es', label: l('Barcelone', 'Barcelona', 'Barcellona', 'Barcelona'), department: { id: 'barcelona', label: 'Provincia de Barcelona' }, region: { id: 'cataluna', label: 'Cataluña' }, lat: 41.3874, lng: 2.1686, zipCodePrefix: '080', weight: 6, airport: 'Aeropuerto Josep Tarradellas Barcelona-El Prat', station: 'Estación de Barcelona-Sants' },
  { id: 'madrid', country: 'ES', lang: 'es', label: same('Madrid'), department: { id: 'madrid', label: 'Provincia de Madrid' }, region: { id: 'comunidad-de-madrid', label: 'Comunidad de Madrid' }, lat: 40.4168, lng: -3.7038, zipCodePrefix: '280', weight: 5, airport: 'Aeropuerto Adolfo Suárez Madrid-Barajas', station: 'Estación de Madrid-Puerta de Atocha' },
  { id: 'seville', country: 'ES', lang: 'es', label: l('Séville', 'Sevilla', 'Siviglia', 'Sevilla'), department: { id: 'sevilla', label: 'Provincia de Sevilla' }, region: { id: 'andalucia', label: 'Andalucía' }, lat: 37.3891, lng: -5.9845, zipCodePrefix: '410', weight: 3, airport: 'Aeropuerto de Sevilla', station: 'Estación de Sevilla-Santa Justa' },
  { id: 'valencia', country: 'ES', lang: 'es', label: l('Valence', 'Valencia', 'Valencia', 'Valencia'), department: { id: 'valencia', label: 'Provincia de Valencia' }, region: { id: 'comunidad-valenciana', label: 'Comunidad Valenciana' }, lat: 39.4699, lng: -0.3763, zipCodePrefix: '460', weight: 3, airport: 'Aeropuerto de Valencia', station: 'Estación de València-Joaquín Sorolla' },
  { id: 'granada', country: 'ES', lang: 'es', label: l('Grenade', 'Granada', 'Granada', 'Granada'), department: { id: 'granada', label: 'Provincia de Granada' }, region: { id: 'andalucia', label: 'Andalucía' }, lat: 37.1773, lng: -3.5986, zipCodePrefix: '180', weight: 2, airport: 'Aeropuerto Federico García Lorca Granada-Jaén', station: 'Estación de Granada' },
  { id: 'malaga', country: 'ES', lang: 'es', label: l('Malaga', 'Málaga', 'Malaga', 'Málaga'), department: { id: 'malaga', label: 'Provincia de Málaga' }, region: { id: 'andalucia', label: 'Andalucía' }, lat: 36.7213, lng: -4.4214, zipCodePrefix: '290', weight: 3, airport: 'Aeropuerto de Málaga-Costa del Sol', station: 'Estación de Málaga-María Zambrano' },
  { id: 'san-sebastian', country: 'ES', lang: 'es', label: l('Saint-Sébastien', 'San Sebastián', 'San Sebastián', 'San Sebastián'), department: { id: 'gipuzkoa', label: 'Gipuzkoa' }, region: { id: 'pais-vasco', label: 'País Vasco' }, lat: 43.3183, lng: -1.9812, zipCodePrefix: '200', weight: 2, airport: 'Aeropuerto de San Sebastián', station: 'Estación de San Sebastián' },
  { id: 'palma', country: 'ES', lang: 'es', label: l('Palma de Majorque', 'Palma de Mallorca', 'Palma di Maiorca', 'Palma de Mallorca'), department: { id: 'illes-balears', label: 'Illes Balears' }, region: { id: 'islas-baleares', label: 'Islas Baleares' }, lat: 39.5696, lng: 2.6502, zipCodePrefix: '070', weight: 2, airport: 'Aeropuerto de Palma de Mallorca', station: 'Estación Intermodal de Palma' },
];

export const CITIES: readonly City[] = FACTS.map(({ id, label, country, department, region, lat, lng, zipCodePrefix }) => ({
  id,
  label,
  country,
  department,
  region,
  lat,
  lng,
  zipCodePrefix,
}));

const FACTS_BY_ID = new Map(FACTS.map((facts) => [facts.id, facts]));

export function cityFacts(cityId: string): CityFacts {
  const facts = FACTS_BY_ID.get(cityId);
  if (!facts) throw new Error(`Unknown city ${cityId}`);
  return facts;
}

/** Postcode length per country (NL adds two letters after the four digits). */
export const ZIP_DIGITS: Record<CountryCode, number> = { FR: 5, BE: 4, NL: 4, IT: 5, ES: 5 };

/** The language mostly spoken by guests of each country's sites, for review locales. */
export const COUNTRY_LANG: Record<CountryCode, Lang> = { FR: 'fr', BE: 'fr', NL: 'nl', IT: 'it', ES: 'es' };

export type { CityFacts };

/**
 * What lies around a city besides the city itself and its countryside: hotels can only be
 * "sea", "mountain" or "lake" where that is true.
 */
export const CITY_SURROUNDINGS: Record<string, ReadonlyArray<'sea' | 'mountain' | 'lake'>> = {
  nice: ['sea', 'mountain'],
  marseille: ['sea'],
  biarritz: ['sea', 'mountain'],
  'saint-malo': ['sea'],
  annecy: ['lake', 'mountain'],
  chamonix: ['mountain'],
  colmar: ['mountain'],
  durbuy: [],
  spa: [],
  ostend: ['sea'],
  bruges: ['sea'],
  'the-hague': ['sea'],
  haarlem: ['sea'],
  amsterdam: ['lake'],
  naples: ['sea'],
  venice: ['sea'],
  como: ['lake', 'mountain'],
  verona: ['lake'],
  barcelona: ['sea'],
  valencia: ['sea'],
  malaga: ['sea', 'mountain'],
  'san-sebastian': ['sea', 'mountain'],
  palma: ['sea', 'mountain'],
  granada: ['mountain'],
  madrid: ['mountain'],
};
