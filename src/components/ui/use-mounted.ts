import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true once the component runs in the browser: for parts
 * that must not be in the server HTML (the wishlist heart) or that need the browser's clock.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

/**
 * Whether this component was first drawn over server HTML (a page load: rendered on the server,
 * then hydrated) rather than by the browser alone (a client navigation). Decided at the first
 * render and kept: after hydration useMounted turns true, which would read as the other case.
 */
export function useDrawnOverServerHtml(): boolean {
  const mounted = useMounted();
  const [overServerHtml] = useState(!mounted);
  return overServerHtml;
}
