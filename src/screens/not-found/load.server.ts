import 'server-only';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { cache } from 'react';
import { fetchMarketingArticles } from '@/api/content';
import { reportNotFound } from '@/api/errors';
import type { MarketingArticle } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import { getRequestContext } from '@/server/request-context';
import { localeFromAcceptLanguage } from './fallback-locale';

/** 'Our selection of the moment': four articles (part 2 §2). */
export const NOT_FOUND_ARTICLES = 4;

export interface NotFoundData {
  /** The site of the missing path; null for a path outside every site (English page). */
  locale: Locale | null;
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
  const request = await getRequestContext();
  const { locale } = request;
  const reportLocale = locale ?? localeFromAcceptLanguage((await headers()).get('accept-language'));
  reportOnce(request.pathname, reportLocale);
  if (locale === null) return { locale, articles: [] };
  const articles = await fetchMarketingArticles(locale, NOT_FOUND_ARTICLES);
  return { locale, articles: articles.ok ? articles.data : [] };
});
