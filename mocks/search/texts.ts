import type { Localized } from '../catalogue/types';
import {
  HOTEL_ENVIRONMENTS as VOCABULARY_ENVIRONMENTS,
  HOTEL_STYLES as VOCABULARY_STYLES,
  HOTEL_TYPES as VOCABULARY_TYPES,
} from '../catalogue/vocabulary';

/** Every text the search area writes itself, in the four languages of the six sites. */
const l = (fr: string, nl: string, it: string, es: string): Localized => ({ fr, nl, it, es });

export const CANCELLATION = {
  cancellable: l('Modifiable et partiellement remboursable', 'Wijzigbaar en gedeeltelijk terugbetaalbaar', 'Modificabile e parzialmente rimborsabile', 'Modificable y parcialmente reembolsable'),
  final: l('Non échangeable et non remboursable', 'Niet omruilbaar en niet terugbetaalbaar', 'Non modificabile e non rimborsabile', 'No modificable y no reembolsable'),
};

export const STRESS = {
  roomsLeft: l('Plus que {n} chambre(s) disponible(s) !', 'Nog maar {n} kamer(s) beschikbaar!', 'Solo {n} camera/e disponibile/i!', '¡Solo quedan {n} habitación(es)!'),
  popular: l('Très demandé en ce moment', 'Nu erg gewild', 'Molto richiesto in questo momento', 'Muy solicitado en este momento'),
  flexible: l('Annulation flexible', 'Flexibel annuleren', 'Cancellazione flessibile', 'Cancelación flexible'),
};

export const STARS_LABEL = l('{n} étoile(s)', '{n} ster(ren)', '{n} stella/e', '{n} estrella(s)');

/** Part 1 §9 score labels, per threshold. */
export const SCORE_LABELS: Record<string, Localized> = {
  '7': l('Bien', 'Goed', 'Buono', 'Bien'),
  '8': l('Très bien', 'Zeer goed', 'Molto buono', 'Muy bien'),
  '8.5': l('Excellent', 'Uitstekend', 'Eccellente', 'Excelente'),
  '9': l('Fantastique', 'Fantastisch', 'Fantastico', 'Fantástico'),
  '9.5': l('Parfait', 'Perfect', 'Perfetto', 'Perfecto'),
};

export const PETS_LABEL = l('Animaux acceptés', 'Huisdieren toegestaan', 'Animali ammessi', 'Se admiten mascotas');

/** Labels of hotel kinds come from the catalogue's own vocabulary, so facets and data agree. */
const byId = (kinds: ReadonlyArray<{ id: string; label: Localized }>): Record<string, Localized> =>
  Object.fromEntries(kinds.map((kind) => [kind.id, kind.label]));

export const HOTEL_TYPE_LABELS = byId(VOCABULARY_TYPES);
export const HOTEL_ENVIRONMENT_LABELS = byId(VOCABULARY_ENVIRONMENTS);
export const HOTEL_STYLE_LABELS = byId(VOCABULARY_STYLES);

export const ACTIVITY_GROUPS: Record<'ACTIVITY' | 'DINNER', Localized> = {
  ACTIVITY: l('Activités', 'Activiteiten', 'Attività', 'Actividades'),
  DINNER: l('Dîners', 'Diners', 'Cene', 'Cenas'),
};

export const CATALOG_TITLE = {
  everywhere: l('Nos activités', 'Onze activiteiten', 'Le nostre attività', 'Nuestras actividades'),
  inCity: l('Activités à {city}', 'Activiteiten in {city}', 'Attività a {city}', 'Actividades en {city}'),
};

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A label for a catalogue key the tables do not know yet: 'country-side' → 'Country side'. */
export function humanise(key: string): string {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
