/**
 * Where an element sits under a root, as the index of each element on the way down (intentIsland's
 * replay): the island renders the markup the server rendered, so the same place names the same
 * control in the server's HTML and in the island's.
 */
export type ElementPlace = readonly number[];

/** The place of `element` under `root`; null when it is not under it (or is the root). */
export function placeOf(root: Element, element: Element | null): ElementPlace | null {
  if (element === null || element === root || !root.contains(element)) return null;
  const place: number[] = [];
  for (let current: Element = element; current !== root; current = current.parentElement!) {
    place.unshift(Array.prototype.indexOf.call(current.parentElement!.children, current));
  }
  return place;
}

/** The element at `place` under `root`, or null when the markup has no such place. */
export function elementAt(root: Element, place: ElementPlace): Element | null {
  let current: Element | undefined = root;
  for (const index of place) {
    current = current.children[index];
    if (current === undefined) return null;
  }
  return current;
}
