import { bffGetContract } from '../contract';
import type { Locale } from '@/domain/model/locale';

/**
 * The stays of a box, page by page (part 2 §7, §9: pages of 8): GET /api/box/offers?locale&code&page.
 * An empty page is the end of the list.
 */
export interface BoxOffersQuery {
  locale: Locale;
  /** The box's digital code (its stays are the same in both formats). */
  code: string;
  page: number;
}

/** What a stay card shows; its link (the product page in box mode) is built on the server. */
export interface BoxStayCard {
  id: number;
  label: string;
  hotel: string | null;
  place: string | null;
  imageUrl: string | null;
  imageAlt: string;
  href: string;
}

export interface BoxOffersAnswer {
  page: number;
  totalCount: number;
  stays: BoxStayCard[];
}

export const boxOffersContract = bffGetContract<BoxOffersQuery, BoxOffersAnswer>('/api/box/offers');
