import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createSearchStoreForTest } from './store-fixtures';

/** The node project has no window: what a server render of an island sees. */
describe('hash store on the server', () => {
  it('has no window here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the defaults, not hydrated', () => {
    const store = createSearchStoreForTest();
    function Guests() {
      const { adults } = store.useHashValue();
      return createElement('p', null, `${adults} adults, hydrated: ${String(store.useHashHydrated())}`);
    }
    expect(renderToString(createElement(Guests))).toContain('2 adults, hydrated: false');
  });

  it('never changes: a module-level store is shared by every request', () => {
    const store = createSearchStoreForTest();
    store.set((criteria) => ({ ...criteria, adults: 5 }));
    const disconnect = store.connect();
    disconnect();
    expect(store.getValue().adults).toBe(2);
    expect(store.store.getState().hydrated).toBe(false);
  });
});
