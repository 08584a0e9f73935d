import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { ContentPage, IdeasPage, Landing, LandingLink, MarketingArticle, Minisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import { toArticles, toContentPage, toIdeasPage, toLanding, toLandingLinks, toMinisite } from './reshape';
import { articlesSchema, contentPageSchema, ideasSchema, landingListSchema, landingSchema, minisiteSchema } from './schemas';

/**
 * Content calls whose paths the spec does not show (docs/api/content.md records the choices).
 * All are catalogue reads: cached 5 minutes with a tag per item.
 */
/** GET {cms}/api/cms/pages/{id}?locale — static content page; 404 for an unknown id. */
export async function fetchContentPage(id: string, locale: Locale, options?: CallOptions): Promise<ApiResult<ContentPage>> {
  const result = await request({
    service: 'cms',
    path: `/api/cms/pages/${segment(id)}`,
    query: { locale },
    schema: contentPageSchema,
    label: { operation: 'static content', location: 'content.page' },
    cache: catalogueCache(cacheTags.page(locale, id)),
    ...options,
  });
  return mapResult(result, toContentPage);
}

/** GET {cms}/api/cms/ideas?locale — the ideas page (failure: 'Oops, something went wrong'). */
export async function fetchIdeas(locale: Locale, options?: CallOptions): Promise<ApiResult<IdeasPage>> {
  const result = await request({
    service: 'cms',
    path: '/api/cms/ideas',
    query: { locale },
    schema: ideasSchema,
    label: { operation: 'ideas', location: 'content.ideas' },
    cache: catalogueCache(cacheTags.ideas(locale)),
    ...options,
  });
  return mapResult(result, toIdeasPage);
}

/** GET {cms}/api/cms/landings/{slug}?locale — one data-driven landing; 404 for an unknown slug. */
export async function fetchLanding(slug: string, locale: Locale, options?: CallOptions): Promise<ApiResult<Landing>> {
  const result = await request({
    service: 'cms',
    path: `/api/cms/landings/${segment(slug)}`,
    query: { locale },
    schema: landingSchema,
    label: { operation: 'landing', location: 'content.landing' },
    cache: catalogueCache(cacheTags.landing(locale, slug)),
    ...options,
  });
  return mapResult(result, toLanding);
}

/** GET {cms}/api/cms/landings?locale — the landings of a locale (box listing's landing links). */
export async function fetchLandings(locale: Locale, options?: CallOptions): Promise<ApiResult<LandingLink[]>> {
  const result = await request({
    service: 'cms',
    path: '/api/cms/landings',
    query: { locale },
    schema: landingListSchema,
    label: { operation: 'landings', location: 'content.boxes' },
    cache: catalogueCache(cacheTags.landings(locale)),
    ...options,
  });
  return mapResult(result, toLandingLinks);
}

/** GET {cms}/api/cms/articles?locale&limit — marketing articles ('Our selection of the moment'). */
export async function fetchMarketingArticles(locale: Locale, limit = 4, options?: CallOptions): Promise<ApiResult<MarketingArticle[]>> {
  const result = await request({
    service: 'cms',
    path: '/api/cms/articles',
    query: { locale, limit },
    schema: articlesSchema,
    label: { operation: 'marketing articles', location: 'content.not-found' },
    cache: catalogueCache(cacheTags.articles(locale)),
    ...options,
  });
  return mapResult(result, toArticles);
}

/** GET {cms}/api/cms/minisites/{slug}?locale — a partner minisite; 404 for any other slug. */
export async function fetchMinisite(slug: string, locale?: Locale, options?: CallOptions): Promise<ApiResult<Minisite>> {
  const result = await request({
    service: 'cms',
    path: `/api/cms/minisites/${segment(slug)}`,
    query: { locale },
    schema: minisiteSchema,
    label: { operation: 'minisite', location: 'content.minisite' },
    cache: catalogueCache(cacheTags.minisite(slug)),
    ...options,
  });
  return mapResult(result, toMinisite);
}
