/**
 * Hotels: where they are, what they look like, what they offer. One record per hotel, drawn
 * from its own random stream so a hotel's data does not depend on the ones generated before.
 */
import { cityFacts, CITY_SURROUNDINGS, ZIP_DIGITS } from './cities';
import { Rng } from './random';
import { fill, slugify } from './text';
import type { City, Hotel, ImageRef, Lang, Localized, LocalTax, Room } from './types';
import {
  DESCRIPTION_CLOSERS,
  DESCRIPTION_OPENERS,
  DESCRIPTION_STYLES,
  ECO_FACILITIES,
  FACILITIES,
  HOTEL_IMPORTANT_INFOS,
  HOTEL_NAME_CORES,
  HOTEL_STYLES,
  HOTEL_TYPES,
  IMAGE_SUBJECTS,
  ROOM_DESCRIPTIONS,
  ROOM_IMPORTANT_INFOS,
  ROOM_KINDS,
  SPA_SUFFIX,
  STREETS,
} from './vocabulary';

const STARS: ReadonlyArray<readonly [number, number]> = [
  [1, 3],
  [2, 9],
  [2.5, 4],
  [3, 30],
  [3.5, 6],
  [4, 28],
  [4.5, 6],
  [5, 14],
];

/** Facilities every hotel may have, with how common they are (pets and sea view are decided apart). */
const FACILITY_WEIGHTS: Record<string, number> = {
  wifi: 10,
  parking: 6,
  restaurant: 6,
  bar: 5,
  'air-conditioning': 5,
  terrace: 4,
  garden: 4,
  pool: 3,
  spa: 3,
  sauna: 2,
  jacuzzi: 2,
  fitness: 2,
  'ev-charging': 2,
  accessible: 3,
};

const KM_PER_DEGREE = 111.32;

function uuidFrom(rng: Rng): string {
  const hex = (count: number) => {
    let out = '';
    for (let i = 0; i < count; i++) out += Math.floor(rng.next() * 16).toString(16);
    return out;
  };
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[rng.int(0, 3)]}${hex(3)}-${hex(12)}`;
}

/** A point within `maxKm` of the city centre (uniform over the disc; no trigonometry on random input). */
function jitter(city: City, minKm: number, maxKm: number, rng: Rng): { lat: number; lng: number } {
  let dx = 0;
  let dy = 0;
  let r2 = 0;
  do {
    dx = rng.float(-1, 1);
    dy = rng.float(-1, 1);
    r2 = dx * dx + dy * dy;
  } while (r2 > 1 || r2 === 0);
  const r = Math.sqrt(r2);
  const km = minKm + (maxKm - minKm) * r;
  const lat = city.lat + ((dy / r) * km) / KM_PER_DEGREE;
  const lng = city.lng + ((dx / r) * km) / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** "aux portes de Avignon" → "aux portes d’Avignon": French elides "de" before a vowel. */
function elideFrench(text: string): string {
  return text.replace(/\bde (?=[AEIOUYÂÉÈÊÎÔ])/g, 'd’');
}

function zipCode(city: City, rng: Rng): string {
  let digits = city.zipCodePrefix;
  while (digits.length < ZIP_DIGITS[city.country]) digits += String(rng.int(0, 9));
  if (city.country === 'NL') {
    const letters = 'ABCDEGHJKLMNPRSTVWXZ';
    return `${digits} ${rng.pick([...letters])}${rng.pick([...letters])}`;
  }
  return digits;
}

function streetAddress(localLang: Lang, rng: Rng): string {
  const street = rng.pick(STREETS[localLang]);
  const number = rng.int(1, 180);
  // French puts the number first, Spanish after a comma, Dutch and Italian right after the street.
  if (localLang === 'fr') return `${number} ${street}`;
  if (localLang === 'es') return `${street}, ${number}`;
  return `${street} ${number}`;
}

function localTaxFor(country: City['country'], stars: number, rng: Rng): LocalTax {
  const toBePaidAtHotel = rng.chance(0.85);
  // Amsterdam-style percentage taxes exist in the Netherlands and in parts of Belgium.
  const percentage = country === 'NL' ? rng.chance(0.85) : country === 'BE' ? rng.chance(0.25) : rng.chance(0.04);
  if (percentage) return { type: 'BOOKING_PERCENTAGE', percentage: rng.pick([3, 5, 6, 7, 7.5, 10, 12.5]), toBePaidAtHotel, currency: 'EUR' };
  const amount = Math.round((60 + stars * 60 + rng.int(0, 80)) / 10) * 10;
  return { type: 'PER_PERSON_PER_NIGHT', amount, toBePaidAtHotel, currency: 'EUR' };
}

function imagesOf(prefix: string, count: number, alts: readonly Localized[], offset: number): ImageRef[] {
  const images: ImageRef[] = [];
  for (let n = 1; n <= count; n++) images.push({ key: `${prefix}-${n}`, alt: alts[(n - 1 + offset) % alts.length] as Localized });
  return images;
}

function roomsOf(hotelId: number, facilities: string[], stars: number, rng: Rng): Room[] {
  const count = rng.weighted([
    [1, 20],
    [2, 40],
    [3, 25],
    [4, 15],
  ] as const);
  const rooms: Room[] = [];
  for (let i = 0; i < count; i++) {
    // The first room is always a plain double: every hotel sells the classic two-person stay.
    const kind = i === 0 ? (ROOM_KINDS[0] as (typeof ROOM_KINDS)[number]) : rng.pick(stars >= 4 ? ROOM_KINDS : ROOM_KINDS.filter((k) => k.type !== 'suite'));
    const roomHighlights = ['wifi', 'air-conditioning', 'sea-view', 'jacuzzi', 'terrace'].filter((code) => facilities.includes(code) || (code === 'wifi' && rng.chance(0.5)));
    rooms.push({
      uuid: uuidFrom(rng),
      label: rng.pick(kind.labels),
      type: kind.type,
      bedding: rng.pick(kind.bedding),
      capacity: kind.capacity,
      maxCapacity: rng.pick(kind.maxCapacity),
      size: rng.int(kind.size[0], kind.size[1]),
      description: rng.pick(ROOM_DESCRIPTIONS),
      highlightedFacilities: rng.pickMany(roomHighlights, rng.int(1, 3)),
      images: imagesOf(`room-${hotelId}-${i + 1}`, rng.int(1, 3), [IMAGE_SUBJECTS[1] as Localized, IMAGE_SUBJECTS[7] as Localized], 0),
      importantInfos: rng.pickMany(ROOM_IMPORTANT_INFOS, rng.int(0, 2)),
    });
  }
  return rooms;
}

/** Themes that follow from the hotel itself; packages add theirs later. */
function baseThemes(environment: string, style: string, type: string, facilities: string[], rng: Rng): string[] {
  const themes = new Set<string>();
  if (environment === 'sea') themes.add('sea');
  if (environment === 'mountain' || environment === 'countryside' || environment === 'lake') themes.add('nature');
  if (environment === 'city') themes.add('culture');
  if (style === 'romantic' || style === 'luxury') themes.add('romantic');
  if (style === 'family') themes.add('family');
  if (facilities.includes('spa') || facilities.includes('sauna')) themes.add('wellness');
  if (facilities.includes('restaurant') && rng.chance(0.5)) themes.add('gastronomy');
  if (type === 'lodge' || rng.chance(0.05)) themes.add('unusual');
  if (type === 'chateau') themes.add('culture');
  if (environment === 'countryside' && rng.chance(0.4)) themes.add('wine');
  return [...themes];
}

export interface HotelDraft {
  hotel: Hotel;
  city: City;
  /** Themes of the hotel before packages are added. */
  themes: string[];
}

export function generateHotel(seed: number, id: number, city: City): HotelDraft {
  const rng = Rng.for(seed, 'hotel', id);
  const facts = cityFacts(city.id);
  const localLang = facts.lang;

  const surroundings = CITY_SURROUNDINGS[city.id] ?? [];
  const environment = rng.weighted<string>([['city', 45], ['countryside', 22], ...surroundings.map((s) => [s, 30] as const)]);
  const stars = rng.weighted(STARS);
  const type = rng.weighted<string>(HOTEL_TYPES.map((t) => [t.id, t.id === 'chateau' && environment === 'city' ? 3 : t.weight] as const));
  const style = rng.weighted<string>(
    HOTEL_STYLES.map((s) => [s.id, s.id === 'luxury' ? (stars >= 4 ? 4 : 0.3) : s.id === 'romantic' ? 3 : 2] as const),
  );

  // Facilities: the ones implied by the setting, plus a weighted draw without replacement.
  const petsAllowed = rng.chance(0.35);
  const facilities: string[] = [];
  if (environment === 'sea' && rng.chance(0.8)) facilities.push('sea-view');
  if (petsAllowed) facilities.push('pets');
  const count = rng.int(4, 12);
  const pool = Object.entries(FACILITY_WEIGHTS);
  while (facilities.length < count && pool.length > 0) {
    const code = rng.weighted(pool);
    facilities.push(code);
    pool.splice(
      pool.findIndex(([c]) => c === code),
      1,
    );
  }
  facilities.sort((a, b) => FACILITIES.findIndex((f) => f.code === a) - FACILITIES.findIndex((f) => f.code === b));
  const highlightedFacilities = rng.pickMany(facilities, rng.int(2, 4));

  const ecoCount = rng.weighted([
    [rng.int(0, 2), 40],
    [rng.int(3, 7), 40],
    [rng.int(8, 12), 20],
  ] as const);

  const hasSpa = facilities.includes('spa');
  const typeWord = (HOTEL_TYPES.find((t) => t.id === type) ?? HOTEL_TYPES[0])!.nameWord[localLang];
  let label = `${typeWord} ${rng.pick(HOTEL_NAME_CORES[localLang])}`;
  if (rng.chance(0.2)) label += ` ${facts.label[localLang]}`;
  if (hasSpa && rng.chance(0.3)) label += ` ${SPA_SUFFIX[localLang]}`;

  const { lat, lng } = environment === 'city' ? jitter(city, 0, 3, rng) : jitter(city, 2, 8, rng);
  const name = { fr: label, nl: label, it: label, es: label };
  const description = fill(
    {
      fr: `${DESCRIPTION_OPENERS[environment]!.fr} ${DESCRIPTION_STYLES[style]!.fr} {closer}`,
      nl: `${DESCRIPTION_OPENERS[environment]!.nl} ${DESCRIPTION_STYLES[style]!.nl} {closer}`,
      it: `${DESCRIPTION_OPENERS[environment]!.it} ${DESCRIPTION_STYLES[style]!.it} {closer}`,
      es: `${DESCRIPTION_OPENERS[environment]!.es} ${DESCRIPTION_STYLES[style]!.es} {closer}`,
    },
    { name, city: city.label, closer: rng.pick(DESCRIPTION_CLOSERS) },
  );
  description.fr = elideFrench(description.fr);

  // Infos about a pool or a spa only where there is one.
  const infos = HOTEL_IMPORTANT_INFOS.filter((_, i) => (i !== 5 || facilities.includes('pool')) && (i !== 6 || hasSpa));

  const reviewCount = rng.chance(0.08) ? 0 : Math.floor(3 + 397 * rng.next() ** 2);
  const reviewAverage = reviewCount === 0 ? 0 : Math.round(Math.min(9.8, Math.max(6, 6.3 + stars * 0.42 + rng.bell() * 1.8)) * 10) / 10;
  const rooms = roomsOf(id, facilities, stars, rng);

  const hotel: Hotel = {
    id,
    uri: `${slugify(label)}-${id}`,
    label,
    stars,
    active: rng.chance(0.9),
    cityId: city.id,
    lat,
    lng,
    address: streetAddress(localLang, rng),
    zipCode: zipCode(city, rng),
    description,
    hotelType: type,
    hotelEnvironment: environment,
    hotelStyle: style,
    facilities,
    highlightedFacilities,
    ecoFacilities: rng.pickMany(ECO_FACILITIES, ecoCount),
    checkIn: rng.pick(['14:00', '15:00', '15:00', '16:00', '17:00']),
    checkOut: rng.pick(['10:00', '11:00', '11:00', '12:00']),
    policy: petsAllowed
      ? { petsAllowed, petsPrice: rng.pick([0, 1000, 1500, 2000]), petsMaxWeight: rng.pick([10, 15, 20, 30]), petsMaxNumberOfPets: rng.chance(0.8) ? 1 : 2 }
      : { petsAllowed, petsPrice: 0, petsMaxWeight: 0, petsMaxNumberOfPets: 1 },
    localTax: localTaxFor(city.country, stars, rng),
    importantInfos: rng.pickMany(infos, rng.int(1, 3)),
    images: imagesOf(`hotel-${id}`, rng.int(3, 8), IMAGE_SUBJECTS, rng.int(0, IMAGE_SUBJECTS.length - 1)),
    airportLabel: facts.airport,
    trainStationLabel: facts.station,
    themes: [],
    popularity: Math.round(Math.min(1, rng.next() * 0.6 + (reviewCount / 400) * 0.4) * 1000) / 1000,
    reviewCount,
    reviewAverage,
    rooms,
    packageIds: [],
  };
  return { hotel, city, themes: baseThemes(environment, style, type, facilities, rng) };
}

/**
 * Which city each hotel is in: every city gets a floor share (5 each at the default size), the
 * rest follows the cities' weights; then the list is shuffled so ids do not follow cities.
 */
export function assignCities(seed: number, cities: readonly City[], count: number): City[] {
  const rng = Rng.for(seed, 'cities', count);
  const floor = Math.floor((count * 0.75) / cities.length);
  const out: City[] = [];
  for (const city of cities) for (let i = 0; i < floor; i++) out.push(city);
  const weighted = cities.map((city) => [city, cityFacts(city.id).weight] as const);
  while (out.length < count) out.push(rng.weighted(weighted));
  return rng.shuffle(out);
}
