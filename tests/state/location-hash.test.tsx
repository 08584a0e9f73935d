import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useLocationHash } from '@/state/hash/location-hash';
import { hotelHashStore } from '@/state/hotel-hash-store';

/**
 * The loaders' view of the hash (src/state/hash/location-hash.ts): no hash on the server, then the
 * location's, following back and forward, hand edits and the hash stores' own writes (which fire no
 * browser event).
 */
function Probe() {
  return <output data-testid="hash">{useLocationHash()}</output>;
}

// The store's codec keeps only dates from today on: the clock is pinned (Date only).
beforeAll(() => vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z'), toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());

afterEach(() => {
  window.history.replaceState(null, '', '/');
  hotelHashStore.store.setState(hotelHashStore.store.getInitialState(), true);
});

describe('useLocationHash', () => {
  it('is empty on the server, whatever the browser will have', () => {
    window.history.replaceState(null, '', '/fr-fr/hotel/12#a=3');
    expect(renderToString(<Probe />)).toBe('<output data-testid="hash"></output>');
  });

  it('follows hashchange, popstate and a hash store’s write', () => {
    window.history.replaceState(null, '', '/fr-fr/hotel/12#a=3');
    render(<Probe />);
    expect(screen.getByTestId('hash')).toHaveTextContent('#a=3');
    act(() => {
      window.history.replaceState(null, '', '/fr-fr/hotel/12#c=1');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByTestId('hash')).toHaveTextContent('#c=1');
    act(() => {
      window.history.replaceState(null, '', '/fr-fr/hotel/12#b=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('hash')).toHaveTextContent('#b=1');
    act(() => hotelHashStore.set((current) => ({ ...current, checkin: '2026-12-05', checkout: '2026-12-07', night: 2, babies: 0 })));
    expect(screen.getByTestId('hash').textContent).toContain('checkin=2026-12-05');
  });
});
