import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true once the component runs in the browser: for parts
 * that must not be in the server HTML (the wishlist heart) or that need the browser's clock.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
