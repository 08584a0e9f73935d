import { bffGetContract } from '../contract';
import type { OfferCard } from '@/domain/model/search';
import type { SearchQuery } from './search-query';

/** A point of the results map with what its info card shows (not the whole offer card: 1,000 of them travel). */
export interface MapResult {
  id: number;
  lat: number;
  lng: number;
  label: string;
  /** Cents. */
  price: number;
  priceType: OfferCard['price']['priceType'];
  imageUrl: string | null;
  stars: number | null;
  reviewAverage: number | null;
  locationLabel: string | null;
  /** Where the info card leads (computed on the server with the same rule as the cards). */
  href: string;
}

/** The results map: GET /api/search/map?locale&flow[&boxCode]&hash → every result with a position (≤ 1,000). */
export const searchMapContract = bffGetContract<SearchQuery, MapResult[]>('/api/search/map');
