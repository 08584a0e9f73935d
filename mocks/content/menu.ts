import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import type { Box, Catalogue, City, CountryCode, Lang, LocaleCode, Theme } from '../catalogue/types';
import { imageUrl } from '../images';
import { route } from '../services';
import { contentView } from './catalogue-view';
import { countryOf, langOf, readLocale, slugify } from './common';
import { COUNTRY_NAMES } from './texts/countries';

/**
 * GET {cms}/api/cms/menu?locale — the header's 'Inspirations' mega-menu and the burger's nested
 * menus (part 2 §2 "Header and menus"): up to 4 levels of links, and a themes panel with this
 * week's suggested theme. Links are storefront paths written by the storefront's routing rule
 * (src/routing/route-names.ts), spelled out here because mocks/ never imports src/:
 *   booking search by city/theme  /{site}/{city}/{slug}[/{theme}/{slug}]  (a theme alone: /{site}/{theme}/{slug})
 *   gift search by city           /{site}/{giftSearch}/{city}/{slug}
 *   activity search               /{site}/{activitySearch}
 *   box detail                    /{site}/{boxes}/p/{slug}/{code}
 *   gift card                     /{site}/{giftCard}
 */

/** A menu entry: a link, a group of entries, or both. Leaves have no children. */
export interface MenuNode {
  id: string;
  label: string;
  url: string | null;
  children: MenuNode[];
}

interface RouteWords {
  city: string;
  theme: string;
  giftSearch: string;
  activitySearch: string;
  boxes: string;
  giftCard: string;
}

/** The storefront's route names the menu needs, per language (same words as its routing table). */
const WORDS: Record<Lang, RouteWords> = {
  fr: { city: 'ville', theme: 'idee', giftSearch: 'recherche-cadeau', activitySearch: 'activites', boxes: 'coffret-cadeau', giftCard: 'carte-cadeau' },
  nl: { city: 'stad', theme: 'thema', giftSearch: 'cadeau-zoeken', activitySearch: 'activiteiten', boxes: 'cadeaubox', giftCard: 'cadeaukaart' },
  it: { city: 'citta', theme: 'tema', giftSearch: 'ricerca-regalo', activitySearch: 'attivita', boxes: 'cofanetto-regalo', giftCard: 'carta-regalo' },
  es: { city: 'ciudad', theme: 'tema', giftSearch: 'busqueda-regalo', activitySearch: 'actividades', boxes: 'caja-regalo', giftCard: 'tarjeta-regalo' },
};

interface MenuTexts {
  destinations: string;
  themes: string;
  gifts: string;
  themeGroups: { relax: string; discover: string; share: string };
  giftBoxes: string;
  giftStays: string;
  giftCard: string;
  activityVouchers: string;
  panelTitle: string;
  teaser(theme: string): string;
  imageAlt(theme: string): string;
}

const TEXTS: Record<Lang, MenuTexts> = {
  fr: {
    destinations: 'Destinations',
    themes: 'Thèmes',
    gifts: 'Idées cadeaux',
    themeGroups: { relax: 'Se détendre', discover: 'Découvrir', share: 'Partager' },
    giftBoxes: 'Coffrets cadeaux',
    giftStays: 'Séjours à offrir',
    giftCard: 'Carte cadeau',
    activityVouchers: 'Bons d’activité',
    panelTitle: 'Nos thèmes',
    teaser: (theme) => `Cette semaine, laissez-vous tenter par nos week-ends « ${theme} ».`,
    imageAlt: (theme) => `Un séjour ${theme.toLowerCase()}`,
  },
  nl: {
    destinations: 'Bestemmingen',
    themes: 'Thema’s',
    gifts: 'Cadeau-ideeën',
    themeGroups: { relax: 'Ontspannen', discover: 'Ontdekken', share: 'Samen genieten' },
    giftBoxes: 'Cadeauboxen',
    giftStays: 'Verblijven om cadeau te doen',
    giftCard: 'Cadeaukaart',
    activityVouchers: 'Activiteitenbonnen',
    panelTitle: 'Onze thema’s',
    teaser: (theme) => `Laat je deze week verleiden door onze weekendjes „${theme}”.`,
    imageAlt: (theme) => `Een verblijf: ${theme.toLowerCase()}`,
  },
  it: {
    destinations: 'Destinazioni',
    themes: 'Temi',
    gifts: 'Idee regalo',
    themeGroups: { relax: 'Rilassarsi', discover: 'Scoprire', share: 'Condividere' },
    giftBoxes: 'Cofanetti regalo',
    giftStays: 'Soggiorni da regalare',
    giftCard: 'Carta regalo',
    activityVouchers: 'Buoni attività',
    panelTitle: 'I nostri temi',
    teaser: (theme) => `Questa settimana lasciati tentare dai nostri weekend «${theme}».`,
    imageAlt: (theme) => `Un soggiorno a tema ${theme.toLowerCase()}`,
  },
  es: {
    destinations: 'Destinos',
    themes: 'Temas',
    gifts: 'Ideas de regalo',
    themeGroups: { relax: 'Relajarse', discover: 'Descubrir', share: 'Compartir' },
    giftBoxes: 'Cajas regalo',
    giftStays: 'Escapadas para regalar',
    giftCard: 'Tarjeta regalo',
    activityVouchers: 'Bonos de actividad',
    panelTitle: 'Nuestros temas',
    teaser: (theme) => `Esta semana, déjate tentar por nuestras escapadas «${theme}».`,
    imageAlt: (theme) => `Una escapada de ${theme.toLowerCase()}`,
  },
};

/** Theme ids per group of the Themes entry (a theme missing from the catalogue is skipped). */
const THEME_GROUPS: Record<keyof MenuTexts['themeGroups'], readonly string[]> = {
  relax: ['wellness', 'sea', 'nature'],
  discover: ['culture', 'gastronomy', 'wine'],
  share: ['romantic', 'family', 'unusual', 'sport'],
};

/** Sites whose activity-only search is enabled (the same list as the CMS homepage's activity flow). */
const ACTIVITY_LOCALES: readonly LocaleCode[] = ['fr_FR', 'fr_BE', 'nl_BE', 'es_ES'];
const COUNTRIES: readonly CountryCode[] = ['FR', 'BE', 'NL', 'IT', 'ES'];

const CITIES_PER_THEME = 3;
const CITIES_PER_GIFT_LIST = 6;
const BOXES_IN_MENU = 6;

interface MenuContext {
  catalogue: Catalogue;
  locale: LocaleCode;
  lang: Lang;
  words: RouteWords;
  site: string;
}

const link = (id: string, label: string, url: string): MenuNode => ({ id, label, url, children: [] });
const group = (id: string, label: string, children: MenuNode[], url: string | null = null): MenuNode => ({ id, label, url, children });

const citySlug = (ctx: MenuContext, city: City) => slugify(city.label[ctx.lang]);
const cityUrl = (ctx: MenuContext, city: City) => `${ctx.site}/${ctx.words.city}/${citySlug(ctx, city)}`;
const themeUrl = (ctx: MenuContext, theme: Theme) => `${ctx.site}/${ctx.words.theme}/${theme.slug[ctx.lang]}`;
const cityThemeUrl = (ctx: MenuContext, city: City, theme: Theme) => `${cityUrl(ctx, city)}/${ctx.words.theme}/${theme.slug[ctx.lang]}`;
const giftCityUrl = (ctx: MenuContext, city: City) => `${ctx.site}/${ctx.words.giftSearch}/${ctx.words.city}/${citySlug(ctx, city)}`;
const boxUrl = (ctx: MenuContext, box: Box) => `${ctx.site}/${ctx.words.boxes}/p/${box.slug[ctx.lang]}/${box.code}`;

/** Countries (the site's own first) → regions → cities: the four levels of the Destinations entry. */
function destinations(ctx: MenuContext): MenuNode {
  const view = contentView(ctx.catalogue);
  const own = countryOf(ctx.locale);
  const countries = [own, ...COUNTRIES.filter((country) => country !== own)];
  return group(
    'destinations',
    TEXTS[ctx.lang].destinations,
    countries.flatMap((country) => {
      const cities = view.citiesByCountry.get(country) ?? [];
      if (cities.length === 0) return [];
      const regions = new Map<string, { label: string; cities: City[] }>();
      for (const city of cities) {
        const entry = regions.get(city.region.id) ?? { label: city.region.label, cities: [] };
        entry.cities.push(city);
        regions.set(city.region.id, entry);
      }
      return [
        group(
          `country-${country}`,
          COUNTRY_NAMES[ctx.lang][country],
          [...regions].map(([regionId, region]) =>
            group(
              `region-${regionId}`,
              region.label,
              region.cities.map((city) => link(`city-${city.id}`, city.label[ctx.lang], cityUrl(ctx, city))),
            ),
          ),
        ),
      ];
    }),
  );
}

/** Groups → themes → the theme in the country's biggest cities. */
function themes(ctx: MenuContext): MenuNode {
  const cities = (contentView(ctx.catalogue).citiesByCountry.get(countryOf(ctx.locale)) ?? []).slice(0, CITIES_PER_THEME);
  const text = TEXTS[ctx.lang];
  return group(
    'themes',
    text.themes,
    (Object.keys(THEME_GROUPS) as Array<keyof typeof THEME_GROUPS>).map((groupId) =>
      group(
        `theme-group-${groupId}`,
        text.themeGroups[groupId],
        THEME_GROUPS[groupId].flatMap((themeId) => {
          const theme = ctx.catalogue.themes.find((item) => item.id === themeId);
          if (!theme) return [];
          return [
            group(
              `theme-${theme.id}`,
              theme.label[ctx.lang],
              cities.map((city) => link(`theme-${theme.id}-${city.id}`, city.label[ctx.lang], cityThemeUrl(ctx, city, theme))),
              themeUrl(ctx, theme),
            ),
          ];
        }),
      ),
    ),
  );
}

function gifts(ctx: MenuContext): MenuNode {
  const view = contentView(ctx.catalogue);
  const country = countryOf(ctx.locale);
  const text = TEXTS[ctx.lang];
  const boxes = (view.boxesByCountry.get(country) ?? []).slice(0, BOXES_IN_MENU);
  const cities = (view.citiesByCountry.get(country) ?? []).slice(0, CITIES_PER_GIFT_LIST);
  const children = [
    group('gift-boxes', text.giftBoxes, boxes.map((box) => link(`box-${box.code}`, box.title[ctx.lang], boxUrl(ctx, box))), `${ctx.site}/${ctx.words.boxes}`),
    group('gift-stays', text.giftStays, cities.map((city) => link(`gift-city-${city.id}`, city.label[ctx.lang], giftCityUrl(ctx, city))), `${ctx.site}/${ctx.words.giftSearch}`),
    link('gift-card', text.giftCard, `${ctx.site}/${ctx.words.giftCard}`),
  ];
  if (ACTIVITY_LOCALES.includes(ctx.locale)) children.push(link('activity-vouchers', text.activityVouchers, `${ctx.site}/${ctx.words.activitySearch}`));
  return group('gifts', text.gifts, children);
}

/** ISO 8601 week number of an ISO day: the suggested theme changes every Monday. */
export function isoWeek(isoDay: string): number {
  const date = new Date(`${isoDay}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7; // Monday 1 … Sunday 7
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the Thursday of the same week names its year
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** This week's theme: the catalogue's themes in turn, one per ISO week of the catalogue's today. */
export function suggestedThemeOf(catalogue: Catalogue): Theme | undefined {
  if (catalogue.themes.length === 0) return undefined;
  return catalogue.themes[isoWeek(catalogue.today) % catalogue.themes.length];
}

function themesPanel(request: Request, ctx: MenuContext) {
  const text = TEXTS[ctx.lang];
  const theme = suggestedThemeOf(ctx.catalogue);
  return {
    title: text.panelTitle,
    suggested: theme
      ? {
          id: theme.id,
          label: theme.label[ctx.lang],
          url: themeUrl(ctx, theme),
          teaser: text.teaser(theme.label[ctx.lang]),
          image: { url: imageUrl(request, `menu-theme-${theme.id}`, '640x360'), alt: text.imageAlt(theme.label[ctx.lang]) },
        }
      : null,
    themes: ctx.catalogue.themes.map((item) => ({ id: item.id, label: item.label[ctx.lang], url: themeUrl(ctx, item) })),
  };
}

export function menuOf(request: Request, catalogue: Catalogue, locale: LocaleCode) {
  const lang = langOf(locale);
  const ctx: MenuContext = { catalogue, locale, lang, words: WORDS[lang], site: `/${locale.toLowerCase().replace('_', '-')}` };
  return { locale, inspirations: [destinations(ctx), themes(ctx), gifts(ctx)], themesPanel: themesPanel(request, ctx) };
}

export const menuHandlers = [
  http.get(route('cms', '/api/cms/menu'), ({ request }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    return HttpResponse.json(menuOf(request, getCatalogue(), read.locale));
  }),
];
