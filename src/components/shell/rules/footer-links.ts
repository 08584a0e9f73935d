import { languageTag, type Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import { SPLASH_COUNTRIES } from '@/routing/sites';
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

/** One site per country, in the splash's order, each linking to its home. */
export function siteLinks(): SiteLink[] {
  return SPLASH_COUNTRIES.flatMap((country) =>
    country.locales.map((locale) => ({ locale, label: SITE_NAMES[locale], lang: languageTag(locale), href: href.home(locale) })),
  );
}
