import { useEffect, useRef } from 'react';
import { CLEAR_ECOMMERCE, selectItemEvent, trackedItems, viewItemListEvent, type ListedItem, type TrackedItem } from './item-events';
import { pushToDataLayer } from './data-layer';

/**
 * The search results' view_item_list (each page of results shown) and select_item (a card's link
 * clicked). Cards stay plain links: one delegated capture listener finds the clicked card by its
 * `data-card-id` among the items last listed, and pushes before the browser navigates.
 */

const listed = new Map<string, TrackedItem>();
let clickListening = false;

function onCardClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest('a[href]');
  const card = link?.closest('[data-card-id]');
  const item = card ? listed.get(card.getAttribute('data-card-id') ?? '') : undefined;
  if (!item) return;
  pushToDataLayer(CLEAR_ECOMMERCE);
  pushToDataLayer(selectItemEvent(item));
}

/** Used by the tracking tests and the hook below. */
export function trackListShown(items: readonly ListedItem[], list: { name: string; firstIndex: number }, root: Document = document): void {
  const tracked = trackedItems(items, list);
  listed.clear();
  for (const item of tracked) listed.set(item.item_id, item);
  if (!clickListening) {
    clickListening = true;
    // Capture phase: a card's own handler cannot hide the click; also fires for ctrl/middle clicks (auxclick).
    root.addEventListener('click', onCardClick, true);
    root.addEventListener('auxclick', onCardClick, true);
  }
  if (tracked.length === 0) return;
  pushToDataLayer(CLEAR_ECOMMERCE);
  pushToDataLayer(viewItemListEvent(tracked, list.name));
}

/**
 * Pushes view_item_list when a page of results is shown (its key changes: another page, other
 * criteria), not on every render. `key` identifies the page shown. `trackedBefore`: the key of a
 * page someone else has pushed for this view (the search results' loader pushes the server's page
 * before their island arrives); it is not pushed again until another page has been shown.
 */
export function useResultListTracking(key: string, items: readonly ListedItem[], list: { name: string; firstIndex: number }, trackedBefore?: string): void {
  const skip = useRef(trackedBefore);
  useEffect(() => {
    if (key === skip.current) return;
    skip.current = undefined;
    trackListShown(items, list);
    // items and list follow key: the page shown is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
