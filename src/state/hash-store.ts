import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HashCodec } from './hash/hash-codec';
import { hashText, replaceOwnedParts } from './hash/hash-params';
import { announceHashWrite } from './hash/location-hash';

/**
 * A small zustand store mirrored to `location.hash` (DESIGN §1 src/state, §5 cal.com Booker).
 *
 * - Hash state never reaches the server, so the server and the first client render both see the
 *   codec's defaults (`hydrated` false); the hash is read in an effect, after mount. That keeps
 *   hydration free of mismatches, and `useHashHydrated` tells an island when the real values are in.
 * - Writes use `history.replaceState`: typing in a field must not add a history entry per
 *   keystroke. A committed step (a confirmed filter, a sort, a page) may pass `{ history: 'push' }`
 *   so back returns to the previous results.
 * - Back/forward and hand-edited hashes arrive through `hashchange` (and `popstate`, which also
 *   covers entries created with pushState). A write that changes the hash is announced
 *   (./hash/location-hash.ts) to the loaders that follow the hash without a store.
 * - The state is always what reloading the URL would give: every write is printed, then parsed.
 * - A store only rewrites its codec's keys; other parts of the hash are kept.
 */

export interface HashStoreState<T> {
  value: T;
  /** True once the browser's hash has been read; false on the server and in the first render. */
  hydrated: boolean;
}

export interface HashWriteOptions {
  /** 'replace' (default) rewrites the current history entry; 'push' adds one. */
  history?: 'replace' | 'push';
}

export type HashUpdate<T> = T | ((current: T) => T);

export interface HashStore<T> {
  readonly codec: HashCodec<T>;
  /** The zustand store, for tests and for subscribing outside React. */
  readonly store: StoreApi<HashStoreState<T>>;
  /** The current value; before hydration in a browser, read straight from the location. */
  getValue(): T;
  /** Writes the value to the hash and the store. Does nothing on the server. */
  set(update: HashUpdate<T>, options?: HashWriteOptions): void;
  /** Reads the hash and follows its changes until the returned function is called. Hooks do this. */
  connect(): () => void;
  useHashValue(): T;
  /** A slice of the value. The selector must return a stable value (no new object per call). */
  useHashSelector<S>(selector: (value: T) => S): S;
  useHashHydrated(): boolean;
}

const inBrowser = (): boolean => typeof window !== 'undefined';

const isUpdater = <T>(update: HashUpdate<T>): update is (current: T) => T => typeof update === 'function';

export function createHashStore<T>(codec: HashCodec<T>): HashStore<T> {
  const store = createStore<HashStoreState<T>>()(() => ({ value: codec.defaults(), hydrated: false }));
  let connections = 0;

  function readLocation(): void {
    const value = codec.parse(window.location.hash);
    const state = store.getState();
    const unchanged = codec.print(value) === codec.print(state.value);
    // An event that changes nothing this codec reads keeps the same state: no re-render.
    if (state.hydrated && unchanged) return;
    // The first read of a page without a hash finds the defaults the first render used: the value
    // keeps its identity, so only `useHashHydrated` readers re-render (a store update re-renders
    // synchronously, in one task, right after hydration).
    store.setState({ value: unchanged ? state.value : value, hydrated: true });
  }

  function getValue(): T {
    const state = store.getState();
    return state.hydrated || !inBrowser() ? state.value : codec.parse(window.location.hash);
  }

  function set(update: HashUpdate<T>, options: HashWriteOptions = {}): void {
    // A module-level store is shared by every request on the server: it must never change there.
    if (!inBrowser()) return;
    // Before hydration the state holds defaults; an update must start from what the URL says.
    const requested = isUpdater(update) ? update(getValue()) : update;
    const value = codec.parse(codec.print(requested));
    const previous = hashText(window.location.hash);
    const hash = replaceOwnedParts(window.location.hash, codec.keys, codec.print(value));
    if (hash !== previous) {
      const { pathname, search } = window.location;
      const url = `${pathname}${search}${hash === '' ? '' : `#${hash}`}`;
      // Passing the current state along keeps what Next.js's router stores in the entry.
      if (options.history === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    }
    store.setState({ value, hydrated: true });
    if (hash !== previous) announceHashWrite();
  }

  function connect(): () => void {
    if (!inBrowser()) return () => {};
    connections += 1;
    if (connections === 1) {
      window.addEventListener('hashchange', readLocation);
      window.addEventListener('popstate', readLocation);
      readLocation();
    }
    let connected = true;
    return () => {
      if (!connected) return;
      connected = false;
      connections -= 1;
      if (connections > 0) return;
      window.removeEventListener('hashchange', readLocation);
      window.removeEventListener('popstate', readLocation);
      // The next page starts from defaults and reads its own hash, never a stale one.
      store.setState(store.getInitialState(), true);
    };
  }

  const useConnection = (): void => useEffect(() => connect(), []);
  const selectValue = (state: HashStoreState<T>): T => state.value;
  const selectHydrated = (state: HashStoreState<T>): boolean => state.hydrated;

  return {
    codec,
    store,
    getValue,
    set,
    connect,
    useHashValue() {
      useConnection();
      return useStore(store, selectValue);
    },
    useHashSelector<S>(selector: (value: T) => S): S {
      useConnection();
      return useStore(store, (state) => selector(state.value));
    },
    useHashHydrated() {
      useConnection();
      return useStore(store, selectHydrated);
    },
  };
}
