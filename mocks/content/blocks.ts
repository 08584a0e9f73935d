import { imageUrl } from '../images';
import type { Box, Catalogue, City, CountryCode, Lang, LocaleCode, Theme } from '../catalogue/types';
import { countryOf, langOf, stableDecimal } from './common';
import { sitePaths, type SitePaths } from './paths';
import type { ContentNode } from './rich-text';

/**
 * Wire shapes of CMS content blocks (part 2 §3 "Content blocks by type"), each with a `type`
 * discriminator, and builders that fill them from the catalogue so codes and links are real.
 */
export interface Cta {
  label: string;
  url: string;
  newTab: boolean;
}
export interface CmsLink {
  url: string;
  campaign: string;
  category: string;
}
export interface CmsImage {
  url: string;
  mobileUrl: string;
  alt: string;
}
export interface CountDown {
  start: string;
  end: string;
}
export interface BoxCard {
  id: string;
  title: string;
  description: string;
  rating: number;
  price: number;
  promoPrice: number | null;
  image: string;
  link: CmsLink;
}

export type Block =
  | { type: 'boxes'; id: string; title: string; subtitle: string; boxes: BoxCard[]; cta: Cta | null }
  | { type: 'jumbotron'; id: string; title: string; subtitle: string; image: CmsImage; countDown: CountDown | null; ctas: Cta[] }
  | { type: 'mainUsp'; id: string; title: string; items: Array<{ icon: string; title: string; text: string }> }
  | { type: 'marketing'; id: string; title: string; text: string; image: CmsImage; cta: Cta }
  | { type: 'categories'; id: string; title: string; items: Array<{ id: string; label: string; image: string; url: string }> }
  | { type: 'banner'; id: string; title: string; subtitle: string; image: CmsImage; link: CmsLink; colorPalette: { background: string; text: string } }
  | { type: 'boxCodes'; id: string; title: string; codes: string[] }
  | { type: 'relatedBanner'; id: string; title: string; links: Array<{ label: string; url: string }> }
  | { type: 'article'; id: string; title: string; content: ContentNode[]; image: CmsImage | null }
  | {
      type: 'topSearchResults';
      id: string;
      title: string;
      /** resultsCount is left out on some blocks: the storefront then shows 3 (part 2 §9). */
      searchParams: { resultsCount?: number; type: 'weekend' | 'activity'; url: string; newTab: boolean };
      criteria: { city?: string; theme?: string };
    };

/** Everything a builder needs about the request and the locale. */
export interface BlockContext {
  request: Request;
  catalogue: Catalogue;
  locale: LocaleCode;
  lang: Lang;
  country: CountryCode;
  paths: SitePaths;
}

export function blockContext(request: Request, catalogue: Catalogue, locale: LocaleCode): BlockContext {
  return { request, catalogue, locale, lang: langOf(locale), country: countryOf(locale), paths: sitePaths(locale) };
}

export function cmsImage(ctx: BlockContext, key: string, alt: string, wide = false): CmsImage {
  return {
    url: imageUrl(ctx.request, key, wide ? '1920x880' : '960x540'),
    mobileUrl: imageUrl(ctx.request, key, '750x360'),
    alt,
  };
}

export function boxCard(ctx: BlockContext, box: Box, campaign: string, category: string): BoxCard {
  const discounted = box.sellPrice < box.referencePrice;
  return {
    id: box.code,
    title: box.title[ctx.lang],
    description: box.description[ctx.lang],
    // Out of 5, like the site's structured data (part 2 §9).
    rating: stableDecimal(`box-rating-${box.code}`, 4.2, 4.9),
    price: box.referencePrice,
    promoPrice: discounted ? box.sellPrice : null,
    image: imageUrl(ctx.request, box.images[0]?.key ?? `box-${box.code}`, '640x360'),
    link: { url: ctx.paths.box(box), campaign, category },
  };
}

export function topSearchResults(
  ctx: BlockContext,
  id: string,
  title: string,
  target: { city?: City; theme?: Theme; activity?: boolean; resultsCount?: number },
): Block {
  const { city, theme } = target;
  const url = target.activity && city ? ctx.paths.activitiesIn(city) : city ? ctx.paths.city(city) : theme ? ctx.paths.theme(theme) : ctx.paths.search;
  const searchParams: { resultsCount?: number; type: 'weekend' | 'activity'; url: string; newTab: boolean } = {
    type: target.activity ? 'activity' : 'weekend',
    url,
    newTab: false,
  };
  if (target.resultsCount !== undefined) searchParams.resultsCount = target.resultsCount;
  const criteria: { city?: string; theme?: string } = {};
  if (city) criteria.city = city.id;
  if (theme) criteria.theme = theme.id;
  return { type: 'topSearchResults', id, title, searchParams, criteria };
}

export function categoriesBlock(ctx: BlockContext, id: string, title: string, themes: readonly Theme[]): Block {
  return {
    type: 'categories',
    id,
    title,
    items: themes.map((theme) => ({
      id: theme.id,
      label: theme.label[ctx.lang],
      image: imageUrl(ctx.request, `theme-${theme.id}`, '640x360'),
      url: ctx.paths.theme(theme),
    })),
  };
}
