import 'server-only';
import { fetchMarketingArticles } from '@/api/content';
import type { MarketingArticle } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';

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
 * The 404 page's data: one page per site and language, whatever path was missing (the proxy reports
 * the missing URI itself, src/screens/not-found/report.server.ts), so a cached 404 page is shared by
 * every missing path of a site.
 */
export async function loadNotFound(locale: Locale | null, language: Locale): Promise<NotFoundData> {
  if (locale === null) return { locale, language, articles: [] };
  const articles = await fetchMarketingArticles(locale, NOT_FOUND_ARTICLES);
  return { locale, language, articles: articles.ok ? articles.data : [] };
}
