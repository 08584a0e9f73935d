import type { Locale } from '@/domain/model/locale';

/**
 * Links and switches of the shell that belong to the business, not to the code: defaults for
 * every site, each overridable from the environment (docs/decisions.md). Read on the server only;
 * islands receive the values they need as props.
 */
export interface ShellLinks {
  helpCentre: Record<Locale, string>;
  partnerSignup: Record<Locale, string>;
  press: Partial<Record<Locale, string>>;
  jobs: string;
  giftSite: string;
  social: Array<{ network: 'facebook' | 'instagram' | 'pinterest' | 'youtube'; label: string; url: string }>;
  /** The support phone line of each site (part 1 §1), in international format as it is shown. */
  supportPhone: Record<Locale, string>;
}

export interface ShellSettings {
  /** The customer account toggle of part 2 §4 (CUSTOMER_ACCOUNT_ENABLED, on unless 'false' or '0'). */
  customerAccountEnabled: boolean;
  links: ShellLinks;
}

export const DEFAULT_LINKS: ShellLinks = {
  helpCentre: {
    fr_FR: 'https://aide.escapade.fr/hc/fr',
    fr_BE: 'https://aide.escapade.be/hc/fr-be',
    nl_BE: 'https://hulp.escapade.be/hc/nl-be',
    nl_NL: 'https://hulp.escapade.nl/hc/nl',
    it_IT: 'https://aiuto.escapade.it/hc/it',
    es_ES: 'https://ayuda.escapade.es/hc/es',
  },
  partnerSignup: {
    fr_FR: 'https://partenaires.escapade.fr/inscription',
    fr_BE: 'https://partenaires.escapade.be/inscription',
    nl_BE: 'https://partners.escapade.be/aanmelden',
    nl_NL: 'https://partners.escapade.nl/aanmelden',
    it_IT: 'https://partner.escapade.it/registrazione',
    es_ES: 'https://socios.escapade.es/registro',
  },
  press: { fr_FR: 'https://presse.escapade.fr', es_ES: 'https://prensa.escapade.es' },
  jobs: 'https://jobs.escapade.eu',
  giftSite: 'https://cadeaux.escapade.eu',
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/escapade.weekends' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/escapade.weekends' },
    { network: 'pinterest', label: 'Pinterest', url: 'https://www.pinterest.com/escapadeweekends' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@escapadeweekends' },
  ],
  // Each country's own number (a local call for its visitors); both Belgian sites share one line.
  supportPhone: {
    fr_FR: '+33 1 84 88 42 10',
    fr_BE: '+32 2 588 31 40',
    nl_BE: '+32 2 588 31 40',
    nl_NL: '+31 20 808 41 70',
    it_IT: '+39 02 9475 2380',
    es_ES: '+34 910 78 35 60',
  },
};

type Environment = Readonly<Record<string, string | undefined>>;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** An http(s) URL from the environment, or the default (a bad value is reported, never rendered as a link). */
function urlFrom(env: Environment, variable: string, fallback: string, warn: (message: string) => void): string {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  if (isHttpUrl(raw)) return raw;
  warn(`Ignoring ${variable}: not an absolute http(s) URL (got "${raw}")`);
  return fallback;
}

/** Digits with the separators people write (spaces, dots, dashes, parentheses), an optional leading +. */
const PHONE = /^\+?[0-9][0-9 .()-]{5,22}[0-9]$/;

/** A phone number from the environment, or the default (a bad value never becomes a tel: link). */
function phoneFrom(env: Environment, variable: string, fallback: string, warn: (message: string) => void): string {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  if (PHONE.test(raw)) return raw;
  warn(`Ignoring ${variable}: not a phone number (got "${raw}")`);
  return fallback;
}

const variableOf = (prefix: string, locale: Locale) => `${prefix}_${locale.toUpperCase()}`;

function perLocale(env: Environment, prefix: string, defaults: Record<Locale, string>, warn: (message: string) => void): Record<Locale, string> {
  return Object.fromEntries(
    (Object.keys(defaults) as Locale[]).map((locale) => [locale, urlFrom(env, variableOf(prefix, locale), defaults[locale], warn)]),
  ) as Record<Locale, string>;
}

/**
 * CUSTOMER_ACCOUNT_ENABLED, HELP_CENTRE_URL_<LOCALE> (e.g. HELP_CENTRE_URL_FR_BE),
 * PARTNER_SIGNUP_URL_<LOCALE>, PRESS_URL_FR_FR, PRESS_URL_ES_ES, JOBS_URL, GIFT_SITE_URL,
 * SUPPORT_PHONE_<LOCALE> (e.g. SUPPORT_PHONE_NL_BE=+32 2 588 31 40).
 */
export function parseShellSettings(env: Environment, warn: (message: string) => void = console.warn): ShellSettings {
  const toggle = env.CUSTOMER_ACCOUNT_ENABLED?.trim().toLowerCase();
  const press: Partial<Record<Locale, string>> = {};
  for (const [locale, url] of Object.entries(DEFAULT_LINKS.press) as Array<[Locale, string]>) press[locale] = urlFrom(env, variableOf('PRESS_URL', locale), url, warn);
  return {
    customerAccountEnabled: toggle !== 'false' && toggle !== '0',
    links: {
      helpCentre: perLocale(env, 'HELP_CENTRE_URL', DEFAULT_LINKS.helpCentre, warn),
      partnerSignup: perLocale(env, 'PARTNER_SIGNUP_URL', DEFAULT_LINKS.partnerSignup, warn),
      press,
      jobs: urlFrom(env, 'JOBS_URL', DEFAULT_LINKS.jobs, warn),
      giftSite: urlFrom(env, 'GIFT_SITE_URL', DEFAULT_LINKS.giftSite, warn),
      social: DEFAULT_LINKS.social,
      supportPhone: Object.fromEntries(
        (Object.keys(DEFAULT_LINKS.supportPhone) as Locale[]).map((locale) => [
          locale,
          phoneFrom(env, variableOf('SUPPORT_PHONE', locale), DEFAULT_LINKS.supportPhone[locale], warn),
        ]),
      ) as Record<Locale, string>,
    },
  };
}

let cached: ShellSettings | undefined;

/** Server only: read once per process. */
export function getShellSettings(): ShellSettings {
  cached ??= parseShellSettings(process.env);
  return cached;
}

/** Tests change the environment between cases. */
export function resetShellSettings(): void {
  cached = undefined;
}
