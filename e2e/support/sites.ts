import type { Locale } from '../../src/domain/model/locale';

/** The storefront's port in e2e (playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** SITE_URL is unset in e2e: absolute URLs (canonical, hreflang, sitemaps) use the default base. */
export const SITE_URL = `http://localhost:${PORT}`;

/** The six sites as a crawler sees them, written out (not derived from src/routing, which they check). */
export const SITES = [
  { site: 'fr-fr', locale: 'fr_FR', lang: 'fr-FR' },
  { site: 'fr-be', locale: 'fr_BE', lang: 'fr-BE' },
  { site: 'nl-nl', locale: 'nl_NL', lang: 'nl-NL' },
  { site: 'nl-be', locale: 'nl_BE', lang: 'nl-BE' },
  { site: 'it-it', locale: 'it_IT', lang: 'it-IT' },
  { site: 'es-es', locale: 'es_ES', lang: 'es-ES' },
] as const satisfies readonly { site: string; locale: Locale; lang: string }[];
