import { act, render, screen, waitFor } from '@testing-library/react';
import { NearbyHotelLink } from '@/screens/hotel/nearby-hotel-link';
import { hotelHashStore } from '@/state/hotel-hash-store';

/**
 * A nearby hotel's link on a hotel page hands on the page's stay (issue 22 item 6): the hash's dates
 * and guests, added once the hash is read, following its changes. The Date is pinned before the
 * stay so the hash codec keeps its dates.
 */
const NOW = new Date('2026-11-24T09:00:00Z');
beforeAll(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());
afterEach(() => {
  window.history.replaceState(null, '', '/');
  hotelHashStore.store.setState(hotelHashStore.store.getInitialState(), true);
});

describe('NearbyHotelLink', () => {
  it('carries the hotel page’s stay (checkin, checkout, night, guests) to the nearby hotel', async () => {
    window.history.replaceState(null, '', '/fr-fr/hotel/1028#checkin=2026-12-19&checkout=2026-12-21&night=2&a=1&anchor=products');
    render(
      <NearbyHotelLink path="/fr-fr/hotel/hotel-des-vosges-1042">
        Hôtel des Vosges
      </NearbyHotelLink>,
    );
    const link = screen.getByRole('link', { name: 'Hôtel des Vosges' });
    // The code that prints the stay loads once the hash carries one; the link stays the same element.
    await waitFor(() => expect(link).toHaveAttribute('href', '/fr-fr/hotel/hotel-des-vosges-1042#checkin=2026-12-19&checkout=2026-12-21&night=2&a=1'));
    expect(screen.getByRole('link', { name: 'Hôtel des Vosges' })).toBe(link);
  });

  it('without a stay, the plain path; a stay chosen later on the page follows', async () => {
    window.history.replaceState(null, '', '/fr-fr/hotel/1028');
    render(
      <NearbyHotelLink path="/fr-fr/hotel/1042">
        Hôtel
      </NearbyHotelLink>,
    );
    const link = screen.getByRole('link', { name: 'Hôtel' });
    expect(link).toHaveAttribute('href', '/fr-fr/hotel/1042');
    act(() => {
      window.history.replaceState(null, '', '/fr-fr/hotel/1028#checkin=2026-12-05&checkout=2026-12-06&c=1');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(link).toHaveAttribute('href', '/fr-fr/hotel/1042#checkin=2026-12-05&checkout=2026-12-06&night=1&c=1'));
  });

  it('a stay the page writes through the hash store (no hashchange event) reaches the link, and so do later changes', async () => {
    window.history.replaceState(null, '', '/fr-fr/hotel/1028');
    render(<NearbyHotelLink path="/fr-fr/hotel/1042">Hôtel</NearbyHotelLink>);
    const link = screen.getByRole('link', { name: 'Hôtel' });
    act(() => hotelHashStore.set((current) => ({ ...current, checkin: '2026-12-05', checkout: '2026-12-07', night: 2 })));
    await waitFor(() => expect(link).toHaveAttribute('href', '/fr-fr/hotel/1042#checkin=2026-12-05&checkout=2026-12-07&night=2'));
    act(() => hotelHashStore.set((current) => ({ ...current, adults: 3 })));
    expect(link).toHaveAttribute('href', '/fr-fr/hotel/1042#checkin=2026-12-05&checkout=2026-12-07&night=2&a=3');
  });
});
