import { bffGetContract } from '../contract';
import { topResultsSearchOf, type TopResultsSearch } from '@/domain/content/top-results-search';
import type { TopSearchResultsBlock } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';

/**
 * A landing's top-results block: GET /api/landing-results?locale&type[&city&theme]&count →
 * display-ready cards (texts formatted by the server, so the island ships no messages).
 */
export interface LandingResultsQuery extends TopResultsSearch {
  locale: Locale;
}

export interface LandingResultCard {
  id: number;
  title: string;
  /** Package or activity centre, with its place. */
  subtitle: string | null;
  href: string;
  imageUrl: string | null;
  /** Already formatted in the site's language ('from €129'). */
  price: string;
}

export interface LandingResultsAnswer {
  cards: LandingResultCard[];
}

/** The most results one block may ask for. */
export const LANDING_RESULTS_MAX = 12;

export const landingResultsContract = bffGetContract<LandingResultsQuery, LandingResultsAnswer>('/api/landing-results');

/** The query of a CMS top-results block, its count kept within what the route accepts. */
export function landingResultsQueryOf(block: Pick<TopSearchResultsBlock, 'searchParams' | 'criteria'>, locale: Locale): LandingResultsQuery {
  return { locale, ...topResultsSearchOf(block, LANDING_RESULTS_MAX) };
}
