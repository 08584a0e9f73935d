import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import type { Catalogue, LocaleCode } from '../catalogue/types';
import { imageUrl } from '../images';
import { route } from '../services';
import { blockContext, type CmsLink, type CountDown, type Cta } from './blocks';
import { contentView } from './catalogue-view';
import { instantFromToday, langOf, LOCALE_CODES, readLocale, readOptionalLocale } from './common';
import type { SitePaths } from './paths';
import { sitePaths } from './paths';
import { BANNER_TEXTS, type BannerTexts } from './texts/banners';
import { COUNTRY_NAMES } from './texts/countries';

/**
 * Announcement banners (gateway), promo bars (CMS) and targeted banners (static content file).
 * Countdown windows are relative to the catalogue's today: one open, one ended, one not started.
 */
export type PageKind = 'home' | 'product' | 'search';
export type FlowName = 'booking' | 'gifting' | 'activity' | 'hotel';
type Window = 'open' | 'ended' | 'upcoming';

interface AnnouncementDef {
  id: string;
  page: PageKind;
  flow: FlowName;
  text: keyof BannerTexts['announcement'];
  window: Window | null;
  colorVariation: 'promo' | 'default' | 'black';
  url(paths: SitePaths): string;
  campaign: string;
}

const ANNOUNCEMENTS: readonly AnnouncementDef[] = [
  { id: 'home-booking-flash-sale', page: 'home', flow: 'booking', text: 'flashSale', window: 'open', colorVariation: 'promo', url: (p) => p.search, campaign: 'flash-sale' },
  { id: 'home-gifting-last-minute-gift', page: 'home', flow: 'gifting', text: 'giftDelivery', window: null, colorVariation: 'default', url: (p) => p.boxes, campaign: 'last-minute-gift' },
  { id: 'product-booking-winter-sale', page: 'product', flow: 'booking', text: 'winterSale', window: 'ended', colorVariation: 'black', url: (p) => p.search, campaign: 'winter-sale' },
  { id: 'search-booking-bargain-weekend', page: 'search', flow: 'booking', text: 'upcomingDeal', window: 'upcoming', colorVariation: 'promo', url: (p) => p.search, campaign: 'bargain-weekend' },
  { id: 'search-gifting-gift-card', page: 'search', flow: 'gifting', text: 'giftCard', window: null, colorVariation: 'default', url: (p) => p.giftCard, campaign: 'gift-card' },
];

/** open: started 3 days ago, ends in 10 days; ended: 30 to 10 days ago; upcoming: in 14 to 21 days. */
export function countDownWindow(catalogue: Catalogue, window: Window): CountDown {
  const [from, to] = window === 'open' ? [-3, 10] : window === 'ended' ? [-30, -10] : [14, 21];
  return { start: instantFromToday(catalogue, from), end: instantFromToday(catalogue, to, '23:59:59') };
}

export interface AnnouncementLocalization {
  content: string;
  title: string;
  link: CmsLink;
  colorVariation: string;
  countDown: CountDown | null;
}

function localize(catalogue: Catalogue, def: AnnouncementDef, locale: LocaleCode): AnnouncementLocalization {
  const text = BANNER_TEXTS[langOf(locale)].announcement[def.text];
  return {
    content: text.content,
    title: text.title,
    link: { url: def.url(sitePaths(locale)), campaign: def.campaign, category: 'announcement-banner' },
    colorVariation: def.colorVariation,
    countDown: def.window ? countDownWindow(catalogue, def.window) : null,
  };
}

/**
 * The homepage document's own banners (part 2 §2: the homepage call holds an announcement banner).
 * Authored with the homepage, so they need not match the gateway's home entries: the gifting home
 * promotes the gift card here while the gateway announces last-minute gifts, which lets a test see
 * which of the two a page shows.
 */
const HOMEPAGE_ANNOUNCEMENTS: readonly AnnouncementDef[] = [
  ANNOUNCEMENTS.find((item) => item.id === 'home-booking-flash-sale')!,
  { id: 'homepage-gifting-gift-card', page: 'home', flow: 'gifting', text: 'giftCard', window: null, colorVariation: 'black', url: (p) => p.giftCard, campaign: 'gift-card' },
];

/** The banner the homepage of a flow shows, or null when none is planned for it. */
export function homeAnnouncement(catalogue: Catalogue, locale: LocaleCode, flow: FlowName): AnnouncementLocalization | null {
  const def = HOMEPAGE_ANNOUNCEMENTS.find((item) => item.flow === flow);
  return def ? localize(catalogue, def, locale) : null;
}

export interface PromoBar {
  internalCode: string;
  campaign: string;
  category: string;
  flow: FlowName;
  page: PageKind;
  links: Array<{ label: string; url: string; newTab: boolean; variant: 'default' | 'black' }>;
  colorPalette: { background: string };
}

export function promoBars(catalogue: Catalogue, locale: LocaleCode): PromoBar[] {
  const text = BANNER_TEXTS[langOf(locale)].promoBar;
  const paths = sitePaths(locale);
  const country = locale.slice(3);
  const theme = (id: string) => {
    const found = catalogue.themes.find((item) => item.id === id);
    return found ? paths.theme(found) : paths.search;
  };
  const bar = (page: PageKind, flow: FlowName, campaign: string, background: string, links: PromoBar['links']): PromoBar => ({
    internalCode: `PB-${country}-${page.toUpperCase()}-${flow.toUpperCase()}`,
    campaign,
    category: 'promo-bar',
    flow,
    page,
    links,
    colorPalette: { background },
  });
  return [
    bar('home', 'booking', 'small-prices', '#FFE8D6', [
      { label: text.under150, url: `${paths.search}?priceMax=15000`, newTab: false, variant: 'default' },
      { label: text.lastMinute, url: `${paths.search}?sort=promo`, newTab: false, variant: 'black' },
    ]),
    bar('search', 'booking', 'themes', '#E3F2EC', [
      { label: text.spa, url: theme('wellness'), newTab: false, variant: 'default' },
      { label: text.gourmet, url: theme('gastronomy'), newTab: false, variant: 'default' },
    ]),
    bar('product', 'booking', 'instalments', '#1F1F1F', [
      { label: text.instalments, url: paths.page(instalmentsPage(locale)), newTab: true, variant: 'black' },
    ]),
    bar('home', 'gifting', 'gifts', '#FBE3EA', [
      { label: text.boxes, url: paths.boxes, newTab: false, variant: 'default' },
      { label: text.giftCard, url: paths.giftCard, newTab: false, variant: 'black' },
    ]),
  ];
}

/** The FAQ explains instalments; its slug per language (kept in step with texts/pages.ts). */
function instalmentsPage(locale: LocaleCode): string {
  return { fr: 'questions-frequentes', nl: 'veelgestelde-vragen', it: 'domande-frequenti', es: 'preguntas-frecuentes' }[langOf(locale)];
}

/** null = the banner does not filter on that field. */
interface Targeting {
  department: string | null;
  theme: string | null;
  city: string | null;
  country: string | null;
  region: string | null;
  lessThanTwoHours: boolean | null;
}

function targetedBanners(request: Request, catalogue: Catalogue, locale: LocaleCode) {
  const ctx = blockContext(request, catalogue, locale);
  const text = BANNER_TEXTS[ctx.lang].targeted;
  const cities = contentView(catalogue).citiesByCountry.get(ctx.country) ?? [];
  const [first, second = first, third = second] = cities;
  const wellness = catalogue.themes.find((theme) => theme.id === 'wellness') ?? catalogue.themes[0];
  const none: Targeting = { department: null, theme: null, city: null, country: null, region: null, lessThanTwoHours: null };
  const banner = (
    id: string,
    title: string,
    subtitle: string,
    url: string,
    imagePosition: 'center' | 'left' | 'right',
    targeting: Partial<Targeting>,
  ) => {
    const key = `targeted-${locale}-${id}`;
    const ctas: Cta[] = [{ label: text.cta, url, newTab: false }];
    return {
      id,
      title,
      subtitle,
      imageUrl: imageUrl(request, key, '1920x595'),
      imageMobile: imageUrl(request, key, '750x360'),
      imagePosition,
      imageAlt: title,
      ctas,
      url,
      newTab: false,
      ...none,
      ...targeting,
    };
  };
  const list = [];
  if (first) list.push(banner(`city-${first.id}`, text.city(first.label[ctx.lang]), text.citySubtitle, ctx.paths.city(first), 'center', { city: first.id }));
  if (wellness) list.push(banner(`theme-${wellness.id}`, text.wellness, text.wellnessSubtitle, ctx.paths.theme(wellness), 'left', { theme: wellness.id }));
  if (second)
    list.push(
      banner(`department-${second.department.id}`, text.department(second.department.label), text.departmentSubtitle, ctx.paths.department(second.department.id), 'right', {
        department: second.department.id,
      }),
    );
  if (third)
    list.push(banner(`region-${third.region.id}`, text.region(third.region.label), text.regionSubtitle, ctx.paths.region(third.region.id), 'center', { region: third.region.id }));
  list.push(banner('less-than-two-hours', text.nearby, text.nearbySubtitle, ctx.paths.search, 'left', { lessThanTwoHours: true }));
  list.push(
    banner(`country-${ctx.country}`, text.country(COUNTRY_NAMES[ctx.lang][ctx.country]), text.countrySubtitle, ctx.paths.search, 'right', { country: ctx.country }),
  );
  return list;
}

export const bannerHandlers = [
  // The gateway call, and the static announcement file the spec names as its alternative (part 2 §7).
  ...[route('gateway', '/cms/announcementBanner'), route('cms', '/content/announcementBanner.json')].map((path) =>
    http.get(path, ({ request }) => {
      const read = readOptionalLocale(new URL(request.url));
      if ('error' in read) return read.error;
      const catalogue = getCatalogue();
      const locales = read.locale ? [read.locale] : LOCALE_CODES;
      const banners = ANNOUNCEMENTS.map((def) => ({
        id: def.id,
        page: def.page,
        flow: def.flow,
        localizations: Object.fromEntries(locales.map((locale) => [locale, localize(catalogue, def, locale)])),
      }));
      return HttpResponse.json({ banners });
    }),
  ),

  http.get(route('cms', '/api/cms/promoBars'), ({ request }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    return HttpResponse.json(promoBars(getCatalogue(), read.locale));
  }),

  http.get(route('cms', '/content/targetedBanner.json'), ({ request }) => {
    const catalogue = getCatalogue();
    return HttpResponse.json(Object.fromEntries(LOCALE_CODES.map((locale) => [locale, targetedBanners(request, catalogue, locale)])));
  }),
];
