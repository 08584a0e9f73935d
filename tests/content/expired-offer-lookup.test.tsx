import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { GET } from '../../app/api/hotel-other-offers/route';
import type { Locale } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';
import { notFoundMessageGroup } from '@/screens/not-found/message-group';
import { ExpiredOfferLookup } from '@/screens/not-found/expired-offer-lookup';
import { simulator } from '../setup/simulator';

/** jsdom has no layout: embla needs these browser APIs to exist. */
class Observer {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

let bffCalls: string[] = [];
beforeEach(() => {
  bffCalls = [];
  // The island's BFF, served by the real route handler (which calls the in-process simulator).
  simulator.use(
    http.get('*/api/hotel-other-offers', ({ request }) => {
      bffCalls.push(new URL(request.url).search);
      return GET(request);
    }),
  );
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Like a page opened with that hash: replaceState fires no hashchange, as a page load does not. */
function renderAt(hash: string, locale: Locale = 'fr_FR') {
  window.history.replaceState(null, '', `/fr-fr/zzz${hash}`);
  return render(
    <IntlProvider locale={locale.replace('_', '-')} messages={clientMessages(locale, [notFoundMessageGroup])}>
      <ExpiredOfferLookup locale={locale}>
        <h1>Oups !</h1>
      </ExpiredOfferLookup>
    </IntlProvider>,
  );
}

describe('the not-found hotelId lookup', () => {
  it('keeps the standard 404 block when the hash has no hotelId, without asking anything', async () => {
    renderAt('#checkin=2026-03-06');
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bffCalls).toEqual([]);
  });

  it("shows 'Too late! This offer has expired' and a keyboard-operable carousel of the hotel's other offers", async () => {
    const user = userEvent.setup();
    renderAt('#hotelId=1001&checkin=2026-03-06', 'nl_BE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Te laat! Deze aanbieding is verlopen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oups !' })).toBeNull();
    expect(bffCalls).toEqual(['?hotelId=1001&locale=nl_BE']);
    const title = screen.getByRole('heading', { level: 2, name: /^Andere aanbieding in .+/ });
    const carousel = await screen.findByRole('region', { name: title.textContent ?? '' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    const offers = within(carousel).getAllByTestId('other-offer');
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0]).toHaveAttribute('href', expect.stringMatching(/^\/nl-be\/verblijf\/\d+/));
    expect(offers[0]).toHaveTextContent(/vanaf/);
    expect(within(carousel).getAllByRole('group')[0]).toHaveAccessibleName(`1 van ${offers.length}`);
    expect(within(carousel).getByRole('button', { name: 'Vorige aanbiedingen' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Volgende aanbiedingen' })).toBeInTheDocument();
    // The first Tab enters the carousel (its first enabled control or card); arrows then scroll it.
    await user.tab();
    expect(carousel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(carousel).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps the standard block when the hotel has no offers any more', async () => {
    renderAt('#hotelId=999999');
    await vi.waitFor(() => expect(bffCalls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    expect(screen.queryByTestId('expired-offer')).toBeNull();
  });

  it('keeps the standard block when the lookup fails', async () => {
    simulator.use(http.get('*/api/hotel-other-offers', () => HttpResponse.json({ error: 'x' }, { status: 502 })));
    renderAt('#hotelId=1001');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    expect(screen.queryByTestId('expired-offer')).toBeNull();
  });

  it('looks again when the hash changes', async () => {
    renderAt('');
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/fr-fr/zzz#hotelId=1001');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trop tard ! Cette offre a expiré' })).toBeInTheDocument();
  });
});
