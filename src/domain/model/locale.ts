/** The six sites. The locale code is the spec's (fr_FR); URLs and <html lang> derive from it. */
export const LOCALES = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT', 'es_ES'] as const;
export type Locale = (typeof LOCALES)[number];

export const POINTS_OF_SALE = ['FR', 'BE', 'NL', 'IT', 'ES'] as const;
export type PointOfSale = (typeof POINTS_OF_SALE)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function pointOfSale(locale: Locale): PointOfSale {
  return locale.slice(3) as PointOfSale;
}

/** BCP 47 tag for <html lang>, hreflang and Intl: fr_FR → fr-FR. */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}
