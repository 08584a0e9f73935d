import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { checkoutNightsLoader } from '@/components/calendar/bff-loaders';
import type { PartnerMinisite } from '@/domain/model/content';
import { BookingIsland } from '@/screens/product/booking/booking-island';
import { bookingMessageGroup } from '@/screens/product/booking/message-group';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

/**
 * The minisite context in the booking island (Contract MS): a product page entered from a partner
 * page sends `minisite` with its offers, quote and checkout-nights calls; without it, none does.
 */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView = vi.fn();

const CHECKIN = '2026-12-18';
const CHECKOUT = '2026-12-20';

function bff() {
  const seen = { offers: [] as Array<string | null>, quotes: [] as Array<string | null>, nights: [] as Array<string | null> };
  const minisiteOf = (request: Request) => new URL(request.url).searchParams.get('minisite');
  simulator.use(
    http.get('*/api/product/offers', ({ request }) => {
      seen.offers.push(minisiteOf(request));
      return HttpResponse.json({ offers: [] });
    }),
    http.get('*/api/product/quote', ({ request }) => {
      seen.quotes.push(minisiteOf(request));
      return HttpResponse.json({ status: 'fetchError', insuranceOffers: [] });
    }),
    http.get('*/api/calendar/checkout-nights', ({ request }) => {
      seen.nights.push(minisiteOf(request));
      return HttpResponse.json({ range: { min: 1, max: 3 } });
    }),
    http.get('*/api/calendar/availability', () => HttpResponse.json({ days: {} })),
    http.get('*/api/payment/eligibility', () => HttpResponse.json({ paymentMethods: [] })),
    http.post('*/api/client-log', () => new HttpResponse(null, { status: 204 })),
  );
  return seen;
}

function island(minisite: PartnerMinisite | undefined) {
  window.history.replaceState(null, '', `/fr-fr/sejour/501?minisite=macif#checkin=${CHECKIN}&checkout=${CHECKOUT}&a=2`);
  renderIsland(<BookingIsland locale="fr_FR" productId={501} productLabel="Séjour romantique" datedActivities={[]} fromPrice={25000} minisite={minisite} />, 'fr_FR', [bookingMessageGroup]);
}

afterEach(() => {
  act(() => hotelHashStore.set(hotelHashStore.codec.defaults()));
  window.history.replaceState(null, '', '/');
});

describe('the booking island in a partner’s context', () => {
  it('sends minisite with the offers and the quote', async () => {
    const seen = bff();
    island('macif');
    await screen.findByTestId('booking-no-availability');
    await vi.waitFor(() => expect(seen.quotes.length).toBeGreaterThan(0));
    expect(seen.offers.length).toBeGreaterThan(0);
    expect([...seen.offers, ...seen.quotes].every((value) => value === 'macif')).toBe(true);
  });

  it('sends none without the context (the query is the server’s to read, never the island’s)', async () => {
    const seen = bff();
    island(undefined);
    await screen.findByTestId('booking-no-availability');
    await vi.waitFor(() => expect(seen.quotes.length).toBeGreaterThan(0));
    expect([...seen.offers, ...seen.quotes].every((value) => value === null)).toBe(true);
  });

  it('the calendar’s checkout-nights loader sends it when the page has it', async () => {
    const seen = bff();
    const pax = { adults: 2, children: 0, babies: 0 };
    expect(await checkoutNightsLoader({ locale: 'fr_FR', id: 501, pax, minisite: 'libelle' })(CHECKIN)).toEqual({ min: 1, max: 3 });
    await checkoutNightsLoader({ locale: 'fr_FR', id: 501, pax })(CHECKIN);
    expect(seen.nights).toEqual(['libelle', null]);
  });
});
