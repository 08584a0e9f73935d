import type { ResultItem, ResultsPage } from '@/bff/contracts/search-results';
import type { ListedItem } from './item-events';
import { useResultListTracking } from './result-list-tracking';

/** A result as the tracking lists it: the hotel's name when there is one, the price in cents as shown. */
export function listedItemOf(item: ResultItem): ListedItem {
  if (item.kind === 'activity') return { id: item.card.id, name: item.card.label, priceCents: item.card.sellPrice, category: 'activity' };
  const card = item.card;
  return { id: card.id, name: card.hotel?.label ?? card.label, priceCents: card.price.sellPrice, category: card.itemCategory };
}

/** The search results page's list tracking: one view_item_list per page of results shown (part 2 §7). */
export function useSearchResultsTracking(results: ResultsPage, listName: string): void {
  const items = results.items.map(listedItemOf);
  const key = `${listName}|${results.page}|${items.map((item) => item.id).join(',')}`;
  useResultListTracking(key, items, { name: listName, firstIndex: (results.page - 1) * results.pageSize });
}
