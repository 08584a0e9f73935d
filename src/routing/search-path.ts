import type { SearchFlow } from '@/domain/search/search-flow';
import type { SearchFilters, SearchParams } from './path-params';
import type { RouteNames } from './route-words';
import { isBoxCode, isSlug } from './segments';

/**
 * The search screen's paths, the richest of the route table (its record in screen-registry.ts reads
 * both directions from here): a flow prefix, then `[{city}/{slug}][/{theme}/{slug}]`.
 * - booking: `/{search}` alone, or the short form with no prefix when a city or a theme follows;
 * - gifting, activity, hotel, beneficiary: their own word, filters optional;
 * - box: `/{boxes}/{boxStays}/{code}`, filters optional.
 */

/** The word that starts each flow's search path (the booking flow's short form starts with city or theme). */
const FLOW_WORDS = {
  gifting: 'giftSearch',
  activity: 'activitySearch',
  hotel: 'hotelSearch',
  beneficiary: 'beneficiarySearch',
} as const satisfies Record<Exclude<SearchFlow, 'booking' | 'box'>, keyof RouteNames>;

type PrefixedFlow = keyof typeof FLOW_WORDS;
const PREFIXED_FLOWS = Object.keys(FLOW_WORDS) as PrefixedFlow[];

/** Every word a search path may start with (the registry's `starts`). */
export const SEARCH_START_WORDS = ['search', 'city', 'theme', ...Object.values(FLOW_WORDS), 'boxes'] as const satisfies readonly (keyof RouteNames)[];

export function matchSearch(segments: readonly string[], names: RouteNames): SearchParams | null {
  const [head, ...tail] = segments;
  if (head === undefined) return null;
  if (head === names.search) return tail.length === 0 ? { flow: 'booking' } : null;
  if (head === names.city || head === names.theme) {
    const filters = matchFilters(segments, names);
    // Never empty here: the first segment is a filter word, so a match holds a city or a theme.
    return filters === null ? null : { flow: 'booking', ...filters };
  }
  const flow = PREFIXED_FLOWS.find((candidate) => names[FLOW_WORDS[candidate]] === head);
  if (flow !== undefined) {
    const filters = matchFilters(tail, names);
    return filters === null ? null : { flow, ...filters };
  }
  if (head === names.boxes && tail[0] === names.boxStays) {
    const [, code, ...rest] = tail;
    if (code === undefined || !isBoxCode(code)) return null;
    const filters = matchFilters(rest, names);
    return filters === null ? null : { flow: 'box', code, ...filters };
  }
  return null;
}

export function searchSegments(params: SearchParams, names: RouteNames): string[] {
  return [...prefix(params, names), ...filterSegments(params, names)];
}

function prefix(params: SearchParams, names: RouteNames): string[] {
  switch (params.flow) {
    case 'booking':
      return params.city === undefined && params.theme === undefined ? [names.search] : [];
    case 'box':
      return [names.boxes, names.boxStays, params.code];
    default:
      return [names[FLOW_WORDS[params.flow]]];
  }
}

function filterSegments(filters: SearchFilters, names: RouteNames): string[] {
  const segments: string[] = [];
  if (filters.city !== undefined) segments.push(names.city, filters.city);
  if (filters.theme !== undefined) segments.push(names.theme, filters.theme);
  return segments;
}

/** City first, then theme, each at most once, each a slug; nothing after them. */
function matchFilters(segments: readonly string[], names: RouteNames): SearchFilters | null {
  const filters: SearchFilters = {};
  let index = 0;
  if (segments[index] === names.city) {
    const slug = segments[index + 1];
    if (slug === undefined || !isSlug(slug)) return null;
    filters.city = slug;
    index += 2;
  }
  if (segments[index] === names.theme) {
    const slug = segments[index + 1];
    if (slug === undefined || !isSlug(slug)) return null;
    filters.theme = slug;
    index += 2;
  }
  return index === segments.length ? filters : null;
}
