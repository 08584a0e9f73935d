import { renderHook } from '@testing-library/react';
import type { ResultsPage } from '@/bff/contracts/search-results';
import { useSearchResultsTracking } from '@/tracking/result-items';

type Host = { dataLayer?: Array<Record<string, unknown>> };

/**
 * One view_item_list per page of results shown (part 2 §7), though two parts track: the results'
 * loader the server's page, with the page; the island each page it shows after it.
 */
const pageOf = (page: number, ids: number[]): ResultsPage =>
  ({
    total: 40,
    page,
    pageSize: 12,
    items: ids.map((id) => ({ kind: 'activity', card: { id, label: `Activity ${id}`, sellPrice: 4500 } })),
    suggestions: [],
    area: null,
  }) as unknown as ResultsPage;

const lists = () => ((window as Host).dataLayer ?? []).filter((entry) => entry.event === 'view_item_list').map((entry) => (entry.ecommerce as { items: Array<{ item_id: string }> }).items.map((item) => item.item_id).join(','));

beforeEach(() => {
  (window as Host).dataLayer = [];
});

describe('search results tracking', () => {
  const first = pageOf(1, [1, 2]);
  const second = pageOf(2, [3, 4]);

  it('the loader tracks the server’s page; the island, taking it over, does not again, but tracks each page after, the first included', () => {
    renderHook(() => useSearchResultsTracking(first, 'search-booking'));
    const island = renderHook(({ results }) => useSearchResultsTracking(results, 'search-booking', first), { initialProps: { results: first } });
    expect(lists()).toEqual(['1,2']);
    island.rerender({ results: second });
    island.rerender({ results: first });
    expect(lists()).toEqual(['1,2', '3,4', '1,2']);
  });

  it('an island that shows another page than the server’s at once tracks it', () => {
    renderHook(() => useSearchResultsTracking(first, 'search-booking'));
    renderHook(() => useSearchResultsTracking(second, 'search-booking', first));
    expect(lists()).toEqual(['1,2', '3,4']);
  });
});
