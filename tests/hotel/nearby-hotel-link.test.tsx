import { act, render, screen } from '@testing-library/react';
import { NearbyHotelLink } from '@/screens/hotel/nearby-hotel-link';

/**
 * A nearby hotel's link on a hotel page hands on the page's stay (issue 22 item 6): the hash's dates
 * and guests, added once the hash is read, following its changes. The Date is pinned before the
 * stay so the hash codec keeps its dates.
 */
const NOW = new Date('2026-11-24T09:00:00Z');
beforeAll(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('NearbyHotelLink', () => {
  it('carries the hotel page’s stay (checkin, checkout, night, guests) to the nearby hotel', () => {
    window.history.replaceState(null, '', '/fr-fr/hotel/1028#checkin=2026-12-19&checkout=2026-12-21&night=2&a=1&anchor=products');
    render(
      <NearbyHotelLink locale="fr_FR" hotel={{ hotel: 'hotel-des-vosges-1042' }}>
        Hôtel des Vosges
      </NearbyHotelLink>,
    );
    expect(screen.getByRole('link', { name: 'Hôtel des Vosges' })).toHaveAttribute('href', '/fr-fr/hotel/hotel-des-vosges-1042#checkin=2026-12-19&checkout=2026-12-21&night=2&a=1');
  });

  it('without a stay, the plain path; a stay chosen later on the page follows', () => {
    window.history.replaceState(null, '', '/fr-fr/hotel/1028');
    render(
      <NearbyHotelLink locale="fr_FR" hotel={{ hotel: 1042 }}>
        Hôtel
      </NearbyHotelLink>,
    );
    const link = screen.getByRole('link', { name: 'Hôtel' });
    expect(link).toHaveAttribute('href', '/fr-fr/hotel/1042');
    act(() => {
      window.history.replaceState(null, '', '/fr-fr/hotel/1028#checkin=2026-12-05&checkout=2026-12-06&c=1');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(link).toHaveAttribute('href', '/fr-fr/hotel/1042#checkin=2026-12-05&checkout=2026-12-06&night=1&c=1');
  });
});
