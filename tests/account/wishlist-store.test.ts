import { createWishlistStore, withWish, type WishlistCallOutcome, type WishlistDependencies } from '@/components/wishlist/wishlist-store';

/** The hearts' store: load once when signed in, optimistic toggles with rollback, sign-in for anonymous visitors. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function setup(overrides: Partial<WishlistDependencies> = {}) {
  let signedIn = true;
  const dependencies: WishlistDependencies = {
    signedIn: () => signedIn,
    fetchIds: vi.fn(async () => ({ outcome: 'ok' as const, ids: [3, 5] })),
    add: vi.fn(async (): Promise<WishlistCallOutcome> => 'ok'),
    remove: vi.fn(async (): Promise<WishlistCallOutcome> => 'ok'),
    goToSignIn: vi.fn(),
    now: () => 1000,
    ...overrides,
  };
  const store = createWishlistStore(dependencies);
  return { store, dependencies, signOut: () => (signedIn = false) };
}

const item = (productId: number) => ({ productId, label: `Stay ${productId}`, path: `/fr-fr/p/${productId}` });
const ids = (store: ReturnType<typeof setup>['store']) => [...store.getSnapshot().ids].sort();

describe('the wishlist store', () => {
  it('adds and removes ids without touching the given set', () => {
    const before = new Set([1]);
    expect([...withWish(before, 2, true)]).toEqual([1, 2]);
    expect([...withWish(before, 1, false)]).toEqual([]);
    expect([...before]).toEqual([1]);
  });

  it('a heart clicked while the list loads keeps its state when the list arrives (it was read before the click)', async () => {
    const list = deferred<{ outcome: 'ok'; ids: number[] }>();
    const { store } = setup({ fetchIds: vi.fn(() => list.promise) });
    const loading = store.load();
    expect(store.getSnapshot().status).toBe('loading');
    await store.toggle(item(7));
    list.resolve({ outcome: 'ok', ids: [3, 5] });
    await loading;
    expect(ids(store)).toEqual([3, 5, 7]);
  });

  it('a click whose call was refused while the list loads leaves the list’s answer for that heart', async () => {
    const list = deferred<{ outcome: 'ok'; ids: number[] }>();
    const { store } = setup({ fetchIds: vi.fn(() => list.promise), add: vi.fn(async (): Promise<WishlistCallOutcome> => 'failed') });
    const loading = store.load();
    // Not in the list yet as far as the store knows: a click adds 3 — refused, so it rolls back.
    await store.toggle(item(3));
    await store.toggle(item(9));
    list.resolve({ outcome: 'ok', ids: [3, 5] });
    await loading;
    expect(ids(store)).toEqual([3, 5]);
  });

  it('loads the signed-in visitor’s ids once', async () => {
    const { store, dependencies } = setup();
    await store.load();
    await store.load();
    expect(store.getSnapshot().status).toBe('ready');
    expect(ids(store)).toEqual([3, 5]);
    expect(dependencies.fetchIds).toHaveBeenCalledTimes(1);
  });

  it('does not call for an anonymous visitor, whose click goes to sign in', async () => {
    const { store, dependencies, signOut } = setup();
    signOut();
    await store.load();
    expect(store.getSnapshot().status).toBe('anonymous');
    await store.toggle(item(9));
    expect(dependencies.goToSignIn).toHaveBeenCalledTimes(1);
    expect(dependencies.fetchIds).not.toHaveBeenCalled();
    expect(dependencies.add).not.toHaveBeenCalled();
  });

  it('reads a refused token as anonymous, and a failed read as an empty list', async () => {
    const refused = setup({ fetchIds: async () => ({ outcome: 'unauthenticated' as const }) });
    await refused.store.load();
    expect(refused.store.getSnapshot().status).toBe('anonymous');
    const failed = setup({ fetchIds: async () => ({ outcome: 'failed' as const }) });
    await failed.store.load();
    expect([failed.store.getSnapshot().status, ids(failed.store)]).toEqual(['ready', []]);
  });

  it('fills the heart at once, then keeps it when the application agrees', async () => {
    const call = deferred<WishlistCallOutcome>();
    const { store, dependencies } = setup({ add: vi.fn(() => call.promise) });
    await store.load();
    const done = store.toggle(item(9));
    expect(ids(store)).toEqual([3, 5, 9]);
    // A second click while the first is in flight is ignored.
    await store.toggle(item(9));
    expect(dependencies.add).toHaveBeenCalledTimes(1);
    expect(dependencies.add).toHaveBeenCalledWith(item(9));
    call.resolve('ok');
    await done;
    expect(ids(store)).toEqual([3, 5, 9]);
    expect(store.getSnapshot().error).toBeNull();
  });

  it('rolls back and announces a failed add or remove', async () => {
    const { store } = setup({ add: async () => 'failed', remove: async () => 'failed' });
    await store.load();
    await store.toggle(item(9));
    expect(ids(store)).toEqual([3, 5]);
    expect(store.getSnapshot().error).toEqual({ kind: 'add', at: 1000 });
    await store.toggle(item(3));
    expect(ids(store)).toEqual([3, 5]);
    expect(store.getSnapshot().error).toEqual({ kind: 'remove', at: 1000 });
  });

  it('rolls back and asks to sign in when the session has ended', async () => {
    const { store, dependencies } = setup({ remove: async () => 'unauthenticated' });
    await store.load();
    await store.toggle(item(5));
    expect(store.getSnapshot()).toMatchObject({ status: 'anonymous', error: null });
    expect(ids(store)).toEqual([]);
    expect(dependencies.goToSignIn).toHaveBeenCalledTimes(1);
  });

  it('forgets the ids when the header signs out, and ignores a read answering after that', async () => {
    const read = deferred<{ outcome: 'ok'; ids: number[] }>();
    const { store, signOut } = setup({ fetchIds: () => read.promise });
    const loading = store.load();
    signOut();
    store.accountChanged();
    read.resolve({ outcome: 'ok', ids: [1] });
    await loading;
    expect([store.getSnapshot().status, ids(store)]).toEqual(['anonymous', []]);
  });

  it('notifies its subscribers', async () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.load();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
