import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { href } from '@/routing/href';
import { BookingLoader, hashCarriesStay } from '@/screens/product/booking/booking-loader';
import { bookingMessageGroup } from '@/screens/product/booking/message-group';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

/** The booking panel loads its island when the link carries a stay or the visitor uses a field, not before. */
describe('booking loader', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
    simulator.use(
      http.get('*/api/*', ({ request }) => {
        calls.push(new URL(request.url).pathname);
        if (request.url.includes('/api/product/offers')) return HttpResponse.json({ offers: [] });
        if (request.url.includes('/api/calendar/availability')) return HttpResponse.json({ days: {} });
        return HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 });
      }),
    );
  });
  afterEach(() => {
    act(() => hotelHashStore.set(hotelHashStore.codec.defaults()));
    window.history.replaceState(null, '', '/');
  });
  const loader = (hash = '') => {
    window.history.replaceState(null, '', `/fr-fr/sejour/501${hash}`);
    renderIsland(<BookingLoader locale="fr_FR" productId={501} productLabel="Séjour" datedActivities={[]} fromPrice={25000} giftCardHref={href.giftCard('fr_FR')} />, 'fr_FR', [bookingMessageGroup]);
  };

  it('knows a stay from any of the booking keys of the hash', () => {
    expect(hashCarriesStay('#checkin=2026-12-18&checkout=2026-12-20')).toBe(true);
    expect(hashCarriesStay('#a=3')).toBe(true);
    expect(hashCarriesStay('#id=502')).toBe(true);
    expect(hashCarriesStay('#anchor=products&theme=spa')).toBe(false);
    expect(hashCarriesStay('')).toBe(false);
  });

  it('without a stay in the link: the teaser, no call; the dates field loads the island and opens the calendar', async () => {
    loader();
    expect(screen.getByTestId('book-button')).toHaveTextContent('Choisir vos dates');
    expect(screen.getByTestId('booking-giftcard-link')).toHaveAttribute('href', href.giftCard('fr_FR'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByTestId('dates-field'));
    expect(await screen.findByTestId('availability-calendar', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('/api/product/offers'));
  });

  it('with a stay in the link: the island at once, pricing it', async () => {
    loader('#checkin=2026-12-18&checkout=2026-12-20');
    await waitFor(() => expect(calls).toContain('/api/product/quote'));
  });
});
