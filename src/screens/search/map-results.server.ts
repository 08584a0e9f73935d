import 'server-only';
import type { ApiError } from '@/api/core';
import type { Locale } from '@/domain/model/locale';
import type { SearchFlow } from '@/routing/route';
import { MAP_RESULTS_MAX, type MapResult, type ResultItem } from './results-page';
import { loadResultsOutcome, type ResultsRequest } from './results.server';
import { resultHref } from './result-href';

/**
 * Every result of a search with a position, for the map (issue 4: up to 1,000). Read page by page
 * with the largest page the search accepts; the pages after the first are asked for together.
 * Unlike the list, a failed search is reported (the map island shows the error banner).
 */
const MAP_PAGE_SIZE = 100;

export async function loadMapResults(request: Omit<ResultsRequest, 'pageSize'>): Promise<{ ok: true; data: MapResult[] } | { ok: false; error?: ApiError }> {
  const first = await loadResultsOutcome({ ...request, criteria: { ...request.criteria, page: 1 }, pageSize: MAP_PAGE_SIZE });
  if (first.failed) return { ok: false, error: first.error };
  const pages = Math.min(Math.ceil(Math.min(first.page.total, MAP_RESULTS_MAX) / MAP_PAGE_SIZE), MAP_RESULTS_MAX / MAP_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      loadResultsOutcome({ ...request, criteria: { ...request.criteria, page: index + 2 }, pageSize: MAP_PAGE_SIZE }),
    ),
  );
  // A map missing some of the list's points would mislead as much as an empty one.
  const failed = rest.find((outcome) => outcome.failed);
  if (failed) return { ok: false, error: failed.error };
  const items = [first, ...rest].flatMap((outcome) => outcome.page.items);
  const seen = new Set<number>();
  const results: MapResult[] = [];
  for (const item of items) {
    const point = mapResultOf(request.locale, request.path.flow, item, request.criteria);
    if (point === null || seen.has(point.id)) continue;
    seen.add(point.id);
    results.push(point);
    if (results.length >= MAP_RESULTS_MAX) break;
  }
  return { ok: true, data: results };
}

function mapResultOf(locale: Locale, flow: SearchFlow, item: ResultItem, criteria: ResultsRequest["criteria"]): MapResult | null {
  if (item.kind === 'activity') {
    const { card } = item;
    if (card.centre?.lat == null || card.centre.lng == null) return null;
    return {
      id: card.id,
      lat: card.centre.lat,
      lng: card.centre.lng,
      label: card.label,
      price: card.sellPrice,
      priceType: 'FINAL_PRICE',
      imageUrl: card.imageUrl,
      stars: card.centre.stars,
      reviewAverage: null,
      locationLabel: card.centre.locationLabel,
      href: resultHref(locale, flow, item, criteria),
    };
  }
  const { card } = item;
  const location = card.hotel?.location;
  if (location?.lat == null || location.lng == null) return null;
  return {
    id: card.id,
    lat: location.lat,
    lng: location.lng,
    label: card.hotel?.label ?? card.label,
    price: card.price.sellPrice,
    priceType: card.price.priceType,
    imageUrl: card.imageUrl,
    stars: card.hotel?.stars ?? null,
    reviewAverage: card.hotel?.review?.average ?? null,
    locationLabel: location.label,
    href: resultHref(locale, flow, item, criteria),
  };
}
