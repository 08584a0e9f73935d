import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { openHotelCalendar, useHotelPage } from '@/screens/hotel/hotel-page-store';
import { getIntl } from '@/i18n/server';
import { HotelBarTeaser, HotelSearchBar, hotelSearchBarMessageGroup } from '@/screens/hotel/search-bar';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { useScreenTypeStore } from '@/state/screen-type';
import { renderIsland } from '../search-box/render';
import { stubScreen } from '../setup/screen';
import { simulator } from '../setup/simulator';

/**
 * The hotel page's search bar (part 2 §2, §4, §9) against mocked BFF answers (the route has its
 * own test): the hash follows the calendar's clicks, Clear and closing; Validate; confirm; guests;
 * calendar requests from the other islands, for the hotel or priced for one offer; the server's
 * teaser until the criteria have something to show or do. The browser's clock is pinned (Date only) to Tuesday 24 November 2026, 10:00 in Paris.
 */

const NOW = new Date('2026-11-24T09:00:00Z');
beforeAll(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());

// jsdom does not lay out: scrolling is observed, not done.
const scrollTo = vi.fn();
window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

/** Every December day from the 10th is available (one night), the 12th asks two. */
const HOTEL_DAYS = Object.fromEntries(
  Array.from({ length: 22 }, (_, index) => {
    const day = `2026-12-${String(10 + index).padStart(2, '0')}`;
    return [day, { amount: 20_000, minLos: day === '2026-12-12' ? 2 : 1 }];
  }),
);

interface Calls {
  hotel: URLSearchParams[];
  product: URLSearchParams[];
  nights: URLSearchParams[];
}

function bff(options: { hotel?: 'fail' } = {}): Calls {
  const calls: Calls = { hotel: [], product: [], nights: [] };
  simulator.use(
    http.get('*/api/calendar/hotel-availability', ({ request }) => {
      calls.hotel.push(new URL(request.url).searchParams);
      return options.hotel === 'fail' ? HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }) : HttpResponse.json({ days: HOTEL_DAYS });
    }),
    http.get('*/api/calendar/availability', ({ request }) => {
      calls.product.push(new URL(request.url).searchParams);
      return HttpResponse.json({ days: { '2026-12-18': { amount: 30_000, minLos: 1 }, '2026-12-19': { amount: 30_000, minLos: 1 } } });
    }),
    http.get('*/api/calendar/checkout-nights', ({ request }) => {
      calls.nights.push(new URL(request.url).searchParams);
      return HttpResponse.json({ range: { min: 1, max: 3 } });
    }),
  );
  return calls;
}

const TABS = [
  { id: 'about', label: 'À propos' },
  { id: 'getaways', label: 'Offres' },
  { id: 'reviews', label: 'Avis' },
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  useScreenTypeStore.setState({ type: 'unknown' });
}

function page(hash = '') {
  window.history.replaceState(null, '', `/fr-fr/hotel/12${hash}`);
  renderIsland(
    <>
      <HotelSearchBar locale="fr_FR" hotelId={12} tabs={TABS} teaser={<HotelBarTeaser intl={getIntl('fr_FR')} />} />
      {TABS.map((tab) => (
        <section key={tab.id} id={tab.id}>
          <h2>{tab.label}</h2>
        </section>
      ))}
    </>,
    'fr_FR',
    [hotelSearchBarMessageGroup],
  );
}

const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`) as HTMLButtonElement;
const hash = () => window.location.hash;

/** The calendar is a lazy module: its first load (cold, on a busy machine) may take seconds. */
const LAZY_LOAD = { timeout: 8000 };

async function openCalendar() {
  fireEvent.click(screen.getByTestId('dates-field'));
  await screen.findAllByRole('grid', {}, LAZY_LOAD);
  await waitFor(() => expect(day('2026-12-18')).not.toHaveAttribute('aria-disabled', 'true'));
}

beforeEach(() => {
  setWidth(1280);
  scrollTo.mockClear();
  useHotelPage.setState({ calendar: null, detailOffer: null });
});

describe('hotel search bar: the server’s teaser until the criteria are needed', () => {
  const isTeaser = (element: HTMLElement) => element.hasAttribute('data-activate');

  it('without a stay in the link, the teaser stays and nothing is asked of the BFF', async () => {
    const calls = bff();
    page();
    const field = screen.getByTestId('dates-field');
    expect(isTeaser(field)).toBe(true);
    expect(field).toHaveAccessibleName('Vos dates Arrivée - Départ');
    expect(screen.getByTestId('guests-field')).toHaveAccessibleName('Voyageurs 2 adultes');
    fireEvent.pointerEnter(screen.getByTestId('hotel-search-bar'));
    fireEvent.click(screen.getByTestId('hotel-search-bar'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(isTeaser(screen.getByTestId('dates-field'))).toBe(true);
    expect(calls.hotel).toHaveLength(0);
  });

  it('a link with a stay shows it in the criteria at once', async () => {
    bff();
    page('#checkin=2026-12-18&checkout=2026-12-21&night=3&a=3');
    await waitFor(() => expect(screen.getByTestId('dates-field')).toHaveTextContent('18 déc. - 21 déc.'), LAZY_LOAD);
    expect(screen.getByTestId('guests-field')).toHaveTextContent('3 adultes');
    expect(screen.getByRole('button', { name: 'Voir les offres' })).toBeInTheDocument();
  });

  it('the teaser’s guests field opens the guests popover', async () => {
    bff();
    page();
    fireEvent.click(screen.getByTestId('guests-field'));
    expect(await screen.findByRole('dialog', { name: 'Voyageurs' }, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Choisissez vos dates' })).not.toBeInTheDocument();
  });

  it('the teaser’s confirm opens the calendar, as the criteria’s does without dates', async () => {
    bff();
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Choisir vos dates' }));
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' }, LAZY_LOAD)).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('hotel search bar: dates', () => {
  it('the first click sets the check-in; the second writes checkin, checkout and nights to the hash before Validate', async () => {
    const calls = bff();
    page();
    await openCalendar();
    // The hotel calendar: 12 months from the current month, in one call.
    expect(calls.hotel).toHaveLength(1);
    expect(calls.hotel[0]?.get('month')).toBe('2026-11');
    expect(calls.hotel[0]?.get('hotelId')).toBe('12');
    fireEvent.click(day('2026-12-18'));
    expect(hash()).toBe('');
    fireEvent.click(day('2026-12-21'));
    await waitFor(() => expect(hash()).toBe('#checkin=2026-12-18&checkout=2026-12-21&night=3'));
    expect(screen.getByRole('dialog', { name: 'Choisissez vos dates' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('dates-field')).toHaveTextContent('18 déc. - 21 déc.');
    expect(hash()).toBe('#checkin=2026-12-18&checkout=2026-12-21&night=3');
  });

  it('Validate is disabled until both dates exist', async () => {
    bff();
    page();
    await openCalendar();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    fireEvent.click(day('2026-12-18'));
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    fireEvent.click(day('2026-12-19'));
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('checkout nights start at the check-in day’s minimum stay', async () => {
    bff();
    page();
    await openCalendar();
    fireEvent.click(day('2026-12-12'));
    await waitFor(() => expect(day('2026-12-13')).toHaveAttribute('aria-disabled', 'true'));
    expect(day('2026-12-14')).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('any other click restarts the selection, and closing then clears the dates from the hash', async () => {
    bff();
    page('#checkin=2026-12-18&checkout=2026-12-21&night=3&a=2');
    await openCalendar();
    fireEvent.click(day('2026-12-25'));
    // A check-in alone: the hash waits for the calendar to close.
    expect(hash()).toContain('checkin=2026-12-18');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(hash()).not.toContain('checkin'));
    expect(hash()).not.toContain('checkout');
    expect(hash()).not.toContain('night');
    expect(screen.getByTestId('dates-field')).toHaveTextContent('Arrivée - Départ');
  });

  it('closing with one date picked clears it (nothing in the hash)', async () => {
    bff();
    page();
    await openCalendar();
    fireEvent.click(day('2026-12-18'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hash()).toBe('');
    expect(screen.getByTestId('dates-field')).toHaveTextContent('Arrivée - Départ');
  });

  it('Clear empties the dates and the hash at once', async () => {
    bff();
    page('#checkin=2026-12-18&checkout=2026-12-21&night=3');
    await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    await waitFor(() => expect(hash()).toBe(''));
    expect(screen.getByRole('dialog', { name: 'Choisissez vos dates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
  });

  it('a failed hotel availability call shows the calendar without prices, nothing selectable, no error', async () => {
    const calls = bff({ hotel: 'fail' });
    page();
    fireEvent.click(screen.getByTestId('dates-field'));
    await screen.findAllByRole('grid', {}, LAZY_LOAD);
    await waitFor(() => expect(calls.hotel.length).toBeGreaterThan(0));
    expect(day('2026-12-18')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-12-18')).not.toHaveTextContent('€');
  });
});

describe('hotel search bar: confirm, guests, tabs', () => {
  const placeOffers = (top: number) => {
    const offers = document.getElementById('getaways')!;
    offers.getBoundingClientRect = () => ({ top, bottom: top + 400, left: 0, right: 0, width: 0, height: 400, x: 0, y: top, toJSON: () => ({}) });
    return offers;
  };

  it('with complete dates, confirming scrolls to the offers under the bar (70 px on mobile) and focuses them', async () => {
    bff();
    page('#checkin=2026-12-18&checkout=2026-12-21&night=3');
    const offers = placeOffers(1500);
    const confirm = await screen.findByRole('button', { name: 'Voir les offres' });
    fireEvent.click(confirm);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1430, behavior: 'smooth' });
    expect(document.activeElement).toBe(offers);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on desktop the offset is 100 px', async () => {
    bff();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('min-width: 1024px'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
    page('#checkin=2026-12-18&checkout=2026-12-21&night=3');
    placeOffers(1500);
    fireEvent.click(await screen.findByRole('button', { name: 'Voir les offres' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1400, behavior: 'smooth' });
    matchMedia.mockRestore();
  });

  it('without complete dates, confirming opens the calendar', async () => {
    bff();
    page('#checkin=2026-12-18');
    fireEvent.click(await screen.findByRole('button', { name: 'Choisir vos dates' }));
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' }, LAZY_LOAD)).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('guest changes are written to the hash, and start the calendar’s paging over', async () => {
    const calls = bff();
    page('#checkin=2026-12-18&checkout=2026-12-21&night=3');
    await openCalendar();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const asked = calls.hotel.length;
    fireEvent.click(screen.getByRole('button', { name: /Voyageurs/ }));
    const guests = await screen.findByRole('dialog', { name: 'Voyageurs' });
    fireEvent.click(within(guests).getByRole('button', { name: 'Ajouter un adulte' }));
    fireEvent.click(within(guests).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(hash()).toBe('#checkin=2026-12-18&checkout=2026-12-21&night=3&a=3'));
    // The hotel answer does not depend on the party: the paging restarts from the window already loaded.
    await openCalendar();
    expect(calls.hotel.length).toBe(asked);
  });

  it('is a named landmark whose tabs scroll to their section and mark the current one (desktop)', async () => {
    bff();
    const desktop = stubScreen(true);
    onTestFinished(() => desktop.restore());
    page();
    const bar = screen.getByRole('region', { name: 'Votre séjour dans cet hôtel' });
    // A desktop-only island: its code loads on a desktop-wide window.
    const tabs = await within(bar).findByRole('navigation', { name: 'Sections de l’hôtel' }, LAZY_LOAD);
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['À propos', 'Offres', 'Avis']);
    placeOffers(900);
    fireEvent.click(within(tabs).getByRole('link', { name: 'Offres' }));
    // Under the desktop bar: 100 px (part 2 §9).
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: 'smooth' });
    expect(within(tabs).getByRole('link', { name: 'Offres' })).toHaveAttribute('aria-current', 'location');
    expect(document.activeElement).toBe(document.getElementById('getaways'));
  });
});

describe('hotel search bar: calendar requests from the page', () => {
  it('an offer chosen without dates opens the calendar priced for that offer; validated, it opens the offer’s detail', async () => {
    const calls = bff();
    page('#a=3');
    act(() => openHotelCalendar({ for: 'offer', offerId: 777 }));
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' }, LAZY_LOAD)).toBeInTheDocument();
    // Taken: the request is cleared.
    expect(useHotelPage.getState().calendar).toBeNull();
    await waitFor(() => expect(calls.product.length).toBeGreaterThan(0));
    expect(calls.product[0]?.get('id')).toBe('777');
    expect(calls.product[0]?.get('adult')).toBe('3');
    await waitFor(() => expect(day('2026-12-18')).not.toHaveAttribute('aria-disabled', 'true'));
    // The offer's own availability: a day the hotel has but the offer has not is closed.
    expect(day('2026-12-22')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(day('2026-12-18'));
    await waitFor(() => expect(calls.nights[0]?.get('id')).toBe('777'));
    await waitFor(() => expect(day('2026-12-20')).not.toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(day('2026-12-20'));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(useHotelPage.getState().detailOffer).toBe(777));
    expect(hash()).toBe('#checkin=2026-12-18&checkout=2026-12-20&night=2&a=3');
  });

  it('an offer calendar closed with one date opens no detail and clears the date; the next calendar is the hotel’s', async () => {
    const calls = bff();
    page();
    act(() => openHotelCalendar({ for: 'offer', offerId: 777 }));
    await screen.findByRole('dialog', { name: 'Choisissez vos dates' }, LAZY_LOAD);
    await waitFor(() => expect(day('2026-12-18')).not.toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(day('2026-12-18'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useHotelPage.getState().detailOffer).toBeNull();
    expect(hash()).toBe('');
    await openCalendar();
    // The hotel's days again (the offer had none on the 22nd).
    expect(day('2026-12-22')).not.toHaveAttribute('aria-disabled', 'true');
    expect(calls.hotel.length).toBeGreaterThan(0);
  });

  it('a hotel calendar request opens the hotel calendar', async () => {
    bff();
    page();
    act(() => openHotelCalendar({ for: 'hotel' }));
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' }, LAZY_LOAD)).toBeInTheDocument();
    expect(useHotelPage.getState().calendar).toBeNull();
  });

  it('on mobile the calendar is the full-screen modal', async () => {
    setWidth(375);
    bff();
    page();
    act(() => openHotelCalendar({ for: 'hotel' }));
    expect(await screen.findByTestId('calendar-modal', {}, LAZY_LOAD)).toBeInTheDocument();
  });
});

afterEach(() => {
  hotelHashStore.store.setState(hotelHashStore.store.getInitialState(), true);
});
