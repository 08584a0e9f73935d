import type { Locale } from '@/domain/model/locale';

/**
 * THE table of localised route names: every word of a storefront URL after the site code is
 * here or is data (an id, a slug, a box code). resolve.ts reads it one way, href.ts the other.
 *
 * Names are lowercase ASCII words joined by single dashes (tests/routing/resolve.test.ts checks
 * it), so a URL never needs percent-encoding and never depends on accent normalisation.
 * The search keys city/theme of fr_FR, fr_BE, nl_BE and es_ES are the spec's (part 2 §2 "Search
 * route keys"); nl_NL and it_IT are ours (docs/decisions.md).
 */

/** Names that may be the first segment after the site code. */
export const TOP_LEVEL_KEYS = [
  'search',
  'city',
  'theme',
  'giftSearch',
  'activitySearch',
  'hotelSearch',
  'beneficiarySearch',
  'product',
  'activity',
  'hotel',
  'boxes',
  'giftCard',
  'giftBooking',
  'booking',
  'payment',
  'activityCheckout',
  'contact',
  'bookingLookup',
  'ideas',
  'landing',
  'minisite',
  'customerCare',
] as const;

/** Names that only appear after a top-level name (box variants, customer-care sub-pages). */
export const SUB_KEYS = ['boxStays', 'customerCareLogin', 'beneficiaryLogin'] as const;

export type TopLevelKey = (typeof TOP_LEVEL_KEYS)[number];
export type SubKey = (typeof SUB_KEYS)[number];
export type RouteNameKey = TopLevelKey | SubKey;
export type RouteNames = Readonly<Record<RouteNameKey, string>>;

/**
 * The box detail's second segment is the spec's literal 'p' (part 2 §2 box card link
 * `/{localized box route}/p/{slug}/{code}`), the same in every language.
 */
export const BOX_DETAIL_SEGMENT = 'p';

const FRENCH: RouteNames = {
  search: 'recherche',
  city: 'ville',
  theme: 'idee',
  giftSearch: 'recherche-cadeau',
  activitySearch: 'activites',
  hotelSearch: 'recherche-hotels',
  beneficiarySearch: 'beneficiaire',
  product: 'sejour',
  activity: 'bon-activite',
  hotel: 'hotel',
  boxes: 'coffret-cadeau',
  giftCard: 'carte-cadeau',
  giftBooking: 'commande-cadeau',
  booking: 'reservation',
  payment: 'paiement',
  activityCheckout: 'reservation-activite',
  contact: 'contact',
  bookingLookup: 'ma-reservation',
  ideas: 'idees',
  landing: 'inspiration',
  minisite: 'minisite',
  customerCare: 'service-client',
  boxStays: 'sejours',
  customerCareLogin: 'connexion',
  beneficiaryLogin: 'connexion',
};

const DUTCH: RouteNames = {
  search: 'zoeken',
  city: 'stad',
  theme: 'thema',
  giftSearch: 'cadeau-zoeken',
  activitySearch: 'activiteiten',
  hotelSearch: 'hotels-zoeken',
  beneficiarySearch: 'begunstigde',
  product: 'verblijf',
  activity: 'activiteitenbon',
  hotel: 'hotel',
  boxes: 'cadeaubox',
  giftCard: 'cadeaukaart',
  giftBooking: 'cadeau-bestellen',
  booking: 'boeking',
  payment: 'betaling',
  activityCheckout: 'activiteit-boeken',
  contact: 'contact',
  bookingLookup: 'mijn-boeking',
  ideas: 'ideeen',
  landing: 'inspiratie',
  minisite: 'minisite',
  customerCare: 'klantenservice',
  boxStays: 'verblijven',
  customerCareLogin: 'inloggen',
  beneficiaryLogin: 'inloggen',
};

const ITALIAN: RouteNames = {
  search: 'ricerca',
  city: 'citta',
  theme: 'tema',
  giftSearch: 'ricerca-regalo',
  activitySearch: 'attivita',
  hotelSearch: 'ricerca-hotel',
  beneficiarySearch: 'beneficiario',
  product: 'soggiorno',
  activity: 'buono-attivita',
  hotel: 'hotel',
  boxes: 'cofanetto-regalo',
  giftCard: 'carta-regalo',
  giftBooking: 'ordine-regalo',
  booking: 'prenotazione',
  payment: 'pagamento',
  activityCheckout: 'prenotazione-attivita',
  contact: 'contatti',
  bookingLookup: 'la-mia-prenotazione',
  ideas: 'idee',
  landing: 'ispirazione',
  minisite: 'minisito',
  customerCare: 'servizio-clienti',
  boxStays: 'soggiorni',
  customerCareLogin: 'accesso',
  beneficiaryLogin: 'accesso',
};

const SPANISH: RouteNames = {
  search: 'busqueda',
  city: 'ciudad',
  theme: 'tema',
  giftSearch: 'busqueda-regalo',
  activitySearch: 'actividades',
  hotelSearch: 'busqueda-hoteles',
  beneficiarySearch: 'beneficiario',
  product: 'escapada',
  activity: 'bono-actividad',
  hotel: 'hotel',
  boxes: 'caja-regalo',
  giftCard: 'tarjeta-regalo',
  giftBooking: 'pedido-regalo',
  booking: 'reserva',
  payment: 'pago',
  activityCheckout: 'reserva-actividad',
  contact: 'contacto',
  bookingLookup: 'mi-reserva',
  ideas: 'ideas',
  landing: 'inspiracion',
  minisite: 'minisitio',
  customerCare: 'atencion-cliente',
  boxStays: 'estancias',
  customerCareLogin: 'acceso',
  beneficiaryLogin: 'acceso',
};

/** Per locale, not per language, so one site can diverge from its sibling without a new table. */
export const ROUTE_NAMES: Readonly<Record<Locale, RouteNames>> = {
  fr_FR: FRENCH,
  fr_BE: FRENCH,
  nl_NL: DUTCH,
  nl_BE: DUTCH,
  it_IT: ITALIAN,
  es_ES: SPANISH,
};

export function routeName(locale: Locale, key: RouteNameKey): string {
  return ROUTE_NAMES[locale][key];
}

const TOP_LEVEL_BY_NAME: ReadonlyMap<Locale, ReadonlyMap<string, TopLevelKey>> = new Map(
  (Object.keys(ROUTE_NAMES) as Locale[]).map((locale) => [
    locale,
    new Map(TOP_LEVEL_KEYS.map((key) => [ROUTE_NAMES[locale][key], key])),
  ]),
);

/** Which top-level route a segment names in this locale (undefined: a content id, or nothing). */
export function topLevelKey(locale: Locale, segment: string): TopLevelKey | undefined {
  return TOP_LEVEL_BY_NAME.get(locale)?.get(segment);
}
