import type { ResultItem, ResultsPage } from '@/bff/contracts/search-results';
import type { ListedItem } from './item-events';
import { useResultListTracking } from './result-list-tracking';

/** A result as the tracking lists it: the hotel's name when there is one, the price in cents as shown. */
export function listedItemOf(item: ResultItem): ListedItem {
  if (item.kind === 'activity') return { id: item.card.id, name: item.card.label, priceCents: item.card.sellPrice, category: 'activity' };
  const card = item.card;
  return { id: card.id, name: card.hotel?.label ?? card.label, priceCents: card.price.sellPrice, category: card.itemCategory };
}

const pageKey = (results: ResultsPage, listName: string): string => `${listName}|${results.page}|${results.items.map((item) => item.card.id).join(',')}`;

/**
 * The search results page's list tracking: one view_item_list per page of results shown (part 2 §7).
 * The page the server sent is pushed by the results' loader, with the page (their island loads
 * later); the island passes it as `trackedBefore` and pushes each page it shows after it.
 */
export function useSearchResultsTracking(results: ResultsPage, listName: string, trackedBefore?: ResultsPage): void {
  const items = results.items.map(listedItemOf);
  useResultListTracking(pageKey(results, listName), items, { name: listName, firstIndex: (results.page - 1) * results.pageSize }, trackedBefore && pageKey(trackedBefore, listName));
}
