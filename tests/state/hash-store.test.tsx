import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createGiftSetupStoreForTest, createHotelStoreForTest, createSearchStoreForTest } from './store-fixtures';
import { useHashCriteria, useHashHydrated } from '@/state/search-hash-store';
import { defaultSearchCriteria } from '@/state/hash/search-criteria';

const PATH = '/fr-fr/ville/lyon';

function goTo(hash: string): void {
  window.history.replaceState(null, '', `${PATH}${hash}`);
}

beforeEach(() => goTo(''));
afterEach(() => vi.restoreAllMocks());

describe('hash store: reading after mount', () => {
  it('renders the defaults first, then the hash values once mounted', () => {
    goTo('#a=4&city=Lyon');
    const store = createSearchStoreForTest();
    const renders: Array<{ adults: number; city: string | undefined; hydrated: boolean }> = [];
    const { result } = renderHook(() => {
      const criteria = store.useHashValue();
      const hydrated = store.useHashHydrated();
      renders.push({ adults: criteria.adults, city: criteria.city, hydrated });
      return criteria;
    });
    expect(renders[0]).toStrictEqual({ adults: 2, city: undefined, hydrated: false });
    expect(renders.at(-1)).toStrictEqual({ adults: 4, city: 'Lyon', hydrated: true });
    expect(result.current.adults).toBe(4);
  });

  it('a page without a hash keeps the default value itself: its readers do not re-render after mount', () => {
    const store = createSearchStoreForTest();
    const defaults = store.store.getState().value;
    let valueRenders = 0;
    renderHook(() => {
      valueRenders += 1;
      return store.useHashValue();
    });
    const hydratedReader = renderHook(() => store.useHashHydrated());
    expect(hydratedReader.result.current).toBe(true);
    expect(store.store.getState().value).toBe(defaults);
    expect(valueRenders).toBe(1);
  });

  it('the server HTML and the first client render agree: hydration without a mismatch', async () => {
    function Guests({ store }: { store: ReturnType<typeof createSearchStoreForTest> }) {
      const { adults, children } = store.useHashValue();
      const hydrated = store.useHashHydrated();
      return <p>{`${adults} adults, ${children} children${hydrated ? '' : ' (defaults)'}`}</p>;
    }
    // The server never sees the hash: its HTML is the hash-less page.
    const html = renderToString(<Guests store={createSearchStoreForTest()} />);
    expect(html).toContain('2 adults, 0 children (defaults)');

    // The browser loads the module (a new store) with the hash in the URL, then hydrates.
    goTo('#a=4&c=1');
    const clientStore = createSearchStoreForTest();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Guests store={clientStore} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('4 adults, 1 children');
    act(() => root?.unmount());
    container.remove();
  });

  it('renders the defaults for a hash full of garbage', () => {
    goTo('#a=%%%&c=-4&b=x&sort=%3Cscript%3E&checkin=yesterday&checkout=2026-02-30&stars[]=9&priceMin=abc&page=0&giftFormat=paper&lat=1');
    const store = createSearchStoreForTest();
    function Summary() {
      const criteria = store.useHashValue();
      const hydrated = store.useHashHydrated();
      return <p>{hydrated ? JSON.stringify(criteria) : 'loading'}</p>;
    }
    render(<Summary />);
    expect(screen.getByText(JSON.stringify(defaultSearchCriteria()))).toBeInTheDocument();
  });
});

describe('hash store: writing', () => {
  it('writes with replaceState, never pushState, and keeps the path and query', () => {
    window.history.replaceState(null, '', `${PATH}?refid=TA1`);
    const store = createSearchStoreForTest();
    renderHook(() => store.useHashValue());
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    act(() => store.set((criteria) => ({ ...criteria, adults: 3, city: 'Saint Malo' })));
    expect(push).not.toHaveBeenCalled();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(window.history.state, '', `${PATH}?refid=TA1#a=3&city=Saint%20Malo`);
    expect(window.location.hash).toBe('#a=3&city=Saint%20Malo');
    expect(store.getValue()).toMatchObject({ adults: 3, city: 'Saint Malo' });
  });

  it('adds no history entry while typing', () => {
    const store = createSearchStoreForTest();
    renderHook(() => store.useHashValue());
    const length = window.history.length;
    for (const city of ['L', 'Ly', 'Lyo', 'Lyon']) act(() => store.set((criteria) => ({ ...criteria, city })));
    expect(window.history.length).toBe(length);
    expect(window.location.hash).toBe('#city=Lyon');
  });

  it('holds and writes the canonical form: what a reload would read', () => {
    const store = createSearchStoreForTest();
    renderHook(() => store.useHashValue());
    act(() => store.set((criteria) => ({ ...criteria, stars: [5, 3, 5], adults: 99, city: '  Lyon ', priceMin: 900, priceMax: 100 })));
    expect(window.location.hash).toBe('#city=Lyon&stars[]=3&stars[]=5');
    expect(store.getValue()).toStrictEqual({ ...defaultSearchCriteria(), city: 'Lyon', stars: [3, 5] });
  });

  it('does not touch the history when the value does not change the hash', () => {
    goTo('#a=3');
    const store = createSearchStoreForTest();
    renderHook(() => store.useHashValue());
    const replace = vi.spyOn(window.history, 'replaceState');
    act(() => store.set((criteria) => ({ ...criteria })));
    expect(replace).not.toHaveBeenCalled();
  });

  it('removes the fragment when the value is back to the defaults', () => {
    goTo('#a=3');
    const store = createSearchStoreForTest();
    renderHook(() => store.useHashValue());
    act(() => store.set(defaultSearchCriteria()));
    expect(window.location.href.endsWith(PATH)).toBe(true);
  });

  it('keeps the parts of the hash it does not own', () => {
    goTo('#utm_source=mail&a=4&reviews');
    const store = createSearchStoreForTest();
    renderHook(() => store.useHashValue());
    act(() => store.set((criteria) => ({ ...criteria, adults: 3 })));
    expect(window.location.hash).toBe('#a=3&utm_source=mail&reviews');
  });

  it('an update before the hash was read starts from the URL, not from the defaults', () => {
    goTo('#a=4&city=Lyon');
    const store = createSearchStoreForTest();
    act(() => store.set((criteria) => ({ ...criteria, children: 1 })));
    expect(window.location.hash).toBe('#a=4&c=1&s=1&city=Lyon');
  });

  it('two codecs share one hash, each rewriting only its keys', () => {
    goTo('#checkin=2026-04-10&checkout=2026-04-12&a=3');
    const hotel = createHotelStoreForTest();
    const gift = createGiftSetupStoreForTest();
    renderHook(() => [hotel.useHashValue(), gift.useHashValue()]);
    act(() => gift.set((setup) => ({ ...setup, giftNights: 2, bucket: 3 })));
    expect(window.location.hash).toBe('#giftNights=2&bucket=3&checkin=2026-04-10&checkout=2026-04-12&a=3');
    act(() => hotel.set((value) => ({ ...value, adults: 2, anchor: 'products' })));
    expect(window.location.hash).toBe('#checkin=2026-04-10&checkout=2026-04-12&night=2&anchor=products&giftNights=2&bucket=3');
    expect(gift.getValue()).toMatchObject({ giftNights: 2, bucket: 3 });
  });
});

describe('hash store: following the location', () => {
  it('follows a hashchange (a hand-edited hash, back or forward)', async () => {
    const store = createSearchStoreForTest();
    const { result } = renderHook(() => store.useHashValue());
    act(() => {
      window.location.hash = '#a=5&sort=promo';
    });
    await waitFor(() => expect(result.current).toMatchObject({ adults: 5, sort: 'promo' }));
  });

  it('with { history: "push" } back returns to the previous criteria', async () => {
    const store = createSearchStoreForTest();
    const { result } = renderHook(() => store.useHashValue());
    act(() => store.set((criteria) => ({ ...criteria, page: 2 }), { history: 'push' }));
    act(() => store.set((criteria) => ({ ...criteria, page: 3 }), { history: 'push' }));
    expect(result.current.page).toBe(3);
    act(() => window.history.back());
    await waitFor(() => expect(result.current.page).toBe(2));
    act(() => window.history.back());
    await waitFor(() => expect(result.current.page).toBe(1));
    act(() => window.history.forward());
    await waitFor(() => expect(result.current.page).toBe(2));
  });

  it('an event that changes none of its keys keeps the same value object', () => {
    goTo('#a=3');
    const store = createSearchStoreForTest();
    const { result } = renderHook(() => store.useHashValue());
    const before = result.current;
    act(() => {
      window.history.replaceState(null, '', `${PATH}#a=3&utm=x`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(result.current).toBe(before);
  });

  it('stops listening after the last unmount, and the next mount reads its own hash', () => {
    goTo('#a=3');
    const store = createSearchStoreForTest();
    const first = renderHook(() => store.useHashValue());
    const second = renderHook(() => store.useHashValue());
    first.unmount();
    expect(store.store.getState()).toMatchObject({ hydrated: true, value: { adults: 3 } });
    second.unmount();
    expect(store.store.getState().hydrated).toBe(false);
    expect(store.store.getState().value).toStrictEqual(defaultSearchCriteria());
    act(() => {
      window.history.replaceState(null, '', `${PATH}#a=6`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(store.store.getState().hydrated).toBe(false);
    const again = renderHook(() => store.useHashValue());
    expect(again.result.current.adults).toBe(6);
  });

  it('a selector hook re-renders with its slice', async () => {
    const store = createSearchStoreForTest();
    const { result } = renderHook(() => store.useHashSelector((criteria) => criteria.city ?? 'none'));
    expect(result.current).toBe('none');
    act(() => {
      window.location.hash = '#city=Nice';
    });
    await waitFor(() => expect(result.current).toBe('Nice'));
  });
});

describe('the search page hooks', () => {
  it('useHashCriteria and useHashHydrated read the results page hash after mount', () => {
    goTo('#a=3&tags[]=spa');
    const renders: Array<[number, boolean]> = [];
    const { result, unmount } = renderHook(() => {
      const criteria = useHashCriteria();
      const hydrated = useHashHydrated();
      renders.push([criteria.adults, hydrated]);
      return criteria;
    });
    expect(renders[0]).toStrictEqual([2, false]);
    expect(result.current.tags).toStrictEqual(['spa']);
    unmount();
  });
});
