/**
 * New Year's Eve special offers (part 2 §9: "the new-year keyword list marks NYE special offers in
 * each language"). An offer is one when its label or a headword names the evening in the site's
 * language. Matching ignores case and accents and wants whole words, so 'capodanno' matches
 * 'Capodanno a Roma' but 'an' never matches inside another word.
 */
export type NewYearsEveLanguage = 'fr' | 'nl' | 'it' | 'es';

export const NEW_YEARS_EVE_KEYWORDS: Readonly<Record<NewYearsEveLanguage, readonly string[]>> = {
  fr: ['réveillon', 'nouvel an', 'saint-sylvestre', 'saint sylvestre', 'jour de l’an', "jour de l'an", '31 décembre'],
  nl: ['oudejaarsavond', 'oudjaarsavond', 'oud en nieuw', 'oud & nieuw', 'jaarwisseling', 'nieuwjaarsnacht', '31 december'],
  it: ['capodanno', 'san silvestro', 'veglione di fine anno', 'notte di fine anno', '31 dicembre'],
  es: ['nochevieja', 'noche vieja', 'fin de año', 'cotillón', '31 de diciembre'],
};

/** Phrases that carry a keyword but name another evening ('réveillon de Noël' is Christmas Eve). */
const NOT_NEW_YEARS_EVE: Readonly<Record<NewYearsEveLanguage, readonly string[]>> = {
  fr: ['réveillon de noël'],
  nl: [],
  it: [],
  es: [],
};

/** Lower case, no accents, one kind of apostrophe: what an editor types varies, the meaning does not. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A keyword as a whole word or phrase: letters or digits may not touch it on either side. */
function phrasePattern(keyword: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(normalise(keyword))}(?![\\p{L}\\p{N}])`, 'u');
}

const PATTERNS = Object.fromEntries(
  (Object.keys(NEW_YEARS_EVE_KEYWORDS) as NewYearsEveLanguage[]).map((language) => [
    language,
    { match: NEW_YEARS_EVE_KEYWORDS[language].map(phrasePattern), exclude: NOT_NEW_YEARS_EVE[language].map(phrasePattern) },
  ]),
) as Record<NewYearsEveLanguage, { match: RegExp[]; exclude: RegExp[] }>;

const isLanguage = (value: string): value is NewYearsEveLanguage => value in PATTERNS;

function namesNewYearsEve(text: string, language: NewYearsEveLanguage): boolean {
  const { match, exclude } = PATTERNS[language];
  // An excluded phrase is cut out first, so 'Réveillon de Noël et du nouvel an' still matches.
  const rest = exclude.reduce((value, pattern) => value.replace(new RegExp(pattern.source, 'gu'), ' '), normalise(text));
  return match.some((pattern) => pattern.test(rest));
}

/**
 * Whether an offer is a New Year's Eve special in a language ('fr', or a locale such as 'fr_BE').
 * Another language's word does not count: a French site's card is read in French.
 */
export function isNewYearsEveOffer(offer: { label: string; headwords?: readonly string[] | null }, language: string): boolean {
  const code = language.slice(0, 2).toLowerCase();
  if (!isLanguage(code)) return false;
  return [offer.label, ...(offer.headwords ?? [])].some((text) => namesNewYearsEve(text, code));
}
