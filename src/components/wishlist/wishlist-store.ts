/**
 * The signed-in visitor's wished product ids, for the hearts of full offer cards: loaded once
 * after mount when signed in; a click adds or removes at once (optimistic) and rolls back with an
 * announced error when the account application refuses; an anonymous click goes to sign in.
 * No React and no browser here: the hook (use-wishlist.ts) gives the real calls.
 */
export type WishlistStatus = 'idle' | 'anonymous' | 'loading' | 'ready';

export interface WishlistState {
  status: WishlistStatus;
  ids: ReadonlySet<number>;
  /** The last failed click, for the announcement; `at` tells two equal failures apart. */
  error: { kind: 'add' | 'remove'; at: number } | null;
}

/** What a heart sends to add a product: its card id, name and product path. */
export interface WishItem {
  productId: number;
  label: string;
  path: string;
}

/** A call's outcome as the store needs it: done, refused for want of a signed-in visitor, or failed. */
export type WishlistCallOutcome = 'ok' | 'unauthenticated' | 'failed';

export interface WishlistDependencies {
  /** The access-token cookie exists (the header's own rule). */
  signedIn(): boolean;
  fetchIds(): Promise<{ outcome: 'ok'; ids: number[] } | { outcome: Exclude<WishlistCallOutcome, 'ok'> }>;
  add(item: WishItem): Promise<WishlistCallOutcome>;
  remove(productId: number): Promise<WishlistCallOutcome>;
  goToSignIn(): void;
  now(): number;
}

export const INITIAL_WISHLIST: WishlistState = { status: 'idle', ids: new Set(), error: null };

/** The ids with one added or removed (a new set: snapshots stay unchanged). */
export function withWish(ids: ReadonlySet<number>, productId: number, wished: boolean): ReadonlySet<number> {
  const next = new Set(ids);
  if (wished) next.add(productId);
  else next.delete(productId);
  return next;
}

export interface WishlistStore {
  getSnapshot(): WishlistState;
  subscribe(listener: () => void): () => void;
  /** After mount: reads the wishlist once when signed in. */
  load(): Promise<void>;
  toggle(item: WishItem): Promise<void>;
  /** The account changed (signed out in the header): forget the ids of the visitor who left. */
  accountChanged(): void;
}

export function createWishlistStore(dependencies: WishlistDependencies): WishlistStore {
  let state = INITIAL_WISHLIST;
  const listeners = new Set<() => void>();
  const pending = new Set<number>();
  // Hearts clicked while the list was loading: its answer was read before them, so they are applied on top of it.
  const changedWhileLoading = new Map<number, boolean>();
  // Read through a function: after an await the state may have changed (TypeScript would keep the narrowed type).
  const statusNow = () => state.status;
  const set = (next: Partial<WishlistState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      if (state.status !== 'idle') return;
      if (!dependencies.signedIn()) return set({ status: 'anonymous' });
      set({ status: 'loading' });
      const answer = await dependencies.fetchIds();
      // The header signed out meanwhile: that answer is another visitor's.
      if (statusNow() !== 'loading') return;
      const clicked = [...changedWhileLoading];
      changedWhileLoading.clear();
      if (answer.outcome === 'unauthenticated') return set({ status: 'anonymous', ids: new Set() });
      // Unreadable for now: empty hearts (but those clicked meanwhile), and a click still adds (the application keeps a product once).
      const loaded = new Set(answer.outcome === 'ok' ? answer.ids : []);
      set({ status: 'ready', ids: clicked.reduce<ReadonlySet<number>>((ids, [productId, wished]) => withWish(ids, productId, wished), loaded) });
    },
    async toggle(item) {
      if (state.status === 'anonymous' || !dependencies.signedIn()) return dependencies.goToSignIn();
      // One call per product at a time: a second click on a heart in flight is ignored.
      if (pending.has(item.productId)) return;
      const wished = !state.ids.has(item.productId);
      pending.add(item.productId);
      if (statusNow() === 'loading') changedWhileLoading.set(item.productId, wished);
      set({ ids: withWish(state.ids, item.productId, wished), error: null });
      const outcome = wished ? await dependencies.add(item) : await dependencies.remove(item.productId);
      pending.delete(item.productId);
      if (outcome === 'ok') return;
      // Refused: nothing changed, the list's answer stands for this heart.
      if (statusNow() === 'loading') changedWhileLoading.delete(item.productId);
      set({ ids: withWish(state.ids, item.productId, !wished) });
      if (outcome === 'unauthenticated') {
        set({ status: 'anonymous', ids: new Set() });
        return dependencies.goToSignIn();
      }
      set({ error: { kind: wished ? 'add' : 'remove', at: dependencies.now() } });
    },
    accountChanged() {
      // Signing in is a page load (the account application returns to the origin): only a sign-out happens here.
      if (!dependencies.signedIn()) set({ status: 'anonymous', ids: new Set(), error: null });
    },
  };
}
