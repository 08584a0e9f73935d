import type { Box, City, Lang, LocaleCode, Theme } from '../catalogue/types';
import { langOf, prefixOf, slugify } from './common';

/**
 * Storefront links written into CMS content. The routing table is not built yet, so these are
 * plausible localised paths ('/fr-fr/sejours/ville/paris'); docs/api/content.md says so.
 */
interface RouteWords {
  search: string;
  city: string;
  theme: string;
  region: string;
  department: string;
  boxes: string;
  giftCard: string;
  activities: string;
  landing: string;
  ideas: string;
  magazine: string;
  contact: string;
}

const WORDS: Record<Lang, RouteWords> = {
  fr: { search: 'sejours', city: 'ville', theme: 'idee', region: 'region', department: 'departement', boxes: 'coffrets-cadeaux', giftCard: 'carte-cadeau', activities: 'activites', landing: 'inspiration', ideas: 'idees-week-end', magazine: 'magazine', contact: 'contact' },
  nl: { search: 'weekendjes', city: 'stad', theme: 'thema', region: 'regio', department: 'provincie', boxes: 'cadeauboxen', giftCard: 'cadeaukaart', activities: 'activiteiten', landing: 'inspiratie', ideas: 'weekendideeen', magazine: 'magazine', contact: 'contact' },
  it: { search: 'weekend', city: 'citta', theme: 'tema', region: 'regione', department: 'provincia', boxes: 'cofanetti-regalo', giftCard: 'carta-regalo', activities: 'attivita', landing: 'ispirazione', ideas: 'idee-weekend', magazine: 'magazine', contact: 'contatti' },
  es: { search: 'escapadas', city: 'ciudad', theme: 'tema', region: 'region', department: 'provincia', boxes: 'cajas-regalo', giftCard: 'tarjeta-regalo', activities: 'actividades', landing: 'inspiracion', ideas: 'ideas-escapadas', magazine: 'revista', contact: 'contacto' },
};

export interface SitePaths {
  home: string;
  gifting: string;
  search: string;
  city(city: City): string;
  theme(theme: Theme): string;
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
    home: `${p}/`,
    gifting: `${p}/?flow=gifting`,
    search: `${p}/${w.search}`,
    city: (city) => `${p}/${w.search}/${w.city}/${slugify(city.label[lang])}`,
    theme: (theme) => `${p}/${w.search}/${w.theme}/${theme.slug[lang]}`,
    region: (regionId) => `${p}/${w.search}/${w.region}/${regionId}`,
    department: (departmentId) => `${p}/${w.search}/${w.department}/${departmentId}`,
    boxes: `${p}/${w.boxes}`,
    box: (box) => `${p}/${w.boxes}/p/${box.slug[lang]}/${box.code}`,
    giftCard: `${p}/${w.giftCard}`,
    singleVouchers: `${p}/${w.search}?flow=gifting`,
    activities: `${p}/${w.activities}`,
    activitiesIn: (city) => `${p}/${w.activities}/${w.city}/${slugify(city.label[lang])}`,
    landing: (slug) => `${p}/${w.landing}/${slug}`,
    ideas: `${p}/${w.ideas}`,
    article: (slug) => `${p}/${w.magazine}/${slug}`,
    page: (id) => `${p}/${id}`,
    contact: `${p}/${w.contact}`,
    minisite: (slug) => `${p}/minisite/${slug}`,
  };
}
