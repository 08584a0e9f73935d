import type { Locale, PointOfSale } from '@/domain/model/locale';

/**
 * What the country splash says about each country, in that country's own languages: the splash
 * belongs to no site, so every label is an endonym marked with its own `lang` (not a catalogue
 * message, which would follow the reader's site).
 */
export interface SplashLanguage {
  locale: Locale;
  /** BCP 47 tag of the label. */
  lang: string;
  /** The language's own name, e.g. 'Nederlands'. */
  language: string;
  /** The country's name in that language ('België', 'Belgique'). */
  country: string;
}

export interface SplashCountryText {
  languages: readonly SplashLanguage[];
}

export const SPLASH_TEXTS: Readonly<Record<PointOfSale, SplashCountryText>> = {
  FR: { languages: [{ locale: 'fr_FR', lang: 'fr-FR', language: 'Français', country: 'France' }] },
  BE: {
    languages: [
      { locale: 'nl_BE', lang: 'nl-BE', language: 'Nederlands', country: 'België' },
      { locale: 'fr_BE', lang: 'fr-BE', language: 'Français', country: 'Belgique' },
    ],
  },
  NL: { languages: [{ locale: 'nl_NL', lang: 'nl-NL', language: 'Nederlands', country: 'Nederland' }] },
  IT: { languages: [{ locale: 'it_IT', lang: 'it-IT', language: 'Italiano', country: 'Italia' }] },
  ES: { languages: [{ locale: 'es_ES', lang: 'es-ES', language: 'Español', country: 'España' }] },
};

/** "Choose your country" in each language of the sites, each shown with its own lang. */
export const CHOOSE_COUNTRY: ReadonlyArray<{ lang: string; text: string }> = [
  { lang: 'fr', text: 'Choisissez votre pays' },
  { lang: 'nl', text: 'Kies uw land' },
  { lang: 'it', text: 'Scegli il tuo paese' },
  { lang: 'es', text: 'Elige tu país' },
];

/** The Belgium splash: welcome text and a continue button per Belgian language (nl-BE first). */
export const BELGIUM_TEXTS: Readonly<Record<'nl_BE' | 'fr_BE', { lang: string; welcome: string; intro: string; continue: string }>> = {
  nl_BE: {
    lang: 'nl-BE',
    welcome: 'Welkom bij Escapade',
    intro: 'Weekendjes weg met activiteiten, diners en ontbijt, om te boeken of cadeau te doen.',
    continue: 'Doorgaan in het Nederlands',
  },
  fr_BE: {
    lang: 'fr-BE',
    welcome: 'Bienvenue chez Escapade',
    intro: 'Des week-ends avec activités, dîners et petits-déjeuners, à réserver ou à offrir.',
    continue: 'Continuer en français',
  },
};

/** The Belgium splash's own title and description, in its two languages (the country splash's are messages.ts). */
export const SPLASH_META = {
  beTitle: 'Escapade België · Belgique',
  beDescription: 'Kies uw taal · Choisissez votre langue.',
} as const;
