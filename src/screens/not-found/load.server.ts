import 'server-only';
import { after } from 'next/server';
import { cache } from 'react';
import { fetchMarketingArticles } from '@/api/content';
import { reportNotFound } from '@/api/errors';
import type { MarketingArticle } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import { getPageLocale } from '@/server/page-locale';
import { getRequestContext } from '@/server/request-context';

/** 'Our selection of the moment': four articles (part 2 §2). */
export const NOT_FOUND_ARTICLES = 4;

export interface NotFoundData {
  /** The site of the missing path; null for a path outside every site (no search box, no articles, home is the splash). */
  locale: Locale | null;
  /** The language the page is written in: the site's, or for a path outside every site the visitor's (Accept-Language). */
  language: Locale;
  /** Empty when the site has none or the call failed (the section then hides). */
  articles: MarketingArticle[];
}

/**
 * Reports the missing URI to the error route once per rendered 404, after the response is sent so
 * the visitor never waits for it. Only the page component calls this (not generateMetadata, which
 * Next runs again in a separate render for a 404); React cache keeps it to one call per render.
 */
const reportOnce = cache((uri: string, locale: Locale): true => {
  after(async () => {
    await reportNotFound({ uri, locale });
  });
  return true;
});

export const loadNotFound = cache(async (): Promise<NotFoundData> => {
  const [request, language] = await Promise.all([getRequestContext(), getPageLocale()]);
  const { locale } = request;
  reportOnce(request.pathname, language);
  if (locale === null) return { locale, language, articles: [] };
  const articles = await fetchMarketingArticles(locale, NOT_FOUND_ARTICLES);
  return { locale, language, articles: articles.ok ? articles.data : [] };
});
