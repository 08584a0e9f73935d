import { useSyncExternalStore } from 'react';

/** Said by the hash stores after each write (`history.replaceState` and `pushState` fire no event). */
const HASH_WRITTEN = 'escapade:hash-written';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener(HASH_WRITTEN, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(HASH_WRITTEN, onChange);
  };
}

const readHash = (): string => window.location.hash;
// The hash never reaches the server: the server's render and hydration see none.
const noHash = (): string => '';

/**
 * The location's hash as text, following every change: back and forward, a hand-edited hash and the
 * hash stores' own writes. For the loaders that only decide whether an island has something to show
 * (a stay in the hash): they need neither a codec nor a store in the page's first load; the island
 * they load reads the hash through its store.
 */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, readHash, noHash);
}

/** Tells `useLocationHash` readers that a hash store has written the hash. */
export function announceHashWrite(): void {
  window.dispatchEvent(new Event(HASH_WRITTEN));
}
