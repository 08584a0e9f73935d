import type { Box, City, Lang, LocaleCode, Theme } from '../catalogue/types';
import { langOf, prefixOf, slugify } from './common';

/**
 * Storefront links written into CMS content, spelled the way the storefront's route table spells
 * them (docs/decisions.md "URLs: sites, one route table"), as a CMS editor would paste them.
 * Regions and departments have no path of their own: they link to the stay search with the place
 * in the hash, as the search box writes it (the category is the key). Magazine articles are static
 * content pages (`/{site}/{article slug}`).
 */
interface RouteWords {
  search: string;
  city: string;
  theme: string;
  giftSearch: string;
  boxes: string;
  giftCard: string;
  activities: string;
  landing: string;
  ideas: string;
  contact: string;
  minisite: string;
}

const WORDS: Record<Lang, RouteWords> = {
  fr: { search: 'recherche', city: 'ville', theme: 'idee', giftSearch: 'recherche-cadeau', boxes: 'coffret-cadeau', giftCard: 'carte-cadeau', activities: 'activites', landing: 'inspiration', ideas: 'idees', contact: 'contact', minisite: 'minisite' },
  nl: { search: 'zoeken', city: 'stad', theme: 'thema', giftSearch: 'cadeau-zoeken', boxes: 'cadeaubox', giftCard: 'cadeaukaart', activities: 'activiteiten', landing: 'inspiratie', ideas: 'ideeen', contact: 'contact', minisite: 'minisite' },
  it: { search: 'ricerca', city: 'citta', theme: 'tema', giftSearch: 'ricerca-regalo', boxes: 'cofanetto-regalo', giftCard: 'carta-regalo', activities: 'attivita', landing: 'ispirazione', ideas: 'idee', contact: 'contatti', minisite: 'minisito' },
  es: { search: 'busqueda', city: 'ciudad', theme: 'tema', giftSearch: 'busqueda-regalo', boxes: 'caja-regalo', giftCard: 'tarjeta-regalo', activities: 'actividades', landing: 'inspiracion', ideas: 'ideas', contact: 'contacto', minisite: 'minisitio' },
};

export interface SitePaths {
  home: string;
  gifting: string;
  search: string;
  city(city: City): string;
  theme(theme: Theme): string;
  /** A theme in a city: the short search form `/{site}/{city word}/{city}/{theme word}/{theme}`. */
  cityTheme(city: City, theme: Theme): string;
  region(regionId: string): string;
  department(departmentId: string): string;
  boxes: string;
  box(box: Box): string;
  giftCard: string;
  singleVouchers: string;
  activities: string;
  activitiesIn(city: City): string;
  landing(slug: string): string;
  ideas: string;
  article(slug: string): string;
  page(id: string): string;
  contact: string;
  minisite(slug: string): string;
}

export function sitePaths(locale: LocaleCode): SitePaths {
  const lang = langOf(locale);
  const w = WORDS[lang];
  const p = prefixOf(locale);
  return {
    home: p,
    gifting: `${p}?flow=gifting`,
    search: `${p}/${w.search}`,
    city: (city) => `${p}/${w.city}/${slugify(city.label[lang])}`,
    theme: (theme) => `${p}/${w.theme}/${theme.slug[lang]}`,
    cityTheme: (city, theme) => `${p}/${w.city}/${slugify(city.label[lang])}/${w.theme}/${theme.slug[lang]}`,
    region: (id) => `${p}/${w.search}#region=${encodeURIComponent(id)}`,
    department: (id) => `${p}/${w.search}#department=${encodeURIComponent(id)}`,
    boxes: `${p}/${w.boxes}`,
    box: (box) => `${p}/${w.boxes}/p/${box.slug[lang]}/${box.code}`,
    giftCard: `${p}/${w.giftCard}`,
    singleVouchers: `${p}/${w.giftSearch}`,
    activities: `${p}/${w.activities}`,
    activitiesIn: (city) => `${p}/${w.activities}/${w.city}/${slugify(city.label[lang])}`,
    landing: (slug) => `${p}/${w.landing}/${slug}`,
    ideas: `${p}/${w.ideas}`,
    article: (slug) => `${p}/${slug}`,
    page: (id) => `${p}/${id}`,
    contact: `${p}/${w.contact}`,
    minisite: (slug) => `${p}/${w.minisite}/${slug}`,
  };
}
