import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, type ApiResult, type CallOptions } from '@/api/core';
import type { Locale } from '@/domain/model/locale';
import { pageIndexSchema, type WirePageIndex } from './schemas';

/** A static content page as the index lists it: its id (the path segment) and title. */
export interface ContentPageEntry {
  id: string;
  title: string;
}

function toEntries(wire: WirePageIndex): ContentPageEntry[] {
  return wire.pages.map((page) => ({ id: page.id, title: page.title }));
}

/**
 * GET {cms}/api/cms/pages?locale — every static content page of a locale (our addition, for the
 * sitemaps). A catalogue read: cached 5 minutes like the pages themselves.
 */
export async function fetchContentPageIndex(locale: Locale, options?: CallOptions): Promise<ApiResult<ContentPageEntry[]>> {
  const result = await request({
    service: 'cms',
    path: '/api/cms/pages',
    query: { locale },
    schema: pageIndexSchema,
    label: { operation: 'content page index', location: 'crawlers.sitemap' },
    cache: catalogueCache(cacheTags.pages(locale)),
    ...options,
  });
  return mapResult(result, toEntries);
}
