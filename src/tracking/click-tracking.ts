import type { DataLayerEntry } from './data-layer';

/** The attribute any element carries to be tracked on click: `<a data-analytics-action="header-gift">`. */
export const ANALYTICS_ACTION_ATTRIBUTE = 'data-analytics-action';

/** The click event of an element carrying the attribute (or inside one), null for other clicks. */
export function clickEventOf(target: EventTarget | null, pageCategory: string): DataLayerEntry | null {
  if (!(target instanceof Element)) return null;
  const tracked = target.closest(`[${ANALYTICS_ACTION_ATTRIBUTE}]`);
  const action = tracked?.getAttribute(ANALYTICS_ACTION_ATTRIBUTE);
  if (!action) return null;
  return { event: 'click', action, pageCategory };
}

/**
 * ONE delegated listener for the whole document (capture phase, so a handler that stops the
 * event's propagation does not hide the click). The page category is read at click time: it
 * changes on client navigation. Returns the cleanup.
 */
export function installClickTracking(root: Document, pageCategory: () => string, push: (entry: DataLayerEntry) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const entry = clickEventOf(event.target, pageCategory());
    if (entry) push(entry);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
