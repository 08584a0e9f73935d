import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing/href';
import { BookingLoader } from '@/screens/product/booking/booking-loader';
import { hashCarriesStay } from '@/state/hash/hash-carries-stay';
import { bookingTeaser } from '@/screens/product/booking/booking-teaser';
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
    renderIsland(<BookingLoader locale="fr_FR" productId={501} productLabel="Séjour" datedActivities={[]} fromPrice={25000} teaser={bookingTeaser({ intl: getIntl('fr_FR'), giftCardHref: href.giftCard('fr_FR'), fromPrice: 25000 })} />, 'fr_FR', [bookingMessageGroup]);
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

  it('the guests field loads the island and opens the guests; a click elsewhere in the panel loads nothing', async () => {
    loader();
    fireEvent.click(screen.getByRole('heading', { name: 'Réservez votre séjour' }));
    fireEvent.click(screen.getByText('Choisissez vos dates pour voir les offres et le prix final.'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('availability-calendar')).toBeNull();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByTestId('guests-field'));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent('Adultes');
    expect(screen.queryByTestId('availability-calendar')).toBeNull();
  });

  it('the sticky bar watches the teaser’s book area; its action scrolls back there and opens the calendar', async () => {
    let observed: Element | null = null;
    let report: IntersectionObserverCallback = () => {};
    class RecordingObserver {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed = element;
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
    try {
      loader();
      await waitFor(() => expect(observed).toBe(screen.getByTestId('book-button').parentElement));
      const area = observed as unknown as HTMLElement;
      area.scrollIntoView = vi.fn();
      // The book area has left the view upwards: the bar offers the from-price and the same action.
      act(() => report([{ isIntersecting: false, boundingClientRect: { bottom: -10 } } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.getByTestId('sticky-booking-bar')).toHaveTextContent('250 €');
      fireEvent.click(screen.getByTestId('sticky-book-button'));
      expect(area.scrollIntoView).toHaveBeenCalled();
      expect(await screen.findByTestId('availability-calendar', {}, { timeout: 5000 })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('with a stay in the link: the island at once, pricing it', async () => {
    loader('#checkin=2026-12-18&checkout=2026-12-20');
    await waitFor(() => expect(calls).toContain('/api/product/quote'));
  });
});
