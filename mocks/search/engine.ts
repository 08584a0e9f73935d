import type { Criteria } from './criteria';
import type { PackageEntry, SearchIndex } from './indexes';
import { capPerHotel, findMatches } from './matches';
import { resolvePlace, type Place } from './place';
import { firstInOrder, type Match, type OrderBy } from './sort';
import { suggest } from './suggestions';

/**
 * The stay/gift search: filter → cap packages per hotel → order → page. Suggestions when
 * nothing matches (suggestions.ts).
 */
export interface SearchQuery {
  criteria: Criteria;
  orderBy: OrderBy;
  page: number;
  limit: number;
  /** At most this many packages per hotel (the best ones in the requested order). */
  perHotel: number;
  /** Narrows the catalogue further (a partner minisite's stays, minisite.ts). */
  allowed?: (entry: PackageEntry) => boolean;
}

export interface SearchOutcome {
  /** Results after the per-hotel cap, before paging. */
  total: number;
  results: Match[];
  /** Only when nothing matched: stays outside the criteria (docs/api/search.md, "Suggestions"). */
  suggestions: Match[] | null;
  place: Place;
}

export function pageOf(matches: readonly Match[], page: number, limit: number): Match[] {
  const start = (page - 1) * limit;
  if (start >= matches.length) return [];
  return firstInOrder(matches, start + limit).slice(start);
}

export function runSearch(index: SearchIndex, query: SearchQuery): SearchOutcome {
  const place = resolvePlace(index, query.criteria);
  const capped = capPerHotel(findMatches(index, query.criteria, query.orderBy, place, query.allowed), query.perHotel);
  const results = pageOf(capped, query.page, query.limit);
  const suggestions = capped.length === 0 ? suggest(index, query.criteria, place, query.limit, query.perHotel) : null;
  return { total: capped.length, results, suggestions, place };
}
