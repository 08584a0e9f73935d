import { languageTag, type Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import { BELGIAN_LOCALES, SPLASH_COUNTRIES } from '@/routing/sites';
import type { ShellLinks } from '../settings';

/** Part 1 §2 and part 2 §2: the press page exists for these sites only. */
export const PRESS_LOCALES: readonly Locale[] = ['fr_FR', 'es_ES'];

export interface FooterLinks {
  contact: string;
  helpCentre: string;
  partnerSignup: string;
  press: string | null;
  jobs: string;
}

export function footerLinks(locale: Locale, links: ShellLinks): FooterLinks {
  return {
    contact: href.contact(locale),
    helpCentre: links.helpCentre[locale],
    partnerSignup: links.partnerSignup[locale],
    press: PRESS_LOCALES.includes(locale) ? (links.press[locale] ?? null) : null,
    jobs: links.jobs,
  };
}

/** A site of the footer's country list, named in its own language (lang marks it for screen readers). */
export interface SiteLink {
  locale: Locale;
  label: string;
  lang: string;
  href: string;
}

/** Each site's name as its own visitors read it; Belgium appears once per language. */
const SITE_NAMES: Readonly<Record<Locale, string>> = {
  fr_FR: 'France',
  nl_BE: 'België (Nederlands)',
  fr_BE: 'Belgique (Français)',
  nl_NL: 'Nederland',
  it_IT: 'Italia',
  es_ES: 'España',
};

/** Every site (the app burger's country and language selector), in the splash's order, each linking to its home. */
export function siteLinks(): SiteLink[] {
  return SPLASH_COUNTRIES.flatMap((country) =>
    country.locales.map((locale) => ({ locale, label: SITE_NAMES[locale], lang: languageTag(locale), href: href.home(locale) })),
  );
}

/** A name of a country entry with its language (Belgium is named in both of its languages). */
export interface CountryName {
  text: string;
  lang: string;
}

/**
 * A country of the footer (part 1 §2 "one site per country"). A one-site country links to its home;
 * Belgium links to its splash, where the visitor picks the language. `switchTo` is what the app's
 * native switch receives for it: the site itself, or, for Belgium, the current Belgian site when the
 * visitor is on one (they already chose a language) and null otherwise (the app then opens the splash).
 */
export interface CountryLink {
  country: string;
  names: CountryName[];
  href: string;
  current: boolean;
  switchTo: Locale | null;
}

const BELGIUM_NAMES: CountryName[] = [
  { text: 'België', lang: languageTag('nl_BE') },
  { text: 'Belgique', lang: languageTag('fr_BE') },
];

export function countryLinks(locale: Locale): CountryLink[] {
  return SPLASH_COUNTRIES.map(({ country, locales }) => {
    const current = (locales as readonly Locale[]).includes(locale);
    if (locales.length === 1) {
      const site = locales[0]!;
      return { country, names: [{ text: SITE_NAMES[site], lang: languageTag(site) }], href: href.home(site), current, switchTo: site };
    }
    const belgian = (BELGIAN_LOCALES as readonly Locale[]).includes(locale) ? locale : null;
    return { country, names: BELGIUM_NAMES, href: href.country(country), current, switchTo: belgian };
  });
}
