import type { Locale } from '@/domain/model/locale';

/**
 * The words of the storefront's URLs, per language: the registry's records (screen-registry.ts) and the
 * search path (search-path.ts) spell their paths with them.
 */

export type Language = 'fr' | 'nl' | 'it' | 'es';

/**
 * A word of the storefront's URLs in each language. A site may spell it its own way with its locale
 * as a key (`fr_BE: '…'`), so one site can diverge from its sibling without a new table.
 */
export type RouteWord = Readonly<Record<Language, string>> & Readonly<Partial<Record<Locale, string>>>;

/**
 * Every word of a storefront URL after the site code is here or is data (an id, a slug, a box code).
 * Words are lowercase ASCII words joined by single dashes (tests/routing/resolve.test.ts checks it), so
 * a URL never needs percent-encoding and never depends on accent normalisation. The search keys
 * city/theme of French, Dutch (Belgium) and Spanish are the spec's (part 2 §2 "Search route keys"); the
 * Netherlands and Italian ones are ours (docs/decisions.md). A word may serve several screens (the
 * box word starts five of them), so words are one table rather than parts of the records.
 */
export const WORDS = {
  search: { fr: 'recherche', nl: 'zoeken', it: 'ricerca', es: 'busqueda' },
  city: { fr: 'ville', nl: 'stad', it: 'citta', es: 'ciudad' },
  theme: { fr: 'idee', nl: 'thema', it: 'tema', es: 'tema' },
  giftSearch: { fr: 'recherche-cadeau', nl: 'cadeau-zoeken', it: 'ricerca-regalo', es: 'busqueda-regalo' },
  activitySearch: { fr: 'activites', nl: 'activiteiten', it: 'attivita', es: 'actividades' },
  hotelSearch: { fr: 'recherche-hotels', nl: 'hotels-zoeken', it: 'ricerca-hotel', es: 'busqueda-hoteles' },
  beneficiarySearch: { fr: 'beneficiaire', nl: 'begunstigde', it: 'beneficiario', es: 'beneficiario' },
  product: { fr: 'sejour', nl: 'verblijf', it: 'soggiorno', es: 'escapada' },
  activity: { fr: 'bon-activite', nl: 'activiteitenbon', it: 'buono-attivita', es: 'bono-actividad' },
  hotel: { fr: 'hotel', nl: 'hotel', it: 'hotel', es: 'hotel' },
  boxes: { fr: 'coffret-cadeau', nl: 'cadeaubox', it: 'cofanetto-regalo', es: 'caja-regalo' },
  giftCard: { fr: 'carte-cadeau', nl: 'cadeaukaart', it: 'carta-regalo', es: 'tarjeta-regalo' },
  giftBooking: { fr: 'commande-cadeau', nl: 'cadeau-bestellen', it: 'ordine-regalo', es: 'pedido-regalo' },
  booking: { fr: 'reservation', nl: 'boeking', it: 'prenotazione', es: 'reserva' },
  payment: { fr: 'paiement', nl: 'betaling', it: 'pagamento', es: 'pago' },
  activityCheckout: { fr: 'reservation-activite', nl: 'activiteit-boeken', it: 'prenotazione-attivita', es: 'reserva-actividad' },
  contact: { fr: 'contact', nl: 'contact', it: 'contatti', es: 'contacto' },
  bookingLookup: { fr: 'ma-reservation', nl: 'mijn-boeking', it: 'la-mia-prenotazione', es: 'mi-reserva' },
  ideas: { fr: 'idees', nl: 'ideeen', it: 'idee', es: 'ideas' },
  landing: { fr: 'inspiration', nl: 'inspiratie', it: 'ispirazione', es: 'inspiracion' },
  minisite: { fr: 'minisite', nl: 'minisite', it: 'minisito', es: 'minisitio' },
  customerCare: { fr: 'service-client', nl: 'klantenservice', it: 'servizio-clienti', es: 'atencion-cliente' },
  boxStays: { fr: 'sejours', nl: 'verblijven', it: 'soggiorni', es: 'estancias' },
  customerCareLogin: { fr: 'connexion', nl: 'inloggen', it: 'accesso', es: 'acceso' },
  beneficiaryLogin: { fr: 'connexion', nl: 'inloggen', it: 'accesso', es: 'acceso' },
} as const satisfies Record<string, RouteWord>;

export type RouteNameKey = keyof typeof WORDS;
/** One site's spelling of every word (route-names.ts builds them). */
export type RouteNames = Readonly<Record<RouteNameKey, string>>;

