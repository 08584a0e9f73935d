import { bffGetContract } from '../contract';
import type { ActivityCard, OfferCard, SearchArea } from '@/domain/model/search';
import type { SearchQuery } from './search-query';

/**
 * One page of search results as the results island shows it, whatever the flow's call: stays,
 * gift stays and box or beneficiary offers are offer cards; the activity flow lists activity-only
 * products. Safe to send to the browser (plain data).
 */
export type ResultItem = { kind: 'offer'; card: OfferCard } | { kind: 'activity'; card: ActivityCard };

export interface ResultsPage {
  /** Every result of the search, all pages. */
  total: number;
  /** 1-based page shown. */
  page: number;
  pageSize: number;
  items: ResultItem[];
  /** Stays outside the criteria, when nothing matched (part 1 §2 suggestion banner). */
  suggestions: OfferCard[];
  /**
   * The region, department, country or point of interest the criteria name, as the catalogue
   * names it: the heading and the map follow it once the island has read the hash. Absent
   * without one (a city's name comes from the path).
   */
  area?: SearchArea | null;
}

/** The results island: GET /api/search?locale&flow[&boxCode]&hash → one ResultsPage. */
export const searchResultsContract = bffGetContract<SearchQuery, ResultsPage>('/api/search');
